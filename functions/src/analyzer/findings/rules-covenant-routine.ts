/**
 * Rights of the other side that are the ordinary mechanics of a deal of their kind, not a decision it takes
 * over the reviewed side (read by other-may-decide in rules-commercial.ts, on the words right after the
 * modal: "shall have the right (but not the obligation) to ..."):
 * - to enforce its intellectual property against infringers, or to join a claim or action by its own
 *   counsel at its own expense;
 * - to return or reject goods that are defective or break the warranty (the buyer's ordinary remedy);
 * - to control the time, place and means of its own work (an independent contractor's freedom);
 * - to sell, resell, market or distribute what the contract licenses or supplies to it (the grant itself,
 *   judged by the licence and exclusivity rules).
 */
export const ROUTINE_RIGHT = new RegExp(
  [
    // "to take action against third parties ... to prevent or terminate misuse, infringement", "to bring an infringement action".
    String.raw`^[^.;]{0,160}?\b(?:action|actions|suits?|proceedings?|enforce\w*)\b[^.;]{0,160}?\b(?:infring\w*|misappropriat\w*|counterfeit\w*)`,
    String.raw`^[^.;]{0,80}?\b(?:bring|commence|institute|initiate|prosecute)\w*\s+(?:an?\s+|any\s+)?infringement`,
    // "to participate and be represented in any such action, suit or proceeding by its own counsel at its own expense".
    String.raw`^[^.;]{0,60}?\bparticipate\b[^.;]{0,80}?\b(?:action|suit|proceeding|claim|defen[cs]e)s?\b[^.;]{0,80}?\bown\s+(?:counsel|expense|cost)`,
    // "to return and demand replacement of any Product which violates this warranty".
    String.raw`^[^.;]{0,40}?\b(?:return|reject)\w*\b[^.;]{0,80}?\b(?:defective|non-?conforming|violates?\s+(?:this|the|such)\s+warranty)`,
    // "to control and determine the time, place, methods, manner and means of performing the services".
    String.raw`^[^.;]{0,40}?\bcontrol\b[^.;]{0,40}?\b(?:time|place|method|manner|means)s?\b[^.;]{0,60}?\bperform`,
    // "to promote, market, distribute, license and sell the TouchStar Software ... to Customers in the Territory".
    String.raw`^\s*(?:under\s+this\s+Agreement\s+)?to\s+(?:promote|market|distribute|sell|resell)\b(?:,?\s+(?:and\s+|or\s+)?(?:promote|market|distribute|license|sell|resell))*\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){0,3}(?:products?|software|licenses|services)\b`,
  ].join('|'),
  'i',
);
