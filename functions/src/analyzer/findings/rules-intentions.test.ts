/**
 * A goal or intention of the other side is no promise the reviewed side can enforce: raised for the side
 * that relies on it, never for the side that states it (sentences of the dev contracts, CUAD, CC BY 4.0).
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const PARTIES: [string, string][] = [
  ['Entrust Technologies Inc.', 'ETI'],
  ['Nortel Networks Limited', 'Nortel'],
];

describe('a goal or intention, not a promise', () => {
  it('"it is the intention of ETI that the terms ... shall be no less favourable to Nortel" is Nortel\'s risk, not ETI\'s', () => {
    const text = oneClauseContract(
      PARTIES,
      'During the life of the Reseller Agreement, it is the intention of ETI that the terms of the Reseller Agreement shall be no less favourable to Nortel than the terms in effect with any of the resellers of ETI.',
    );
    const nortel = findingsFor(text, 'Nortel Networks Limited').find((f) => f.rule.id === 'other-intention-only');
    expect(nortel?.severity).toBe('medium');
    expect(text.slice(nortel!.start, nortel!.end)).toMatch(
      /^During the life of the Reseller Agreement, it is the intention/,
    );
    expect(findingsFor(text, 'Entrust Technologies Inc.').map((f) => f.rule.id)).not.toContain('other-intention-only');
  });

  it('"ETI intends to" opening a sentence counts; "if ETI intends to" is a condition, and the parties\' joint intention is no one\'s', () => {
    const rules = (clause: string) =>
      findingsFor(oneClauseContract(PARTIES, clause), 'Nortel Networks Limited').map((f) => f.rule.id);
    expect(rules('ETI intends to release a new version of the Products each year during the Term.')).toContain(
      'other-intention-only',
    );
    expect(
      rules('If ETI intends to release a new version of the Products, it shall notify Nortel sixty days in advance.'),
    ).not.toContain('other-intention-only');
    expect(rules('It is the intention of the parties that this Agreement be interpreted fairly.')).not.toContain(
      'other-intention-only',
    );
  });
});
