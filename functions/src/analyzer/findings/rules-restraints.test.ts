/**
 * The restraint and control rules (restraints.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: a restraint a lawyer would raise is raised for the side it binds and never for
 * the side it protects; the bargain or boilerplate of the same kind is raised for neither.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide, type Parties } from '../../../../tests/support/one-clause';
import { analyzeContract } from '../engine';

const ERCHONIA: Parties = [
  ['Erchonia Corporation', 'Erchonia'],
  ['Medical Lasers Ltd.', 'Distributor'],
];

describe('non-compete', () => {
  it('raises a promise not to sell competing products for the side it binds, not for the side it protects', () => {
    expectJudgedForOneSide({
      parties: ERCHONIA,
      clause:
        'During the term of this agreement, Distributor shall not market, sell advertise or promote the sale or use of any product or device which is competitive with or substantially similar to the Products, without the prior express written consent of Erchonia.',
      burdens: 'Distributor',
      rule: 'self-non-compete',
      severity: 'high',
    });
  });

  it('reads "it will not" after the consultant’s own promise as the consultant’s restraint, not the company’s', () => {
    const parties: Parties = [
      ['Medalist Diversified REIT, Inc.', 'Company'],
      ['Tim Messier LLC', 'CONSULTANT'],
    ];
    const clause =
      'CONSULTANT agrees that during its consultancy for the Company and for a period of twelve (12) months immediately following the termination of its consultancy with the Company for any reason, whether with or without cause, it will not provide products or services that are competitive with the products or services provided by the Company.';
    expect(clauseRuleIds(parties, clause, 'Tim Messier LLC')).toContain('self-non-compete');
    expect(clauseRuleIds(parties, clause, 'Medalist Diversified REIT, Inc.')).not.toContain('self-non-compete');
  });

  it('does not read a distributor kept to its territory, an IP acknowledgement or an anti-bribery covenant as a non-compete', () => {
    const cases: [Parties, string, string][] = [
      [
        ERCHONIA,
        'Distributor shall not sell or export the Products outside the United States without prior written consent of Erchonia.',
        'Medical Lasers Ltd.',
      ],
      [
        [
          ['Anthemic Inc.', 'ANTHEMIC'],
          ['Fitness Corp.', 'Sponsor'],
        ],
        "ANTHEMIC acknowledges that its use of the Sponsor's trademarks inures to the Sponsor's benefit, and that ANTHEMIC will not acquire any ownership in the Sponsor's trademarks as a result of the license granted.",
        'Anthemic Inc.',
      ],
      [
        [
          ['Stack Co.', 'Company'],
          ['John Smith LLC', 'Contractor'],
        ],
        'Specifically, Contractor agrees that it will not offer or pay any bribes to any person (including, in particular, to any government official) in connection with any aspect of the performance of services.',
        'John Smith LLC',
      ],
      [
        [
          ['Pharma Services Inc.', 'Customer'],
          ['Contract Manufacturing Co.', 'Manufacturer'],
        ],
        'Manufacturer shall not sell for salvage or for any other purpose any rejected or Non-Complying Product, without the prior written approval of Customer.',
        'Contract Manufacturing Co.',
      ],
    ];
    for (const [parties, clause, party] of cases)
      expect(clauseRuleIds(parties, clause, party), clause).not.toContain('self-non-compete');
  });
});

describe('exclusive dealing', () => {
  it('raises a promise to buy only from the other side for the buyer, not for the supplier', () => {
    expectJudgedForOneSide({
      parties: [
        ['Ultragenyx Pharmaceutical Inc.', 'Ultragenyx'],
        ['Cremer Oleo GmbH', 'Cremer'],
      ],
      clause: 'Ultragenyx shall purchase the Product exclusively from Cremer.',
      burdens: 'Ultragenyx',
      rule: 'self-exclusive-dealing',
      severity: 'high',
    });
  });

  it('does not read what a side owns exclusively, or an exclusive right it holds, as exclusive dealing', () => {
    const reeds: Parties = [
      ["Reed's, Inc.", "Reed's"],
      ['Full Sail Brewing Company', 'Company'],
    ];
    expect(clauseRuleIds(reeds, "Reed's will exclusively own all Deliverables.", "Reed's, Inc.")).not.toContain(
      'self-exclusive-dealing',
    );
    const ppg: Parties = [
      ['PPG Paints Trading Co Ltd', 'PPG SHANGHAI'],
      ['NeoMedia Paint Repair Inc.', 'DISTRIBUTOR'],
    ];
    expect(
      clauseRuleIds(
        ppg,
        'During the term of this Agreement, DISTRIBUTOR shall have the exclusive right for selling the Products to the Auto Center.',
        'NeoMedia Paint Repair Inc.',
      ),
    ).not.toContain('self-exclusive-dealing');
  });
});

describe('assignment', () => {
  const FCC: Parties = [
    ['Florida Chemical Company, LLC', 'FCC'],
    ['Flotek Industries, Inc.', 'Flotek'],
  ];

  it('raises a ban on assignment with no consent route, and one that reaches assignment by operation of law', () => {
    expectJudgedForOneSide({
      parties: FCC,
      clause: 'FCC may not assign or delegate its rights or obligations pursuant to this Agreement.',
      burdens: 'FCC',
      rule: 'self-assignment-restricted',
      severity: 'medium',
    });
    expectJudgedForOneSide({
      parties: [
        ["Reed's, Inc.", "Reed's"],
        ['Full Sail Brewing Company', 'Company'],
      ],
      clause:
        "Company may not assign or transfer its rights or obligations under this Agreement, whether by operation of law, contract or otherwise, without the prior written consent of Reed's, which shall not be unreasonably withheld.",
      burdens: 'Company',
      rule: 'self-assignment-restricted',
      severity: 'medium',
    });
  });

  it('does not raise the usual assignment with consent, a carve-out for a merger, or a ban on passing on information', () => {
    const parties: Parties = [
      ['Tech Products Inc.', 'Company'],
      ['South Trade SA', 'Distributor'],
    ];
    for (const clause of [
      'Distributor shall not assign this Agreement or any rights or obligations hereunder without the prior written consent of the Company.',
      'Distributor may not assign this Agreement without the prior written consent of the Company; provided that Distributor may assign this Agreement to a successor in connection with a merger or a sale of substantially all of its assets.',
      'Distributor may not transfer or share this account information with any third party.',
    ])
      expect(clauseRuleIds(parties, clause, 'South Trade SA'), clause).not.toContain('self-assignment-restricted');
  });
});

describe('the other side’s right to assign', () => {
  it('is not raised where it needs the reviewed side’s own consent', () => {
    const parties: Parties = [
      ['Sun Seven Stars Media Ltd.', 'Licensor'],
      ['Ideanomics, Inc.', 'Licensee'],
    ];
    const clause =
      "Neither party may assign its rights, duties or obligations under this Agreement to any third party in whole or in part, without the other party's prior written consent, except that (i) Licensee may assign its rights and obligations to this Agreement to any of its Affiliate or subsidiaries with the prior written consent of the Licensor.";
    expect(clauseRuleIds(parties, clause, 'Sun Seven Stars Media Ltd.')).not.toContain('other-may-assign');
    expect(
      clauseRuleIds(
        parties,
        'Licensee may assign this Agreement to any third party without the consent of Licensor.',
        'Sun Seven Stars Media Ltd.',
      ),
    ).toContain('other-may-assign');
  });

  it("asks for the reviewed side's consent and never for a wider exception than the clause gives", () => {
    const contract = `DISTRIBUTOR AGREEMENT between Signature Orthopaedics Pty Ltd ("Supplier") and CPM Medical LLC ("Distributor").

2. The Supplier appoints the Distributor as its distributor of the Products in the Territory.

16.1 The Distributor shall not assign, transfer, mortgage, charge, declare a trust of or deal in any other manner with this agreement or any of its rights and obligations under or arising out of this agreement, or purport to do any of the same; provided, however, the Distributor may assign or transfer this agreement to a Permitted Assignee without the consent of Supplier.
`;
    const a = analyzeContract({ contractText: contract, behalfOf: 'Signature Orthopaedics Pty Ltd' });
    const asks = a.suggested_language.filter((x) => x.category === 'assignment').map((x) => x.recommendation);
    expect(asks.length).toBeGreaterThan(0);
    for (const ask of asks) {
      expect(ask).toMatch(/Supplier's prior written consent/);
      expect(ask).not.toMatch(/\bexcept\b|successor/);
    }
  });
});

describe('audit', () => {
  it('raises an inspection of the reviewed side’s facilities and books at any time, for the side audited only', () => {
    expectJudgedForOneSide({
      parties: [
        ['Florida Chemical Company, LLC', 'FCC'],
        ['Flotek Industries, Inc.', 'Flotek'],
      ],
      clause:
        'Flotek shall have the right at any time to (i) inspect the facility of FCC in Winter Haven, Florida (the "Facility") and any other facility of FCC involved in the production of the Terpene Product, and (ii) audit the books and records of FCC.',
      burdens: 'FCC',
      rule: 'other-may-audit',
      severity: 'low',
    });
  });

  it('does not raise a routine audit of records at the auditor’s expense, nor one on notice', () => {
    const parties: Parties = [
      ['Diplomat Direct Marketing Corp.', 'Diplomat'],
      ['Tadeo Holdings Inc.', 'Tadeo'],
    ];
    for (const clause of [
      'Diplomat may, at its own expense, examine and copy those books and records as provided in this Section 4.',
      'Upon thirty (30) days written notice, Diplomat shall have the right to examine the books and records of Tadeo to verify the sales resulting from this promotion.',
    ])
      expect(clauseRuleIds(parties, clause, 'Tadeo Holdings Inc.'), clause).not.toContain('other-may-audit');
  });
});

describe('the other side’s discretion', () => {
  it('is raised over the products the reviewed side distributes, not over the advertising that carries its marks', () => {
    expect(
      clauseRuleIds(
        ERCHONIA,
        'Additional Products may be added to or deleted from the list at the sole discretion of Erchonia.',
        'Medical Lasers Ltd.',
      ),
    ).toContain('other-discretion');
    expect(
      clauseRuleIds(
        ERCHONIA,
        'Should such material fail to meet the standards set by Erchonia, as determined by Erchonia in its sole discretion, Distributor shall not use and shall withdraw and retract any promotion or advertising.',
        'Medical Lasers Ltd.',
      ),
    ).not.toContain('other-discretion');
  });
});
