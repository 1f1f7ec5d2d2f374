/**
 * Which termination rights of the other side, duties on termination and "Cause" definitions a lawyer
 * raises (rules-exit.ts, rules-allocation.ts), on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { expectJudgedForOneSide, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const CONSULTING: [string, string][] = [
  ['Emerald Isle Exploration Ltd.', 'Company'],
  ['Robert Michael Consulting Inc.', 'Contractor'],
];
const rulesFor = (clause: string, party: string, parties = CONSULTING) =>
  findingsFor(oneClauseContract(parties, clause), party).map((f) => f.rule.id);

describe("the other side's termination right", () => {
  it('a right to end the engagement without cause on 30 days is raised for the side engaged', () => {
    expectJudgedForOneSide({
      parties: CONSULTING,
      clause:
        'The Company may terminate this Agreement and the engagement of the Contractor without Cause at any time on 30 days prior written notice.',
      burdens: 'Contractor',
      rule: 'other-may-terminate',
      severity: 'high',
    });
  });

  it('death, disability or a defined Cause are grounds of every personal-services agreement, and an end of access is no termination', () => {
    for (const clause of [
      "The Company may terminate the Contractor's engagement upon the Contractor's Disability.",
      'The Company may terminate the Consultation Period at any time for Cause (as defined below).',
      "The Company may terminate all access of the Contractor to the Company's premises and property as of that date.",
    ])
      expect(rulesFor(clause, 'Robert Michael Consulting Inc.')).not.toContain('other-may-terminate');
  });

  it('where the passage also gives a right without cause, that sentence is cited, not the for-Cause one', () => {
    const clause =
      'The Company may terminate the engagement of the Contractor for Cause. The Company may terminate this Agreement and the engagement of the Contractor without Cause at any time on 30 days prior written notice.';
    const text = oneClauseContract(CONSULTING, clause);
    const f = findingsFor(text, 'Robert Michael Consulting Inc.').find((x) => x.rule.id === 'other-may-terminate');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toContain('without Cause at any time');
  });

  it('incapacity listed beside any material breach, with no notice or cure, is still raised', () => {
    expect(
      rulesFor(
        'The Company may terminate this Agreement immediately and without prior notice if Contractor refuses to or is unable to perform the Services or is in breach of any material provision of this Agreement.',
        'Robert Michael Consulting Inc.',
      ),
    ).toContain('other-may-terminate');
  });

  it('a right whose modal stands far from its verb ("shall, in the event of ..., be entitled to terminate") is raised', () => {
    expectJudgedForOneSide({
      parties: [
        ['VAL Group Limited', 'VAL'],
        ['Sonder Creative Studio', 'Developer'],
      ],
      clause:
        "VAL shall, in the event of Developer committing any breach of any of the terms and conditions of this agreement or for any other reason considered as sufficient, be entitled to terminate this agreement by giving two (2) weeks' notice in writing and it is applicable only when the project is not completed.",
      burdens: 'Developer',
      rule: 'other-may-terminate',
      severity: 'high',
    });
  });
});

describe('duties on termination', () => {
  const HDI: [string, string][] = [
    ['Heritage Distribution Inc.', 'HDI'],
    ['Accelerated Venture Partners Corp.', 'Company'],
  ];

  it('a termination payment owed because the agreement ends is raised for the side that pays it', () => {
    expectJudgedForOneSide({
      parties: HDI,
      clause:
        '(a) In the event the Company terminates this Agreement, the Company shall pay to HDI a termination payment, (the "Termination Payment") the amount of which shall be an amount equal to the aggregate Net Sales for the twelve (12) months preceding the Termination Date less $800,000, the balance of which shall be divided by two.',
      burdens: 'Company',
      rule: 'self-duties-on-termination',
      severity: 'low',
    });
  });

  it('returning materials and paying for work done are the ordinary wind-down, raised for nobody', () => {
    for (const clause of [
      "Upon the termination of this Agreement, or upon Company's earlier request, Contractor will deliver to Company all Confidential Information and Company's property relating thereto.",
      'Following the termination of this Agreement for any reason, the Company shall promptly pay the Contractor according to the terms of Exhibit A for Services rendered before the effective date of the termination.',
    ])
      for (const [party] of CONSULTING) expect(rulesFor(clause, party)).not.toContain('self-duties-on-termination');
  });
});

describe('a broad definition of Cause', () => {
  const REIT: [string, string][] = [
    ['Roberts Realty Investment Trust', 'Company'],
    ['Charles Roberts', 'CONSULTANT'],
  ];
  const clause =
    'CONSULTANT shall provide consulting services to the Company. The Company shall pay CONSULTANT a monthly fee of $10,000.\n\n2. For purposes of this Agreement, "Termination for Cause" shall mean termination of this Agreement by the Company as the result of: (i) any act of fraud, dishonesty or neglect of services by CONSULTANT in connection with the services to be provided under this Agreement; or (ii) the breach or prospective breach of any provision of this Agreement by CONSULTANT.';

  it('any breach, a prospective one or neglect is raised for the side engaged, not for the side that may dismiss', () => {
    const text = oneClauseContract(REIT, clause);
    const mine = findingsFor(text, 'Charles Roberts').find((f) => f.rule.id === 'self-cause-broad');
    expect(mine).toBeDefined();
    expect(text.slice(mine!.start, mine!.end)).toContain('"Termination for Cause" shall mean');
    expect(findingsFor(text, 'Roberts Realty Investment Trust').map((f) => f.rule.id)).not.toContain(
      'self-cause-broad',
    );
  });

  it('a closed list of serious misconduct is not raised', () => {
    const narrow = clause.replace(
      /\(i\)[^]*$/,
      '(i) any act of fraud by CONSULTANT; or (ii) the material breach of this Agreement by CONSULTANT not cured within 30 days of notice.',
    );
    expect(findingsFor(oneClauseContract(REIT, narrow), 'Charles Roberts').map((f) => f.rule.id)).not.toContain(
      'self-cause-broad',
    );
  });
});

describe('either party may leave at will', () => {
  it('a notice to end the agreement "due to any reason other than breach" is raised for the side that receives the supply', () => {
    const parties: [string, string][] = [
      ['Sichuan Sanai Pharmaceutical Co.', 'Manufacturer'],
      ['Aoxin Tianli Group, Inc.', 'Customer'],
    ];
    const clause =
      'Customer shall purchase the Products from Manufacturer and shall pay the prices set out in Schedule 1.\n\n2. A six (6) months notice must be given by either party of their intention to terminate relations due to any reason other than breach of this agreement.';
    const text = oneClauseContract(parties, clause);
    const f = findingsFor(text, 'Aoxin Tianli Group, Inc.').find((x) => x.rule.id === 'mutual-termination-at-will');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toContain('due to any reason other than breach');
    expect(findingsFor(text, 'Sichuan Sanai Pharmaceutical Co.').map((x) => x.rule.id)).not.toContain(
      'mutual-termination-at-will',
    );
  });
});

describe('a way out on a notice counted without its unit', () => {
  it('"with a sixty (60) written notice" is a notice period, not a walk-away without one', () => {
    // A reseller agreement's cover page (CUAD cuad_25833a7f2292).
    const parties: [string, string][] = [
      ['Bravatek Solutions, Inc.', 'Company'],
      ['i3 Integrative Creative Solutions, LLC', 'Reseller'],
    ];
    const clause =
      'Company shall pay Reseller a Referral Fee on each Registered Referral and Reseller shall resell the Company Products.\n\n2. Either Party may terminate this agreement for non-cause with a sixty (60) written notice.';
    const f = findingsFor(oneClauseContract(parties, clause), 'i3 Integrative Creative Solutions, LLC').find(
      (x) => x.rule.id === 'mutual-termination-at-will',
    );
    expect(f).toBeDefined();
    expect(f!.severity).toBe('medium');
    expect(f!.words.title).not.toContain('without a notice period');
  });

  it('"at least 90 (ninety) days\' prior written notice" is no walk-away without notice, and no notice is asked for again', () => {
    // A services agreement (CUAD cuad_08ccfad83924), 3.2.
    const parties: [string, string][] = [
      ['Heron Services Ltd.', 'Provider'],
      ['Kestrel Retail LLC', 'Recipient'],
    ];
    const clause =
      "Provider shall provide the Services to Recipient and Recipient shall pay the fees set out in the Exhibit.\n\n3.2 Each of the Recipient and the Provider may, in their sole discretion, terminate this Agreement in whole or in part, at any time without cause, by providing at least 90 (ninety) days' prior written notice to the other party.";
    const f = findingsFor(oneClauseContract(parties, clause), 'Kestrel Retail LLC').find(
      (x) => x.rule.id === 'mutual-termination-at-will',
    );
    expect(f).toBeDefined();
    expect(f!.severity).toBe('medium');
    expect(f!.words.title).not.toContain('without a notice period');
    expect(f!.words.ask).not.toMatch(/notice period of at least 90 days/);
  });
});

describe('a way out judged by the terminating party itself', () => {
  it('"whenever the notifying Party in its sole discretion determines" is at will, raised for the side that receives', () => {
    const parties: [string, string][] = [
      ['American Diabetes Association', 'Association'],
      ['Dexcom, Inc.', 'Company'],
    ];
    const clause =
      'Association shall provide the sponsorship benefits described in Exhibit A, and Company shall pay Association the sponsorship fee of $250,000.\n\n2. Before expiration of the Term, either Party may terminate this Agreement upon: (i) any material breach of the Agreement by the other Party, if such breach is not remedied within ten (10) business days after written notice; (ii) ten (10) business days written notice to the other Party whenever the notifying Party in its sole discretion determines that the continuation of the Agreement will damage its reputation or good will.';
    const rules = (party: string) => findingsFor(oneClauseContract(parties, clause), party).map((f) => f.rule.id);
    expect(rules('Dexcom, Inc.')).toContain('mutual-termination-at-will');
    expect(rules('American Diabetes Association')).not.toContain('mutual-termination-at-will');
  });
});

describe('renewal only by agreement', () => {
  const parties: [string, string][] = [
    ['UTEK Corporation', 'UTEK'],
    ['Manakoa Services Corporation', 'MKOS'],
  ];
  const clause =
    'MKOS shall pay UTEK a consulting fee of 15,000 shares of common stock per month.\n\n2. This Agreement may be renewed upon mutual, written agreement of the parties.';
  const rules = (party: string) => findingsFor(oneClauseContract(parties, clause), party).map((f) => f.rule.id);

  it('is raised for the side that pays for the service and depends on it, not for the side paid', () => {
    expect(rules('Manakoa Services Corporation')).toContain('renewal-needs-agreement');
    expect(rules('UTEK Corporation')).not.toContain('renewal-needs-agreement');
  });

  it('where neither side receives a supply (an amendment by consent "throughout the renewed term"), it is raised for nobody', () => {
    const text = oneClauseContract(
      [
        ['Shenzhen Yichen Technology Co.', 'Shenzhen'],
        ['Dazzle Interactive Network Technologies Co.', 'Dazzle'],
      ],
      'Throughout the effective term and renewed term hereof, this Agreement may be revised or amended upon mutual consent.',
    );
    for (const party of ['Shenzhen Yichen Technology Co.', 'Dazzle Interactive Network Technologies Co.'])
      expect(findingsFor(text, party).map((f) => f.rule.id)).not.toContain('renewal-needs-agreement');
  });
});

describe('termination events that name who ends the agreement', () => {
  const parties: [string, string][] = [
    ['Beijing Century Health Medical Ltd.', 'Service Provider'],
    ['Shanghai Yuanshi Technology Co.', 'Service Recipient'],
  ];

  it('"Service Provider exercises the right to terminate ... upon a default by Service Recipient" is its right', () => {
    const clause =
      'This Agreement shall be terminated upon the occurrence of any of the following: (1) The validity period of this Agreement expires and the Parties fail to reach an agreement on renewal; (2) The Parties mutually agree to terminate this Agreement; or (3) Service Provider exercises the right to terminate this Agreement upon a default by Service Recipient.';
    const text = oneClauseContract(parties, clause);
    const f = findingsFor(text, 'Shanghai Yuanshi Technology Co.').find((x) => x.rule.id === 'other-may-terminate');
    expect(f).toBeDefined();
    expect(findingsFor(text, 'Beijing Century Health Medical Ltd.').map((x) => x.rule.id)).not.toContain(
      'other-may-terminate',
    );
  });

  it("either party's right to end the agreement on the other's insolvency is no termination for convenience", () => {
    const clause =
      '(b) This Agreement may be terminated at any time by either party, effective immediately upon written notice, if the other party: (i) becomes insolvent; (ii) files a petition in bankruptcy; or (iii) makes an assignment for the benefit of its creditors.';
    for (const [party] of parties)
      expect(findingsFor(oneClauseContract(parties, clause), party).map((x) => x.rule.id)).not.toContain(
        'mutual-termination-convenience',
      );
  });
});
