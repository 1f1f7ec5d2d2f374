/**
 * What a finding says in its title, on real sentences of the dev contracts (CUAD, CC BY 4.0): a freedom the other
 * side keeps is said in the clause's own words, and a release of the reviewed side is not read as its restriction.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

// CPDC's supply agreement with FUSION (CUAD cuad_bde65a556e83).
const SUPPLY: [string, string][] = [
  ['FUSION Pharmaceuticals Inc.', 'FUSION'],
  ['Centre for Probe Development and Commercialization', 'CPDC'],
];
const CPDC = 'Centre for Probe Development and Commercialization';

describe('the words of a finding', () => {
  it('what the other side need not do is quoted, not "is not obliged to perform here"', () => {
    const clause =
      'CPDC or FUSION shall provide to each other prompt notice of any information either of them receives regarding the safety of the Precursor; provided, however, that FUSION shall not be required to provide Clinical Trial reporting to CPDC.';
    const f = findingsFor(oneClauseContract(SUPPLY, clause), CPDC).find((x) => x.rule.id === 'other-not-obliged');
    expect(f?.words.title).toBe('FUSION need not provide Clinical Trial reporting to CPDC.');
  });

  it('"will not have an indemnification obligation" frees the side it names: no restriction found for it', () => {
    const clause =
      'CPDC will not have an indemnification obligation with respect to any Claim to the extent that FUSION has an indemnification obligation under Section 10.2.';
    const ids = findingsFor(oneClauseContract(SUPPLY, clause), CPDC).map((x) => x.rule.id);
    expect(ids).not.toContain('self-restricted');
  });

  it('"will not have the obligations ... with respect to the Recall" frees the supplier: no restriction found for it', () => {
    const clause =
      "If the consulting firm dissents from FUSION'S determination, CPDC will not have the obligations set forth herein with respect to the Recall and FUSION will pay the fees of such consulting firm.";
    const ids = findingsFor(oneClauseContract(SUPPLY, clause), CPDC).map((x) => x.rule.id);
    expect(ids).not.toContain('self-restricted');
  });
});
