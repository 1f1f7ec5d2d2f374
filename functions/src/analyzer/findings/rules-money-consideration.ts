/**
 * The review's rules on what the reviewed party receives for what it gives: a payment to it that the
 * contract waives outright ("No royalty or fees of any kind shall be owed by Licensee") or on the end of
 * the agreement ("the license ... shall be converted to a perpetual license pursuant to which Sparkling
 * shall not be required to pay any further fees"). The judge (judge.ts) reads every rule table as one
 * list; explain-money.ts holds their words.
 */
import { selfPayCutOff } from './money-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, type Sides, type Who } from './sides';

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

/** The sentence around `at` (bounded: 300 characters either way). */
function sentenceAt(text: string, at: number, end: number): string {
  const before = text.slice(Math.max(0, at - 300), at);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '));
  const after = text.slice(end, end + 300);
  const stop = after.search(/\.(?:\s|$)|;\s/);
  return before.slice(cut + 1) + text.slice(at, end) + (stop < 0 ? after : after.slice(0, stop));
}

/** The side named first in `s` when `s` opens with it (after `lead`), or undefined. */
function namedAfter(sides: Sides, s: string, lead: RegExp): Who | undefined {
  const m = lead.exec(s);
  if (!m) return undefined;
  return mentions(sides, s.slice(m[0].length)).find((x) => x.at === 0)?.who;
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
      const sentence = sentenceAt(p.text, m.index, end);
      if (!WHOLE_OR_AT_END.test(sentence) || ONLY_DEFERRED_OR_ROUTINE.test(sentence)) continue;
      if (payerOf(sides, p.text, m.index, end, subjectBefore) === 'other') return m.index;
    }
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
];
