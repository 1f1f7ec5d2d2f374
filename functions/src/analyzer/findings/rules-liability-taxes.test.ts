/**
 * An indemnity for the indemnifying side's own taxes is not raised, one that reaches its acts and
 * performance still is, on real sentences of the dev contracts (CUAD, CC BY 4.0), read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

describe('indemnities for taxes', () => {
  it("does not raise a consultant's indemnity for the withholding taxes on its own compensation", () => {
    const parties: Parties = [
      ["Giggles N' Hugs, Inc.", 'Company'],
      ['Kiddo, Inc.', 'Consultant'],
    ];
    const text = oneClauseContract(
      parties,
      'Consultant will indemnify the Company and hold it harmless from and against all claims, damages, losses, costs and expenses, including reasonable fees and expenses of attorneys and other professionals, relating to any obligation imposed by law on the Company to pay any withholding taxes, social security, unemployment or disability insurance, or similar items in connection with compensation received by Consultant pursuant to this Agreement.',
    );
    expect(ruleIdsFor(text, 'Kiddo, Inc.')).not.toContain('self-indemnifies');
    expect(ruleIdsFor(text, "Giggles N' Hugs, Inc.")).not.toContain('self-indemnifies');
  });

  it('still raises an indemnity that names taxes beside the performance of the services', () => {
    const parties: Parties = [
      ['Driven Deliveries, Inc.', 'Company'],
      ['TruckThat LLC', 'Consultant'],
    ];
    const text = oneClauseContract(
      parties,
      "Consultant agrees to indemnify and hold harmless the Company and its affiliates and subsidiaries and their respective directors, officers and employees from and against all taxes, losses, damages, liabilities, costs and expenses, including attorneys' fees and other legal expenses, arising directly or indirectly from or in connection with (i) any negligent, reckless or intentionally wrongful act of Consultant or Consultant's assistants, employees, contractors or agents, (ii) performance of the Services or any breach by the Consultant or Consultant's assistants, employees, contractors or agents of any of the covenants contained in this Agreement.",
    );
    expect(ruleIdsFor(text, 'TruckThat LLC')).toContain('self-indemnifies');
    expect(ruleIdsFor(text, 'Driven Deliveries, Inc.')).not.toContain('self-indemnifies');
  });
});
