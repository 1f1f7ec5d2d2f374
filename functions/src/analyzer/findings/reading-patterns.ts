/**
 * The wordings the sentence reader (readings.ts) looks for: modals and negations, exculpations,
 * caps, disclaimers, discretion, consent, costs, benefits, deemed assent, warranties, notices and
 * grants. Compiled once; every pattern is bounded.
 */
export const MODAL =
  /\b(?:shall|will|must|may|can|agrees?|undertakes?|covenants?|(?:is|are)\s+(?:entitled|obligated|required|permitted|authori[sz]ed)\s+to|(?:has|have)\s+the\s+(?:sole\s+|exclusive\s+)?(?:right|option)(?:,?\s*\(?\s*(?:but|and)\s+not\s+(?:the\s+)?obligation\s*\)?,?)?\s+to|(?:reserves?|retains?)\s+the\s+right,?\s+(?:in\s+its\s+(?:sole\s+)?discretion,\s+)?to|(?:is|are)\s+(?:solely\s+)?responsible\s+for|hereby)\b/gi;
export const MONTH_BEFORE =
  /\b(?:in|of|each|every|until|by|before|after|from|through|to|since|during|\d{1,2}(?:st|nd|rd|th)?)\s+$/i;
export const DEFINES =
  /^\s+(?:mean|means|have\s+the\s+(?:same\s+)?meanings?|refer\s+to|be\s+construed\s+as|be\s+defined\s+as)\b/i;
export const NEG_AFTER = /^\s*(?:not|never|in\s+no\s+event|under\s+no\s+circumstances)\b|^\s*n[o']t\b/i;
export const NEG_BEFORE = /\b(?:in\s+no\s+event|under\s+no\s+circumstances|neither|nor|no)\b[^.;]{0,80}$/i;
// "UNDER NO CIRCUMSTANCES, INCLUDING NEGLIGENCE, SHALL XACCT BE LIABLE", "IN NO EVENT, WHETHER IN CONTRACT, TORT OR
// OTHERWISE, SHALL": the negation opens the sentence, farther before the modal than NEG_BEFORE reads, with
// no other modal between ("in no event later than ..." is a deadline, not a negation).
export const FAR_NEG_BEFORE =
  /\b(?:in\s+no\s+event(?!\s+(?:later|earlier|sooner|less|more|fewer|greater|before|after)\b)|under\s+no\s+circumstances)\b(?:(?!\b(?:shall|will|may|must|can)\b)[^.;]){0,100}$/i;
// "shall not be liable", also with a few words between ("IN NO EVENT WILL WEBMD OR ITS SUPPLIERS BE
// LIABLE", "Nor shall the Company at any time be liable", "shall not be subject to liability").
export const EXCUL_VERB =
  /^\s*(?:not\s+)?(?:[\w',]+\s+){0,6}?(?:be\s+(?:held\s+)?(?:liable|responsible)|be\s+(?:in\s+default|deemed\s+(?:to\s+be\s+)?in\s+(?:default|breach))|be\s+subject\s+to\s+(?:any\s+)?liabilit|have\s+(?:any\s+|no\s+)?(?:liabilit|responsibilit|obligation)|incur\s+(?:any\s+)?liabilit)/i;

export const NOT_BOUND =
  /^\s*(?:not\s+)?(?:be\s+)?(?:obliged|obligated|required|bound)\b(?:\s+(?:under|by|pursuant\s+to)\s+this\s+agreement)?\s+to\b/i;
export const CAP_RE =
  /\b(?:total|aggregate|entire|maximum|cumulative|overall)?\s*(?:liabilit(?:y|ies)|damages)\b[^.;]{0,200}?\b(?:shall\s+not|will\s+not|not\s+to|may\s+not|in\s+no\s+event)\s+(?:\w+\s+){0,2}?(?:exceed|be\s+more\s+than|be\s+greater\s+than)|\bliabilit(?:y|ies)\b[^.;]{0,120}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:expressly\s+)?(?:limited\s+to|excluded|capped)|\b(?:in\s+no\s+event|under\s+no\s+circumstances)\s+(?:shall|will)\b[^.;]{0,160}?\bliabilit(?:y|ies)\b[^.;]{0,200}?\bexceed|\b(?:total|aggregate|entire|maximum|cumulative|overall)\s+liabilit(?:y|ies)\b[^.;]{120,360}?\b(?:is|are|shall\s+be|will\s+be)\s+limited\s+to/gi;
export const UNLIMITED_RE =
  /\bliabilit(?:y|ies)\b[^.;]{0,120}?\b(?:is|are|shall\s+be|will\s+be|remains?)\s+(?:unlimited|uncapped|not\s+(?:be\s+)?(?:limited|capped))\b|\bunlimited\s+liabilit(?:y|ies)\b/gi;
export const DISCLAIM_RE =
  /\b(?:makes?|gives?|provides?)\s+no\s+(?:other\s+)?(?:(?:express|explicit)\s+or\s+(?:implied|implicit)\s+)?(?:representations?|warrant)|\b(?:disclaims?|excludes?)\b[^.;]{0,40}\b(?:warrant|representations?|liabilit)|\bdoes\s+not\s+(?:warrant|represent|guarantee)|["“'‘]\s*as\s+is\b|\bas\s+is(?=\s*(?:[,.;"”']|basis\b|and\s+with\b|with(?:out)?\b|where\b))/gi;
export const DISCRETION_RE =
  /\b(?:sole|absolute|own|exclusive)\s+(?:and\s+(?:absolute|unfettered)\s+)?(?:discretion|judg(?:e)?ment|option|election)|\bas\s+(?:determined|specified|directed|required|requested|designated)\s+by\b|(?<!reasonably\s)\bsatisfactory\s+to\b|(?<!reasonably\s)\bacceptable\s+to\b/gi;
export const CONSENT_RE =
  /\b(?:prior\s+)?(?:written\s+)?(?:consent|approval|authori[sz]ation)\s+of\b|\b(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b/gi;
export const EXPENSE_RE =
  /\b(?:at|for)\s+(?:its|their|the\s+\w+'?s?|(?:[\w.&-]+\s+){0,3}[\w.&-]+['’]s?)\s+(?:own\s+|sole\s+)?(?:cost|expense|risk)|\b(?:costs?|expenses?|fees?)\s+(?:shall\s+be\s+)?(?:borne|paid)\s+by\b/gi;
export const BENEFIT_RE =
  /\bfor\s+the\s+(?:sole\s+|exclusive\s+)?benefit\s+of\b|\bin\s+favou?r\s+of\b|\bpayable\s+to\b|\bowed\s+to\b/gi;
// "hereby grants ... to Licensee", and without "hereby" where the grantee follows the verb: "The
// Manufacturer grants exclusive rights to the Customer", "appoints and grants Distributor the exclusive right".
// "shall be deemed accepted by the Customer", "shall be deemed correct unless ABW advises PCQ in writing".
export const DEEMED_RE =
  /\b(?:shall|will)\s+be\s+deemed\s+(?:to\s+(?:have\s+been|be)\s+)?(?:accepted|approved|correct|final|binding|waived|agreed)\b/gi;
/**
 * A party's own silence read as its assent to what the other side proposes, the party named as the subject:
 * "Neoforma shall be deemed to have approved such change", "Manufacturer shall be deemed to have accepted
 * Customer's Purchase Order". Not goods or work accepted after inspection, which is the usual acceptance.
 */
export const DEEMED_SUBJECT_RE =
  /\b(?:shall|will|is|are)\s+(?:be\s+)?deemed\s+to\s+have\s+(?:accepted|approved|agreed\s+to|consented\s+to)\s+(?:such\s+|the\s+|any\s+|all\s+|each\s+)?(?:[\w'’-]+\s+){0,2}?(?:changes?|modifications?|amendments?|terms|prices?|invoices?|statements?|(?:purchase\s+)?orders?|forecasts?|proposals?|plans?|budgets?)\b/gi;
// "DISTRIBUTOR assumes all responsibility, risk and liability arising from": a burden without a modal.
export const ASSUMES_RE =
  /\bassumes\s+(?:all|sole|full|any\s+and\s+all|the\s+entire)\s+(?:responsibilit|risks?\b|liabilit)/gi;
// "Cremer represents and warrants that all quantities ... were manufactured in accordance with GMP"; not a
// warranty of the party's own standing ("that it has full power and authority", "that it is duly organized").
export const WARRANTS_RE =
  /\b(?:represents?|warrants?)\s+(?:and\s+(?:represents?|warrants?|covenants?)\s+)?(?:to\s+(?:the\s+)?[\w.&-]+\s+)?that\b(?!\s+(?:it|he|she|each|such\s+party)\s+(?:has|is|was)\s+(?:the\s+)?(?:full\s+|all\s+|requisite\s+)?(?:power|authority|right\s+to\s+enter|duly|a\s+(?:corporation|company)|validly|organi[sz]ed))/gi;
// "Upon Tadeo giving Diplomat at least sixty (60) days advance written notice of termination": a right to end the agreement.
export const GIVING_NOTICE =
  /^\s*(?:giving|serving|providing|delivering|sending)\b[^.;]{0,100}?\bnotice\s+(?:of\s+(?:its\s+(?:intention|intent)\s+to\s+)?terminat|to\s+terminate)/i;
export const PAID_TO =
  /^\s*be\s+(?:\w+ly\s+)?(?:paid|reimbursed|compensated|refunded|remunerated)\b(?!\s+(?:in|by\s+wire))/i;
/** "as such Exhibit", "as it", "which this Agreement": a relative whose subject is a thing, not a party. */
export const THING_RELATIVE =
  /\b(?:as|which|that)\s+(?:(?:such|the|this|these|those|said|it|they)\s+)?(?:[\w-]+\s+){0,2}$/i;
export const UPON_RE = /\b(?:upon|on|by)\s+(?:the\s+)?/gi;
export const NOTICE_FROM_RE = /\bnotice\s+(?:from|given\s+by)\s+(?:the\s+)?/gi;
export const TERMINATES_ON_NOTICE = /\bterminat\w*\b[^.;]{0,50}\b(?:upon|on|by|after)\s+(?:\w+\s+){0,3}$/i;
/** "upon El Pollo Loco's receipt of Developer's notice to terminate": the side whose notice it is, right before the possessive. */
export const POSSESSIVE_NOTICE_RE =
  /['’]s?\s+(?:prior\s+)?(?:written\s+)?notice\s+(?:to\s+terminate|of\s+(?:its\s+)?(?:(?:intention|intent|election)\s+to\s+terminate|termination))\b/gi;
/** What comes before that side: the agreement ends upon, on or after the notice (its receipt, its delivery). */
export const ENDS_UPON = /\bterminat\w*\b[^.;]{0,40}\b(?:upon|on|after)\b[^.;]{0,60}$/i;
// "a change in the control or management of the Distributor", "control of either party shall pass", "a
// sale of all or substantially all of the stock of Licensee": the side named after it is the one sold.
export const CONTROL_RE =
  /\bchange\s+(?:of|in)\s+(?:the\s+)?(?:effective\s+)?(?:control|ownership)\b["'”’]?(?:\s+or\s+(?:management|ownership))?(?:\s+(?:of|in|over)\s+(?:the\s+)?)?|\bcontrol\s+of\s+(?:the\s+)?(?=[^.;]{0,60}\b(?:pass|transfer|change|acquire))|\bsale\s+of\s+(?:all\s+or\s+)?(?:substantially\s+)?all\s+(?:or\s+substantially\s+all\s+)?of\s+(?:the\s+)?(?:stock|shares|assets|equity)(?:\s+or\s+assets)?\s+of\s+(?:the\s+)?/gi;
// "Licensee undergoes a change of control", "either party's voting stock is transferred ... change in control".
export const CONTROL_SUBJECT =
  /^(?:['’]s?\s+(?:a\s+)?$|[^.;]{0,100}\b(?:undergo|experienc|is\s+subject\s+to|voting\s+stock|shares|ownership)\b)/i;
export const GRANT_RE =
  /\bhereby\s+(?:grants?|assigns?|licen[cs]es?|appoints?|transfers?|conveys?)\b[^.;]{0,40}?\bto\b|\b(?:grants|appoints)(?:\s+and\s+(?:grants|appoints))?\s+(?:(?:exclusive\s+)?rights?\s+)?(?:to\s+)?(?=(?:the\s+)?[A-Z"“])/g;
/** "does not warrant that", "makes no representation that": what follows is denied, not promised. */
export const DENIED_THAT =
  /\b(?:(?:does|do|shall|will|can)\s+not|cannot|never)\s+(?:and\s+(?:does|do)\s+not\s+)?(?:warrant|represent|guarantee|promise)\w*\s+(?:\w+\s+){0,3}?that\b|\bmakes?\s+no\s+(?:warrant|representation|guarantee|promise)\w*\s+(?:\w+\s+){0,3}?that\b/i;
/** "If Dong-A agrees that", "unless Licensee shall have paid": the party's act is a condition, not its promise. */
export const CONDITION_BEFORE = /\b(?:if|unless|until|whether|in\s+(?:the\s+event|case)(?:\s+that)?)\s+(?:the\s+)?$/i;
/** "eGain's sole and exclusive liability shall be", "Customer's remedies will be": a liability or remedy, not a party, is the subject. */
export const LIABILITY_SUBJECT =
  /['’]s?\s+(?:(?:sole|exclusive|entire|total|aggregate|maximum|only|and|cumulative)\s+){0,4}(?:liabilit(?:y|ies)|remed(?:y|ies))\s*,?\s*$/i;

/** Every pattern `readSentence` runs over the whole sentence, indexed by its literals (literal-gate.ts). */
export const READING_PATTERNS: readonly RegExp[] = [
  MODAL,
  CAP_RE,
  UNLIMITED_RE,
  DISCLAIM_RE,
  DISCRETION_RE,
  CONSENT_RE,
  EXPENSE_RE,
  BENEFIT_RE,
  DEEMED_RE,
  DEEMED_SUBJECT_RE,
  WARRANTS_RE,
  ASSUMES_RE,
  UPON_RE,
  NOTICE_FROM_RE,
  POSSESSIVE_NOTICE_RE,
  CONTROL_RE,
  GRANT_RE,
];
