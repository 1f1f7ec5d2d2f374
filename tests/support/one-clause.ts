/**
 * A one-clause contract for the review's unit tests (functions/src/analyzer/findings): two parties
 * defined in the preamble, the clause under test as section 1, a governing-law section 2; and the
 * check that the clause is judged for the side it burdens and raises nothing for the side it protects.
 */
import { expect } from 'vitest';
import { buildContext } from '../../functions/src/analyzer/engine';
import { review } from '../../functions/src/analyzer/findings/judge';

export type Parties = [name: string, role: string][];

export const oneClauseContract = (parties: Parties, clause: string): string =>
  `AGREEMENT\n\nThis Agreement is made between ${parties.map(([n, r]) => `${n} ("${r}")`).join(' and ')}.\n\n1. ${clause}\n\n2. This Agreement is governed by the laws of the State of New York.\n`;

export const findingsFor = (text: string, party: string) => review(text, buildContext(text, party).sides).findings;
/** The rules judged for `party` in `text`, and in a one-clause contract between `parties`. */
export const ruleIdsFor = (text: string, party: string) => findingsFor(text, party).map((f) => f.rule.id);
export const clauseRuleIds = (parties: Parties, clause: string, party: string) =>
  ruleIdsFor(oneClauseContract(parties, clause), party);

export interface OneSideCase {
  parties: Parties;
  clause: string;
  /** The sentence the finding must cite (default: the whole clause). */
  cites?: string;
  /** The role the clause burdens, the rule expected for it, and the severity. */
  burdens: string;
  rule: string;
  severity: 'high' | 'medium' | 'low';
}

/** The burdened side gets `rule` citing the decisive sentence; the protected side gets no finding. Returns the finding. */
export function expectJudgedForOneSide(c: OneSideCase) {
  const text = oneClauseContract(c.parties, c.clause);
  const burdened = c.parties.find(([, r]) => r === c.burdens)!;
  const protectedParty = c.parties.find(([, r]) => r !== c.burdens)!;
  const mine = findingsFor(text, burdened[0]);
  const finding = mine.find((f) => f.rule.id === c.rule);
  expect(finding, `rules found: ${mine.map((f) => f.rule.id).join(', ')}`).toBeDefined();
  expect(finding!.severity).toBe(c.severity);
  // The citation is the decisive sentence, exactly.
  expect(text.slice(finding!.start, finding!.end)).toBe(c.cites ?? c.clause);
  expect(findingsFor(text, protectedParty[0]).map((f) => f.rule.id)).toEqual([]);
  return finding!;
}
