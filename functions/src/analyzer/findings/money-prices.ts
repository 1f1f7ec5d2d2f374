/**
 * Who moves a price, read from the sentence that moves it (rules-payment.ts): a change the other side
 * may make must change a price, and a price "subject to change" hurts the buyer the sentence names,
 * whatever the contract's roles say.
 */
import { sentenceAround } from './rule-patterns';
import type { RuleInput } from './rule-types';
import { mentions, sideRightAt, type Who } from './sides';

/** What a price change changes: a price, fee, rate, charge, discount, royalty, cost or deposit. */
const PRICE_NOUN =
  /\b(?:pric(?:e|es|ing)|fees?|rates?|charges?|discounts?|royalt(?:y|ies)|costs?|deposits?|compensation|commissions?|tariffs?|mark-?ups?)\b/i;
/** "replace ... at no additional charge", "free of cost": a change that costs the payer nothing. */
const AT_NO_CHARGE =
  /\b(?:at\s+no|without(?:\s+any)?|free\s+of)\s+(?:extra\s+|additional\s+|further\s+)?(?:costs?|charges?)\b/i;
/** "shall use commercially reasonable efforts to reduce the price": an effort owed to the payer, not a right. */
const EFFORTS_TO = /^\s*(?:use\s+)?(?:its\s+)?(?:[\w-]+\s+){0,3}?efforts\b/i;

/**
 * A limit the agreement puts on the increase: "agrees not to increase its Maintenance Fees annually by
 * more than six percent (6%)", "increases shall not exceed the CPI", "only once per year". The right to
 * raise a price is then bounded, a smaller risk than a price the other side may set at will.
 */
export const INCREASE_LIMITED =
  /\bnot\s+(?:to\s+)?(?:increase|raise)\b[^.;]{0,80}?\bby\s+more\s+than\b|\bincreases?\b[^.;]{0,60}?\b(?:shall|will|may)\s+not\s+exceed\b|\b(?:increas|adjust)\w*\b[^.;]{0,80}?\b(?:not\s+(?:to\s+)?exceed|no\s+more\s+than|not\s+more\s+than|capped\s+at|limited\s+to)\b[^.;]{0,40}?(?:percent|%|\bCPI\b|consumer\s+price)|\bonly\s+once\s+(?:per|a|in\s+any)\s+(?:year|calendar\s+year|contract\s+year)\b/i;

/**
 * The offset of a change the other side may (or will) make to a price, fee or rate, or -1: the price is
 * the subject of the sentence ("The Maintenance Fees may be increased annually by Changepoint") or the
 * first words the change reaches ("iPass may change the pricing in Exhibit C"). A change of a list of
 * names, a warranty period, training materials or marks is no price change.
 */
export function otherChangesPrice(p: RuleInput): number {
  for (const s of p.signals) {
    if (s.who !== 'other' || !/^(?:may|must):change$/.test(s.kind)) continue;
    const sentence = sentenceAround(p.text, s.at);
    const after = p.text.slice(s.end, Math.max(s.end, sentence.end));
    if (EFFORTS_TO.test(after) || AT_NO_CHARGE.test(sentence.text)) continue;
    const reach = after.split(/[,;:]/)[0]!.slice(0, 120);
    if (PRICE_NOUN.test(p.text.slice(sentence.start, s.end)) || PRICE_NOUN.test(reach)) return s.at;
  }
  return -1;
}

/**
 * A price said to be subject to change, however long the words between ("The price for the Product as set
 * forth in Section 9 herein, sold by SIERRA to ENVISION, shall be subject to change"); "shall not be
 * subject to change" is a fixed price.
 */
export const PRICE_CHANGEABLE =
  /\bpric(?:es?|ing)\b[^.;]{0,160}?\b(?:shall|will|are|is)\s+(?:be\s+)?subject\s+to\s+(?:change|adjustment|increase)/i;

/** "sold by SIERRA to ENVISION", "supplied by the Supplier", "Accuray's then current price lists". */
const SOLD_BY = /\b(?:sold|supplied|charged|provided|furnished|manufactured|invoiced)\s+by\s+(?:the\s+)?/gi;
/**
 * A party's own price list: "Accuray's then current price lists", "NETGEAR's standard prices". A party's
 * rates without such words may be the rates it pays ("the then-effective Shipper's Dedicated Rates").
 */
const OWNS_PRICE =
  /^['’]s?\s+(?:(?:then[\s-]+)?current|standard|published|list)\s+(?:list\s+)?(?:prices?|pricing|price\s+lists?|fees|rates)\b|^['’]s?\s+price\s+lists?\b/i;
/** Prices a reseller charges its own customers are its resale prices, not the price it pays. */
const RESALE = /\b(?:customers|end[\s-]+users|sub-?distributors|resale|re-?sell\w*|retail)\b/i;

/**
 * The seller the sentence around `at` names: the side the goods are "sold by", or whose prices they are;
 * undefined when the sentence names none or speaks of resale prices.
 */
export function sellerNamed(p: RuleInput, at: number): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  const sentence = sentenceAround(p.text, at);
  if (RESALE.test(sentence.text)) return undefined;
  for (const m of sentence.text.matchAll(SOLD_BY)) {
    const end = m.index + m[0].length;
    const first = sideRightAt(sides, sentence.text, end, 60);
    if (first === 'self' || first === 'other') return first;
  }
  for (const m of mentions(sides, sentence.text))
    if ((m.who === 'self' || m.who === 'other') && OWNS_PRICE.test(sentence.text.slice(m.end, m.end + 40)))
      return m.who;
  return undefined;
}
