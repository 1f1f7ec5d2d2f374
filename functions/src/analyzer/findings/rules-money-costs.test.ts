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

describe("a cost named as one side's responsibility", () => {
  const HGF: Parties = [
    ['Novo Integrated Sciences Inc.', 'NVOS'],
    ['Harvest Gold Farms Inc.', 'HGF'],
  ];
  const JAGUARS: Parties = [
    ['Jacksonville Jaguars, LLC', 'Club'],
    ['The ARC Group, Inc.', 'Sponsor'],
  ];

  it('staffing put on one venturer is raised for it, not for the other', () => {
    const clause =
      'All staffing, including but not limited to, management, specialized or general labor requirements for farming will be the sole responsibility of HGF.';
    expect(rulesFor(HGF, clause, 'Harvest Gold Farms Inc.')).toContain('self-bears-costs');
    expect(rulesFor(HGF, clause, 'Novo Integrated Sciences Inc.')).not.toContain('self-bears-costs');
  });

  it("the other side's own costs of a recall put on the sponsor are raised for the sponsor", () => {
    const clause =
      'Any costs or expenses incurred by Club or the Concessionaire with respect to any such recall shall be the sole responsibility of Sponsor.';
    expect(rulesFor(JAGUARS, clause, 'The ARC Group, Inc.')).toContain('self-bears-costs');
    expect(rulesFor(JAGUARS, clause, 'Jacksonville Jaguars, LLC')).not.toContain('self-bears-costs');
  });

  it('taxes, a carve-out from shared costs, an own action and charges approved first are no cost shifted', () => {
    const VALEANT: Parties = [
      ['Dova Pharmaceuticals, Inc.', 'Dova'],
      ['Valeant Pharmaceuticals North America LLC', 'Valeant'],
    ];
    const NINERS: Parties = [
      ['Forty Niners SC Stadium Company LLC', 'Forty Niners SC'],
      ['Violin Memory, Inc.', 'Sponsor'],
    ];
    const cases: [Parties, string, string][] = [
      [
        VALEANT,
        'The costs and expenses of such launch meeting will be shared equally by the Parties, other than travel and lodging for the Sales Representatives which shall be the responsibility of Valeant.',
        'Valeant Pharmaceuticals North America LLC',
      ],
      [
        VALEANT,
        'Taxes imposed on any payment made by Dova to Valeant will be the responsibility of Valeant.',
        'Valeant Pharmaceuticals North America LLC',
      ],
      [
        NINERS,
        'Forty Niners SC may take any action, legal or otherwise, necessary to protect such trademark rights or copyright, provided that all costs and expenses related to such an action shall be the sole responsibility of Forty Niners SC.',
        'Forty Niners SC Stadium Company LLC',
      ],
      [
        [
          ['ELECTRAMECCANICA VEHICLES CORP.', 'EMV'],
          ['CHONGQING ZONGSHEN AUTOMOBILE INDUSTRY CO., LTD.', 'Manufacturer'],
        ],
        'Manufacturer agrees to use commercially reasonable efforts to accommodate requests for rescheduling (acceleration and delay), and before accepting such rescheduling requests, will quote any applicable charges resulting from changes in costs associated with such rescheduling, which charges shall be the sole responsibility of EMV, subject to an updated Purchase Order being signed by both parties.',
        'ELECTRAMECCANICA VEHICLES CORP.',
      ],
    ];
    for (const [parties, clause, party] of cases)
      expect(rulesFor(parties, clause, party)).not.toContain('self-bears-costs');
  });
});
