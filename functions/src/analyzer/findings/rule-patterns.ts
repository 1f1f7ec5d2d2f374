/**
 * What the review's rules (rules.ts) read in a passage: the words of each kind of term, the
 * families that weigh, and the automatic-renewal test a playbook shares with the review.
 */
import { re } from './rule-kit';
import type { Rule, RuleInput } from './rule-types';
import type { Family } from './topics';

/** Families whose terms move money, rights or the way out of the contract. */
export const WEIGHTY: readonly Family[] = [
  'renewal',
  'minimum-commitment',
  'warranty',
  'ip-ownership',
  'compliance',
  'audit',
  'assignment',
  'payment',
  'pricing',
  'termination',
  'exclusivity',
  'non-compete',
  'liability-cap',
  'indemnity',
  'insurance',
];
export const CONSEQUENTIAL =
  /\b(?:indirect|consequential|incidental|special|punitive|exemplary|lost\s+profits?|loss\s+of\s+(?:profits?|revenue|business|data))\b/i;
// Exclusive dealing, not "cumulative and not exclusive" remedies, exclusive courts or exclusive property.
export const EXCLUSIVE =
  /(?<!\bnot\s|\bnon-?\s?)\bexclusive(?:ly)?\b(?!\s+(?:of|remed|liabilit|jurisdiction|venue|forum|property|owner))|\bsole\s+(?:and\s+exclusive\s+)?(?:source|supplier|distributor|provider)\b|\bonly\s+from\b/i;
export const NARROW_INDEMNITY =
  /\bfinal(?:ly)?\s+(?:adjudicat|judg)|\bcopyright\b|\bgross\s+negligence\b|\bwil(?:l)?ful\s+misconduct\b|\bintentional\b/gi;
/**
 * Where an indemnity is narrowed: payable only on a final judgment, for copyright but not patents,
 * or only for gross negligence or wilful misconduct. The same words after "except" or "unless" carve
 * the indemnified side's own fault out of a broad indemnity, which is market standard.
 */
export const OTHER_GROUNDS = /\bbreach|(?<!gross\s)\bnegligen|\(ii\)|\bproducts?\b|\bany\s+act\b/i;
export function narrowIndemnity(text: string): number {
  NARROW_INDEMNITY.lastIndex = 0;
  for (let m = NARROW_INDEMNITY.exec(text); m; m = NARROW_INDEMNITY.exec(text)) {
    if (/^copyright/i.test(m[0]) && /\bpatent/i.test(text)) continue;
    // Gross negligence or copyright listed beside other grounds (breach, negligence, the products) is one
    // ground of a broad indemnity.
    if (!/^final/i.test(m[0]) && (OTHER_GROUNDS.test(text) || (!/^copyright/i.test(m[0]) && /\binfring/i.test(text))))
      continue;
    if (
      /\b(?:except|unless|other\s+than|excluding|exclusive\s+of|not\s+apply)\b[^.;]{0,80}$/i.test(
        text.slice(Math.max(0, m.index - 90), m.index),
      )
    )
      continue;
    return m.index;
  }
  return -1;
}
/** A payment period of 60 days or more, said of the payment ("within ninety (90) days", "not later than sixty days"). */
export const LONG_PAYMENT =
  /\bwithin\s+(?:\w+\s+)?\(?\s*(?:6\d|[7-9]\d|1\d\d)\s*\)?\s*days\b|\b(?:within|later\s+than|after|following)\s+(?:sixty|seventy|ninety|one\s+hundred(?:\s+and)?\s+twenty)\s*(?:\(\d+\)\s*)?days\b/i;
/**
 * A payment owed only once the payer is itself paid ("paid when paid", "within 30 days of the collection
 * of receivables"), only for performance it finds satisfactory, or only of what it does not dispute.
 */
export const PAY_CONDITION =
  /\b(?:after|upon|following|of)\s+(?:its\s+|the\s+)?(?:actual\s+)?(?:receipt|collection)\s+of\s+(?:the\s+)?(?:payment|funds|receivables)|\bpa(?:y|id)[\s-]+(?:when|if)[\s-]+paid\b|\bnot\s+(?:be\s+)?(?:obligated|required)\s+to\s+pay\b|\bfor\s+(?:the\s+)?satisfactory\s+(?:performance|completion)|\bnot\s+(?:reasonably\s+|otherwise\s+)?(?:in\s+)?disputed?\b/i;
/** A payment sentence whose payment waits on the payer's own receipt or judgement. */
export const PAID_ON_CONDITION = new RegExp(`\\bpa(?:y|id|yment)\\b[^.;]{0,160}?(?:${PAY_CONDITION.source})`, 'i');
export const BLANK =
  /\bto\s+be\s+(?:mutually\s+)?(?:agreed|determined|negotiated)(?:\s+upon)?\b|\bagree\s+upon\s+appropriate\b|\bwill\s+(?:negotiate|agree)\s+in\s+good\s+faith\b|\benter\s+into\s+a\s+separate\s+agreement\b/i;
export const AUTO_RENEW =
  /\b(?:automatically|auto-?)\s*(?:be\s+)?(?:renew|extend)|\b(?:renew|extend)(?:s|ed)?\s+automatically\b|\bshall\s+(?:be\s+)?(?:renewed|extended)\s+(?:automatically|for\s+(?:successive|additional))/i;
export const RENEW_AGREE =
  /\brenew\w*[^.;]{0,80}\b(?:mutual(?:ly)?|upon\s+(?:the\s+)?(?:written\s+)?agreement|if\s+both\s+parties|by\s+agreement)|\b(?:mutual(?:ly)?|upon\s+(?:the\s+)?agreement)[^.;]{0,60}\brenew/i;
export const IP_VEST =
  /\b(?:shall|will)\s+(?:be\s+(?:and\s+remain\s+)?(?:the\s+)?(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?(?:property|owned)|be\s+(?:\w+ly\s+(?:and\s+\w+ly\s+)?)owned|vest|belong)\b|\bwork(?:s)?\s+made\s+for\s+hire\b|\bhereby\s+(?:irrevocably\s+)?assigns?\b/i;
export const FORUM =
  /\b(?:exclusive\s+)?jurisdiction\s+of\s+the\s+(?:state\s+|federal\s+)?courts?\b|\barbitration\s+shall\s+(?:be\s+)?(?:held|conducted|take\s+place)\s+in\b|\bvenue\s+(?:shall\s+be|for)\b|\bsubmit\s+to\s+the\s+(?:exclusive\s+)?jurisdiction\b/i;
/** The words of a duty about information: keep it confidential, not disclose it, return it. */
export const CONFIDENTIAL_DUTY =
  /\bconfiden|\bdisclos|\bsecre(?:t|cy)\b|\bproprietary\s+information|\breturn\b[^.;]{0,40}\b(?:materials|information|documents)/i;
export const POLICIES =
  /\b(?:policies|guidelines|procedures|standards|specifications|rules)\b[^.;]{0,60}\b(?:as\s+(?:amended|updated|modified|changed)|from\s+time\s+to\s+time|in\s+effect)\b/i;
export const LIQUIDATED = /\bliquidated\s+damages\b|\bas\s+a\s+penalty\b|\bterminat\w+\s+fee\b|\bbreak\s+fee\b/i;
/**
 * "shall, at Erchonia's option, be considered a breach", "Erchonia shall have all the rights and remedies":
 * the words after a modal that make it the named side's right.
 */
export const AT_OPTION =
  /^\s*,?\s*(?:at\s+(?:its|(?:[\w.&-]+\s+){0,3}?[\w.&-]+['’]s?)\s+(?:sole\s+|own\s+|absolute\s+)?(?:option|election|discretion)\b|have\s+(?:all\s+)?(?:the\s+)?(?:rights?|remed|option)\b)/i;
/**
 * A floor the bound side must reach: a minimum purchase, sales or payment, targets or quotas to meet, a
 * forecast that binds, a purchase of at least a stated quantity. A forecast one side merely provides,
 * or "at least" said of anything else (a notice, a shareholding, a throughput), is none.
 */
export const MINIMUM =
  /\bminimum\s+(?:annual\s+|quarterly\s+|monthly\s+)?(?:product\s+|unit\s+)?(?:purchase|order|quantit|volume|sales|revenue|fee|royalt|commitment|requirement|performance|goal|target|payment)|\b(?:satisfy|meet|achieve|attain)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:targets?|quotas?|minimums?)\b|\bforecasts?\b[^.;]{0,60}\b(?:shall|will)\s+(?:be|constitute)\s+(?:a\s+)?(?:binding|firm)|(?<!non-?)\bbinding\s+(?:forecast|commitment|purchase)|\b(?:quotas?|targets?)\b[^.;]{0,60}\bfail|\b(?:purchase|order|buy|acquire|sell)\w*\s+(?:\w+\s+){0,4}?at\s+least\s+[\d$(]/i;
export const SURVIVE_LONG = /\bsurviv\w*[^.;]{0,80}\b(?:perpetuity|indefinitely|perpetual)\b/i;
export const INJUNCTION = /\binjunct\w*|\bequitable\s+relief\b|\bspecific\s+performance\b/i;
export const NO_BOND = /\bwithout\s+(?:the\s+)?(?:necessity\s+of\s+)?(?:posting|proving)|\bwithout\s+bond\b/i;
/** "Any and all" royalties, fees, taxes or liabilities the payer takes on for others. */
export const ANY_AND_ALL_CHARGES =
  /\bany\s+and\s+all\s+(?:\w+\s+){0,2}?(?:royalties|fees|charges|taxes|payments|amounts|liabilit(?:y|ies))\b/i;
/** A price increase that takes effect at once or reaches orders already accepted. */
export const PRICE_AT_ONCE =
  /\bprice\s+(?:increases?|changes?)\b[^.;]{0,60}\b(?:effective\s+immediately|apply\s+to\s+(?:\w+\s+){0,3}?(?:accepted|pending|outstanding|existing)\b)/i;
/**
 * A price the seller may move: subject to change or fee adjustments, at (not merely beside) its current
 * or then-current list, an increase effective at once or applied to orders already accepted, or capped only by the
 * higher of two measures.
 */
export const PRICE_OPEN =
  /\b(?:pric(?:es?|ing)|fees?|rates?|charges?)\b[^.;]{0,80}\b(?:subject\s+to\s+(?:change|adjustment|renegotiation)|may\s+(?:be\s+)?(?:increased|adjusted|changed|revised)|open\s+to\s+renegotiation)|\bsubject\s+to\s+(?:applicable\s+|any\s+)?(?:fee|price|rate)\s+(?:adjustments?|increases?|changes?)|\b(?:at|upon|on|to|under|from|off(?:\s+of)?|listed\s+in)\s+(?:the\s+|a\s+)?(?:\w+['’]s\s+)?(?:then[\s-]+)?current\s+["“]?price\s+lists?|\bthen[\s-]+(?:current|prevailing)\s+(?:list\s+)?(?:prices?|rates?)\b(?!\s+lists?)|\bprice\s+(?:increases?|changes?)\b[^.;]{0,60}\b(?:effective\s+immediately|apply\s+to\s+(?:\w+\s+){0,3}?(?:accepted|pending|outstanding|existing)\b)|\bincreas\w*[^.;]{0,160}\bwhichever\s+is\s+(?:higher|greater)\b/i;
/** A payment due in less than 30 days. */
export const SHORT_PAYMENT =
  /\bwithin\s+(?:\w+(?:-\w+)?\s+)?\(?\s*(?:[1-9]|1\d|2\d)\s*\)?\s*(?:calendar\s+|business\s+|working\s+)?days\b|\bwithin\s+(?:five|seven|ten|fifteen|twenty)\s+days\b/i;
/** A payment at rates the payee may revise, or owed without set-off or deduction. */
export const PAY_OPEN_TERMS =
  /\b(?:as\s+(?:the\s+same\s+)?(?:may\s+be\s+)?(?:revised|amended|changed|adjusted|modified|in\s+effect)\s+from\s+time\s+to\s+time)|\bthen[\s-]+(?:current|prevailing)\s+(?:price|rate|fee|charge|list)|\bwithout\s+(?:any\s+)?(?:set-?\s?off|deduction|counterclaim|withholding)/i;
// "shall, on any breach by Developer, be entitled to terminate", "shall have eighteen (18) months to
// exhaust its inventory", "shall at all times retain full ownership": a right of the subject, no duty.
export const ENTITLED =
  /^[^.;]{0,160}?\b(?:be\s+entitled\s+to|have\s+the\s+(?:right|option)|have\s+(?:\w+\s+){0,2}?(?:\(\d+\)\s+)?(?:days|weeks|months|years)\s+(?:\w+\s+)?to\b|retain\s+(?:full\s+|all\s+(?:of\s+its\s+)?|sole\s+)?(?:ownership|title|rights?)|have\s+(?:full\s+|sole\s+|exclusive\s+)?(?:authority|power|control)\b)/i;
/**
 * A state the clause describes, not an act a side must do: "DGT's total liability ... shall be limited
 * to", "the Reports ... shall be owned by Licensee", "this Agreement shall be effective as of", "In no
 * event shall Supplier be subject to any tax", "liability shall be equal to the lesser of".
 */
const STATE =
  /^\s*(?:not\s+)?(?:[A-Z][\w.&'’-]*\s+){0,3}?be\s+(?:limited|capped|owned|vested|effective|equal|void|null|binding|governed|construed|interpreted|valid|enforceable|in\s+(?:full\s+)?(?:force|effect)|subject\s+to\s+(?:any|all)?\s*(?:tax|taxes|duties|withholding|limitation)|the\s+(?:sole\s+(?:and\s+exclusive\s+)?)?(?:property|owner))\b/;
/**
 * A right of the subject (ENTITLED), or a statement of how a term works rather than a duty: "shall be
 * deemed", "shall be computed", "shall be prorated", "interest shall accrue".
 */

export const NOT_A_DUTY = new RegExp(
  `${ENTITLED.source}|^\\s*(?:be\\s+(?:deemed|computed|prorated)|(?:begin\\s+to\\s+)?accrue)\\b|${STATE.source}`,
  'i',
);
export const RELEASE =
  /^\s*(?:not\s+)?(?:[\w',]+\s+){0,5}?(?:be\s+owed|be\s+payable|owe\b|accept\s+(?:any\s+)?claims?|have,?\s+(?:any\s+|an\s+|the\s+|no\s+)?(?:(?:further|other|fiduciary|indemnification|payment|legal)\s+)?(?:obligations?|dut(?:y|ies)|liabilit|responsibilit|control\s+over))/i;

/** A change named before the modal that makes it: "any modifications as may from time to time be made by". */
export const CHANGES_BEFORE =
  /\b(?:modifications?|changes?|amendments?|revisions?|adjustments?|increases?)\s+(?:as|which|that)\s+(?:[\w-]+\s+){0,2}$/i;

/** What makes a duty heavy: its extent, its cost, who judges it, how long or how strictly it binds. */
export const DEMANDING =
  /\b(?:any\s+and\s+all|all\s+(?:of\s+)?(?:its|the|such|obligations?|costs?|expenses?|requirements?|applicable|laws?|documentation|information|products?|orders?|demand|liabilit(?:y|ies)|risks?)|each\s+and\s+every|at\s+(?:its|their|\w+['’]s)\s+(?:own\s+|sole\s+)?(?:cost|expense|risk)|without\s+(?:limit\w*|any\s+(?:additional\s+)?(?:charge|cost|fee)|additional\s+(?:charge|cost|fee))|at\s+no\s+(?:additional\s+)?(?:cost|charge|expense|fee)|free\s+of\s+charge|no\s+fee|to\s+the\s+(?:sole\s+|complete\s+|full\s+)?satisfaction\s+of|satisfactory\s+to|acceptable\s+to|on\s+demand|as\s+(?:\w+\s+){0,3}(?:may\s+)?(?:request|require|direct)s?\b|in\s+all\s+respects|at\s+all\s+times|strict(?:ly)?\s+(?:compl|in\s+accordance)|regardless\s+of|whether\s+or\s+not|in\s+perpetuity|irrevocabl\w*|guarantee\w*|ensure|fully\s+(?:liable|responsible)|solely\s+responsible|minimum|time\s+is\s+of\s+the\s+essence|whatsoever|exclusively)\b/i;

/** A duty lightened in favour of the party bound: paid only when paid, performed when possible or as it deems fit. */
export const LIGHTENED =
  /\bpa(?:y|id)\s+(?:when|if)\s+paid\b|\b(?:after|upon|within\s+\w+\s+(?:\(\d+\)\s+)?days\s+of)\s+(?:its\s+)?(?:actual\s+)?receipt\s+of\s+(?:payment|funds)|\bwhen(?:ever)?\s+(?:possible|practicable)\b|\bas\s+(?:it|they)\s+deems?\b|\bas\s+reasonably\s+(?:appropriate|practicable)\b|\bto\s+the\s+extent\s+(?:possible|practicable)\b/i;

/** The other side's rights that can hurt the reviewed one (verbs.ts classes): not ordering, reporting or providing. */
export const HARMFUL_RIGHT = /^may:(?:terminate|suspend|change|renew|refuse|assign|own|audit|pay|use)$/;
/** The same rights a few words after the modal ("may, at any time prior to shipment, cancel", "may ship ... and invoice"). */
export const HARMFUL_AFTER =
  /^[^.;]{0,100}?\b(?:cancel|terminate|suspend|withhold|set\s*off|modify|amend|increase|substitute|replace|reject|refuse|(?:and|then)\s+invoice|revoke|(?:cause|grounds?)\s+for\s+(?:immediate\s+)?(?:cancellation|termination)|(?:keep|retain)\s+(?:and\s+retain\s+)?(?:all|any|copies|his|her|its)\b)/i;

/**
 * A "shall not" that restricts nothing the reviewed side would want (RELEASE frees it of a duty; so do
 * "shall not be held liable", "shall not be restricted from" and "shall not result in any reduction"): not
 * to violate the law or infringe (what every party owes anyway, judged by the warranty rules when warranted),
 * to contest the other side's title or acquire rights in its marks, not to bind the other side or be
 * deemed its employee or agent, an approval not to be unreasonably withheld.
 */
export const NOT_RESTRICTION = new RegExp(
  `${RELEASE.source}|^[^.;]{0,80}?\\b(?:contest|challenge|dispute)\\b[^.;]{0,60}\\b(?:ownership|validity|title)\\b|^\\s*(?:not\\s+)?(?:[\\w,]+\\s+){0,3}?acquire\\s+any\\s+(?:rights?|title|interest)|^\\s*(?:not\\s+)?(?:be\\s+(?:deemed|treated|construed|considered)|constitute)\\b|^\\s*(?:not\\s+)?(?:and\\s+will\\s+not\\s+)?have\\s+(?:the\\s+|any\\s+)?(?:right|power|authority)[^.;]{0,40}?\\bto\\s+(?:bind|create|incur|assume)|^\\s*(?:not\\s+)?(?:be\\s+)?unreasonably\\s+(?:be\\s+)?(?:withh[oe]ld|delay(?:ed)?|condition(?:ed)?|refuse[d]?)\\b|^\\s*(?:not\\s+)?(?:be\\s+(?:held\\s+)?(?:liable|responsible)|be\\s+(?:restricted|prohibited|prevented|precluded|prejudiced)|result\\s+in\\s+(?:any\\s+)?(?:reduction|decrease))\\b|^[^.;]{0,100}?\\bin\\s+any\\s+manner\\s+that\\s+(?:might|may|could|would)\\s+infringe|^\\s*(?:not\\s+)?(?:(?:violate|contravene|conflict\\s+with)\\s+(?:any\\s+)?(?:provisions?\\s+of\\s+)?(?:applicable\\s+|any\\s+)?(?:laws?|regulations?)|infringe)\\b`,
  'i',
);
/**
 * A consent that is qualified, or market standard to ask for: to settle a claim, to use a name or mark,
 * to announce the deal or disclose confidential information.
 */
export const ROUTINE_CONSENT =
  /\bunreasonably\s+(?:be\s+)?(?:withheld|delayed|conditioned|refused|withhold|delay|condition|refuse)|\bsettle\b|\b(?:use|identify)\b[^.;]{0,30}\b(?:name|trade\s*names?|trademarks?|marks|logos?)\b|\bpress\s+release|\bpublic\s+announcement|\bconfidential/i;

/**
 * Compliance with the law, which every party owes anyway, and the representation that signing and
 * performing "will not conflict with, violate or breach" anything.
 */
export const UNLAWFUL =
  /\bexecution,?\s+(?:and\s+)?delivery\b[^.;]{0,250}\b(?:will|shall|does)\s+not\b|\b(?:unlawful|illegal|in\s+violation\s+of\s+(?:any\s+)?(?:the\s+)?(?:applicable\s+)?laws?|political\s+contributions?|brib\w*|tax-exempt\s+status)\b/i;

/**
 * The contract renews automatically, whichever side that hurts: a playbook that refuses automatic
 * renewal asks about the term itself (playbook/checks-terms.ts); the review's rule below judges the side.
 */
export const RENEWS_AUTOMATICALLY: Rule = {
  id: 'auto-renewal',
  family: 'renewal',
  prior: 0.7,
  severity: 'low',
  match: (p) => re(p, AUTO_RENEW),
};

/** The reviewed side supplies what the contract is about and the other side only receives and pays. */
export const onlySelfSupplies = (p: RuleInput): boolean => p.contract.selfSupplies && !p.contract.otherSupplies;
/** The other side alone pays: the reviewed side is the payee. */
export const onlyOtherPays = (p: RuleInput): boolean => p.contract.otherPays && !p.contract.selfPays;
/** The reviewed side alone pays: the other side is the payee. */
export const onlySelfPays = (p: RuleInput): boolean => p.contract.selfPays && !p.contract.otherPays;

/**
 * A duty no reviewing lawyer raises for the side bound: the securities-law statement that no
 * representation "contains an untrue statement of a material fact", that representations are "true and
 * correct" at closing, or that a party will file the agreement with the SEC, a covenant to be "able to perform",
 * further assurances (execute and deliver the instruments that perfect what was agreed), a duty measured
 * by what is reasonably required or requested, and a condition that only limits the bound side's own
 * duty ("shall only be effective if").
 */
export const ROUTINE_DUTY =
  /\buntrue\s+statement\s+of\s+(?:a\s+)?material\s+fact|\b(?:willing\s+and\s+)?able\s+to\s+perform\b|\bexecute\s+and\s+deliver\b[^.;]{0,60}\b(?:instruments?|documents?|papers)\b|\bfurther\s+(?:assurances?|instruments?|documents)\b|\b(?:as\s+(?:is\s+|are\s+|may\s+be\s+)?)?reasonably\s+(?:required|requested|necessary)\b|\bonly\s+(?:be\s+)?(?:effective|apply|applicable|available)\s+if\b|\bwithin\s+a\s+reasonable\s+(?:period\s+of\s+)?time\b|\btrue\s+and\s+correct\b|\bfil(?:e|ing)\s+(?:this\s+Agreement|a\s+copy\s+of\s+this\s+Agreement)\b[^.;]{0,60}\b(?:Securities\s+and\s+Exchange|Security\s+Exchange|SEC\b)/i;
/**
 * The words after a modal that make no duty of it: help or cooperation ("agrees to help the Manufacturer
 * select a carrier"), or a noun read as a verb ("any covenant contained herein").
 */
export const ROUTINE_AFTER =
  /^\s*(?:to\s+)?(?:help|assist|cooperate|consult)\b|^\s*(?:to\s+)?(?:seek|endeavou?r|attempt|try)\s+to\b|^\s*(?:contained|set\s+forth|referred\s+to|described)\b|^\s*pass\s+to\b/i;
/** Payment on an invoice, in 30 days or more: the payer's ordinary bargain (SHORT_PAYMENT is not). */
const INVOICE_TERMS =
  /\bpa(?:y|id|yments?|yable)\b[^.;]{0,120}\b(?:after|of|following|from|upon)\s+(?:the\s+)?(?:receipt\s+of\s+(?:a\s+|an\s+|the\s+)?(?:proper\s+|valid\s+|correct\s+|undisputed\s+)?invoice|(?:the\s+)?invoice\s+date|(?:the\s+)?date\s+of\s+(?:the\s+|such\s+)?invoice)/i;

/** The sentence of `text` around offset `at`, and where it starts and ends. */
export function sentenceAround(text: string, at: number): { text: string; start: number; end: number } {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; ')) + 1;
  const stop = /[.;]\s/.exec(text.slice(at));
  const end = stop ? at + stop.index + 1 : text.length;
  return { text: text.slice(start, end), start, end };
}

/**
 * The sentence speaks of money the reviewed side receives ("payable by Flotek to FCC", "billed by
 * Equidata", "not received by PCQ within thirty (30) days"): its terms are no duty of that side.
 */
const PAID_TO_SELF = new WeakMap<object, RegExp | null>();
export function paidToSelf(p: RuleInput, sentence: string): boolean {
  const s = p.contract.sides;
  if (!s) return false;
  let re = PAID_TO_SELF.get(s);
  if (re === undefined) {
    const self = s.selfRe?.source;
    const other = s.otherRe?.source;
    re = self
      ? new RegExp(
          `(?:${self})['’]s\\s+(?:[\\w-]+\\s+){0,2}?(?:bonus|fees?|compensation|commissions?|salary|remuneration)\\b|` +
            `\\b(?:received|billed|invoiced)\\s+(?:on\\s+\\w+\\s+\\w+\\s+basis\\s+)?by\\s+(?:the\\s+)?(?:${self})|` +
            `\\bpayable\\s+(?:by\\s+(?:the\\s+)?[\\w&.-]+(?:\\s+[\\w&.-]+)?\\s+)?to\\s+(?:the\\s+)?(?:${self})` +
            (other ? `|\\b(?:payable|paid)(?:\\s+in\\s+full)?\\s+by\\s+(?:the\\s+)?(?:${other})` : ''),
          'i',
        )
      : null;
    PAID_TO_SELF.set(s, re);
  }
  return !!re && re.test(sentence);
}

/**
 * The reviewed side's duty of `kinds` that weighs on it: not a right or a statement of how a term
 * works (NOT_A_DUTY), not help or cooperation, not a routine duty (ROUTINE_DUTY), and not the terms of
 * money it receives unless they make it wait long (LONG_PAYMENT). The offset of the signal, or -1.
 */
export function weighingDuty(p: RuleInput, kinds: RegExp): number {
  for (const s of p.signals) {
    if (s.who !== 'self' || !kinds.test(s.kind)) continue;
    const after = p.text.slice(s.end, s.end + 200);
    if (NOT_A_DUTY.test(after) || ROUTINE_AFTER.test(after) || AT_OPTION.test(after)) continue;
    const { text: sentence, start, end } = sentenceAround(p.text, s.at);
    if (ROUTINE_DUTY.test(sentence) || (paidToSelf(p, sentence) && !LONG_PAYMENT.test(sentence))) continue;
    // "Should Licensee agree to be the vendor ...": a duty only the side's own later choice brings on.
    if (OPTIONAL_LATER.test(sentence)) continue;
    if (INVOICE_TERMS.test(sentence) && !SHORT_PAYMENT.test(sentence) && !LONG_PAYMENT.test(sentence)) continue;
    // "SIERRA warrants that the Product shall be free from defects", "DOES NOT WARRANT THAT THE SERVICE WILL
    // BE UNINTERRUPTED": what the reviewed side's own warranty or disclaimer states is judged by the warranty rules.
    if (
      s.kind === 'must:other' &&
      p.signals.some((w) => w.who === 'self' && /^(?:warrants|disclaims)$/.test(w.kind) && w.at >= start && w.at < end)
    )
      continue;
    return s.at;
  }
  return -1;
}

/**
 * A right of the other side that costs the reviewed side nothing it did not bargain for: to be paid
 * what it earns ("entitled to receive compensation", "to his daily appearance fee"), to visit or review
 * at times agreed or on reasonable notice, or one it may use only with the reviewed side's approval.
 */
export const ROUTINE_ENTITLEMENT =
  /\bat\s+such\s+times?\s+as\s+(?:may\s+be\s+)?(?:reasonably\s+|mutually\s+)?agreed|\bupon\s+reasonable\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice|\bduring\s+(?:normal|regular|ordinary)\s+business\s+hours/i;
/** Right after the modal ("shall be entitled"): to be paid its own fee ("to his daily appearance fee", "to receive compensation"). */
export const PAID_ENTITLEMENT =
  /^\s*(?:(?:be\s+)?entitled\s+)?to\s+(?:receive\s+|be\s+paid\s+|be\s+reimbursed\s+)?(?:(?:the|his|her|its|their)\s+)?(?:[\w-]+\s+){0,2}?(?:compensation|payment|fees?|reimbursement|commissions?|(?:vested\s+)?(?:common\s+)?(?:shares|stock|options|warrants))\b(?!\s+(?:generated|earned\s+by\s+(?:the\s+)?other))/i;
/** Rejecting goods that are defective or do not conform: the buyer's ordinary remedy, no risk to the seller. */
export const REJECT_DEFECTIVE =
  /\breject\w*\s+(?:any\s+|all\s+|such\s+)?(?:(?:\w+\s+)?(?:defective|non-?conforming)|products?\s+(?:that|which)\s+(?:are|is)\s+(?:defective|non-?conforming))/i;
/** A consent to incur expenses the other side will reimburse: the reviewed side's own protection. */
export const EXPENSE_APPROVAL = /\bnot\s+(?:\w+\s+){0,2}?incur\w*\b[^.;]{0,80}\bexpenses?\b/i;
/** Where the other side says payment goes ("remit payment as directed by Reseller"): no discretion over the bargain. */
export const PAYMENT_DIRECTION = /\b(?:remit|pay|wire|transfer)\w*\s+(?:\w+\s+){0,3}?as\s+directed\s+by\b/i;

/**
 * The other side's signal of `kind` whose sentence is not `routine`: the offset of the signal, or -1.
 * A routine sentence of one signal does not hide another signal of the passage that is no routine.
 */
export function otherUnless(
  p: RuleInput,
  kind: RegExp,
  routine: (sentence: string, after: string, at: number) => boolean,
): number {
  for (const s of p.signals) {
    if (s.who !== 'other' || !kind.test(s.kind)) continue;
    if (routine(sentenceAround(p.text, s.at).text, p.text.slice(s.end, s.end + 200), s.at)) continue;
    return s.at;
  }
  return -1;
}
/**
 * The reviewed side's consent or approval in the sentence of offset `at`; with `asCondition`, only consent
 * required ("with the prior written consent of the Licensor"), not its absence ("without the consent of").
 */
export const selfConsentNear = (p: RuleInput, at: number, asCondition = false): boolean => {
  const { start, end } = sentenceAround(p.text, at);
  return p.signals.some(
    (s) =>
      s.who === 'self' &&
      s.kind === 'consent' &&
      s.at >= start &&
      s.at < end &&
      !(asCondition && /\bwithout\b/i.test(p.text.slice(Math.max(start, s.at - 30), s.at))),
  );
};

/** What makes one duty heavier than the plain bargain: its extent, cost, judge, or a deadline of days. */
export const HEAVY_SENTENCE =
  /\bat\s+(?:its|their|\w+['’]s)\s+(?:own\s+|sole\s+)?(?:cost|expense|risk)|\bwithout\s+(?:limit\w*|any\s+(?:additional\s+)?(?:charge|cost|fee))|\bto\s+the\s+(?:sole\s+|complete\s+|full\s+)?satisfaction\s+of|\bguarantee[sd]?\b|\bwithin\s+(?:\w+\s+)?\(?\s*(?:[1-9]|1[0-4])\s*\)?\s*(?:calendar\s+|business\s+|working\s+)?days\b/i;

/** A term left open only for an addition no side must take up ("Should Licensee agree to ..."). */
export const OPTIONAL_LATER =
  /^\s*(?:should|if|in\s+the\s+event(?:\s+that)?)\s+[^,;]{0,80}?\b(?:agrees?|elects?|wish(?:es)?|desires?|decides?)\s+to\b/i;

/**
 * Ethics undertakings read as restrictions: not to offer gifts to the other side's staff, not to employ
 * anyone under the legal working age. A lawyer reads them as compliance duties, never as a
 * non-compete or a non-solicit.
 */
export const ETHICS =
  /\b(?:offer|give|giving|accept|receive|provide)\w*\s+(?:any\s+)?(?:gifts?|gratuit\w*|bribes?|kickbacks?|entertainment)\b|\bunder\s+the\s+(?:legal|minimum)\s+(?:working\s+)?age\b|\b(?:child|forced|prison|bonded)\s+labou?r\b/i;

/** What an audited side keeps or opens: its books, records or accounts, access to them. */
export const AUDITED = /\b(?:books|records|accounts|access)\b/i;

/**
 * Where the other side may audit, inspect or use: not a passive "such examination may be conducted",
 * whose actor the nearest name does not tell (it named the audited Supplier as the auditor).
 */
export function auditorAt(p: RuleInput): number {
  const s = p.signals.find(
    (x) =>
      x.who === 'other' &&
      /^may:(?:audit|other|use)$/.test(x.kind) &&
      !/^may\s+(?:not\s+)?be\s/i.test(p.text.slice(x.at, x.at + 20)),
  );
  return s ? s.at : -1;
}
