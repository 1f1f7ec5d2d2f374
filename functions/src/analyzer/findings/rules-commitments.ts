/**
 * A clause that takes back a commitment the reviewed side relies on: "Nothing in this Agreement shall
 * obligate Licensee to distribute, exhibit or otherwise use any Title", "nothing contained in this
 * Agreement shall obligate Bizzingo to sell any specific quantities", "NOTHING IN THIS AGREEMENT SHALL BE
 * ... A COMMITMENT ON THE PART OF EITHER THE COMPANY OR LESSOR TO EXECUTE OR OTHERWISE ENTER INTO ANY
 * EQUIPMENT SCHEDULES". The side named is free not to perform; the other side cannot count on it.
 * TERM_RULES (rules-terms.ts) carries them into the judge; explain-terms.ts holds their words.
 */
import type { Rule, RuleInput } from './rule-types';
import { sideRightAt, type Who } from './sides';

/** "Nothing in this Agreement", "nothing herein", "nothing contained in the foregoing". */
const NOTHING = /\bnothing\b/gi;
/** What frees the party named next: "shall require", "be deemed to obligate", "a commitment on the part of". */
const FREES =
  /\b(?:(?:commitment|obligation|undertaking)\s+(?:on\s+the\s+part\s+of|of|by)|(?:requir(?:e|es|ing)|obligat(?:e|es|ing)|compel(?:s|ling)?)(?:\s+or\s+(?:requir|obligat)\w*)?)\s+/i;
/** A modal or a verb that makes "nothing" the subject of the freeing words. */
const MODAL = /\b(?:shall|will|may|should|is|be|requires|obligates|compels)\b/i;
/** "nothing shall limit the obligation of Licensee to pay": a saving of the duty, not a release from it. */
const SAVES =
  /\b(?:limit|relieve|affect|restrict|prevent|waive|impair|release|reduce|diminish|excuse|prejudice|derogat|modify|alter|supersede|prohibit|preclude|disclaim|construed\s+against)\w*/i;
/**
 * What no party need do in any contract: act against the law or its charter, disclose what the law
 * protects, renew or extend the term. Freeing a party from these takes nothing the other side bargained for.
 */
const ORDINARY =
  /\bcontrary\s+to\b|\bviolat\w*|\bapplicable\s+(?:law|statut)|\bunlawful|\billegal|\bprivilege|\b(?:renew|extend)\b|\bmaterial\s+(?:non-?public\s+)?(?:fact|information)\b|\bunsafe\b|\bimpractic|\bno\s+fault\b/i;
/**
 * The performance the freed side would owe: supplying, buying, selling, funding, carrying, entering
 * into the deals the agreement is for. Using what the reviewed side supplies, receiving a service,
 * enforcing rights against others or changing a timetable is the freed side's own affair.
 */
const PERFORM_VERB =
  'provide|supply|deliver|furnish|perform|sell|purchase|buy|order|underwrite|pay|fund|finance|invest|lend|advance|transport|carry|ship|manufacture|make|develop|transfer|license|distribute|exhibit|market|promote|launch|commerciali[sz]e|support|maintain|host|execute|enter\\s+into|accept|take';
const PERFORMS = new RegExp(`^[^.;]{0,60}?\\bto\\s+(?:\\w+ly\\s+)?(?:${PERFORM_VERB})\\b`, 'i');
/**
 * "Pass will have no obligation to provide Channel Partner with Third Level Technical Support", "shall be
 * under no obligation to ship": the words after the other side's modal that free it from such performance.
 */
// Not a payment it is freed from: the money rules judge a fee the contract waives (rules-money-consideration.ts).
export const NO_DUTY_TO_PERFORM = new RegExp(
  `^\\s*(?:be\\s+under\\s+no|have\\s+no|not\\s+have\\s+any)\\s+(?:obligation|duty)\\s+(?:whatsoever\\s+)?to\\s+(?:\\w+ly\\s+)?(?!pay\\b)(?:${PERFORM_VERB})\\b`,
  'i',
);
/**
 * A freedom that is fair to the reviewed side: until or unless it does its part, beyond the agreed scope,
 * for third parties, for a product it altered or misused, or where its own failure caused the loss.
 */
export const FAIR_LIMIT =
  /\b(?:until|unless|except|beyond\s+the\s+scope|other\s+third\s+parties|not\s+related|altered|modified|misuse|damaged|where\s+[^.;]{0,60}\bfail)/i;
/** Further dealings both sides remain free to decline: a framework with no commitment to deal under it. */
const DEAL =
  /^[^.;]{0,40}?\b(?:enter\s+into|execute|purchase|buy|sell|order|lease|finance|fund|lend)\b[^.;]{0,60}?\b(?:schedules?|orders?|agreements?|quantit(?:y|ies)|volumes?|units?|products?|equipment|goods|supplements?|statements?\s+of\s+work|transactions?)\b/i;

/** The side the freeing words name first: "Licensee", "the Company", "either the Company or Lessor". */
function freedSide(p: RuleInput, from: number): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  const lead = /^(?:either\s+|both\s+|any\s+of\s+)?(?:the\s+)?/i.exec(p.text.slice(from, from + 120))![0].length;
  return sideRightAt(sides, p.text, from + lead, 120 - lead);
}

function notCommittedAt(p: RuleInput): number {
  if (!/\bnothing\b/i.test(p.text)) return -1;
  NOTHING.lastIndex = 0;
  for (let m = NOTHING.exec(p.text); m; m = NOTHING.exec(p.text)) {
    const clause = /^[^.;]{0,220}/.exec(p.text.slice(m.index))![0];
    const f = FREES.exec(clause);
    if (!f) continue;
    const between = clause.slice(0, f.index);
    if (!MODAL.test(between) || SAVES.test(between)) continue;
    const end = f.index + f[0].length;
    if (ORDINARY.test(clause.slice(end)) || !PERFORMS.test(clause.slice(end))) continue;
    const who = freedSide(p, m.index + end);
    if (who === 'other') return m.index;
    // Both sides free to decline further dealings: the side that does not supply cannot count on it.
    if (who === 'mutual' && p.contract.otherSupplies && !p.contract.selfSupplies && DEAL.test(clause.slice(end)))
      return m.index;
  }
  return -1;
}

export const COMMITMENT_RULES: readonly Rule[] = [
  {
    id: 'other-not-committed',
    family: 'other',
    prior: 1.0,
    severity: 'medium',
    // "shall be construed to require" reads as an interpretation clause; the release is no boilerplate.
    despite: ['interpretation'],
    match: notCommittedAt,
  },
];
