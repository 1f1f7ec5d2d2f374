/**
 * How far the restraint, assignment and control rules reach, on real sentences of the dev contracts (CUAD,
 * CC BY 4.0), each read for both parties: a non-compete written as a list, exclusive dealing written as "no
 * products other than those purchased from", a supplier free to sell into its distributor's territory, a
 * wider assignment route for one side; and the mechanics of a deal that decide nothing for the other side.
 */
import { describe, expect, it } from 'vitest';
import {
  clauseRuleIds,
  expectJudgedForOneSide,
  findingsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const PPG: Parties = [
  ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
  ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
];

describe('restraints written in other words', () => {
  it('reads "it will not: (a) have any ownership interest in ... any Competitor" as the consultant’s non-compete', () => {
    expectJudgedForOneSide({
      parties: [
        ['Medalist Diversified REIT, Inc.', 'Company'],
        ['Gunston Consulting, LLC', 'CONSULTANT'],
      ],
      clause:
        'CONSULTANT agrees that during its consultancy for the Company and for a period of twelve (12) months immediately following the termination of its consultancy with the Company for any reason, whether with or without cause, it will not: (a) have any ownership interest in, or participate in the financing, operation, management or control of, any Competitor; or (b) engage in or perform services for any Competitor.',
      burdens: 'CONSULTANT',
      rule: 'self-non-compete',
      severity: 'high',
    });
  });

  it('reads a promise to handle no products "other than those purchased directly from" the supplier as exclusive dealing', () => {
    expectJudgedForOneSide({
      parties: PPG,
      clause:
        'DISTRIBUTOR warrants that it will not handle any counterfeit, passing-off products or products other than those purchased directly from PPG SHANGHAI.',
      burdens: 'DISTRIBUTOR',
      rule: 'self-exclusive-dealing',
      severity: 'high',
    });
  });

  it('weighs more a supplier free to sell direct into the distributor’s territory with no commission', () => {
    const clause =
      'It is agreed that such appointment is nonexclusive and PPG SHANGHAI may, without obligation to pay DISTRIBUTOR any commission or other compensation, make direct sales of Products to other customers in the Territory and/or appoint additional distributors of Products in the Territory.';
    const mine = findingsFor(oneClauseContract(PPG, clause), 'NeoMedia Micro Paint Repair');
    expect(mine.find((f) => f.rule.id === 'other-free-to-compete')?.severity).toBe('high');
    expect(clauseRuleIds(PPG, clause, 'PPG Paints Trading (Shanghai) Co Ltd')).not.toContain('other-free-to-compete');
  });
});

describe('assignment', () => {
  const KCI: Parties = [
    ['YourNetPlus.com, Inc.', 'PROVIDER'],
    ['Kingdom Connect, Inc.', 'KCI'],
  ];
  it('raises a shared route to assign that adds a wider one for the other side alone, for the side left out', () => {
    const clause =
      "Notwithstanding the foregoing, either party may assign this Agreement, without the prior consent of the other party, to any person, partnership, firm or corporation affiliated by common ownership with the assigning party, acquiring all or substantially all of such party's assets or, in the case of PROVIDER, acquiring any assets of PROVIDER associated with its wholesale Internet access and services business.";
    expect(clauseRuleIds(KCI, clause, 'Kingdom Connect, Inc.')).toContain('other-may-assign');
    expect(clauseRuleIds(KCI, clause, 'YourNetPlus.com, Inc.')).not.toContain('other-may-assign');
  });

  it('does not read "Neither this Agreement nor any right hereunder may be assigned by Consultant" as the consultant’s right', () => {
    const parties: Parties = [
      ['Acme Holdings, Inc.', 'Company'],
      ['Jane Roe', 'Consultant'],
    ];
    const clause =
      'Neither this Agreement nor any right hereunder or interest herein may be assigned or transferred by Consultant without the express written consent of Company.';
    expect(clauseRuleIds(parties, clause, 'Acme Holdings, Inc.')).not.toContain('other-may-assign');
  });
});

describe('what decides nothing for the other side', () => {
  it('does not raise the right to join the defence of a claim at one’s own cost', () => {
    const parties: Parties = [
      ['Anthemic Inc.', 'ANTHEMIC'],
      ['Fitness Corp.', 'Sponsor'],
    ];
    const clause =
      'The Sponsor will have the right to participate, at its own cost, in the defense of any such claim through counsel of its own choosing.';
    expect(clauseRuleIds(parties, clause, 'Anthemic Inc.')).not.toContain('other-may-decide');
  });

  it('does not raise a right to terminate that only leads in to its grounds ("... hereunder if:")', () => {
    const parties: Parties = [
      ['Tadeo E-Commerce Corp.', 'Tadeo'],
      ['Diplomat Direct Marketing Corporation', 'Diplomat'],
    ];
    const clause =
      'Tadeo shall have the right (but not the obligation) to terminate this Agreement and the rights granted to Diplomat hereunder if:';
    expect(clauseRuleIds(parties, clause, 'Diplomat Direct Marketing Corporation')).not.toContain('other-may-decide');
  });

  it('does not raise the payee’s entitlement to a performance bonus as a decision it takes, but keeps a bonus in shares', () => {
    const parties: Parties = [
      ['Adams Golf, Ltd.', 'ADAMS GOLF'],
      ['Tom Watson', 'CONSULTANT'],
    ];
    const bonus =
      'In addition to his base compensation, CONSULTANT shall also be entitled to bonuses based on performance in particular PGA and SPGA events and year-end standing as follows:';
    expect(clauseRuleIds(parties, bonus, 'Adams Golf, Ltd.')).not.toContain('other-may-decide');
    const shares =
      "Subject to the following sentence, the CONSULTANT will be entitled to receive a one-time bonus of 1,500,000 shares of common stock of ADAMS GOLF promptly after the value of ADAMS GOLF's outstanding stock equals $100 million dollars.";
    expect(clauseRuleIds(parties, shares, 'Adams Golf, Ltd.')).toContain('other-may-decide');
  });

  it('does not raise an option holder’s discretion to exercise its own option, nor where the payee says payment goes', () => {
    const licence: Parties = [
      ['Skunkware Inc.', 'Licensor'],
      ['Gaming Corp.', 'Licensee'],
    ];
    expect(
      clauseRuleIds(licence, "Licensee's exercise of the Option is at its sole discretion.", 'Skunkware Inc.'),
    ).not.toContain('other-discretion');
    const payment =
      'DISTRIBUTOR shall be deemed to complete its payment obligation upon full payment of the invoiced sum, and such amount has been allocated into the account as directed by PPG SHANGHAI.';
    expect(clauseRuleIds(PPG, payment, 'NeoMedia Micro Paint Repair')).not.toContain('other-discretion');
  });

  it('does not raise a consent to reverse engineer the other side’s products or sell them outside the territory', () => {
    const parties: Parties = [
      ['Erchonia Corporation', 'Erchonia'],
      ['Medical Lasers Ltd.', 'Distributor'],
    ];
    for (const clause of [
      "Distributor shall not modify nor create or attempt to create, by reverse engineering or otherwise, the Products supplied hereunder, or adapt the Products in any way for other uses without Erchonia's prior written consent.",
      'Distributor shall not sell or export the Products outside the United States without prior written consent of Erchonia.',
    ])
      expect(clauseRuleIds(parties, clause, 'Medical Lasers Ltd.')).not.toContain('other-consent-needed');
  });
});

describe('exclusive grants', () => {
  const SIERRA: Parties = [
    ['Sierra Sciences Inc.', 'SIERRA'],
    ['Envision Health Ltd.', 'ENVISION'],
  ];
  it('does not raise for the grantor an exclusivity held only while the grantee performs, but does for the grantee', () => {
    const clause =
      'SIERRA hereby appoints ENVISION as its exclusive distributor for the Product in any blend with Krill Oil within the Territory subject to ENVISION fulfilling the terms and conditions of the best efforts marketing requirements set forth herein.';
    expect(clauseRuleIds(SIERRA, clause, 'Sierra Sciences Inc.')).not.toContain('other-exclusive-grant');
    expect(clauseRuleIds(SIERRA, clause, 'Envision Health Ltd.')).toContain('self-exclusivity-conditional');
  });

  it('does not read "the sole and exclusive owner" as an exclusive grant', () => {
    const parties: Parties = [
      ['Aduro Biotech, Inc.', 'Aduro'],
      ['John Doe', 'Consultant'],
    ];
    // The consultant is paid for the work it assigns: the assignment is the bargain, not the finding.
    const clause =
      'Consultant shall perform the Services and Aduro shall pay Consultant a fee of $250 per hour for the Services. Aduro shall be the sole and exclusive owner of, and Consultant hereby assigns to Aduro, any and all writings, documents, work product, inventions, developments, improvements, discoveries, know-how, processes, chemical entities, compounds, plans, memoranda, tests, research, designs, specifications, models and data that Consultant makes, conceives, discovers or develops, either solely or jointly with any other person in performance of the Services (collectively, "Work Product").';
    expect(clauseRuleIds(parties, clause, 'John Doe')).not.toContain('other-exclusive-grant');
  });
});

describe('a bar on assignment that binds both sides', () => {
  const GOLF: Parties = [
    ['Adams Golf, Ltd.', 'ADAMS GOLF'],
    ['Tom Watson', 'CONSULTANT'],
  ];
  const PAY = 'ADAMS GOLF shall pay CONSULTANT a retainer of $100,000 per year for the endorsement services. ';
  it('raises a bar with no route for the paying business, not for the one paid to perform it', () => {
    const clause = `${PAY}Neither ADAMS GOLF nor CONSULTANT shall have the right to grant sublicenses hereunder or to assign, alienate or otherwise transfer any of its rights or obligations hereunder.`;
    expect(clauseRuleIds(GOLF, clause, 'Adams Golf, Ltd.')).toContain('mutual-assignment-barred');
    expect(clauseRuleIds(GOLF, clause, 'Tom Watson')).not.toContain('mutual-assignment-barred');
  });

  it('raises "by operation of law or otherwise" with no consent route, and not a bar with one', () => {
    const parties: Parties = [
      ['Conformis, Inc.', 'Manufacturer'],
      ['Precision Parts LLC', 'Subcontractor'],
    ];
    expect(
      clauseRuleIds(
        parties,
        'Neither Party may assign or transfer this Agreement by operation of law or otherwise.',
        'Conformis, Inc.',
      ),
    ).toContain('mutual-assignment-barred');
    expect(
      clauseRuleIds(
        parties,
        'Neither Party may assign or transfer this Agreement without the prior written consent of the other Party.',
        'Conformis, Inc.',
      ),
    ).not.toContain('mutual-assignment-barred');
  });
});

describe('rights that are the ordinary mechanics of their kind', () => {
  it('does not raise a right to sue infringers, to return goods that break the warranty, or to control one’s own work', () => {
    const cases: [Parties, string, string][] = [
      [
        [
          ['Glaxo Group Limited', 'GSK'],
          ['Theravance, Inc.', 'Theravance'],
        ],
        'Theravance will have the right but not the obligation to bring an infringement action against any Third Party.',
        'Glaxo Group Limited',
      ],
      [
        [
          ['Hemispherx Biopharma, Inc.', 'HEMISPHERX'],
          ['Scientific Products Ltd.', 'SCIEN'],
        ],
        'SCIEN shall have the right to return and demand replacement of any Product which violates this warranty.',
        'Hemispherx Biopharma, Inc.',
      ],
      [
        [
          ['Acme Holdings, Inc.', 'Company'],
          ['Jane Roe', 'Consultant'],
        ],
        'The Consultant shall have the right to control and determine the time, place, methods, manner and means of performing the services.',
        'Acme Holdings, Inc.',
      ],
    ];
    for (const [parties, clause, party] of cases)
      expect(clauseRuleIds(parties, clause, party)).not.toContain('other-may-decide');
  });
});
