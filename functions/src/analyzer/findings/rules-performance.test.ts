/**
 * The performance and rights rules (rules-performance.ts, rules-rights.ts) on real sentences of the dev
 * contracts (CUAD, CC BY 4.0), each read for both parties: the side the clause hurts gets the finding
 * citing the decisive sentence, the side it protects gets none.
 */
import { describe, expect, it } from 'vitest';
import { expectJudgedForOneSide, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const SUPPLY: [string, string][] = [
  ['Florida Chemical Company, LLC', 'FCC'],
  ['Flotek Chemistry, LLC', 'Flotek'],
];

describe('service levels and performance standards', () => {
  it('raises a supplier that ships only "as close as possible" to the ordered dates, for the buyer', () => {
    expectJudgedForOneSide({
      parties: [
        ['Snotarator LLC', 'Company'],
        ['SMI Holdings, Inc.', 'Distributor'],
      ],
      clause:
        'Company agrees to ship units to Distributor as close as possible to the delivery schedule set forth in each order as accepted by Company.',
      burdens: 'Distributor',
      rule: 'other-own-performance-standard',
      severity: 'medium',
    });
  });

  it('raises a consultant that "cannot guarantee results", for the client, and not where the client makes no such statement', () => {
    const parties: [string, string][] = [
      ['Global Technologies, Ltd', 'Company'],
      ['Tri-Bridge Consulting Group', 'Consultant'],
    ];
    expectJudgedForOneSide({
      parties,
      clause:
        'Consultant cannot guarantee results on behalf of the Company but shall use commercially reasonable efforts in providing the services listed above.',
      burdens: 'Company',
      rule: 'other-own-performance-standard',
      severity: 'medium',
    });
    // A severability clause's "as close as possible" binds nobody to perform.
    const text = oneClauseContract(
      parties,
      'If any provision of this Agreement is held invalid, the parties shall replace it with a valid provision that comes as close as possible to the intent of the invalid provision.',
    );
    for (const [name] of parties)
      expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('other-own-performance-standard');
  });

  it('raises a three-day shipping duty for the supplier that must ship, read through the passive "must be made by FCC"', () => {
    expectJudgedForOneSide({
      parties: SUPPLY,
      clause:
        "Shipments of Terpene Product to Flotek must be made by FCC from FCC's facility within three (3) days of the date of the applicable purchase order.",
      burdens: 'FCC',
      rule: 'self-quick-delivery',
      severity: 'medium',
    });
  });

  it('does not raise a thirty-day shipping duty', () => {
    const text = oneClauseContract(
      SUPPLY,
      "Shipments of Terpene Product to Flotek must be made by FCC from FCC's facility within thirty (30) days of the date of the applicable purchase order.",
    );
    for (const [name] of SUPPLY)
      expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('self-quick-delivery');
  });
});

describe('orders and efforts', () => {
  const DISTRIBUTION: [string, string][] = [
    ['iMine Corporation', 'JRVS'],
    ['SUNWAI Technologies Ltd.', 'Distributor'],
  ];

  it('raises orders that bind the supplier only once it accepts them, for the distributor', () => {
    expectJudgedForOneSide({
      parties: DISTRIBUTION,
      clause: 'No purchase order shall be binding upon JRVS until accepted by JRVS in writing.',
      burdens: 'Distributor',
      rule: 'other-gates-orders',
      severity: 'medium',
    });
  });

  it('raises an order binding only once both sides agree it, for the buyer, where only the other side supplies', () => {
    // The supply agreement of the dev contracts (CUAD, CC BY 4.0): "No order shall be binding upon the Parties
    // until agreed in writing by Dong-A and NeuroBo".
    expectJudgedForOneSide({
      parties: [
        ['Dong-A ST Co., Ltd.', 'Supplier'],
        ['NeuroBo Pharmaceuticals, Inc.', 'Buyer'],
      ],
      clause:
        'Supplier shall supply to Buyer the Licensed Products ordered by Buyer. No order shall be binding upon the Parties until agreed in writing by Supplier and Buyer.',
      cites: 'No order shall be binding upon the Parties until agreed in writing by Supplier and Buyer.',
      burdens: 'Buyer',
      rule: 'other-gates-orders',
      severity: 'medium',
    });
  });

  it('does not raise an acceptance the supplier may not unreasonably withhold', () => {
    const text = oneClauseContract(
      DISTRIBUTION,
      'No purchase order shall be binding upon JRVS until accepted by JRVS in writing, which acceptance shall not be unreasonably withheld.',
    );
    for (const [name] of DISTRIBUTION)
      expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('other-gates-orders');
  });

  it('raises a distributor’s best efforts to promote sales, harsher when "aggressively", and not for the supplier', () => {
    const clause =
      'Distributor will use its best efforts to vigorously and aggressively promote the sale of Airspan Products within the Territory.';
    const text = oneClauseContract(
      [
        ['Airspan Networks, Inc.', 'Airspan'],
        ['Alvarion Distribution Ltd.', 'Distributor'],
      ],
      clause,
    );
    const f = findingsFor(text, 'Alvarion Distribution Ltd.').find((x) => x.rule.id === 'self-best-efforts');
    expect(f).toBeDefined();
    expect(f!.severity).toBe('high');
    expect(text.slice(f!.start, f!.end)).toBe(clause);
    expect(f!.words.ask).toContain('commercially reasonable efforts');
    expect(findingsFor(text, 'Airspan Networks, Inc.').map((x) => x.rule.id)).not.toContain('self-best-efforts');
  });

  it('does not raise best efforts both parties give', () => {
    const parties: [string, string][] = [
      ['Airspan Networks, Inc.', 'Airspan'],
      ['Alvarion Distribution Ltd.', 'Distributor'],
    ];
    const text = oneClauseContract(
      parties,
      'Each party shall use its best efforts to promote the sale of the Products within the Territory.',
    );
    for (const [name] of parties)
      expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('self-best-efforts');
  });
});

describe('the other side free to deal with others', () => {
  it('raises a supplier permitted to sell to other buyers in the same field, for the buyer', () => {
    expectJudgedForOneSide({
      parties: SUPPLY,
      clause:
        'FCC will be permitted during the Term to sell terpene to other parties who will utilize or resale such terpene for oilfield solvent applications.',
      burdens: 'Flotek',
      rule: 'other-free-to-compete',
      severity: 'medium',
    });
  });

  it('raises a licensor free to license the mark to the licensee’s competitors, and not a freedom both sides share', () => {
    const parties: [string, string][] = [
      ['Palmer Square Capital Management LLC', 'Licensor'],
      ['Palmer Square Capital BDC Inc.', 'Licensee'],
    ];
    expectJudgedForOneSide({
      parties,
      clause:
        "Nothing in this Agreement shall preclude Licensor or any of its successors or assigns from using or permitting other entities to use the Licensed Mark, whether or not such entity directly or indirectly competes or conflicts with Licensee's business in any manner.",
      burdens: 'Licensee',
      rule: 'other-free-to-compete',
      severity: 'medium',
    });
    const text = oneClauseContract(
      parties,
      'Nothing herein shall prohibit Licensor, Licensee or any of their affiliates from developing or supplying services substantially identical to those described herein.',
    );
    for (const [name] of parties)
      expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('other-free-to-compete');
  });
});

describe('exclusivity held on conditions', () => {
  it('raises an exclusive appointment held subject to the appointee meeting efforts requirements, for the appointee only', () => {
    const clause =
      'SIERRA hereby appoints ENVISION as its exclusive distributor for the Product in any blend with Krill Oil within the Territory subject to ENVISION fulfilling the terms and conditions of the best efforts marketing requirements set forth herein in Sections 4, 5, and 9.';
    const text = oneClauseContract(
      [
        ['Sierra Sciences, LLC', 'SIERRA'],
        ['Envision Solar, Inc.', 'ENVISION'],
      ],
      clause,
    );
    const f = findingsFor(text, 'Envision Solar, Inc.').find((x) => x.rule.id === 'self-exclusivity-conditional');
    expect(f?.severity).toBe('medium');
    expect(text.slice(f!.start, f!.end)).toBe(clause);
    // The grant of exclusivity is the supplier's own risk (another rule), never this one.
    expect(findingsFor(text, 'Sierra Sciences, LLC').map((x) => x.rule.id)).not.toContain(
      'self-exclusivity-conditional',
    );
  });

  it('raises a supplier’s freedom to sell direct and appoint other distributors in the territory, for the distributor', () => {
    expectJudgedForOneSide({
      parties: [
        ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
        ['Beijing Auto Refinish Co., Ltd.', 'DISTRIBUTOR'],
      ],
      clause:
        'PPG SHANGHAI may, without obligation to pay DISTRIBUTOR any commission or other compensation, make direct sales of Products to other customers in the Territory and/or appoint additional distributors of Products in the Territory.',
      burdens: 'DISTRIBUTOR',
      rule: 'other-free-to-compete',
      // Into the distributor's own territory with no commission: weighed up a level.
      severity: 'high',
    });
  });

  it('raises a supplier’s reserved right to sell to end users itself, for the distributor', () => {
    // A dev distribution agreement (CUAD cuad_b38c405b0e21), clause 2.3.
    expectJudgedForOneSide({
      parties: [
        ['Signature Orthopaedics Pty Ltd', 'Supplier'],
        ['CPM Medical Consultants LLC', 'Distributor'],
      ],
      clause:
        'Notwithstanding 2.1 and 2.2, the Supplier may sell or supply the Products to end users within USA at anytime.',
      burdens: 'Distributor',
      rule: 'other-free-to-compete',
      severity: 'medium',
    });
  });
});

describe('announcements and conflicts', () => {
  it('raises a ban on even acknowledging the agreement, with no exception for what the law requires, for the side it binds', () => {
    const f = expectJudgedForOneSide({
      parties: [
        ['PC Quote, Inc.', 'PCQ'],
        ['Alternative Brokerage Wire, Inc.', 'ABW'],
      ],
      clause:
        'PCQ shall in no way disclose to other parties the substance nor acknowledge the existence of this agreement.',
      burdens: 'PCQ',
      rule: 'self-no-announcement',
      severity: 'high',
    });
    expect(f.words.title).toContain('acknowledge');
  });

  it('does not raise a ban on announcements that excepts disclosure required by law', () => {
    const parties: [string, string][] = [
      ['PC Quote, Inc.', 'PCQ'],
      ['Alternative Brokerage Wire, Inc.', 'ABW'],
    ];
    const text = oneClauseContract(
      parties,
      'PCQ shall not issue any press release regarding this agreement without the prior written consent of ABW, except as required by applicable law or the rules of any stock exchange.',
    );
    for (const [name] of parties)
      expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('self-no-announcement');
  });

  it('raises a ban on any engagement that "would present a material conflict", for the consultant it binds', () => {
    expectJudgedForOneSide({
      parties: [
        ['Aduro Biotech, Inc.', 'Aduro'],
        ['IREYA B.V.', 'Consultant'],
      ],
      clause:
        'During the term of this Agreement, Consultant will not, directly or indirectly (whether for compensation or without compensation) engage in or provide consulting services, or enter into any agreement either written or oral, that would present a material conflict with any of the provisions of this Agreement.',
      burdens: 'Consultant',
      rule: 'self-conflict-restriction',
      severity: 'medium',
    });
  });
});
