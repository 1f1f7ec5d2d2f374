/**
 * What the broad duty rules (rules-duties.ts) read as no burden and no restriction a reviewing lawyer would
 * raise for the side bound: words that give the reviewed side something rather than bind it, duties every
 * contract of the kind carries, and restrictions with the usual way out.
 */
import type { Signal } from './readings';
import type { RuleInput } from './rule-types';
import { mentions, type Who } from './sides';

/**
 * Right after the reviewed side's modal, words that give it something: it owns or retains the rights
 * ("Reed's will exclusively own all Deliverables", "shall be the author of, and own all rights therein",
 * "shall retain all right, title and interest"), it holds a right or recovers money ("shall have the right to
 * assign", "shall recover any sums paid"), it will have access to what the other side discloses, a payment
 * discharges its debt ("will be full repayment of the Demand Note"), or a time named by what it will have done
 * ("the date upon which Licensee shall have paid").
 */
const GAIN_AFTER =
  /^\s*(?:(?:hereafter|thereafter|continue\s+to|exclusively|solely)\s+)?(?:(?:\w+,?\s+){0,3}?and\s+)?own\b|^\s*(?:be\s+and\s+)?(?:retain|remain\s+the\s+owner\s+of)\s+(?:all|sole|exclusive|full|the\s+entire)\b|^\s*be\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?(?:owner|author|holder)\s+of\b|^\s*(?:,\s*[^,]{0,60},\s*)?(?:have|has)\s+the\s+(?:right|option)\b|^\s*(?:be\s+entitled\s+to\s+)?recover\b|^[^.;]{0,40}?\bhave\s+access\s+to\b|^\s*be\s+(?:in\s+)?(?:full|complete)\s+(?:and\s+final\s+)?(?:re)?payment\b|^\s*have\s+(?:paid|received|been\s+paid)\b/i;

/** "shall automatically vest in XFN", "shall belong exclusively to and inure to the benefit of Reed's": to whom. */
const VESTS_IN =
  /^\s*(?:automatically\s+|immediately\s+)?(?:vest|belong|be\s+owned|be\s+vested)\s+(?:\w+\s+){0,2}?(?:in|to|by)\s+(?:the\s+)?/i;

/**
 * Issuing or delivering shares, warrants or their certificates: how the issuer pays in stock, no burden
 * beyond the price itself ("the Company shall deliver to Holder certificates for ... the Shares",
 * "shall execute and deliver, in lieu of this Warrant, a new warrant of like tenor").
 */
const ISSUES_STOCK =
  /^\s*(?:promptly\s+)?(?:issue|deliver|execute\s+and\s+deliver)\b[^.;]{0,100}?\b(?:certificates?|warrants?|shares|stock)\b/i;

/** Carrying insurance of its own business: market standard, judged by the insurance rules. */
const CARRIES_INSURANCE =
  /^\s*(?:,?\s*at\s+its\s+(?:own\s+|sole\s+)?(?:cost|expense)(?:\s+and\s+expense)?,?\s+)?(?:\w+\s+){0,2}?(?:obtain|procure|carry|maintain|keep|provide)\b[^.;]{0,100}?\binsurance\b/i;

/**
 * A duty measured by what is reasonable: "make reasonable accommodations", "run reasonable control checks"
 * (reasonable efforts are no lighter than the duty they serve: the side must still do what it can).
 */
const REASONABLE_AFTER =
  /^\s*(?:\w+\s+){0,2}?(?:make|use|run|take|provide|give|afford|offer)\s+(?:all\s+|such\s+)?reasonabl[ey]\b(?!\s+(?:commercial\s+)?(?:efforts?|endeavou?rs?))/i;

/**
 * Sentences of a duty every such contract carries: signing what perfects or evidences a transfer already
 * agreed, and the power of attorney to do so when the signer cannot be found; anti-bribery undertakings
 * (compliance with the law, unless they bind the side to policies it does not set); and information that is
 * "necessary and reasonable" for the other side to perform.
 */
const ROUTINE_SENTENCE =
  /\b(?:sign|execute|acknowledge)\b[^.;]{0,160}?\b(?:instruments?|documents?|papers)\b[^.;]{0,200}?\b(?:perfect\w*|evidenc\w*|effect(?:uate)?\b|confirm\w*|record\w*|register\w*)|\bunable\b[^.;]{0,120}?\bto\s+secure\b[^.;]{0,60}\bsignature\b|\b(?:necessary|required|needed)\s+and\s+reasonable\b|\breasonable\s+and\s+necessary\b/i;
const CORRUPTION = /\b(?:anti-?corruption|brib\w*|kickbacks?|improper\s+(?:payments?|gifts?))/i;
const POLICIES_TO_OBEY = /\bcompl\w*\s+with\b[^.;]{0,160}\bpolic(?:y|ies)\b/i;

/** "Transporter and Shipper may agree that a discounted rate will apply": the content of an optional agreement. */
const MAY_AGREE_THAT = /\bmay\s+(?:\w+\s+)?agree\s+that\b[^.;]{0,100}$/i;

/**
 * "an assignee that agrees in writing to be bound", "any subcontractor who shall": an active modal right after a
 * relative pronoun belongs to the noun before it, not to the party the sentence began with.
 */
const RELATIVE = /\b[\w'’-]+\s*,?\s+(?:that|who|which)\s+$/i;
function inRelativeClause(p: RuleInput, s: Signal): boolean {
  const from = Math.max(0, s.at - 80);
  const before = p.text.slice(from, s.at);
  const rel = RELATIVE.exec(before);
  // "shares which shall be issuable upon the closing": a passive still binds the party that issues them.
  if (!rel || !p.contract.sides || /^\s*(?:not\s+)?be\b/i.test(p.text.slice(s.end, s.end + 12))) return false;
  // "Licensee, who shall": the relative names the party itself.
  const noun = rel.index;
  return !mentions(p.contract.sides, before).some((m) => m.who === 'self' && m.at <= noun && m.end > noun);
}

/** Who a phrase names first: "in XFN" is the party right after the preposition. */
function namedAt(p: RuleInput, from: number): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  return mentions(sides, p.text.slice(from, from + 60)).find((m) => m.at === 0)?.who;
}

/**
 * A duty of the reviewed side (a `must:` signal) that is no burden on it: it gains by the words, or the
 * duty is one every contract of the kind carries. `sentence` is the signal's own sentence.
 */
export function noBurden(p: RuleInput, s: Signal, sentence: string): boolean {
  const after = p.text.slice(s.end, s.end + 300);
  if (GAIN_AFTER.test(after) || ISSUES_STOCK.test(after) || CARRIES_INSURANCE.test(after)) return true;
  if (REASONABLE_AFTER.test(after) || ROUTINE_SENTENCE.test(sentence)) return true;
  if (CORRUPTION.test(sentence) && !POLICIES_TO_OBEY.test(sentence)) return true;
  if (MAY_AGREE_THAT.test(p.text.slice(Math.max(0, s.at - 120), s.at)) || inRelativeClause(p, s)) return true;
  const vests = VESTS_IN.exec(after);
  return !!vests && namedAt(p, s.end + vests[0].length) === 'self';
}

/** Assigning, delegating or subcontracting the contract or its rights and duties. */
const ASSIGNS =
  /^[^.;]{0,60}?\b(?:assign\w*|transfer\w*|delegat\w*|sub-?contract\w*)\b[^.;]{0,40}?\b(?:this\s+Agreement|(?:(?:any|all)\s+(?:portion|part)\s+of\s+)?(?:any\s+(?:of\s+)?)?(?:its|his|her|their|the|respective|\w+['’]s)\s+(?:\w+\s+){0,2}?(?:rights?|obligations?|duties|responsibilities|interests?))/i;
/** A way to assign with the other side's agreement, the usual term; never "under any circumstances". */
const CONSENT_ROUTE = /\b(?:consent|approv\w*|agrees?\s+(?:otherwise\s+)?in\s+writing)\b/i;
const NO_ROUTE = /\bunder\s+(?:any|no)\s+circumstances?\b/i;

/**
 * Right after the reviewed side's "shall not", words of an undertaking every licensee, contractor or
 * consultant gives: not to acquire rights in the other side's marks, nor do anything inconsistent with its
 * ownership, not to hold itself out as the other side's employee, partner or agent.
 */
const ROUTINE_UNDERTAKING =
  /^\s*(?:not\s+)?(?:\w+\s+){0,3}?acquire\s+any\s+(?:ownership|rights?|title|interest)\b|^[^.;]{0,60}?\binconsistent\s+with\s+(?:such|the|its|their|\w+['’]s)\s+(?:ownership|rights?|title)\b|^[^.;]{0,40}?\b(?:look\s+to|hold\s+(?:itself|himself|herself|themselves)\s+out)\b[^.;]{0,60}\b(?:employer|employee|partner|agent|principal)\b/i;
/** "JRVS's Trademarks ... shall not be displayed or used by the Distributor": the passive binds the party after "by". */
const PASSIVE_BY =
  /^\s*(?:not\s+)?(?:thereafter\s+)?be\s+(?:\w+ly\s+)?\w+ed(?:\s+(?:or|and)\s+\w+ed)?\s+by\s+(?:the\s+)?/i;

/**
 * A "shall not" of the reviewed side (a `mustNot:` or `mayNot:` signal) that is no restriction a reviewing
 * lawyer raises: the usual consent to assignment, a routine undertaking, or a passive that binds the other side.
 */
export function routineRestriction(p: RuleInput, s: Signal, sentence: string): boolean {
  const after = p.text.slice(s.end, s.end + 300);
  if (ROUTINE_UNDERTAKING.test(after)) return true;
  if (ASSIGNS.test(after) && CONSENT_ROUTE.test(sentence) && !NO_ROUTE.test(sentence)) return true;
  const by = PASSIVE_BY.exec(after);
  return !!by && namedAt(p, s.end + by[0].length) === 'other';
}
