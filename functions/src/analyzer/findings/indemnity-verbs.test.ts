/**
 * An indemnity written behind a payment verb ("agrees to reimburse and indemnify") is read as an
 * indemnity, so a contract where each side indemnifies the other is never called one-way.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor } from '../../../../tests/support/one-clause';
import { buildContext } from '../engine';
import { review } from './judge';

// The trademark indemnities of a real dev endorsement agreement (CUAD cuad_d683aa8f92ef, CC BY 4.0), 1.A.
const text = `ENDORSEMENT AGREEMENT

This Agreement is made between Holiday RV Superstores, Inc. (the "Company") and Affinity Group, Inc. ("AGI").

1. If the Company promptly notifies AGI in writing of a third party claim against the Company alleging that the Company's use of the Trademarks infringes a United States registered trademark, AGI will defend such claim at its expense and will indemnify the Company, its agents and representatives, for all losses, claims, charges, costs and expenses incurred by the Company as a result of such claim. The Company hereby agrees to reimburse and indemnify and hold AGI harmless from and against all losses, claims, charges, costs and expenses (including reasonable attorneys' fees) incurred by AGI as a result of any claim involving or arising in connection with any use other than an Approved Use.

2. This Agreement is governed by the laws of the State of Minnesota.
`;

describe('an indemnity behind a payment verb', () => {
  it('is read as the promising side\'s indemnity ("agrees to reimburse and indemnify and hold AGI harmless")', () => {
    const facts = review(text, buildContext(text, 'Affinity Group, Inc.').sides).facts;
    expect(facts.otherIndemnifies).toBe(true);
    expect(facts.selfIndemnifies).toBe(true);
  });

  it('so neither side is told the indemnity runs one way', () => {
    for (const side of ['Affinity Group, Inc.', 'Holiday RV Superstores, Inc.']) {
      const titles = findingsFor(text, side).map((f) => f.words.title);
      // Each side's own indemnity is still raised, as an indemnity it gives, not as a one-way one.
      expect(titles.some((t) => /must indemnify/.test(t))).toBe(true);
      expect(titles.join(' | ')).not.toMatch(/One-way indemnity|no indemnity in return/);
    }
  });
});
