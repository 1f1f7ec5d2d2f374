/**
 * A goal or an intention of the other side where the reviewed side needs a promise: "It is the goal of the
 * Seller Trusts to have all of the Shares sold ... not earlier than six (6) months", "it is the intention of
 * ETI that the terms ... shall be no less favourable to Nortel", "The Company intends to comply with the
 * employer pension duties". None of them binds the other side, so the reviewed side has nothing to enforce.
 * PERFORMANCE_RULES (rules-performance.ts) carries them into the judge; explain-duties.ts holds their words.
 */
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, sideRightAt } from './sides';

/** "it is the goal of", "it is the intention of": the holder is named right after. */
const GOAL_OF =
  /\bit\s+is\s+the\s+(?:goal|intention|intent|expectation|objective|aim|hope|desire)\s+of\s+(?:the\s+)?/gi;
/** "X intends to", "X expects to": the holder opens the sentence. */
const INTENDS = /\b(?:intends|expects|hopes|aims)\s+to\s+(?!the\b)/gi;

function otherIntentionAt(p: RuleInput): number {
  const sides = p.contract.sides;
  if (
    !sides ||
    !/\b(?:goal|intention|intent|expectation|objective|aim|hope|desire|intends|expects|hopes|aims)\b/i.test(p.text)
  )
    return -1;
  GOAL_OF.lastIndex = 0;
  for (let m = GOAL_OF.exec(p.text); m; m = GOAL_OF.exec(p.text)) {
    const end = m.index + m[0].length;
    if (sideRightAt(sides, p.text, end, 80) === 'other') return m.index;
  }
  INTENDS.lastIndex = 0;
  for (let m = INTENDS.exec(p.text); m; m = INTENDS.exec(p.text)) {
    const { start } = sentenceAround(p.text, m.index);
    // Only a sentence that opens with the other side's name: "if Aimmune intends to ..." is a condition.
    const lead = p.text.slice(start, m.index).replace(/^\s*(?:[\d.]+\s+)?(?:the\s+)?/i, '');
    const named = mentions(sides, lead);
    if (
      named.length === 1 &&
      named[0]!.who === 'other' &&
      named[0]!.at === 0 &&
      lead.slice(named[0]!.end).trim() === ''
    )
      return m.index;
  }
  return -1;
}

export const INTENTION_RULES: readonly Rule[] = [
  {
    id: 'other-intention-only',
    family: 'other',
    prior: 1.0,
    severity: 'medium',
    match: otherIntentionAt,
  },
];
