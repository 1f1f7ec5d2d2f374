import { describe, expect, it } from 'vitest';
import { analyzeContract } from './engine';
import { proposeRedline } from './redline';

// A keep-well in the words of the dev set's capital maintenance agreements: the parent promises capital
// and the insurer only receives it. Neither side's lawyer asks for a cap, force majeure, confidentiality,
// IP ownership or insurance: each would only shield or burden the parent's promise.
const text = `UNCONDITIONAL CAPITAL MAINTENANCE AGREEMENT

This Unconditional Capital Maintenance Agreement (this "Agreement") is made and effective as of March 30, 2011, by and between Harbor Holdings, Inc., a Delaware corporation ("Parent"), and Harbor Life Insurance Company, a Delaware insurer (the "Company").

1. Capital Contributions. Parent shall, within thirty (30) days of the Company's request, contribute to the Company cash in an amount sufficient to cause the Company's Total Adjusted Capital to equal or exceed 250% of its Company Action Level RBC.

2. Subordination. Any payment by the Company to Parent shall be subordinated to the Company's obligations to its policyholders.

3. Termination. This Agreement may be terminated by either party on thirty (30) days' prior written notice, but no termination shall affect any contribution requested before it takes effect.

4. Governing Law. This Agreement shall be governed by the laws of the State of Delaware, and the parties submit to the exclusive jurisdiction of the courts of the State of Delaware.
`;

const review = (behalfOf: string) => analyzeContract({ contractText: text, behalfOf });

describe('missing protections in a one-way support undertaking', () => {
  for (const side of ['Harbor Life Insurance Company', 'Harbor Holdings, Inc.'])
    it(`asks ${side} to add none of a trading contract's clauses`, () => {
      const a = review(side);
      expect(a.risk_assessment_issues.missing_clauses.map((m) => m.category)).toEqual([]);
      const added = proposeRedline({ contractText: text, analysis: a, behalfOf: side }).modifications.filter(
        (m) => m.type === 'add_clause',
      );
      expect(added).toEqual([]);
    });

  it('still reports a governing law clause the undertaking lacks', () => {
    const without = text.replace(/4\. Governing Law\.[^\n]+\n/, '');
    const a = analyzeContract({ contractText: without, behalfOf: 'Harbor Life Insurance Company' });
    expect(a.risk_assessment_issues.missing_clauses.map((m) => m.category)).toContain('governing-law');
  });
});
