/**
 * The rule on who owns what the other side makes from the reviewed side's materials (rules-grants-derived.ts), on
 * real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { oneClauseContract, ruleIdsFor, findingsFor, type Parties } from '../../../../tests/support/one-clause';

const RULE = 'other-owns-derived';

describe("the other side owning what it makes from the reviewed side's materials", () => {
  it('raises modifications of the reviewed side’s tools made and owned by the other side, for the tools’ owner only', () => {
    const parties: Parties = [
      ['Transaction Applications Group, Inc.', 'TAG'],
      ['Legacy Marketing Group, Inc.', 'LMG'],
    ];
    const clause =
      'All modifications of and software derivative of the LMG Tools and Documentation developed by TAG shall be and remain the property of TAG, and LMG shall have no rights or interests therein.';
    const text = oneClauseContract(parties, clause);
    const f = findingsFor(text, 'Legacy Marketing Group, Inc.').find((x) => x.rule.id === RULE);
    expect(f, ruleIdsFor(text, 'Legacy Marketing Group, Inc.').join(', ')).toBeDefined();
    expect(f!.severity).toBe('medium');
    expect(text.slice(f!.start, f!.end)).toBe(clause);
    expect(ruleIdsFor(text, 'Transaction Applications Group, Inc.')).not.toContain(RULE);
  });

  it('does not raise what each party makes owned by the party that made it, nor what the reviewed side makes itself', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['Equifax Inc.', 'Equifax'],
          ['Certegy Inc.', 'Certegy'],
        ],
        'Any modifications, enhancements or Derivative Works lawfully made by either party to any of the foregoing assets shall be owned by the entity that modified or enhanced such asset or created such Derivative Work from such asset.',
      ],
      [
        [
          ['Transaction Applications Group, Inc.', 'TAG'],
          ['Legacy Marketing Group, Inc.', 'LMG'],
        ],
        'All modifications of and software derivative of the TAG Tools developed by LMG shall be and remain the property of LMG.',
      ],
    ];
    // Each party of the first; the maker and owner of the second.
    for (const [name] of cases[0]![0]) expect(ruleIdsFor(oneClauseContract(...cases[0]!), name)).not.toContain(RULE);
    expect(ruleIdsFor(oneClauseContract(...cases[1]!), 'Legacy Marketing Group, Inc.')).not.toContain(RULE);
  });
});
