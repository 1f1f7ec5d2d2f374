/**
 * The other side deciding alone what the reviewed side's bargain depends on, on real sentences of the dev
 * contracts (CUAD, CC BY 4.0), each read for both parties: the side whose bargain the decision governs gets
 * the finding, the side that decides gets none.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide, type Parties } from '../../../../tests/support/one-clause';

describe('discretion written with "its" after the modal', () => {
  it('raises "may from time to time modify or change the Products ... in its sole discretion" for the distributor', () => {
    expectJudgedForOneSide({
      parties: [
        ['STAAR Surgical AG', 'STAAR'],
        ['Domilens GmbH', 'Distributor'],
      ],
      clause:
        'STAAR may from time to time modify or change the Products on Exhibit A-1 in its sole discretion, and if so, will notify Distributor promptly thereof.',
      burdens: 'Distributor',
      rule: 'other-discretion',
      severity: 'medium',
    });
  });

  it('raises "shall be entitled to appoint, in its discretion, an additional bank" for the side that has no say', () => {
    expectJudgedForOneSide({
      parties: [
        ['GWG Holdings, Inc.', 'GWG'],
        ['the Trust Advisors of the Seller Trusts', 'Trust Advisors'],
      ],
      clause:
        'GWG shall be entitled to appoint, in its discretion, an additional bank as joint book-running manager to participate in the distribution.',
      burdens: 'Trust Advisors',
      rule: 'other-discretion',
      severity: 'medium',
    });
  });

  it('raises a supplier’s discretion to reject orders, not to the supplier', () => {
    const parties: Parties = [
      ['The Butler Company', 'THE BUTLER COMPANY'],
      ['Acme Foods, Inc.', 'Company'],
    ];
    const clause =
      'The Company reserves the right, in its sole discretion, to accept or reject, in whole or in part, any Product order.';
    expect(clauseRuleIds(parties, clause, 'The Butler Company')).toContain('other-discretion');
    expect(clauseRuleIds(parties, clause, 'Acme Foods, Inc.')).not.toContain('other-discretion');
  });

  it('does not raise discretion over the other side’s own patents and claims, a favour it may grant, or a reasonable one', () => {
    const parties: Parties = [
      ['CERES, Inc.', 'CERES'],
      ['Institute of Grassland and Environmental Research', 'IGER'],
    ];
    const ids = (clause: string) => clauseRuleIds(parties, clause, 'Institute of Grassland and Environmental Research');
    expect(
      ids(
        'CERES will have the exclusive right, but no obligation, at its own discretion and expense, to take any action to enforce and to initiate and prosecute suits for infringement of the INTELLECTUAL PROPERTY RIGHTS.',
      ),
    ).not.toContain('other-discretion');
    expect(
      ids(
        'Although CERES shall have no obligation to provide a requested New Facility, CERES may, in its sole discretion, agree to construct or acquire such New Facility.',
      ),
    ).not.toContain('other-discretion');
    expect(
      ids(
        'CERES shall be responsible, in its discretion, acting reasonably, for determining the manner in which it allocates and prioritizes the Details.',
      ),
    ).not.toContain('other-discretion');
  });

  it('does not give the modal’s subject a discretion that a party named after "by" holds', () => {
    const parties: Parties = [
      ['eDiets.com, Inc.', 'eDiets'],
      ['Women.com Networks, Inc.', 'Women.com'],
    ];
    const clause =
      'eDiets will have the opportunity to participate within the following newsletters, the placement, frequency and timing of such participation to be determined by Women.com in its sole discretion.';
    expect(clauseRuleIds(parties, clause, 'Women.com Networks, Inc.')).not.toContain('other-discretion');
  });
});

describe('a sole right or ability to decide', () => {
  it('raises "shall have the sole ability to authorize access ... by ABW clients" for the side whose clients wait', () => {
    expectJudgedForOneSide({
      parties: [
        ['PC Quote, Inc.', 'PCQ'],
        ['A.B. Watley, Inc.', 'ABW'],
      ],
      clause:
        'PCQ shall have the sole ability to authorize access to the market data contained in the HYPERFEED by ABW clients.',
      burdens: 'ABW',
      rule: 'other-discretion',
      severity: 'medium',
    });
  });

  it('raises the licensee’s sole right to set the prices the licensor’s royalty is paid on, for the licensor only', () => {
    const parties: Parties = [
      ['MacroGenics, Inc.', 'MacroGenics'],
      ['Green Cross Corp.', 'Green Cross'],
    ];
    const clause = 'Green Cross shall have the sole right to determine all pricing of the Products in the Territory.';
    expect(clauseRuleIds(parties, clause, 'MacroGenics, Inc.')).toContain('other-discretion');
    expect(clauseRuleIds(parties, clause, 'Green Cross Corp.')).not.toContain('other-discretion');
  });

  it('does not raise a sole right to decide on proceedings against infringers', () => {
    const parties: Parties = [
      ['HSI Holdings, Inc.', 'HSI'],
      ['HERC Products Incorporated', 'HERC'],
    ];
    const clause =
      'However, HSI shall have the sole right to decide whether or not proceedings shall be brought against such third parties.';
    expect(clauseRuleIds(parties, clause, 'HERC Products Incorporated')).not.toContain('other-discretion');
  });
});

describe('rights of the other side that decide nothing over the reviewed side', () => {
  it('does not raise the other side’s limited remedy when the reviewed side fails', () => {
    const pcq: Parties = [
      ['PC Quote, Inc.', 'PCQ'],
      ['A.B. Watley, Inc.', 'ABW'],
    ];
    expect(
      clauseRuleIds(
        pcq,
        'Should such an occurrence render the HYPERFEED or SOFTWARE inoperable or unavailable for a period over ten (10) days, then ABW shall have the right to discount their billing in proportion to the delay.',
        'PC Quote, Inc.',
      ),
    ).not.toContain('other-may-decide');
    const garman: Parties = [
      ['Garman Routing Systems, Inc.', 'Garman'],
      ['Sparkling Spring Water Group Limited', 'Sparkling'],
    ];
    expect(
      clauseRuleIds(
        garman,
        'If during the acceptance period described in Section 6, the Software has failed to perform in accordance with the Specifications and Garman has been unable to correct the deficiency within 45 business days of written notice being provided to Garman of such failure then Sparkling shall have the option, exercisable on 15 business days written notice to Garman, in lieu of any other remedy, to reject the Software.',
        'Garman Routing Systems, Inc.',
      ),
    ).not.toContain('other-may-decide');
  });

  it('does not raise the licensor’s sole right to bring an action against infringers, nor a consultant’s part in bonus plans', () => {
    const ms: Parties = [
      ['Morgan Stanley Investment Management Inc.', 'Licensor'],
      ['Morgan Stanley Direct Lending Fund', 'Licensee'],
    ];
    expect(
      clauseRuleIds(
        ms,
        "Licensor shall have the sole right to bring any Action to remedy the foregoing, and Licensee shall cooperate with Licensor in same, at Licensor's expense.",
        'Morgan Stanley Direct Lending Fund',
      ),
    ).not.toContain('other-may-decide');
    const slinger: Parties = [
      ['Slinger Bag Inc.', 'Company'],
      ['Aitan Zacharin', 'Consultant'],
    ];
    expect(
      clauseRuleIds(
        slinger,
        'The Consultant will be entitled to participate in any bonus plan or incentive compensation plans (including, without limitation, equity or option plans) for consultants or outside service-providers adopted by the Company.',
        'Slinger Bag Inc.',
      ),
    ).not.toContain('other-may-decide');
  });
});

describe('the form of what the other side receives', () => {
  const parties: Parties = [
    ['Slinger Bag Inc.', 'Company'],
    ['Aitan Zacharin', 'Consultant'],
  ];
  it('does not raise statements "in a form satisfactory to the Company" for the consultant', () => {
    expect(
      clauseRuleIds(
        parties,
        'The Consultant shall submit to the Company itemized monthly statements, in a form satisfactory to the Company, of such expenses incurred in the previous month.',
        'Aitan Zacharin',
      ),
    ).not.toContain('other-discretion');
  });

  it('keeps a release the consultant must sign "in form acceptable to the Company", for the consultant only', () => {
    const clause =
      "Subject to the Consultant's execution and non-revocation of a separation agreement containing a general release and waiver of liability against the Company and anyone connected with it in form acceptable to the Company, the Consultant shall be entitled to receive, and the Company shall pay the Consultant, two (2) years Base Consulting Fee in a single lump sum, paid in full within 30 days of termination.";
    expect(clauseRuleIds(parties, clause, 'Aitan Zacharin')).toContain('other-discretion');
    expect(clauseRuleIds(parties, clause, 'Slinger Bag Inc.')).not.toContain('other-discretion');
  });
});

describe('rights the law or good records give the other side anyway', () => {
  it('does not raise copies of records kept at the other side’s cost, nor a deduction the law requires', () => {
    const contractor: Parties = [
      ['Renewable Note Company', 'Company'],
      ['Note Servicing LLC', 'Contractor'],
    ];
    expect(
      clauseRuleIds(
        contractor,
        'The Contractor shall be entitled to make and keep copies of such records, at its cost and expense.',
        'Renewable Note Company',
      ),
    ).not.toContain('other-may-decide');
    const tda: Parties = [
      ['TD Ameritrade Holding Corporation', 'TDA'],
      ['Joseph Smith', 'Smith'],
    ];
    expect(
      clauseRuleIds(
        tda,
        'TDA shall have the right to deduct from any amounts payable hereunder such portion thereof as are required to be deducted under applicable statute, regulation, treaty or other law.',
        'Joseph Smith',
      ),
    ).not.toContain('other-may-decide');
  });
});
