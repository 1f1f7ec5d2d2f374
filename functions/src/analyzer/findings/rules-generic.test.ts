/**
 * The generic judgements (rules that weigh a passage by who it binds or empowers, not by its clause
 * family) and the readings under them, on real sentences of the dev contracts (CUAD, CC BY 4.0), each
 * read for both parties: a right of the other side is raised when it can hurt the reviewed side and
 * not when it is a routine permission; a duty is raised for the side it binds, never for the side a
 * relative clause or an "agrees that" clause merely names.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../engine';
import {
  findingsFor,
  oneClauseContract,
  expectJudgedForOneSide,
  type Parties,
} from '../../../../tests/support/one-clause';
import { readSentence } from './readings';

const SNOTARATOR: Parties = [
  ['Snotarator LLC', 'Company'],
  ['SMSA Ballinger Acquisition Corp.', 'Distributor'],
];
const NETGEAR: Parties = [
  ['NETGEAR, Inc.', 'NETGEAR'],
  ['Ingram Micro Inc.', 'Distributor'],
];
const DYNAMEX: Parties = [
  ['Purolator Courier Ltd.', 'Purolator'],
  ['Dynamex Inc.', 'Dynamex'],
];
const GE: Parties = [
  ['General Electric Capital Corporation', 'Lessor'],
  ['Duckwall-Alco Stores, Inc.', 'Company'],
];

/** Every finding each party gets from the one clause. */
const both = (parties: Parties, clause: string) => {
  const text = oneClauseContract(parties, clause);
  return parties.map(([name]) => findingsFor(text, name).map((f) => f.rule.id));
};

describe('a right of the other side', () => {
  it('to cancel orders at any time before shipment is raised for the side that ships', () => {
    expectJudgedForOneSide({
      parties: SNOTARATOR,
      clause:
        '3.03. Cancellation. Distributor may, at any time prior to the scheduled date of shipment, cancel any or all Products on order upon giving timely written notice.',
      cites:
        'Distributor may, at any time prior to the scheduled date of shipment, cancel any or all Products on order upon giving timely written notice.',
      burdens: 'Company',
      rule: 'other-right',
      severity: 'low',
    });
  });

  // The discretion makes it weigh more than a bare right (rules-discretion.ts reads "in its sole discretion").
  it('"retains the right, in its sole discretion, to ... modify the Products" is raised for the distributor', () => {
    expectJudgedForOneSide({
      parties: [
        ['Erchonia Corporation', 'Erchonia'],
        ['Medical Lasers Manufacturer', 'Distributor'],
      ],
      clause:
        'Erchonia retains the right, in its sole discretion, to add, delete, upgrade, or modify the Products from time to time.',
      burdens: 'Distributor',
      rule: 'other-discretion',
      severity: 'medium',
    });
  });

  it('to issue a purchase order for billing is a routine permission: no finding for either side', () => {
    const parties: Parties = [
      ['PC Quote, Inc.', 'PCQ'],
      ['A.B. Watley, Inc.', 'ABW'],
    ];
    expect(both(parties, 'ABW may issue a purchase order for billing purposes.')).toEqual([[], []]);
  });

  it('to appoint other distributors in the territory is raised for the distributor', () => {
    expectJudgedForOneSide({
      parties: NETGEAR,
      clause:
        "Following the initial one (1) year term, for any extension or renewal term, Distributor's appointment as Distributor shall be non-exclusive and NETGEAR may appoint other distributors in the Territory at its sole discretion.",
      burdens: 'Distributor',
      rule: 'other-may-deal-elsewhere',
      severity: 'medium',
    });
  });

  it('to sell in the territory to customers other than distributors is raised for the distributor', () => {
    expectJudgedForOneSide({
      parties: NETGEAR,
      clause:
        'NETGEAR reserves the right to sell or license Products in the Territory to customers other than distributors such as, but not limited to resellers who procure Products at centralized locations for resale to end-use customers solely through their wholly or majority owned retail outlets, both store-front and catalog.',
      burdens: 'Distributor',
      rule: 'other-may-deal-elsewhere',
      severity: 'medium',
    });
  });

  it('to work with another party outside any territory or exclusivity is no finding', () => {
    expect(
      both(
        DYNAMEX,
        'It is understood and agreed that Dynamex may enter into an Agreement with another party to provide its services as described herein in the United States, provided however that any such agreement shall not preclude or prevent Dynamex from providing such Services to Purolator in the United States.',
      )[0],
    ).not.toContain('other-may-deal-elsewhere');
  });

  it('to modify the powers it gave, "as may from time to time be made by Lessor", is raised for the agent', () => {
    expectJudgedForOneSide({
      parties: GE,
      clause:
        'It is specifically agreed that all of the power and authority vested to the Company herein shall be subject to any modifications as may from time to time be made by Lessor.',
      burdens: 'Company',
      rule: 'other-right',
      severity: 'low',
    });
  });
});

describe('who a duty binds', () => {
  it('"..., which shall be effective upon receipt" is no duty of the party that may terminate', () => {
    const clause =
      '(b) In the event the Company is in default hereunder or under the Lease, Lessor may elect to terminate this Agreement immediately, which shall be effective upon the receipt of written notice thereof by the Company.';
    const [lessor, company] = both(GE, clause);
    expect(lessor).toEqual([]);
    expect(company).toContain('other-may-terminate');
  });

  it('"the Manufacturer agrees that the Customer has the right" is the Customer\'s right, no duty of the Manufacturer', () => {
    const parties: Parties = [
      ['Organic Preparations Inc.', 'Manufacturer'],
      ['Agape ATP International Holding Limited', 'Customer'],
    ];
    const clause =
      'The Manufacturer agrees that the Customer has the right under this agreement to consider, source, promote, market and sell other product outside of the products listed in Schedule A of this agreement.';
    const text = oneClauseContract(parties, clause);
    const sides = buildContext(text, 'Organic Preparations Inc.').sides;
    const signals = readSentence(sides, clause);
    expect(signals.filter((s) => s.who === 'self' && s.kind.startsWith('must:'))).toEqual([]);
    expect(both(parties, clause)[0]).not.toContain('self-heavy-duty');
  });

  it('"as such laws may be amended from time to time" is nobody\'s right to change anything', () => {
    const parties: Parties = [
      ['WatchGuard Technologies, Inc.', 'WatchGuard'],
      ['Tech Data Corporation', 'Distributor'],
    ];
    expect(
      both(
        parties,
        'Notwithstanding the foregoing list, Distributor is not relieved from its obligations to comply with the foregoing export control laws, as such laws may be amended from time to time.',
      ),
    ).toEqual([[], []]);
  });

  it('a quarterly cost report is a routine duty, not a heavy one', () => {
    const parties: Parties = [
      ['Flotek Industries, Inc.', 'Flotek'],
      ['Florida Chemical Company, LLC', 'FCC'],
    ];
    expect(
      both(
        parties,
        '(b) Within fifteen (15) days of the end of each calendar quarter FCC shall provide to Flotek a written report providing reasonable detail regarding the cost of citrus terpene inventory.',
      ),
    ).toEqual([[], []]);
  });

  it('a payment made only when the payer is paid is no heavy duty of the payer', () => {
    const parties: Parties = [
      ['i3 Integrative Creative Solutions, LLC', 'Reseller'],
      ['Bravatek Solutions, Inc.', 'Company'],
    ];
    const [reseller] = both(
      parties,
      'For a Registered Opportunity where the customer purchases from Reseller, payment will be made by Reseller to Company within 5 days of receipt of payment (paid when paid).',
    );
    expect(reseller).not.toContain('self-heavy-duty');
  });

  it('"will have no liability whatsoever" excuses that side: read as its exculpation, nothing raised for it', () => {
    const parties: Parties = [
      ['ANTHEMIC, LLC', 'ANTHEMIC'],
      ['VNUE Inc', 'Sponsor'],
    ];
    const clause =
      '(c) ANTHEMIC will have no liability whatsoever for (and Sponsor shall indemnify and hold ANTHEMIC harmless for) any injuries to persons, or loss of damage to property arising out of or in any way related to the Sponsor Area, or to any property, materials, products and/or merchandise which Sponsor uses, distributes and/or exhibits during Event Dates.';
    const text = oneClauseContract(parties, clause);
    const signals = readSentence(buildContext(text, 'ANTHEMIC, LLC').sides, clause);
    expect(signals.some((s) => s.who === 'self' && s.kind === 'exculpated')).toBe(true);
    expect(signals.some((s) => s.who === 'self' && s.kind.startsWith('must:'))).toBe(false);
    const [anthemic, sponsor] = both(parties, clause);
    expect(anthemic).toEqual([]);
    expect(sponsor?.length).toBeGreaterThan(0);
  });
});

describe('market-standard restrictions are not raised', () => {
  it.each([
    [
      "not to contest the other side's ownership of its own IP",
      [
        ["Reed's, Inc.", "Reed's"],
        ['B C Marketing Concepts Inc.', 'Company'],
      ] as Parties,
      "Company agrees that it will not at any time contest the ownership or validity of any Reed's Intellectual Property or Deliverables, nor register or attempt to register any rights with respect to Reed's Intellectual Property.",
    ],
    [
      'not to break the law',
      [
        ['Cisco Systems, Inc.', 'Cisco'],
        ['ScanSource, Inc.', 'Distributor'],
      ] as Parties,
      '(b) Distributor shall not take any action or permit or authorize any action in violation of the Applicable Laws;',
    ],
    [
      'a sublicence needing consent "not to be unreasonably withheld"',
      [
        ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
        ['YOU ON DEMAND HOLDINGS, INC.', 'Licensee'],
      ] as Parties,
      "Except as otherwise specified in the previous sentence, Licensee may not sublicense any of its rights under Section 2(a) without Licensor's prior written consent, which shall not be unreasonably withheld or delayed.",
    ],
  ])('%s: no finding for either side', (_name, parties, clause) => {
    expect(both(parties, clause)).toEqual([[], []]);
  });

  it('a subcontracting approval "not unreasonably to be withheld": nothing for either side', () => {
    const parties: Parties = [
      ['CRO Consulting (Pty) Limited', 'CRO'],
      ['Purinix Pharmaceuticals LLC', 'Client'],
    ];
    // The approver is restricted for the other side's benefit, and the consent is the qualified one a
    // lawyer for the side that needs it would ask for.
    expect(
      both(
        parties,
        '1.6 CRO may not subcontract any parts of the Services to a third party without the prior written approval of Client, which approval shall not unreasonably be withheld.',
      ),
    ).toEqual([[], []]);
  });

  it('"will be reimbursed by the Company" is money the Consultant receives and the Company pays', () => {
    const parties: Parties = [
      ['Slinger Bag Inc.', 'Company'],
      ['Aitan Zacharin', 'Consultant'],
    ];
    const clause =
      'The Consultant will be reimbursed by the Company for all reasonable business expenses incurred by the Consultant in connection with his duties.';
    const text = oneClauseContract(parties, clause);
    const signals = readSentence(buildContext(text, 'Aitan Zacharin').sides, clause);
    expect(signals.filter((s) => s.kind !== 'benefit' && s.who === 'self')).toEqual([]);
    expect(signals.some((s) => s.kind === 'benefit' && s.who === 'self')).toBe(true);
    expect(signals.some((s) => s.kind === 'must:pay' && s.who === 'other')).toBe(true);
    expect(both(parties, clause)[1]).not.toContain('self-heavy-duty');
  });
});

describe("what counts as the other side's discretion", () => {
  it('"as reasonably requested by Prolong" is a reasonable request, not Prolong\'s discretion', () => {
    const parties: Parties = [
      ['Sabco Racing, Inc.', 'Sabco'],
      ['Prolong International Corporation', 'Prolong'],
    ];
    const clause =
      'This shall include making members of Sabco available for media interviews, press conferences or other public relations activity, as reasonably requested by Prolong, at or near race sites on dates Sabco is at race sites pursuant to their obligations hereunder.';
    const text = oneClauseContract(parties, clause);
    const signals = readSentence(buildContext(text, 'Sabco Racing, Inc.').sides, clause);
    expect(signals.filter((s) => s.kind === 'discretion')).toEqual([]);
    expect(both(parties, clause)[0]).not.toContain('other-discretion');
  });
});
