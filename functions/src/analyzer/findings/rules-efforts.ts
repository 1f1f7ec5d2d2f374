/**
 * The other side's part stated as a basis of effort, not a duty to a result: "the Services will be
 * performed ... on a best endeavours basis", "Kubient shall proceed with recovery of the amounts due on a
 * best effort basis", "the Agent will ... assist in the sale of Shares on a best efforts basis". The
 * reviewed side cannot hold the other to the outcome, only to trying. (An efforts verb, "shall use
 * reasonable efforts to", is read by verbs.ts and judged by 'other-efforts-only' in rules-terms.ts.)
 * explain-efforts.ts holds the words.
 */
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, sideRightAt, type Who } from './sides';

/** "on a best efforts basis", "on a commercially reasonable efforts basis", "upon a best endeavours basis". */
const EFFORTS_BASIS =
  /\b(?:on|upon)\s+an?\s+(?:(?:best|reasonable|reasonably|commercially|commercial|good|faith|diligent|all)\s+){1,3}(?:efforts?|endeavou?rs?)\s+basis\b/gi;

/** A modal that makes its subject do something ("Kubient shall proceed", "the Agent will seek"), not a passive. */
const ACTIVE = /\b(?:shall|will|must|(?:agrees?|undertakes?)\s+to)\s+(?!(?:not\s+)?be\b)/gi;
/** A promise about what will be done ("CRO warrants to Client that the Services will be performed"). */
const PROMISES = /\b(?:warrants?|represents?|covenants?|agrees?|undertakes?|guarantees?)\b/gi;

/** The side named just before `at` ("Kubient | shall", "CRO | warrants"), a few words at most between. */
function sideJustBefore(p: RuleInput, from: number, at: number): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  const lead = p.text.slice(from, at);
  const named = mentions(sides, lead);
  const last = named[named.length - 1];
  return last && /^(?:\s+[\w,()-]+){0,3}\s*$/.test(lead.slice(last.end)) ? last.who : undefined;
}

/**
 * Whose part the basis qualifies: the subject of the last active modal before it in the sentence
 * ("Customer acknowledges and agrees that Kubient shall proceed ... on a best effort basis" is Kubient's;
 * "the Agent will seek ..." is a non-party's), else the side that promises what will be done ("CRO warrants
 * ... that the Services will be performed ... on a best endeavours basis") or whose obligation it is ("The
 * obligation of the Contractor to administer the Offering on a best efforts basis").
 */
function heldBy(p: RuleInput, at: number): Who | undefined {
  const { start } = sentenceAround(p.text, at);
  const before = p.text.slice(start, at);
  const last = (re: RegExp): number => {
    let found = -1;
    re.lastIndex = 0;
    for (let m = re.exec(before); m; m = re.exec(before)) found = m.index;
    return found;
  };
  const modal = last(ACTIVE);
  if (modal >= 0) return sideJustBefore(p, start, start + modal);
  const promise = last(PROMISES);
  if (promise >= 0) return sideJustBefore(p, start, start + promise);
  const of = /\bobligations?\s+of\s+(?:the\s+)?/i.exec(before);
  const sides = p.contract.sides;
  return of && sides ? sideRightAt(sides, p.text, start + of.index + of[0].length, 60) : undefined;
}

function otherEffortsBasisAt(p: RuleInput): number {
  if (!/\bbasis\b/i.test(p.text)) return -1;
  EFFORTS_BASIS.lastIndex = 0;
  for (let m = EFFORTS_BASIS.exec(p.text); m; m = EFFORTS_BASIS.exec(p.text))
    if (heldBy(p, m.index) === 'other') return m.index;
  return -1;
}

/**
 * Efforts to accommodate the reviewed side's own requests beyond the agreed terms ("Licensor will use
 * commercially reasonable efforts to comply with each such request", "to accommodate Excite@Home's requested
 * changes", "to meet increases/decreases requested by EMV"): the fair standard for an extra, not a weak duty.
 * Tested on the words after the other side's modal.
 */
export const ACCOMMODATES_REQUEST =
  /^[^.;]{0,60}?\b(?:efforts?|endeavou?rs?|attempt|try|strive)\s+to\s+(?:\w+ly\s+)?(?:accommodate|meet|comply\s+with|honou?r|fulfil+|satisfy)\b[^.;]{0,60}?\brequest(?:s|ed)?\b/i;

export const EFFORTS_RULES: readonly Rule[] = [
  {
    id: 'other-efforts-basis',
    family: 'service-levels',
    prior: 1.0,
    severity: 'medium',
    match: otherEffortsBasisAt,
  },
];
