/**
 * Money terms the other side controls or leaves open, read for the reviewed side: its own pay set at the
 * payer's discretion, and a price left to be agreed or determined later. Part of the money table
 * (rules-money.ts, in its place there); explain-money.ts holds their words.
 */
import { onlySelfSupplies, sentenceAround, onlyOtherPays } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions } from './sides';

/** The reviewed side's pay: a fee, compensation, bonus, commission or remuneration, or a share of it. */
const PAY_NOUN =
  /\b(?:fees?|compensation|bonus(?:es)?|commissions?|remuneration|salary|incentive\s+payments?|royalt(?:y|ies))\b/i;
/**
 * Whose decision the pay is: "at the discretion of Emerald", "in its sole discretion", "as the Board of
 * Directors of the Company will decide", "as determined by the Company". The words before the group name
 * the deciding side.
 */
const DECIDED_BY =
  /\b(?:at|in)\s+(?:the\s+)?(?:sole\s+|absolute\s+|own\s+)*discretion\s+of\s+(?:the\s+)?(.{1,60}?)(?=[,.;]|$)|\b(?:at|in)\s+(.{1,40}?)['’]s?\s+(?:sole\s+|absolute\s+|own\s+|reasonable\s+)*discretion\b|\bas\s+(?:the\s+)?(.{1,60}?)\s+(?:will|shall|may)\s+(?:\w+\s+)?(?:decide|determine)\b|\b(?:determined|decided|fixed|set)\s+(?:solely\s+)?by\s+(?:the\s+)?(.{1,60}?)\s+in\s+its\s+(?:sole\s+|absolute\s+)*discretion\b/gi;
/** A discretion the payee holds or that bounds the payer: "reasonable discretion exercised in good faith" is still the payer's; "not in its discretion" is none. */
const NOT_DISCRETION = /\bnot\s+(?:be\s+)?(?:at|in)\s+(?:the\s+|its\s+)?(?:sole\s+)?discretion\b/i;
/** Reimbursed expenses and the payer's own charges to third parties are not the payee's pay. */
const NOT_PAY = /\breimburs\w*|\bexpenses?\b|\bcharge\s+(?:its\s+)?(?:customers|users|end[\s-]users)\b/i;

/**
 * The offset of a sentence in which the other side decides whether, how much or by whom the reviewed side
 * is paid, or -1. The reviewed side must be the payee: the other side is the paying side of the contract,
 * or the reviewed side is named in the sentence as the one paid.
 */
function payDecidedByOther(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !onlyOtherPays(p) || !PAY_NOUN.test(p.text)) return -1;
  for (const m of p.text.matchAll(DECIDED_BY)) {
    const sentence = sentenceAround(p.text, m.index);
    if (!PAY_NOUN.test(sentence.text) || NOT_PAY.test(sentence.text) || NOT_DISCRETION.test(sentence.text)) continue;
    const owner = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    const named = mentions(sides, owner);
    // "in its sole discretion": the sentence's subject decides; the reviewed side must not be it.
    const who = /^(?:its|their)$/i.test(owner.trim())
      ? mentions(sides, p.text.slice(sentence.start, m.index))[0]?.who
      : named[named.length - 1]?.who;
    if (who === 'other') return m.index;
  }
  return -1;
}

/**
 * The price of what the contract is about left open: "the price of Products will be determined by both
 * parties at the beginning of each calendar year", "Wholesale Price ... To Be determined", "Basic Term
 * Lease Rate Factor: To be mutually agreed upon". The buyer has no price it can rely on, and nothing says
 * what applies if the parties never agree. A fee for additional or optional services left to be agreed is
 * the ordinary way to price what is not yet asked for (ADDED_SERVICE).
 */
const PRICE_TO_BE_AGREED =
  /\b(?:(?:purchase|wholesale|unit|product|transfer|supply|base|contract)\s+prices?|prices?\s+(?:of|for)\s+(?:the\s+|each\s+|all\s+)?(?:products?|goods|units?|equipment)|lease\s+rate(?:\s+factor)?|product\s+price)\b[^.;]{0,60}?(?:\b(?:shall\s+be|will\s+be|to\s+be)\s+(?:mutually\s+)?(?:determined|agreed(?:\s+upon)?|negotiated)\b(?!\s+(?:on|in\s+accordance\s+with|pursuant\s+to|as\s+set\s+forth|as\s+follows|under|using|based|according|by\s+reference))|\bTBD\b)/i;
const ADDED_SERVICE = /\badditional\b|\bother\s+services\b|\bfurther\b|\bextra\b|\boptional\b|\bcurrency\b/i;

/**
 * The payee's own fee, rate or mark-up left to a later agreement of the parties: "plus a mark-up at a
 * percentage as agreed upon between both Parties", "pursuant to the rate ... as will be mutually agreed
 * between the Parties". Until the parties agree there is no fee to invoice or sue for. A higher discount, a
 * change "as agreed" or a price guided by a stated method is a bargain already struck, not this (SETTLED_ALREADY).
 */
const FEE_TO_BE_AGREED =
  /\b(?:fees?|compensation|mark-?ups?|percentage|rates?|prices?|royalt(?:y|ies)|remuneration|commissions?)\b[^.;]{0,60}?\b(?:as|to\s+be|shall\s+be|will\s+be)\s+(?:mutually\s+)?(?:agreed|negotiated|determined)\s+(?:upon\s+)?(?:between|by)\s+(?:both\s+|the\s+)?parties\b/i;
const SETTLED_ALREADY =
  /\bor\s+such\s+(?:higher|other|greater|lower)\b|\bany\s+change\s+in\b|\bif\s+no\b|\bin\s+the\s+absence\s+of\b|\bdiscount|\bconsistent\s+with\b/i;
/**
 * "If Transporter provides any compression Services, the fees ... shall be as mutually agreed", "For any such
 * activities, NeuroBo shall pay ... of the fees as agreed": work that may never be asked for.
 */
const CONTINGENT = /^\s*(?:\(?[\w.]+\)\s*)?(?:if|for\s+any\s+(?:such|additional|other))\b/i;

/** The offset of the payee's own fee left to be agreed, or -1. */
function feeToBeAgreed(p: RuleInput): number {
  if (!onlyOtherPays(p) && !onlySelfSupplies(p)) return -1;
  const m = FEE_TO_BE_AGREED.exec(p.text);
  if (!m) return -1;
  const sentence = sentenceAround(p.text, m.index).text;
  return ADDED_SERVICE.test(sentence) || SETTLED_ALREADY.test(sentence) || CONTINGENT.test(sentence) ? -1 : m.index;
}

export const MONEY_TERMS_RULES: readonly Rule[] = [
  // The payee's fee left to a later agreement: it has nothing it can invoice or enforce, and the payer can
  // hold out for its own number. (The payer's side of the same words is price-to-be-agreed.)
  {
    id: 'self-fee-to-be-agreed',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: feeToBeAgreed,
  },
  // The payee's pay decided by the payer alone (a discretionary bonus, a fee it may cut, a payer it may
  // substitute): what the reviewed side is paid is not a term it can enforce.
  {
    id: 'self-pay-discretionary',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: payDecidedByOther,
  },
  // A price left to a later agreement hurts the side that buys: it cannot budget, and the seller can hold
  // out for its own number. (For the seller an open price is a price-reopened question.)
  {
    id: 'price-to-be-agreed',
    family: 'pricing',
    prior: 1.0,
    severity: 'medium',
    match: (p) => {
      if (onlySelfSupplies(p) || onlyOtherPays(p)) return -1;
      const m = PRICE_TO_BE_AGREED.exec(p.text);
      return m && !ADDED_SERVICE.test(sentenceAround(p.text, m.index).text) ? m.index : -1;
    },
  },
];
