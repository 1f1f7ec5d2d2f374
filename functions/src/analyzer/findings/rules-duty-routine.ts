/**
 * What the broad duty rules (rules-duties.ts) read as no burden and no restriction a reviewing lawyer would
 * raise for the side bound: words that give the reviewed side something rather than bind it, duties every
 * contract of the kind carries, and restrictions with the usual way out.
 */
import type { Signal } from './readings';
import type { RuleInput } from './rule-types';
import { mentions, sideRightAt, type Who } from './sides';

/**
 * Right after the reviewed side's modal, words that give it something: it owns or retains the rights
 * ("Reed's will exclusively own all Deliverables", "shall be the author of, and own all rights therein",
 * "shall retain all right, title and interest"), it holds a right or recovers money ("shall have the right to
 * assign", "shall recover any sums paid"), it will have access to what the other side discloses, a payment
 * discharges its debt ("will be full repayment of the Demand Note"), or a time named by what it will have done
 * ("the date upon which Licensee shall have paid").
 */
const GAIN_AFTER =
  /^\s*(?:(?:hereafter|thereafter|continue\s+to|exclusively|solely)\s+)?(?:(?:\w+,?\s+){0,3}?and\s+)?own\b|^\s*(?:be\s+and\s+)?(?:retain|remain\s+the\s+owner\s+of),?\s+(?:all|sole|exclusive|full|the\s+entire)\b|^\s*be\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?(?:owner|author|holder)\s+of\b|^\s*(?:,\s*[^,]{0,60},\s*)?(?:have|has)\s+the\s+(?:right|option)\b|^\s*(?:be\s+entitled\s+to\s+)?recover\b|^[^.;]{0,40}?\bhave\s+access\s+to\b|^\s*be\s+(?:in\s+)?(?:full|complete)\s+(?:and\s+final\s+)?(?:re)?payment\b|^\s*have\s+(?:paid|received|been\s+paid)\b/i;

/**
 * "shall automatically vest in XFN", "shall belong exclusively to and inure to the benefit of Reed's", "shall be
 * considered Confidential Information of Licensee": whose it becomes.
 */
const VESTS_IN =
  /^\s*(?:automatically\s+|immediately\s+)?(?:(?:vest|belong|be\s+owned|be\s+vested)\s+(?:\w+\s+){0,2}?(?:in|to|by)(?:\s+and\s+inure\s+to\s+the\s+benefit\s+of)?|be\s+(?:considered|deemed|treated\s+as)\s+(?:the\s+)?(?:sole\s+)?(?:confidential\s+information|property)\s+of)\s+(?:the\s+)?/i;

/**
 * Issuing or delivering shares, warrants or their certificates: how the issuer pays in stock, no burden
 * beyond the price itself ("the Company shall deliver to Holder certificates for ... the Shares",
 * "shall execute and deliver, in lieu of this Warrant, a new warrant of like tenor").
 */
const ISSUES_STOCK =
  /^\s*(?:promptly\s+)?(?:issue|deliver|execute\s+and\s+deliver)\b[^.;]{0,100}?\b(?:certificates?|warrants?|shares|stock)\b/i;

/** Carrying insurance of its own business: market standard, judged by the insurance rules. */
const CARRIES_INSURANCE =
  /^\s*(?:,?\s*at\s+its\s+(?:own\s+|sole\s+)?(?:cost|expense)(?:\s+and\s+expense)?,?\s+)?(?:\w+\s+){0,2}?(?:obtain|procure|carry|maintain|keep|provide)\b[^.;]{0,160}?\binsurance\b/i;

/**
 * A duty measured by what is reasonable: "make reasonable accommodations", "run reasonable control checks"
 * (reasonable efforts are no lighter than the duty they serve: the side must still do what it can).
 */
const REASONABLE_AFTER =
  /^\s*(?:\w+\s+){0,2}?(?:make|use|run|take|provide|give|afford|offer)\s+(?:all\s+|such\s+)?reasonabl[ey]\b(?!\s+(?:commercial\s+)?(?:efforts?|endeavou?rs?))/i;

/**
 * Sentences of a duty every such contract carries: signing what perfects or evidences a transfer already
 * agreed, and the power of attorney to do so when the signer cannot be found; anti-bribery undertakings
 * (compliance with the law, unless they bind the side to policies it does not set); information that is
 * "necessary and reasonable" for the other side to perform; returning what belongs to the other side; a cost
 * that follows the side's own fault ("due to causes within the FCC's control"); keeping books and records;
 * the issuer's mechanics of a warrant.
 */
const ROUTINE_SENTENCE =
  /\b(?:return|deliver)\w*\b[^.;]{0,120}\b(?:materials|property|documents|information)\b[^.;]{0,80}\bbelonging\s+to\b|\b(?:due\s+to|resulting\s+from)\s+causes\s+within\s+(?:the\s+)?[\w&.-]+['’]s\s+(?:reasonable\s+)?control\b|^[^.;]{0,80}\b(?:keep|maintain)\s+(?:complete\s+and\s+)?(?:accurate\s+)?(?:and\s+complete\s+)?(?:books|records|accounts)\b(?:\s+and\s+(?:records|accounts))?[^.;]{0,40}$|\bthis\s+Warrant\b|\b(?:sign|execute|acknowledge)\b[^.;]{0,160}?\b(?:instruments?|documents?|papers)\b[^.;]{0,200}?\b(?:perfect\w*|evidenc\w*|effect(?:uate)?\b|confirm\w*|record\w*|register\w*)|\bunable\b[^.;]{0,120}?\bto\s+secure\b[^.;]{0,60}\bsignature\b|\b(?:necessary|required|needed)\s+and\s+reasonable\b|\breasonable\s+and\s+necessary\b/i;
const CORRUPTION = /\b(?:anti-?corruption|brib\w*|kickbacks?|improper\s+(?:payments?|gifts?))/i;
const POLICIES_TO_OBEY = /\bcompl\w*\s+with\b[^.;]{0,160}\bpolic(?:y|ies)\b/i;

/**
 * Obeying the law and ordinary good practice, which every party owes anyway: the words a compliance duty may
 * name without binding the side to anything the other side sets (its policies, standards or specifications).
 */
const LAWFUL_WORDS = new Set(
  'all any and or the of applicable laws law regulations regulation rules statutes ordinances codes good sound reputable prudent business industry practice practices governmental federal state local national'.split(
    ' ',
  ),
);
const COMPLY_WITH =
  /^[^.;]{0,60}?\bcompl(?:y|ies|iance)\s+(?:at\s+all\s+times\s+)?with\s+([^.;]{0,200}?)(?=\s+(?:pertaining|relating|applicable\s+to|in\s+connection|with\s+respect)\b|[.;]|$)/i;
function obeysOnlyTheLaw(after: string): boolean {
  const m = COMPLY_WITH.exec(after);
  if (!m) return false;
  const words = m[1]!
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return words.some((w) => /^laws?$/.test(w)) && words.every((w) => LAWFUL_WORDS.has(w));
}

/**
 * The sentence's subject is the reviewed side's own fee or ownership ("The Consultant's monthly base consulting
 * fee shall be", "The Association's ownership of the Association Marks is or shall be secured"): what it
 * receives or holds, no duty.
 */
const OWN_GAIN = /^['’]s?\s+(?:[\w-]+\s+){0,3}?(?:fees?|compensation|salary|remuneration|retainer|bonus|ownership)\b/i;
/** "agrees ... not to file for or register any patents, trademarks, or copyrights in or to the Work Product". */
const NO_FILING =
  /^[^.;]{0,80}?\bnot\s+to\s+(?:file|register|apply)\b[^.;]{0,60}\b(?:patents?|trade\s*marks?|copyrights?)\b/i;

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

/** The last party the text from `start` to `at` names is the reviewed side, and `what` follows its name. */
function subjectIs(p: RuleInput, start: number, at: number, what: RegExp): boolean {
  if (!p.contract.sides) return false;
  const subject = p.text.slice(start, at);
  const named = mentions(p.contract.sides, subject).filter((m) => m.who !== 'none');
  const last = named[named.length - 1];
  return last?.who === 'self' && what.test(subject.slice(last.end));
}

/** Who a phrase names first: "in XFN" is the party right after the preposition. */
function namedAt(p: RuleInput, from: number): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  return sideRightAt(sides, p.text, from, 60);
}

/**
 * A duty of the reviewed side (a `must:` signal) that is no burden on it: it gains by the words, or the
 * duty is one every contract of the kind carries. `sentence` is the signal's own sentence and where it starts.
 */
export function noBurden(p: RuleInput, s: Signal, { text: sentence, start }: { text: string; start: number }): boolean {
  const after = p.text.slice(s.end, s.end + 300);
  if (GAIN_AFTER.test(after) || ISSUES_STOCK.test(after) || CARRIES_INSURANCE.test(after)) return true;
  if (obeysOnlyTheLaw(after) || NO_FILING.test(after) || subjectIs(p, start, s.at, OWN_GAIN)) return true;
  if (REASONABLE_AFTER.test(after) || ROUTINE_SENTENCE.test(sentence)) return true;
  if (CORRUPTION.test(sentence) && !POLICIES_TO_OBEY.test(sentence)) return true;
  if (MAY_AGREE_THAT.test(p.text.slice(Math.max(0, s.at - 120), s.at)) || inRelativeClause(p, s)) return true;
  const vests = VESTS_IN.exec(after);
  return !!vests && namedAt(p, s.end + vests[0].length) === 'self';
}

/** Assigning, delegating or subcontracting the contract or its rights and duties. */
const ASSIGNS =
  /^[^.;]{0,60}?\b(?:assign\w*|transfer\w*|delegat\w*|sub-?contract\w*)\b[^.;]{0,40}?\b(?:this\s+Agreement|(?:(?:any|all)\s+(?:portion|part)\s+of\s+)?(?:any\s+(?:of\s+)?)?(?:its|his|her|their|the|respective|\w+['’]s)\s+(?:\w+\s+){0,2}?(?:rights?|obligations?|duties|responsibilities|interests?))/i;
/** "The rights granted the Company ... shall not, without the prior written consent of Nantz, be transferred or assigned". */
const ASSIGNED =
  /\b(?:this\s+Agreement|rights|obligations|duties)\b[^.;]{0,160}?\bbe\s+(?:\w+\s+(?:or|and)\s+)?(?:assigned|transferred|delegated|sub-?contracted)\b/i;
/**
 * A way to assign with the other side's agreement or under terms the contract names, the usual term; never
 * "under any circumstances".
 */
const CONSENT_ROUTE =
  /\b(?:consent|approv\w*|permission|agrees?\s+(?:otherwise\s+)?in\s+writing|written\s+agreement\s+of)\b|\bexcept\s+(?:in\s+accord(?:ance)?\s+with|as\s+(?:permitted|provided|set\s+forth)\s+(?:in|by|under))\b/i;
const NO_ROUTE = /\bunder\s+(?:any|no)\s+circumstances?\b/i;

/**
 * Right after the reviewed side's "shall not", words of an undertaking every licensee, contractor or
 * consultant gives: not to acquire rights in the other side's marks, nor do anything inconsistent with its
 * ownership, not to hold itself out as the other side's employee, partner or agent, not to enter into a
 * conflicting agreement; and "nor shall any provision restrict", which is about the contract, not a party.
 */
const ROUTINE_UNDERTAKING =
  /^[^.;]{0,80}?\bconflicting\s+(?:agreements?|obligations?|arrangements?)\b|^\s*(?:any\s+provision|anything|nothing)\b|^\s*(?:not\s+)?(?:\w+\s+){0,3}?acquire\s+any\s+(?:ownership|rights?|title|interest)\b|^[^.;]{0,60}?\binconsistent\s+with\s+(?:such|the|its|their|\w+['’]s)\s+(?:ownership|rights?|title)\b|^[^.;]{0,40}?\b(?:look\s+to|hold\s+(?:itself|himself|herself|themselves)\s+out)\b[^.;]{0,60}\b(?:employer|employee|partner|agent|principal)\b/i;
/** "JRVS's Trademarks ... shall not be displayed or used by the Distributor": the passive binds the party after "by". */
const PASSIVE_BY =
  /^\s*(?:not\s+)?(?:thereafter\s+)?be\s+(?:\w+ly\s+)?\w+ed(?:\s+(?:or|and)\s+\w+ed)?\s+by\s+(?:the\s+)?/i;

/**
 * Keeping the other side's confidential information within the bounds every such clause sets: for a term
 * of years, with the exception of disclosure the law compels, for the purpose of performing the contract,
 * or not bringing in a former employer's secrets; and any duty of confidence where the other side owes one
 * too (a mutual duty is market standard). What a one-way clause leaves out (exclusions, a time limit) is for
 * the confidentiality rules to judge.
 */
const CONFIDENTIAL = /\bconfidential\b|\bproprietary\s+information\b|\btrade\s+secrets?\b/i;
const BOUNDED_CONFIDENCE =
  /\bfor\s+a\s+period\s+of\s+(?:\w+\s+)?(?:\(\d+\)\s+)?years?\s+(?:after|following|thereafter|from)\b|\brequired\b[^.;]{0,80}\b(?:by\s+(?:law|statute)|statutory|regulatory|court\s+order|subpoena)|\b(?:other\s+than|except)\s+(?:as\s+)?(?:(?:is\s+)?(?:required|necessary)\s+(?:to|for)\s+(?:the\s+)?perform|for\s+(?:the\s+)?(?:performance|purposes?)\s+of|the\s+performance\s+of|for\s+\w+['’]s\s+own\s+use\b[^.;]{0,60}\bto\s+the\s+extent\s+necessary\s+to\s+perform)|\bnot\s+contemplated\s+by\s+(?:this|the)\s+Agreement\b|\bformer\s+(?:or\s+current\s+)?employer/i;

/**
 * "The Association Marks shall not be placed adjacent to ...": a passive about the reviewed side's own marks,
 * name or information binds whoever uses them, the other side.
 */
const OWN_THING_PASSIVE = /^\s*(?:not\s+)?(?:\w+ly\s+)?be\s+(?:\w+ly\s+)?\w+(?:ed|en)\b/i;
const OWN_THING =
  /^(?:['’]s?)?\s+(?:\w+\s+)?(?:marks?|names?|trademarks?|logos?|brands?|property|confidential\s+information)\b/i;
const aboutOwnThing = (p: RuleInput, s: Signal, sentenceStart: number): boolean =>
  OWN_THING_PASSIVE.test(p.text.slice(s.end, s.end + 40)) && subjectIs(p, sentenceStart, s.at, OWN_THING);

/**
 * A "shall not" of the reviewed side (a `mustNot:` or `mayNot:` signal) that is no restriction a reviewing
 * lawyer raises: the usual consent to assignment, a routine undertaking, confidentiality within the usual
 * bounds, or a passive that binds the other side.
 */
export function routineRestriction(
  p: RuleInput,
  s: Signal,
  { text: sentence, start }: { text: string; start: number },
): boolean {
  const after = p.text.slice(s.end, s.end + 300);
  if (ROUTINE_UNDERTAKING.test(after) || aboutOwnThing(p, s, start)) return true;
  if ((ASSIGNS.test(after) || ASSIGNED.test(sentence)) && CONSENT_ROUTE.test(sentence) && !NO_ROUTE.test(sentence))
    return true;
  if (CONFIDENTIAL.test(sentence) && (BOUNDED_CONFIDENCE.test(sentence) || p.contract.otherKeepsConfidential))
    return true;
  const by = PASSIVE_BY.exec(after);
  return !!by && namedAt(p, s.end + by[0].length) === 'other';
}
