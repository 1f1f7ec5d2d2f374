/**
 * The review's broadest rules, tried on every passage no narrower rule judges better: a heavy duty of the
 * reviewed side, a restriction on it, and a right of the other side that can hurt it.
 */
import { cue, fam, has, says, when } from './rule-kit';
import {
  CHANGES_BEFORE,
  HARMFUL_AFTER,
  DEMANDING,
  LIGHTENED,
  ROUTINE_CONSENT,
  NOT_RESTRICTION,
  UNLAWFUL,
  WEIGHTY,
  weighingDuty,
  REJECT_DEFECTIVE,
  sentenceAround,
  HEAVY_SENTENCE,
} from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { standardGrounds } from './rules-exit';
import { otherExitAt } from './rules-exit-grounds';
import { noBurden, routineRestriction } from './rules-duty-routine';

export const DUTY_RULES: readonly Rule[] = [
  // A plain duty to perform (deliver, report, cooperate) is the bargain, not a risk: only a duty in
  // a family that moves money, rights or exit, or one stated without limit ("any and all"), is raised.
  // Reporting and cooperating are routine unless the duty demands more than the ordinary (all or any
  // and all of something, at the reviewed side's own cost, on the other side's request or to its
  // satisfaction, at all times, a guarantee or a minimum). A duty lightened in its holder's favour (paid
  // when paid, when possible, as it deems reasonable) or one that pays the reviewed side is no burden on it.
  {
    id: 'self-heavy-duty',
    family: 'other',
    prior: 0.3,
    severity: 'low',
    match: heavyDuty,
    // Ranked above the plain duties when its own sentence makes it heavy: without limit, at the reviewed
    // side's cost, at the other side's request or to its satisfaction, a guarantee, a short deadline.
    harsher: (p, at) => HEAVY_SENTENCE.test(sentenceAround(p.text, at).text),
  },
  // "Licensee shall not owe any royalty", "UTEK shall not have fiduciary duties", "PPG will not accept
  // claims after 48 hours": a "shall not" that frees the reviewed side of a duty or a claim is a release
  // it holds, not a restriction on it. Market-standard undertakings are no risk either: not to break the
  // law, not to contest the other side's ownership of its own marks, not to bind the other side, not to
  // be treated as its employee, an approval not to be unreasonably withheld, nor what needs a routine
  // consent of the other side (one not to be unreasonably withheld, to settle a claim, to use its name).
  {
    id: 'self-restricted',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    // The reviewed side's restriction is read first: most passages hold none, and the sentence tests are dearer.
    match: (p) => {
      const at = restriction(p);
      return at < 0
        ? -1
        : when(!UNLAWFUL.test(p.text) && !(has(p, 'other', 'consent') >= 0 && ROUTINE_CONSENT.test(p.text)), at);
    },
  },
  // A right of the other side matters when it can hurt the reviewed side: ending, suspending or changing
  // the deal, extending it, refusing, taking, charging or inspecting. Choosing, approving, ordering,
  // reporting or providing within the contract's own frame is a routine permission, no risk by itself;
  // the other side's discretion and consent are judged by other-discretion and other-consent-needed.
  {
    id: 'other-right',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    // Termination for a breach left uncured or on insolvency, where the reviewed side holds its own
    // right, on the grounds of every personal-services agreement (death, disability, a defined Cause:
    // otherExitAt), and rejection of defective goods are the market-standard terms.
    match: (p) => {
      const at = otherRight(p);
      if (at < 0) return -1;
      const sentence = sentenceAround(p.text, at).text;
      if (REJECT_DEFECTIVE.test(sentence)) return -1;
      return /\bterminat/i.test(sentence) && (standardGrounds(p) || otherExitAt(p) === -1) ? -1 : at;
    },
  },
];

/**
 * A "shall not" that restricts nothing the reviewed side would want, beyond NOT_RESTRICTION: a carve-out
 * ("shall not apply to information which"); a status ("shall not be entitled to any vacation or benefits",
 * "shall not be bound by any change until accepted", "in no event shall Hydraspin be deemed an Affiliate",
 * "shall not be subject to"); what something does not affect ("shall not prevent", "shall not limit", "will not
 * be delayed", "shall not enure to the benefit"); an approval not to be unreasonably refused; a ceiling ("shall
 * in no event exceed"); a payment or remedy the side is spared ("will not reimburse non-authorized expenses",
 * "will not replace products where the defect is due to misuse"); a promise not to violate anything (a
 * compliance representation); not to assert a claim in the other side's mark or moral rights in work made
 * for it; and not to incur expenses beyond a limit without the approval of the side that will reimburse them.
 */
const NO_LIMIT_AFTER = new RegExp(
  [
    NOT_RESTRICTION.source,
    /^\s*(?:not\s+)?apply\b/.source,
    /^\s*(?:not\s+)?(?:be\s+)?(?:entitled|eligible)\b/.source,
    /^\s*(?:not\s+)?be\s+bound\b/.source,
    /^\s*(?:not\s+)?(?:(?:in\s+any\s+way|in\s+any\s+manner|operate\s+to)\s+)?(?:be\s+delayed|prevent|preclude|restrict|limit|affect|impair|prejudice)\b/
      .source,
    /^\s*(?:not\s+|in\s+no\s+event\s+)(?:be\s+)?exceed\b/.source,
    /^\s*(?:not\s+)?(?:(?:wholly|partially|\w+ly)\s+(?:or\s+\w+\s+)?)?(?:pay|reimburse|refund|replace|repair)\b/.source,
    /^\s*(?:not\s+)?(?:violate|conflict\s+with|breach|contravene|result\s+in\s+(?:any\s+)?(?:violation|breach|conflict|default))\b/
      .source,
    /^\s*(?:not\s+)?(?:be\s+)?unreasonably\s+(?:be\s+)?(?:disapprov|reject|object)\w*/.source,
    /^\s*(?:not\s+)?(?:enure|inure|be\s+subject\s+to\b)/.source,
    // "PNC will not issue any Purchase Orders, nor be required to issue any ... until": a relief it holds.
    /^[^.;]{0,100}?,?\s+nor\s+(?:shall\s+|will\s+)?(?:it\s+)?(?:be\s+)?(?:required|obliged|obligated|bound)\s+to\b/
      .source,
    /^\s*(?:[A-Z][\w.&'’-]*\s+){1,3}be\s+(?:deemed|treated|considered|construed)\b/.source,
    /^[^.;]{0,40}?\bassert\s+any\s+["“]?(?:moral\s+)?(?:claims?|rights?|interests?)["”]?\s+(?:in|to)\b/.source,
    /^\s*(?:not\s+)?(?:\w+\s+){0,2}?incur\w*\b[^.;]{0,80}\bexpenses?\b[^.;]{0,120}\b(?:consent|approv\w*|authori[sz]\w*)/
      .source,
  ].join('|'),
  'i',
);

/** The reviewed side's first "shall not" that restricts it beyond the routine: the offset of the signal, or -1. */
function restriction(p: RuleInput): number {
  for (const s of p.signals) {
    if (s.who !== 'self' || !/^(?:mustNot|mayNot):/.test(s.kind)) continue;
    if (NO_LIMIT_AFTER.test(p.text.slice(s.end, s.end + 200))) continue;
    if (!routineRestriction(p, s, sentenceAround(p.text, s.at))) return s.at;
  }
  return -1;
}

/** The other side's rights that can hurt the reviewed one, beyond using, paying or auditing (judged elsewhere). */
const OTHER_HARMFUL = /^may:(?:terminate|suspend|change|renew|refuse|assign|own)$/;

/** A right of the other side that can hurt the reviewed one: the offset of the first, or -1. */
function otherRight(p: RuleInput): number {
  const at = has(p, 'other', OTHER_HARMFUL);
  if (at >= 0) return at;
  // "subject to any modifications as may from time to time be made by Lessor": a change the other side makes.
  const changed = p.signals.find(
    (s) =>
      s.who === 'other' && s.kind.startsWith('may:') && CHANGES_BEFORE.test(p.text.slice(Math.max(0, s.at - 60), s.at)),
  );
  return changed ? changed.at : says(p, 'other', HARMFUL_AFTER, /^may:/);
}

/**
 * Words right after the reviewed side's modal that carry no burden a reviewing lawyer would raise, whatever
 * words of extent surround them: the mechanics of billing and paying (an invoice, a currency, a bank
 * account); what survives, binds successors or constitutes something; how long the contract continues;
 * interest that accrues to the side; a limit of its own duty ("shall only be obliged to pay"); a release
 * ("shall have no further obligation"); a right ("shall have the unconditional right"); what it receives
 * ("will be issued", "shall receive"); an acknowledgement of who owns what; and obeying the law, which every
 * party owes anyway (not the other side's policies or standards, nor the laws of every territory).
 */
const NO_BURDEN_AFTER = new RegExp(
  [
    /^\s*,?\s*(?:promptly\s+)?(?:bill|invoice)\b/,
    /^\s*(?:promptly\s+)?issue\s+(?:to\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+)?\s+)?(?:an?\s+|its\s+)?invoices?\b/,
    /^\s*record\s+and\s+compute\b/,
    /^\s*be\s+(?:paid|payable|made|remitted)\s+(?:in\s+(?:U\.?\s?S\.?|United\s+States|(?:the\s+)?(?:applicable|local|same)\s+currency|[A-Z][a-z]+\s+(?:dollars|currency|won|yen|euros?))|by\s+(?:wire|check|cheque|bank))/,
    /^\s*make\s+(?:the\s+|all\s+|such\s+)?payments?\s+(?:of\s+(?:[\w-]+\s+){1,3})?(?:through|by|via)\s+(?:bank|wire|check|cheque|electronic|telegraphic)/,
    /^\s*(?:survive|inure|be\s+binding\s+(?:up)?on|(?:thereafter\s+|then\s+)?accrue|constitute)\b/,
    /^\s*(?:continue|remain)\s+(?:in\s+(?:full\s+)?(?:force|effect)|for\s+(?:a|an|the)\s+(?:\w+\s+)?(?:term|period)|until)\b/,
    /^\s*(?:only|solely)\s+(?:be\s+(?:obliged|obligated|required|liable|responsible)|have\s+(?:the\s+|an?\s+)?(?:obligation|duty))\b/,
    /^\s*(?:thereafter\s+)?have\s+no\s+(?:(?:further|other|indemnification|payment|legal)\s+)?(?:obligations?|liabilit(?:y|ies)|dut(?:y|ies)|responsibilit(?:y|ies)|control)\b/,
    /^\s*(?:,\s*[^,]{0,60},\s*)?have\s+the\s+(?:unconditional|absolute|exclusive|sole|full|irrevocable)\s+(?:right|option)\b/,
    /^\s*(?:be\s+(?:issued|paid|reimbursed|given)|receive)\b/,
    // "RevMed shall be subject to the other terms and conditions of this Agreement": a status, no duty (but a
    // restocking fee, a charge or interest it is "subject to" is a cost).
    /^\s*be\s+subject\s+to\b(?![^.;]{0,60}\b(?:fees?|charges?|penalt\w*|interest|payments?)\b)/,
    /^\s*(?:remain|be)\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\b/,
    /^\s*that\b[^.;]{0,120}?\b(?:owns\s+(?:all|the\s+entire)\b|(?:is|are|remains?|shall\s+(?:be|remain))\s+(?:and\s+shall\s+remain\s+)?(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?(?:property|owner)\b)/,
    /^[^.;]{0,80}?\b(?:comply|compliance|accordance|abide)\s+with\s+(?:all\s+|any\s+and\s+all\s+|any\s+)?(?:(?:applicable|relevant|local|governmental|international|national|federal|state|provincial|municipal|foreign|country)[,\s]+(?:and\s+)?)*(?:laws?|regulations?|statutes?|legal\s+requirements)\b(?![^.;]{0,200}\b(?:polic(?:y|ies)|procedures?|standards?|guidelines?|specifications?|instructions?)\b|[^.;]{0,200}\bin\s+(?:all|each|every)\s+(?:of\s+the\s+)?(?:territor|countr|jurisdiction))/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);
/**
 * Sentences of a duty every such contract carries: returning the other side's property or confidential
 * information at the end (not a refund), evidence of insurance held, and answering for one's own staff.
 */
const NO_BURDEN_SENTENCE =
  /\b(?:return|surrender|deliver\s+up|destroy|remove\s+and\s+delete)\b[^.;]{0,80}?\b(?:property|confidential\s+information|materials|documents|equipment)\b(?![^.;]{0,200}\b(?:amounts?|sums?|fees|monies|payments?|refund)\b)|\b(?:certificates?|evidence)\s+of\s+(?:such\s+)?(?:insurance|coverage)|\bcop(?:y|ies)\s+of\s+(?:such\s+|the\s+|its\s+)?(?:insurance\s+)?polic(?:y|ies)|\b(?:named\s+)?additional\s+insureds?\b|\b(?:liable|responsible)\s+for\s+(?:all\s+|the\s+)?(?:acts?|omissions?|conduct)\s+(?:and\s+omissions?\s+)?of\s+(?:its|their|his|her)\s+(?:own\s+)?(?:employees|personnel|staff|subcontractors|agents)/i;
/** The holder of a duty word acting at its own discretion, next to the modal (either side of it). */
const OWN_DISCRETION =
  /\b(?:in|at)\s+(?:its|their|his|her)\s+(?:(?:sole|absolute|own|unfettered|exclusive)\s+(?:and\s+(?:absolute|exclusive|sole)\s+)?)?discretion\b/i;
/** "Transporter and Shipper may agree to a discounted rate": a duty word after "may" is a freedom, no duty. */
const AFTER_MAY = /\bmay\s+$/i;

/**
 * Extent beyond DEMANDING's words: regardless of volume, for as long as, a whole requirement, a redacted
 * deadline, a firm one ("in any event before").
 */
const EXTENT =
  /\bwithout\s+regard\s+to\b|\b(?:best|utmost)\s+(?:commercial\s+)?(?:efforts?|endeavou?rs?)\b|\bfor\s+(?:as|so)\s+long\s+as\b|\b(?:entire|total|all\s+(?:of\s+)?(?:its|their))\s+requirements?\b|\bwithin\s+(?:\[[^\]]{0,12}\]|\*{3,})\s*(?:calendar\s+|business\s+)?(?:days|hours)\b|\bin\s+any\s+event\s+(?:before|within|no\s+later\s+than)\b/i;
const stretched = (sentence: string): boolean =>
  DEMANDING.test(sentence) || HEAVY_SENTENCE.test(sentence) || EXTENT.test(sentence);

/** A list announced and left empty: "the following compensation:" and the passage ends. */
const EMPTY_LIST = /^\s*receive\s+the\s+following\s+(?:[\w-]+\s*){1,3}:\s*$/i;

/**
 * The reviewed side's duties that can weigh on it, without those NO_BURDEN_* and noBurden name; with
 * `stretchedOnly`, only those whose own sentence stretches them.
 */
function burdens(p: RuleInput, stretchedOnly: boolean): RuleInput {
  const signals = p.signals.filter((s) => {
    if (s.who !== 'self' || !s.kind.startsWith('must:')) return true;
    if (AFTER_MAY.test(p.text.slice(Math.max(0, s.at - 12), s.at))) return false;
    // "PNC in its sole discretion will make a determination of the necessity of a recall": what the
    // side decides as it sees fit is a right it holds, not a duty it can breach.
    if (OWN_DISCRETION.test(p.text.slice(Math.max(0, s.at - 50), s.at + 60))) return false;
    const after = p.text.slice(s.end, s.end + 300);
    // "shall receive the following compensation:" with nothing after: the term is missing, not received.
    if (NO_BURDEN_AFTER.test(after)) return EMPTY_LIST.test(after);
    const around = sentenceAround(p.text, s.at);
    const sentence = around.text;
    if (NO_BURDEN_SENTENCE.test(sentence) || noBurden(p, s, around)) return false;
    if (stretchedOnly && !stretched(sentence)) return false;
    // Supplying or buying is the bargain of the side's role: it weighs only when its own sentence
    // stretches it (all, at no charge, a minimum, to the other side's satisfaction, a short deadline).
    return !/^must:(?:provide|purchase)$/.test(s.kind) || stretched(sentence);
  });
  return signals.length === p.signals.length ? p : { ...p, signals };
}

/** The widest set of duty kinds heavyDuty weighs: a passage with no such duty of the reviewed side has none to weigh. */
const WEIGHED_KINDS = /^must:(?:provide|purchase|maintain|comply|notify|cooperate|promote|other)$/;

function heavyDuty(p: RuleInput): number {
  // burdens() only drops signals and weighingDuty reads the reviewed side's duties of these kinds alone.
  if (!p.signals.some((s) => s.who === 'self' && WEIGHED_KINDS.test(s.kind))) return -1;
  const weighty = WEIGHTY.some((f) => fam(p, f)) || cue(p, 'any-and-all', 'all-risk');
  // A blank left in a form is a term missing; a redaction in a filed copy hides a term the parties agreed,
  // so a passage weighs by its redactions only when the duty's own sentence stretches it ("within [***] days").
  const redactedOnly = !weighty && cue(p, 'redacted');
  if ((!weighty && !cue(p, 'blank')) || LIGHTENED.test(p.text) || has(p, 'self', 'benefit') >= 0) return -1;
  return weighingDuty(
    burdens(p, redactedOnly),
    DEMANDING.test(p.text)
      ? /^must:(?:provide|purchase|maintain|comply|notify|cooperate|promote|other)$/
      : /^must:(?:provide|purchase|maintain|comply|promote|other)$/,
  );
}
