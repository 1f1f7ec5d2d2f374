/**
 * A goal or an intention of the other side where the reviewed side needs a promise: "It is the goal of the
 * Seller Trusts to have all of the Shares sold ... not earlier than six (6) months", "it is the intention of
 * ETI that the terms ... shall be no less favourable to Nortel", "The Company intends to comply with the
 * employer pension duties", "Resellers are expected to actively market", "we ... ask resellers not to promote ...
 * via unsolicited e-mail". None of them binds the other side, so the reviewed side has nothing to enforce.
 * PERFORMANCE_RULES (rules-performance.ts) carries them into the judge; explain-duties.ts holds their words.
 */
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, sideRightAt, type Sides } from './sides';

/** "it is the goal of", "it is the intention of": the holder is named right after. */
const GOAL_OF =
  /\bit\s+is\s+the\s+(?:goal|intention|intent|expectation|objective|aim|hope|desire)\s+of\s+(?:the\s+)?/gi;
/** "X intends to", "X expects to": the holder opens the sentence. */
const INTENDS = /\b(?:intends|expects|hopes|aims)\s+to\s+(?!the\b)/gi;
/**
 * "Resellers are expected to actively market", "the Agent is expected to confirm the first purchase order":
 * an expectation of the holder, who opens the sentence, not a duty. Not what is expected to happen ("is
 * expected to incur", "to exceed", "to continue").
 */
const EXPECTED =
  /\b(?:is|are)\s+(?:also\s+)?(?:expected|encouraged|urged)\s+to\s+(?!(?:be|have|incur|occur|exceed|include|continue|end|commence|begin|take\s+place|result|cost)\b)/gi;
/** "we ... specifically ask resellers not to promote ... via unsolicited e-mail": a request, not a covenant. */
const ASKED_NOT =
  /\b(?:ask|asks|request|requests|urge|urges)\s+(?:all\s+|its\s+|our\s+|the\s+)?([A-Za-z][\w-]+)\s+not\s+to\b/gi;
/** "may request X not to", "if we ask X not to": a right to ask or a condition, not the request itself. */
const MAY_ASK = /\b(?:may|can|shall|will|to|if|when|where|should)\s+$/i;
/** What opens a sentence before its subject: a number, "provided, however, that", "the". */
const LEAD = /^\s*(?:[\d.]+\s+)?(?:provided,?\s+(?:however,?\s+)?that\s+)?(?:the\s+)?/i;

/** Whether `words` are the other side's name alone, also as running text writes it for a class ("resellers"). */
function namesOther(sides: Sides, words: string): boolean {
  if (words === '') return false;
  const one = words.replace(/s$/, '');
  const title = one.charAt(0).toUpperCase() + one.slice(1);
  return [words, title].some((w) => {
    const named = mentions(sides, w);
    return named.length === 1 && named[0]!.who === 'other' && named[0]!.at === 0 && named[0]!.end === w.length;
  });
}

/** The holder alone opens the sentence before `at` ("ETI intends to", "Resellers are expected to"). */
function heldByOther(p: RuleInput, sides: Sides, at: number): boolean {
  const { start } = sentenceAround(p.text, at);
  // Only a sentence that opens with the other side's name: "if Aimmune intends to ..." is a condition.
  return namesOther(sides, p.text.slice(start, at).replace(LEAD, '').trim());
}

function otherIntentionAt(p: RuleInput): number {
  const sides = p.contract.sides;
  if (
    !sides ||
    !/\b(?:goal|intention|intent|expectation|objective|aim|hope|desire|intends|expects|hopes|aims|expected|encouraged|urged|ask|asks|requests?|urges)\b/i.test(
      p.text,
    )
  )
    return -1;
  GOAL_OF.lastIndex = 0;
  for (let m = GOAL_OF.exec(p.text); m; m = GOAL_OF.exec(p.text)) {
    const end = m.index + m[0].length;
    if (sideRightAt(sides, p.text, end, 80) === 'other') return m.index;
  }
  // A request to refrain first: left to the other side's goodwill, the conduct falls on the reviewed side.
  ASKED_NOT.lastIndex = 0;
  for (let m = ASKED_NOT.exec(p.text); m; m = ASKED_NOT.exec(p.text))
    if (!MAY_ASK.test(p.text.slice(Math.max(0, m.index - 12), m.index)) && namesOther(sides, m[1]!)) return m.index;
  for (const re of [INTENDS, EXPECTED]) {
    re.lastIndex = 0;
    for (let m = re.exec(p.text); m; m = re.exec(p.text)) if (heldByOther(p, sides, m.index)) return m.index;
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
