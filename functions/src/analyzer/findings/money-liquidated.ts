/**
 * Who pays a liquidated sum or termination fee, read from its own sentence (rules-payment.ts): a fixed sum
 * is the payer's risk and the payee's protection, so the finding must not go to the side paid.
 */
import { LIQUIDATED, onlySelfPays, sentenceAround } from './rule-patterns';
import { has, re } from './rule-kit';
import type { RuleInput } from './rule-types';
import { flip, mentions, type Who } from './sides';

/** "Monsanto shall pay", "Customer agrees to pay", "the Party ... shall be liable": the side named pays. */
const PAYER_AFTER =
  /^\s*(?:\([^)]{0,40}\)\s*)?,?\s*(?:shall|will|must|agrees?\s+to|undertakes?\s+to|is\s+(?:required|obliged|obligated)\s+to)\s+(?:[\w,]+\s+){0,4}?(?:pay|be\s+liable|compensate|reimburse|owe)\b/i;
/** "require Party B to pay", "request the Licensee to pay": the side named pays. */
const PAYER_BEFORE = /\b(?:require|request|demand|ask|oblige)s?\s+(?:that\s+)?(?:the\s+)?$/i;
/** "payable to the Agent", "pay DD", "a written request from YourNetPlus.com": the side named is paid. */
const PAYEE_BEFORE =
  /\b(?:pay|payments?|payable|paid|due|owing|owed|remit)\b[^.;]{0,60}?\bto\s+(?:the\s+)?$|\bpay\s+(?:the\s+)?$|\b(?:request|demand|notice|claim)\s+(?:from|of|by)\s+(?:the\s+)?$/i;
/** "the Repairer shall invoice", "Buyer may deduct", "Licensor shall be entitled to recover": the side named is paid. */
const PAYEE_AFTER =
  /^\s*(?:shall|will|may)\s+(?:be\s+entitled\s+to\s+)?(?:\w+\s+){0,2}?(?:deduct|claim|recover|collect|receive|require|request|demand|withhold|invoice|charge)\b|^\s*(?:is|shall\s+be)\s+entitled\s+to\s+(?:claim|recover|receive|collect|request|require|demand|deduct)\b/i;

/**
 * The side that pays the sum the sentence around `at` names: the first side the sentence names as payer
 * or, failing that, the opposite of the side it names as paid; undefined when it names neither.
 */
export function sumPayer(p: RuleInput, at: number): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  const sentence = sentenceAround(p.text, at).text;
  let payee: Who | undefined;
  for (const m of mentions(sides, sentence)) {
    if (m.who !== 'self' && m.who !== 'other') continue;
    const before = sentence.slice(Math.max(0, m.at - 80), m.at);
    const after = sentence.slice(m.end, m.end + 80);
    if (PAYER_AFTER.test(after) || PAYER_BEFORE.test(before)) return m.who;
    if (!payee && (PAYEE_BEFORE.test(before) || PAYEE_AFTER.test(after))) payee = m.who;
  }
  return payee && flip(payee);
}

/**
 * The offset of a liquidated sum or termination fee the reviewed side may have to pay, or -1: a payment
 * duty of its own or one with no payer named in the passage, unless the sum's own sentence makes the
 * other side the payer ("Monsanto shall pay to the Agent the Termination Fee" is Monsanto's, not the Agent's).
 */
export function liquidatedOnSelf(p: RuleInput): number {
  const ownDuty = has(p, 'self', /^must:(?:pay|liable)$/) >= 0;
  if (!ownDuty && has(p, 'none', /^must:/) < 0) return -1;
  const at = re(p, LIQUIDATED);
  if (at < 0) return -1;
  const payer = sumPayer(p, at);
  if (payer === 'self') return at;
  // A sum whose payer the passage does not name ("The Termination Fee payable shall vary ...", "Party B shall
  // pay liquidated damages" where "Party B" is no side the reader knows) is the reviewed side's only when it is
  // the paying side of the contract: otherwise it would be raised for both sides, and for the side paid.
  return payer === undefined && (ownDuty || onlySelfPays(p)) ? at : -1;
}
