/**
 * A mutual right to terminate on notice alone is a way out at will for the side that receives the work,
 * even where the same sentence lists grounds for an immediate termination (a dev development agreement,
 * CUAD, CC BY 4.0); a notice tied to a ground is not.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const PARTIES: [string, string][] = [
  ['Document Security Systems, Inc.', 'DSS'],
  ['HotApp International Ltd.', 'Developer'],
];
const PAYS =
  'DSS shall pay Developer the sum of US $23,000 per month for the development services set forth in Schedule 1.';
const rules = (clause: string) =>
  findingsFor(oneClauseContract(PARTIES, `${clause}\n\n3. ${PAYS}`), 'Document Security Systems, Inc.').map(
    (f) => f.rule.id,
  );

describe('termination on notice alone', () => {
  it('is at will beside the listed grounds for immediate termination', () => {
    expect(
      rules(
        'Either party may terminate this Agreement prior to expiration of the Term: (i) upon thirty (30) days prior written notice, or (ii) immediately upon written notice to the other party if the other party becomes insolvent.',
      ),
    ).toContain('mutual-termination-at-will');
  });

  it('is not at will when the notice is tied to a ground', () => {
    expect(
      rules(
        'Either party may terminate this Agreement upon thirty (30) days prior written notice if the other party materially breaches this Agreement and fails to cure the breach, or immediately if the other party becomes insolvent.',
      ),
    ).not.toContain('mutual-termination-at-will');
  });
});
