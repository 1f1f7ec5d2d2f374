/**
 * Who bears a cost, on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both parties:
 * the ordinary allocations of a supply or service contract (carriage, taxes, a party's own expenses, its
 * own duties performed "at its own expense") are the bargain and raise nothing; an open-ended risk or
 * liability taken on alone is raised for the side that takes it.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const PPG: Parties = [
  ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
  ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
];
const rulesFor = (parties: Parties, clause: string, party: string): string[] =>
  findingsFor(oneClauseContract(parties, clause), party).map((f) => f.rule.id);

describe('who bears a cost', () => {
  it.each([
    'PPG SHANGHAI shall bear the cost of transportation from overseas to its own warehouse, insurance and export / import duty for any Products to be sold to Distributor hereunder.',
    'DISTRIBUTOR shall bear all costs of transportation and insurance and will promptly reimburse PPG SHANGHAI if PPG SHANGHAI prepays or otherwise pays for such expenses.',
    'DISTRIBUTOR shall be solely responsible for any and all taxes, Social Security contributions or payments, disability insurance, unemployment taxes, and other payroll-type taxes applicable to such compensation.',
  ])('carriage, insurance in transit and taxes are the bargain: %s', (clause) => {
    for (const [name] of PPG) expect(rulesFor(PPG, clause, name)).not.toContain('self-bears-costs');
  });

  it('the expenses a party incurs in its own performance are its own', () => {
    const parties: Parties = [
      ['Wheeler Real Estate Investment Trust, Inc.', 'REIT'],
      ['Jon S. Wheeler', 'CONSULTANT'],
    ];
    const clause =
      'Except for limited authorized expenditures expressly agreed to and authorized by REIT, such as pre-approved, reasonable travel expenses, CONSULTANT shall be responsible for paying all expenses incurred by him/her in the performance of this Agreement.';
    expect(rulesFor(parties, clause, 'Jon S. Wheeler')).not.toContain('self-bears-costs');
  });

  it('all risk and liability of handling the products, taken on alone, is still raised', () => {
    const clause =
      'DISTRIBUTOR assumes all responsibility, risk and liability arising from (i) the unloading, discharge, storage, handling and use of the Products, including use thereof alone or in combination with other substances.';
    expect(rulesFor(PPG, clause, 'NeoMedia Micro Paint Repair')).toContain('self-bears-costs');
    expect(rulesFor(PPG, clause, 'PPG Paints Trading (Shanghai) Co Ltd')).not.toContain('self-bears-costs');
  });

  it("a party's own duty performed at its own expense raises no payment finding", () => {
    const parties: Parties = [
      ['Dong-A ST Co., Ltd.', 'Dong-A'],
      ['NeuroBo Pharmaceuticals, Inc.', 'NeuroBo'],
    ];
    const clause =
      'NeuroBo shall, at its costs and expenses, deliver the API to the place designated by Dong-A no later than thirty days prior to the requested delivery date for the Licensed Products in accordance with the Firm Order.';
    const families = findingsFor(oneClauseContract(parties, clause), 'NeuroBo Pharmaceuticals, Inc.').map(
      (f) => f.rule.family,
    );
    expect(families).not.toContain('payment');
  });
});
