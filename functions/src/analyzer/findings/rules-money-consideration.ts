/**
 * The review's rules on what each side receives for what it gives: a payment to the reviewed party that
 * the contract waives outright ("No royalty or fees of any kind shall be owed by Licensee") or on the end
 * of the agreement ("Company shall have no obligation to pay any fees or other consideration to
 * Contractor"), and fees the reviewed party pays ahead that it never gets back ("prepay ... all set up,
 * development, maintenance, and service fees", "All fees are non-cancellable and non-refundable").
 * The judge (judge.ts) reads every rule table as one list; explain-money.ts holds their words.
 */
import { sentences } from '../text';
import { selfPayCutOff } from './money-patterns';
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, sideNamed, sideRightAt, type Sides, type Who } from './sides';

const PAYMENT = String.raw`(?:royalt(?:y|ies)|fees?|compensation|consideration|remuneration|payments?)`;

/**
 * "No royalty or fees of any kind shall be owed by Licensee", "no royalties shall be payable by Ginkgo":
 * the payer, if named, follows (`by X`), the payee too (`to X`).
 */
const NONE_OWED = new RegExp(
  String.raw`\bno\s+(?:further\s+)?${PAYMENT}(?:\s+or\s+${PAYMENT})?(?:\s+of\s+any\s+(?:kind|nature|type))?\s*,?\s+(?:shall|will)\s+be\s+(?:owed|owing|payable|due)\b`,
  'gi',
);
/**
 * "Sparkling shall not be required to pay any further fees", "Company shall have no obligation to pay any
 * fees or other consideration": the payer is the subject before the modal.
 */
const NEED_NOT_PAY = new RegExp(
  String.raw`\b(?:shall|will)\s+(?:not\s+be\s+(?:required|obligated|obliged)|have\s+no\s+(?:further\s+)?obligation)\s+to\s+pay\s+(?:any\s+)?(?:further\s+)?${PAYMENT}`,
  'gi',
);

/**
 * Waived outright or on the end of the agreement. Not a payment that is only deferred ("until Integrity
 * shall have recouped"), conditional ("unless approved", "without a Work Order", a milestone "not
 * reached"), or nothing beyond the agreed fee ("no other compensation", "no additional fees").
 */
const WHOLE_OR_AT_END =
  /\bof\s+any\s+(?:kind|nature|type)\b|\bunder\s+this\s+agreement\b|\bterminat|\bexpir|\bperpetual\b|\broyalty[- ]free\b/i;
const ONLY_DEFERRED_OR_ROUTINE =
  /\buntil\b|\bunless\b|\bexcept\b|\bwithout\s+(?:a|an|the)\s+(?:written\s+)?(?:work|purchase|change)\s+order\b|\bnot\s+(?:been\s+)?(?:reached|achieved|met)\b|\bno\s+(?:other|additional)\b/i;

/** The side named first in `s` when `s` opens with it (after `lead`), or undefined. */
function namedAfter(sides: Sides, s: string, lead: RegExp): Who | undefined {
  const m = lead.exec(s);
  if (!m) return undefined;
  return sideRightAt(sides, s, m[0].length, s.length);
}

/** The side that owes nothing under the waiver at [at, end): its payer, or the flip of its payee. */
function payerOf(sides: Sides, text: string, at: number, end: number, subjectBefore: boolean): Who | undefined {
  if (subjectBefore) {
    const before = text.slice(Math.max(0, at - 80), at);
    const named = mentions(sides, before).filter((m) => m.who !== 'none');
    const last = named[named.length - 1];
    // The subject sits right before the modal ("Company shall have no obligation").
    return last && /^[\s,]*$/.test(before.slice(last.end)) ? last.who : undefined;
  }
  const after = text.slice(end, end + 120);
  const by = namedAfter(sides, after, /^\s+by\s+(?:the\s+)?/i);
  if (by) return by;
  const to = namedAfter(sides, after, /^\s+to\s+(?:the\s+)?/i);
  return to === 'self' ? 'other' : to === 'other' ? 'self' : undefined;
}

/** The offset of a payment to the reviewed side that the passage waives, or -1. */
export function paymentWaived(p: RuleInput): number {
  const sides = p.contract.sides;
  // A commission or royalty that stops on an event is self-pay-cut-off's (rules-money.ts).
  if (!sides || selfPayCutOff(p) >= 0) return -1;
  for (const [pattern, subjectBefore] of [
    [NONE_OWED, false],
    [NEED_NOT_PAY, true],
  ] as const) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(p.text); m; m = pattern.exec(p.text)) {
      const end = m.index + m[0].length;
      const sentence = sentenceAround(p.text, m.index).text;
      if (!WHOLE_OR_AT_END.test(sentence) || ONLY_DEFERRED_OR_ROUTINE.test(sentence)) continue;
      if (payerOf(sides, p.text, m.index, end, subjectBefore) === 'other') return m.index;
    }
  }
  return -1;
}

/**
 * Fees paid ahead: "prepay", "pre-payment", "paid in advance". Postage, freight and returns prepaid are
 * a carriage term, expenses prepaid a reimbursement; a monthly, quarterly or yearly fee in advance is
 * the market form of a subscription.
 */
const PREPAID = /\bpre-?pa(?:y|id|yment)s?\b|\b(?:paid|payable|due)\s+(?:\w+\s+)?in\s+advance\b/i;
const CARRIAGE_OR_PERIODIC =
  /\bpostage|\bfreight|\bshipping|\bcarriage|\bcourier|\bmail(?:ed|ing)?\b|\breturns?\b|\b(?:monthly|quarterly|weekly|annually|yearly)\b|\b(?:per|each|every|of\s+the|of\s+each)\s+(?:calendar\s+)?(?:month|quarter|week|year)\b|\bconsumers?\b|\bend[\s-]users?\b|\b(?:customers?|clients?|subscribers?|users?|members?)\s+(?:who|that)\s+pre-?pa|\bnotices?\b|\bpost\b|\bdelivery\s+service|\bexpenses\b/i;
/** Fees for a service or licence over time; a prepaid order or invoice for goods is self-pays-in-advance's. */
const FEES = /\bfees?\b|\bservices?\b|\bmaintenance\b|\bsubscription|\bsupport\b|\bhosting\b|\blicen[cs]e\b/i;
/** Fees the payer never gets back, whatever happens: said of fees or payments in general, not one upfront sum. */
const NO_REFUND =
  /\bnon-?refundable\b|\bnot\s+(?:be\s+)?(?:entitled\s+to\s+(?:any\s+)?)?refund(?:ed)?\b|\bno\s+refunds?\b|\bwithout\s+(?:any\s+)?refund\b/i;
const FEES_IN_GENERAL =
  /\b(?:all|any)\s+(?:such\s+)?(?:fees|payments|amounts|sums)\b|\b(?:prepaid|service|subscription|maintenance|licen[cs]e)\s+fees?\b|\bpre-?payments?\b/i;
/**
 * The market form of a licence or franchise payment, kept whatever happens: an upfront, signing,
 * milestone or one-time fee, an advance against royalties. A deposit is self-pays-regardless's.
 */
const UPFRONT =
  /\bup-?front\b|\bsigning\b|\bmilestone|\bone-?time\b|\binitial\s+(?:licen[cs]e\s+)?fee|\bdevelopment\s+fee|\bfranchise\s+fee|\badvances?\s+(?:against|towards?|on\s+account)\b|\broyalty\s+advances?\b|\bdeposit|\btax(?:es)?\b|\bexcept\b/i;
/** A refund in the same sentence: the prepayment comes back. */
const REFUNDED = /\brefund|\breimburs|\brepa(?:y|id)\b|\bcredit(?:ed)?\s+(?:against|toward)/i;

/**
 * Whether the reviewed side pays the fees a sentence speaks of: the sentence holds its payment promise,
 * names it as the one with no refund, or the other side only receives the money ("All amounts received
 * by PivX"); failing that, the reviewed side is the paying, receiving side of the contract.
 */
function selfPaysHere(p: RuleInput, sentence: string, sentenceAt: number): boolean {
  for (const s of p.signals)
    if (s.kind === 'must:pay' && s.at >= sentenceAt && s.at < sentenceAt + sentence.length) {
      if (s.who === 'self') return true;
      if (s.who === 'other' || s.who === 'mutual') return false;
    }
  const sides = p.contract.sides;
  if (sides) {
    const entitled = /\bshall\s+not\s+be\s+entitled\s+to\s+(?:any\s+)?refund/i.exec(sentence);
    if (entitled) {
      return sideNamed(sides, sentence.slice(0, entitled.index), 'last') === 'self';
    }
    // The sentence, then its passage ("All fees are non-refundable. ... shall be payable to E.piphany").
    for (const s of [sentence, p.text]) {
      const payer = sideAfter(sides, s, PAYER);
      if (payer) return payer === 'self';
      const payee = payeeNamed(sides, s);
      if (payee) return payee === 'other';
    }
  }
  const c = p.contract;
  return !c.selfSupplies && (c.otherSupplies || c.selfPays);
}

/** "to be paid by Channel Partner to iPass", "payments or portions thereof made by TELKOM": the side the money comes from. */
const PAYER = /\b(?:paid|payable|made)\s+by\s+(?:the\s+)?/gi;
function sideAfter(sides: Sides, s: string, lead: RegExp): Who | undefined {
  lead.lastIndex = 0;
  for (let m = lead.exec(s); m; m = lead.exec(s)) {
    const who = sideRightAt(sides, s, m.index + m[0].length, s.length);
    if (who === 'self' || who === 'other') return who;
  }
  return undefined;
}

/** "received by PivX", "payable to E.piphany", "payment to Excite@Home", "refund ... to Service Recipient": the side the money goes to. */
const PAYEE =
  /\b(?:received\s+by|paid\s+to|payable\s+to|payments?\s+to|refund(?:ed)?\s+(?:[\w ]{0,40}?\s)?to|pre-?pa(?:y|id)\s+to)\s+(?:the\s+)?/gi;
function payeeNamed(sides: Sides, s: string): Who | undefined {
  PAYEE.lastIndex = 0;
  for (let m = PAYEE.exec(s); m; m = PAYEE.exec(s)) {
    const who = sideRightAt(sides, s, m.index + m[0].length, s.length);
    if (who !== 'self' && who !== 'other') continue;
    // A refund names the payer as the one it goes back to.
    return /^refund/i.test(m[0]) ? (who === 'self' ? 'other' : 'self') : who;
  }
  return undefined;
}

/** The offset of fees the reviewed side pays ahead and does not get back, or -1. */
export function selfPrepaysNoRefund(p: RuleInput): number {
  if (!/\bpre-?pa|\bin\s+advance\b|\brefund/i.test(p.text)) return -1;
  for (const { start, text: s } of sentences(p.text, 0, p.text.length)) {
    if (UPFRONT.test(s)) continue;
    const prepaid = PREPAID.test(s) && FEES.test(s) && !CARRIAGE_OR_PERIODIC.test(s);
    // Prepaid and said to be kept, prepaid with no refund anywhere, or every fee kept whatever happens.
    const kept =
      (prepaid && (NO_REFUND.test(s) || (!REFUNDED.test(s) && !p.contract.refundsPrepaid))) ||
      (NO_REFUND.test(s) && FEES_IN_GENERAL.test(s) && !/\bconsumers?\b/i.test(s));
    if (kept && selfPaysHere(p, s, start)) return start;
  }
  return -1;
}

export const MONEY_CONSIDERATION_RULES: readonly Rule[] = [
  // The reviewed side gives its licence, work or rights and the contract says nothing is owed for them,
  // in the whole agreement or once it ends: what it receives in return is then nothing, or rests on
  // another document.
  {
    id: 'self-payment-waived',
    family: 'payment',
    prior: 1.0,
    severity: 'medium',
    match: paymentWaived,
  },
  // Fees paid ahead that never come back: if the other side stops performing, fails or ends the
  // agreement, the payer has paid for what it will not receive and holds only a claim.
  {
    id: 'self-prepays-no-refund',
    family: 'payment',
    prior: 1.0,
    severity: 'medium',
    match: selfPrepaysNoRefund,
    // Years of fees, or every fee of the term, paid ahead.
    harsher: (p, at) => {
      const sentence = p.text.slice(at, at + 400).split(/[.;]\s/)[0] ?? '';
      return PREPAID.test(sentence) && /\b(?:years?|the\s+term|all\b[^.;]{0,60}\bfees)\b/i.test(sentence);
    },
  },
];
