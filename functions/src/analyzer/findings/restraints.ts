/**
 * How the restraint and control rules of rules-commercial.ts tell a restraint a lawyer would raise from
 * the bargain or boilerplate of its kind, read for the reviewed side:
 * - a non-compete is a promise not to deal in what competes; a distributor kept to its territory with the
 *   very products it distributes, a promise not to acquire title in the other side's marks, an
 *   anti-bribery covenant are not;
 * - exclusive dealing is the reviewed side's own promise to buy, supply or work only with the other side,
 *   not an exclusive right it holds, nor what belongs exclusively to someone;
 * - an anti-assignment clause with a consent route is market standard; one with no route at all, one that
 *   reaches a merger or a change of control, or one the other side is free of, is not; a personal service
 *   is never assignable;
 * - an audit of records is routine (on notice or not: the notice is the usual ask); one at any time or
 *   without notice, or a visit to the reviewed side's premises with no notice, is not.
 */
import { has } from './rule-kit';
import { ETHICS, sentenceAround } from './rule-patterns';
import type { Signal } from './readings';
import type { RuleInput } from './rule-types';
import { sideRightAt } from './sides';
import { EXCEPT_SALE } from './rules-exit';

/** Competition named in the sentence: "competitive with the Products", "any Competitor", "similar products". */
const COMPETES =
  /\bcompet(?:e|es|ing|itive|itors?|ition)\b|\bnon-?competi\w*|\bsimilar\s+(?:to\s+)?(?:\w+\s+){0,2}?(?:products?|services?|goods|business\w*|promotions?)\b|\brival\b/i;
/** Anti-corruption covenants: bribes, kickbacks, corrupt payments (beside rule-patterns.ts's ETHICS). */
const CORRUPTION = /\bbrib\w*|\bkickbacks?\b|\bcorrupt\w*|\bremuneration\b[^.;]{0,80}\binduce/i;
/** The distributor kept to its territory with the contract's own products ("shall not sell Products outside the Territory"). */
const PRODUCTS_OUTSIDE =
  /^[^.;]{0,60}?\b(?:sell|export|distribute|market|ship|resell|promote)\w*\b[^.;]{0,40}?\b(?:(?:the|any|such)\s+)?(?:\w+\s+)?products?\b[^.;]{0,60}?\boutside\b/i;
/** Not to acquire title or rights in what is the other side's: an acknowledgement of its property. */
const ACQUIRE_TITLE =
  /^[^.;]{0,40}?\b(?:acquire|obtain|purchase)\s+(?:any\s+)?(?:\w+\s+){0,3}?(?:rights?|title|interest|ownership|licen[cs]e)\b/i;
/**
 * Not a restraint on trade: not to misdescribe the relationship or bind the other side, not to enter into
 * conflicting engagements or breach other agreements (a representation), not to use the other side's marks.
 */
const NOT_RIVALRY =
  /^[^.;]{0,30}?\b(?:represent\b[^.;]{0,30}?\bthat\s+(?:it|he|she|they)\b|(?:represent|hold)\s*(?:,?\s*(?:or\s+)?imply|the\s+relationship|itself|himself|herself|themselves|that|as\b|out\b)|act\s+as\s+(?:an?\s+)?(?:agent|employee|partner|representative)|enter\s+into\s+(?:any\s+)?(?:such\s+)?(?:conflicting|inconsistent)\s+(?:agreements?|obligations?|contracts?|arrangements?)|(?:breach|violate|infringe|conflict\s+with|contravene)\b|use\s+(?:any\s+)?(?:of\s+)?(?:\w+\s+){0,2}?(?:logos?|names?|marks|trade\s*marks?))/i;
/**
 * What marks a promise not to sell, market or buy as a restraint on dealing with others: competition named,
 * "directly or indirectly", or a dealing in any products, with customers, in a field, territory or channel,
 * or with third parties. Without one it is a limit on how the deal itself is done ("shall not sell rejected
 * Product for salvage", "shall not purchase any such component until NICE approves it").
 */
const RESTRAINT_OBJECT = /\bdirectly\s+or\s+indirectly\b|\b(?:territory|field|channels?|third\s+part(?:y|ies))\b/i;
/**
 * "Detto shall not distribute Qwik-Fix Pro to any Third Party unless the Third Party has accepted the terms
 * of PivX's current License": a condition on how the contract's own product reaches its users, not a
 * restraint on competing.
 */
const FLOWS_DOWN_TERMS =
  /\bunless\b[^.;]{0,80}?\b(?:has|have)\s+(?:first\s+)?(?:accepted|agreed\s+to|signed|executed|been\s+bound\s+by)\b[^.;]{0,60}?\b(?:terms|licen[cs]e|agreement|EULA)\b/i;
/**
 * Others to deal with and goods other than the contract's own, in lower case: "Customer" alone is often the
 * other party's name, "any Product" the contract's own goods.
 */
const OTHERS_DEALT_WITH =
  /\b(?:customers|clients|Customers|Clients|customer|client)\b|\bany\s+(?:other\s+)?(?:person|party|parties|entity|company|manufacturer|supplier|provider|distributor)\b|\bany\s+(?:of\s+(?:its|their|the)\s+)?(?:other\s+)?(?:products?|services?|business(?:es)?|goods|technolog(?:y|ies))\b/;
/** The verb of a restraint on trade, in the words after the promise ("shall not ... engage in", "will not offer"). */
const TRADE_VERB =
  /^[^.;]{0,90}?\b(?:engag|participat|sell|market|promot|offer|provid|distribut|solicit|endors|advertis|serv|work|render|develop|manufactur|own|invest|enter|act|represent|accept|supply|licens|buy|purchas|acquir)\w*/;
/**
 * The restrained act up to its carve-out: what follows "provided", "except" or "unless" is no part of it.
 * A colon right after the promise opens its list ("it will not: (a) have any ownership interest in ... any
 * Competitor"), whose first item is the act.
 */
const restrainedAct = (text: string): string =>
  text.replace(/^(\w+\s+not)\s*:\s*/i, '$1 ').split(/\b(?:provided|except|unless|other\s+than)\b|[;:]|\.\s/i)[0]!;

/**
 * "CONSULTANT agrees that ... it will not", "Distributor shall not market ..., nor shall they assist": a
 * pronoun for subject refers to the side whose promise comes before it in the sentence, whatever name the
 * sentence mentions last.
 */
function bound(p: RuleInput, s: Signal): Signal['who'] {
  const pronoun =
    /\b(?:it|he|she|they)\s+$/i.test(p.text.slice(Math.max(0, s.at - 8), s.at)) ||
    /^\w+\s+(?:not\s+)?(?:it|he|she|they)\b/i.test(p.text.slice(s.at, s.at + 20));
  if (!pronoun) return s.who;
  const { start } = sentenceAround(p.text, s.at);
  const before = p.signals.filter((x) => x.at >= start && x.at < s.at && x.kind !== 'consent' && x.who !== 'none');
  return before[before.length - 1]?.who ?? s.who;
}

/** The reviewed side's promise not to compete: the offset of the promise, or -1. */
export function selfNonCompete(p: RuleInput): number {
  for (const s of p.signals) {
    if (!s.kind.startsWith('mustNot:') || bound(p, s) !== 'self') continue;
    const sentence = sentenceAround(p.text, s.at).text;
    if (ETHICS.test(sentence) || CORRUPTION.test(sentence)) continue;
    const after = p.text.slice(s.at, s.end + 300);
    if (NOT_RIVALRY.test(after) || FLOWS_DOWN_TERMS.test(sentence)) continue;
    const act = restrainedAct(after);
    const competes = COMPETES.test(act);
    if (s.kind === 'mustNot:compete' || s.kind === 'mustNot:purchase') {
      if (ACQUIRE_TITLE.test(after) || (PRODUCTS_OUTSIDE.test(after) && !competes)) continue;
      if (competes || RESTRAINT_OBJECT.test(act) || OTHERS_DEALT_WITH.test(act)) return s.at;
    } else if (competes && TRADE_VERB.test(act)) return s.at;
  }
  return -1;
}

/**
 * The reviewed side's own promise to deal only with the other side: "shall purchase the Product exclusively
 * from", "shall supply Ultragenyx exclusively", "will exclusively endorse and use", "shall purchase from
 * Dong-A the entire requirement", "shall not purchase ... from any other supplier".
 */
const DEALS_EXCLUSIVELY =
  /^[^.;]{0,40}?\bexclusively\s+(?:\w+\s+)?(?:purchase|buy|order|obtain|source|use|endorse|play|wear|deal|work|sell|supply|provide|distribute|market|promote|represent|manufacture)\b|^[^.;]{0,40}?\b(?:purchase|buy|order|obtain|source|procure|supply|sell|provide|deliver|distribute|market|promote|use|endorse|deal|work|manufacture|represent|stock|perform|render)(?:s|es|ed|ing)?\b[^.;]{0,80}?\b(?:exclusively|on\s+an\s+exclusive\s+basis|as\s+(?:its|their|his|the)\s+(?:sole|exclusive)\s+(?:source|supplier|provider|distributor))\b(?!\s+(?:relat|own|belong|by\s+reason|for\s+(?:the\s+)?(?:purposes?|performance)))/i;
const ALL_REQUIREMENTS =
  /^[^.;]{0,40}?\b(?:purchase|buy|order|obtain|source|procure)\b[^.;]{0,60}?\b(?:all|entire|whole|100\s?%|one\s+hundred\s+percent)\s+(?:\(\w+\)\s+)?(?:of\s+)?(?:its|their|his|the)?\s*(?:\w+\s+){0,4}?requirements?\b/i;
const NOT_ELSEWHERE =
  /^[^.;]{0,40}?\b(?:purchase|buy|order|obtain|source|procure|use|sell|distribute|handle|carry)\b[^.;]{0,80}?(?:\bfrom\s+(?:any\s+)?(?:other|third|person|one\s+other|anyone|any\s+(?:source|supplier|manufacturer))|\bother\s+than\s+(?:those|the\s+(?:products?|goods))\s+(?:\w+\s+)?(?:purchased|bought|obtained|sourced|supplied)\s+(?:directly\s+)?(?:from|by)\b)/i;

/** What belongs or relates exclusively to someone: ownership or scope, not dealing. */
const OWNED_EXCLUSIVELY =
  /^[^.;]{0,120}?\b(?:(?:belong|own|vest|inure|retain|hold|relat)\w*\s+(?:\w+\s+){0,2}?exclusively|exclusively\s+(?:own|belong|vest|relat)\w*)\b/i;

export function selfExclusiveDealing(p: RuleInput): number {
  for (const s of p.signals) {
    if (bound(p, s) !== 'self') continue;
    const after = p.text.slice(s.at, s.end + 220);
    if (OWNED_EXCLUSIVELY.test(after)) continue;
    if (/^must:/.test(s.kind) && (DEALS_EXCLUSIVELY.test(after) || ALL_REQUIREMENTS.test(after))) return s.at;
    if (/^mustNot:(?:purchase|compete|other)$/.test(s.kind) && NOT_ELSEWHERE.test(after)) return s.at;
  }
  return -1;
}

/** Words that give an anti-assignment clause a route: the other side's consent, an exception, a condition. */
const ASSIGN_ROUTE =
  /\b(?:consent|approv\w*|agreed|agrees|permission|authori[sz]\w*|except|unless|other\s+than|save\s+(?:as|for)|provided\s+(?:that|however))\b/i;
/** A restriction that reaches a merger or a change of control: the reviewed side's own exit is caught. */
const ASSIGN_REACH =
  /\b(?:by\s+)?operation\s+of\s+law\b|\bmerger\b|\bchange\s+(?:of|in)\s+(?:the\s+)?(?:control|ownership)\b|\breorgani[sz]ation\b|\bsale\s+of\s+(?:all\s+or\s+)?(?:substantially\s+all|a\s+majority|the\s+(?:stock|shares))|\bdeemed\s+(?:to\s+be\s+)?an?\s+["“]?assignment/i;
/** A merger or sale of the business carved out ("provided that either Party may assign ... in connection with a merger"). */
const SALE_CARVED_OUT =
  /\b(?:provided|other\s+than|save|however)\b[^.]{0,200}?\b(?:merger|consolidat\w*|sale\s+of\s+(?:all\s+or\s+)?substantially\s+all|acquir\w*|successor|reorgani[sz]ation)/i;
/** What a bar on assignment reaches when it is the agreement's: the agreement itself or the rights under it. */
const THE_AGREEMENT =
  /\bthis\s+agreement\b|\brights?\s+(?:(?:or|and|and\/or)\s+(?:its\s+)?obligations?\s+)?(?:hereunder|under\s+this)\b|\brights?\s+or\s+obligations?\b/i;
const CONTRACT_RIGHTS = /\b(?:agreement|contract|rights?|obligations?|duties|interests?|benefits?)\b/i;
/** Services of a person: their assignment is barred everywhere, and rightly. */
const PERSONAL = /\bpersonal\s+(?:nature|services?|character|skills?)\b/i;

/**
 * The reviewed side barred from assigning with no route at all, or even on its own merger or change of
 * control: the offset of the decisive words (the merger words where they are their own sentence), or -1.
 */
export function selfAssignmentRestricted(p: RuleInput): number {
  const at = has(p, 'self', /^(?:mustNot|mayNot):assign$/);
  if (at < 0 || EXCEPT_SALE.test(p.text) || SALE_CARVED_OUT.test(p.text) || PERSONAL.test(p.text)) return -1;
  // What is barred is the agreement or rights under it, not information or goods ("may not transfer this account information").
  const { end, text: sentence } = sentenceAround(p.text, at);
  if (!CONTRACT_RIGHTS.test(p.text.slice(at, Math.min(end, at + 120)))) return -1;
  const reach = ASSIGN_REACH.exec(p.text);
  if (reach) return reach.index;
  // One-way: the other side may assign somewhere in the contract while the reviewed side needs its consent.
  if (p.contract.otherMayAssign) return at;
  return ASSIGN_ROUTE.test(sentence) ? -1 : at;
}

/**
 * Both sides barred from assigning with no route at all ("Neither ADAMS GOLF nor CONSULTANT shall have the
 * right to grant sublicenses hereunder or to assign, alienate or otherwise transfer any of its rights or
 * obligations hereunder"): a sale of the reviewed side's business or a group reorganisation breaches the
 * agreement or needs a waiver the other side may price. Not for the side paid to perform services itself,
 * for whom the bar is the bargain. The offset of the bar, or -1.
 */
export function mutualAssignmentBarred(p: RuleInput): number {
  if (!/\bassign/i.test(p.text) || ASSIGN_ROUTE.test(p.text) || EXCEPT_SALE.test(p.text) || PERSONAL.test(p.text))
    return -1;
  const c = p.contract;
  if (c.selfSupplies && c.otherPays && !c.otherSupplies) return -1;
  for (const s of p.signals) {
    if (s.who !== 'mutual' || !/^(?:mustNot|mayNot):/.test(s.kind)) continue;
    const { end, text: sentence } = sentenceAround(p.text, s.at);
    const act = p.text.slice(s.end, Math.min(end, s.end + 120));
    // The agreement or the rights under it, in a sentence that ends here (not one a page break cuts before its route).
    // A bar on assigning to some only ("to a Restricted Party", "to a competitor") leaves the rest free.
    const some = /\bto\s+(?:a|an|any)\s+(?:[A-Z][\w-]*\s+){0,2}(?:Party|Parties|[Cc]ompetitors?)\b/.test(act);
    if (/\bassign/i.test(act) && THE_AGREEMENT.test(act) && !some && /[.;]["”)]?\s*$/.test(sentence)) return s.at;
  }
  return -1;
}

/**
 * What makes an audit routine: notice first, a time agreed or in business hours with notice, a limit on
 * how often. "At any time" or "without notice" makes it none of these.
 */
const AUDIT_LIMITED =
  /\b(?:upon|on|with|after|following|giving|given)\b[^.;]{0,50}?\b(?:notice|request)\b|\b(?:once|twice)\s+(?:per|a|in\s+any|each|every)\b|\bno\s+more\s+(?:frequently|often)\s+than\b|\bmutually\s+agreed\b|\breasonable\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i;
const AUDIT_UNBOUNDED =
  /\bat\s+any\s+time\b|\bwithout\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b|\bunannounced\b/i;
const PREMISES = /\b(?:premises|facilit(?:y|ies)|plants?|sites?|offices?|locations?)\b/i;
/** What an audit opens: records, books, premises, systems; not the goods delivered ("examine and test the materials"). */
const AUDIT_OBJECT =
  /\b(?:books|records|accounts|ledgers|facilit(?:y|ies)|premises|plants?|sites?|offices?|operations|systems|practices|activities|documentation|compliance)\b/i;

/** "shall have the right at any time to (i) inspect the facility of FCC": the other side's right to audit. */
const AUDIT_VERB = /^[^.;]{0,60}?\b(?:audit|inspect|examine)\b/i;
export const entitledToAudit = (p: RuleInput): number =>
  p.signals.find(
    (x) =>
      x.who === 'other' && /^(?:may|must):entitled$/.test(x.kind) && AUDIT_VERB.test(p.text.slice(x.end, x.end + 80)),
  )?.at ?? -1;

/**
 * An audit of the reviewed side's records or premises (at offset `at`) at its own expense, at any time or
 * without notice, or a visit to its premises on no notice.
 */
export function auditNotRoutine(p: RuleInput, at: number): boolean {
  const sentence = sentenceAround(p.text, at).text;
  if (!AUDIT_OBJECT.test(sentence) && !AUDIT_OBJECT.test(p.text.slice(0, 200))) return false;
  // At the audited side's own expense ("Equidata may audit, at Marketing Affiliate's expense").
  if (has(p, 'self', /^expense$/) >= 0) return true;
  return AUDIT_UNBOUNDED.test(p.text) || (PREMISES.test(sentence) && !AUDIT_LIMITED.test(p.text));
}

/**
 * A consent the other side holds that another rule judges or that is routine in its kind: over assignment,
 * subcontracting or delegation (the assignment rules weigh the route), over a non-solicit or non-compete
 * (the restraint rules), over advertising and artwork that carry its name, over removing its proprietary
 * information.
 */
export const CONSENT_ELSEWHERE =
  /\b(?:reverse[\s-]engineer\w*|decompil\w*|disassembl\w*|(?:sell|export|ship|distribute)\w*\b[^.;]{0,60}\boutside\s+(?:of\s+)?(?:the\s+)?(?:Territory|United\s+States|[A-Z][a-z]+\b(?!\s+(?:of|the)\b))|assign\w*|subcontract\w*|sub-contract\w*|delegat\w*|sublicens\w*|solicit\w*|compet\w*|artwork|advertis\w*|promotional\s+materials?|publicity|proprietary\s+information)\b|\btransfer\w*\s+(?:\w+\s+){0,3}?(?:rights?|obligations?|agreement|interest)\b|\b(?:rights?|obligations?|agreement|interest)\b[^.;]{0,60}\btransferr?\w*/i;

/** Brand control: the other side's say over its own marks, name, image and the advertising that carries them. */
const BRAND =
  /\b(?:trade\s*marks?|marks|logos?|likeness|image|artwork|advertis\w*|promotion(?:al)?\s+materials?|publicity)\b/i;
/**
 * Discretion that is routine in its kind: brand control, the insurer or form of payment the other side
 * accepts, documents or assistance it reasonably needs ("as requested by CRO for the conduct of the
 * Services"), its consent to an assignment (the assignment rules judge the route), the form of a statement,
 * order or report it receives ("statements, in a form satisfactory to the Company"); not of an agreement or
 * release the reviewed side must sign.
 */
export const ROUTINE_DISCRETION = new RegExp(
  `${BRAND.source}|\\b(?:insur\\w*|carrier|check|cheque|bank)\\b[^.;]{0,40}\\bacceptable\\s+to\\b|\\b(?:documents?|information|assistance|instruments?)\\b[^.;]{0,80}\\bas\\s+(?:reasonably\\s+)?requested\\b|\\bassign\\w*\\b[^.;]{0,200}\\b(?:consent|approval)\\b|\\bexercise\\s+(?:of\\s+)?(?:the\\s+|its\\s+|any\\s+|such\\s+)?(?:option|right\\s+of\\s+first)\\w*\\b[^.;]{0,40}\\bdiscretion\\b|\\baccount\\s+(?:\\w+\\s+){0,2}?as\\s+directed\\s+by\\b|\\b(?:statements?|orders?|reports?|affidavits?|opinions?|records|certificates?|invoices?|notices?|copies|amendments?|supplements?)\\b[^.;]{0,80}\\bform\\s+(?:and\\s+substance\\s+)?(?:reasonably\\s+)?(?:acceptable|satisfactory)\\s+to\\b`,
  'i',
);
/**
 * The other side's rights that are the mechanics of its own protection: to assume or join the defence of a
 * claim, to prosecute its patents, to review material that carries its name or image.
 */
export const ROUTINE_DECISION =
  /^[^.;]{0,80}?\b(?:(?:assume|control|participate|conduct)\b[^.;]{0,30}\bdefen[cs]e|be\s+present\s+(?:at|during)\b|(?:prepare|file|prosecute|maintain)\b[^.;]{0,30}\b(?:patents?|applications?)|review\b[^.;]{0,80}\b(?:advertis\w*|promotion\w*|publicity|image|likeness|marks))/i;

/**
 * A right to terminate that only leads in to its grounds ("shall have the right (but not the obligation) to
 * terminate this Agreement ... if:"): the grounds, in the items that follow, are what the termination rules
 * judge; the lead-in decides nothing.
 */
export const TERMINATION_LEAD_IN =
  /^[^.;]{0,120}?\bterminat\w*\b[^.;:]{0,120}?\b(?:if|upon|when|where|in\s+the\s+event|following)\b[^.;:]{0,30}:\s*(?:$|\(?[a-z\d]{1,3}[.)])/i;
/**
 * The other side's pay under the contract ("shall also be entitled to a year end performance bonus", "to
 * bonuses based on performance"): the price of its work, not a decision it takes over the reviewed side.
 * A bonus in shares or options dilutes the payer and stays in view.
 */
export const BONUS_ENTITLEMENT =
  /^\s*(?:also\s+)?(?:(?:be\s+)?entitled\s+)?to\s+(?:receive\s+)?(?:an?\s+|the\s+|his\s+|her\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:bonus(?:es)?|salary)\b(?![^.;]{0,80}\b(?:shares|stock|options?|warrants|equity)\b)/i;
/** The words before a "may ... assign" that make it a bar: the sentence opens "Neither" or "No", with no exception since. */
export const BARRED_ASSIGNMENT =
  /^\W*(?:\(?[\w.]{1,4}\)?\s+)?(?:neither|no)\b(?![^.;]*\b(?:except|provided|notwithstanding|however|but)\b)[^.;]*$/i;

/** "in the case of PROVIDER, acquiring any assets of PROVIDER associated with its ... business": a route for one side only. */
const IN_THE_CASE_OF = /\b(?:in\s+the\s+case\s+of|with\s+respect\s+to|as\s+to)\s+/gi;
/**
 * A right to assign given to both sides that adds a wider route for the other side alone ("either party may
 * assign ... to any person acquiring all or substantially all of such party's assets or, in the case of
 * PROVIDER, acquiring any assets of PROVIDER associated with its wholesale ... business"): the other side may
 * hand the contract to whoever buys a part of its business. The offset of the words naming it, or -1.
 */
export function otherWiderAssignment(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !/\bassign/i.test(p.text)) return -1;
  for (const s of p.signals) {
    if (s.who !== 'mutual' || s.kind !== 'may:assign') continue;
    const { end } = sentenceAround(p.text, s.at);
    const rest = p.text.slice(s.end, end);
    IN_THE_CASE_OF.lastIndex = 0;
    for (let m = IN_THE_CASE_OF.exec(rest); m; m = IN_THE_CASE_OF.exec(rest)) {
      if (sideRightAt(sides, rest, m.index + m[0].length, 40) === 'other') return s.end + m.index;
    }
  }
  return -1;
}

/**
 * A right the other side holds as its remedy when the reviewed side fails ("Should such an occurrence render
 * the HYPERFEED ... unavailable for a period over ten (10) days, then ABW shall have the right to discount
 * their billing", "If ... Garman has been unable to correct the deficiency ..."): a remedy the reviewed side
 * owes for its own failure, usually a limited one, decides nothing over its bargain. `before` is the
 * sentence up to the right.
 */
export const REMEDY_ON_FAILURE =
  /\b(?:if|should|in\s+the\s+event|upon|where)\b[^.;]{0,250}?\b(?:fail(?:s|ed|ure)?|unable|inoperable|unavailable|defective|breach\w*|default\w*|terminated)\b[^.;]{0,250}$/i;
/** The other side's own action against infringers or wrongdoers ("the sole right to bring any Action to remedy"). */
export const OWN_ACTION =
  /^[^.;]{0,60}?\b(?:bring|commence|institute)\s+(?:any\s+|an\s+|such\s+|legal\s+)?(?:actions?|suits?|proceedings?)\b/i;
/** The other side's part in pay or benefit plans ("entitled to participate in any bonus plan"): the price of its work. */
export const PLAN_PARTICIPATION =
  /^[^.;]{0,40}?\bparticipate\s+in\s+(?:any\s+|all\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:bonus|incentive|benefit|compensation|option|equity|pension|retirement)\b/i;
/**
 * Rights that keep the other side whole and cost the reviewed side nothing it bargained for: to keep copies of
 * records, the remedies the law gives anyway, a deduction the law requires ("to deduct ... such portion
 * thereof as are required to be deducted under applicable statute").
 */
export const LAWFUL_RIGHT =
  /^[^.;]{0,40}?\b(?:make|keep|retain)\b[^.;]{0,30}\bcop(?:y|ies)\b|^[^.;]{0,40}?\ball\s+(?:other\s+)?(?:rights\s+and\s+)?remedies\b|^[^.;]{0,40}?\b(?:deduct|withhold)\w*\b[^.;]{0,120}\brequired\b[^.;]{0,60}\b(?:law|statute|regulation|treaty)/i;
