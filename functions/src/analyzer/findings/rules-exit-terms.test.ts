/**
 * Termination grounds listed as items, a morals clause, a person's own right to resign, grounds every
 * supplier accepts and the evergreen renewal any side may stop (rules-exit-terms.ts, rules-exit.ts,
 * rules-allocation.ts), on real sentences of the dev contracts (CUAD, CC BY 4.0), read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const rulesFor = (parties: Parties, clause: string, party: string) =>
  findingsFor(oneClauseContract(parties, clause), party).map((f) => f.rule.id);

describe('a termination ground listed as an item', () => {
  const PARTIES: Parties = [
    ["Giggles N' Hugs, Inc.", 'Company'],
    ['Kiddo, Inc.', 'Consultant'],
  ];
  const clause = (item: string) =>
    `Termination. Either party may terminate this agreement after 3 years following the effective date. (a) In addition, this Agreement will terminate upon the following: (1) Completion of work or period of work provided in this agreement. (2) Termination by Company or Consultant for any material breach, which is not cured within 30 days after written notice of any such material breach from the non-breaching party, pursuant to the terms of the Agreement.\n\n${item}\n\n3. In consideration for all duties and obligations contained herein, Company shall pay Consultant a fee of $5,000 per month.`;

  it('"(3) By the Company, at its option, if ... Milestones ... are not achieved" is raised for the Consultant', () => {
    const item =
      '(3) By the Company, at its option, if at least two Milestones (excluding Milestones 1) are not achieved within 12 months from the Effective Date.';
    const text = oneClauseContract(PARTIES, clause(item));
    const f = findingsFor(text, 'Kiddo, Inc.').find((x) => x.rule.id === 'other-may-terminate');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toBe(item);
    expect(findingsFor(text, "Giggles N' Hugs, Inc.").map((x) => x.rule.id)).not.toContain('other-may-terminate');
  });

  it('an item on the other side ceasing business or its uncured breach is the ordinary ground', () => {
    for (const item of [
      '(3) By the Company, if Consultant ceases to do business, or otherwise terminates its business operations.',
      '(3) By the Company, if Consultant breaches any material provision of this Agreement and such breach is not cured within thirty (30) days after written notice.',
    ])
      expect(rulesFor(PARTIES, clause(item), 'Kiddo, Inc.')).not.toContain('other-may-terminate');
  });

  it('an indemnity or a report "By" a side is no termination ground', () => {
    expect(
      rulesFor(
        PARTIES,
        clause(
          '(b) By the Company. During the Term, the Company shall provide Consultant with a report of the sales in the preceding quarter.',
        ),
        'Kiddo, Inc.',
      ),
    ).not.toContain('other-may-terminate');
  });
});

describe('a morals clause', () => {
  const PARTIES: Parties = [
    ['ADAMS GOLF, LTD.', 'ADAMS GOLF'],
    ['TOM WATSON', 'CONSULTANT'],
  ];
  const LIMBS =
    'A.committed or shall commit any public act that involves moral turpitude, B.commits or violates any material foreign, U.S., federal, or other applicable state or local law, C.commits any act which brings him into public disrepute, contempt, scandal or ridicule, or which insults or offends the community, D.makes any statements in derogation, in any material respect, of ADAMS GOLF or any of its affiliates or any of their respective PRODUCT or services and such statement is made to the general public or becomes a matter of public knowledge,';
  const text = oneClauseContract(
    PARTIES,
    `BEHAVIOR\n\nDuring the term of this Agreement, CONSULTANT will conduct himself at all times with due regard to public morals and conventions. If the value of CONSULTANT'S ENDORSEMENT is materially reduced or impaired because CONSULTANT:\n\n${LIMBS}\n\nthen at any time after the occurrence of such act, thing or statement, ADAMS GOLF shall have the right, in addition to its other legal and equitable remedies, to immediately terminate this Agreement, by giving written notice to CONSULTANT.\n\n3. Notwithstanding any other paragraph of this Agreement, in the event that CONSULTANT dies or is unable to play tour golf at all, ADAMS GOLF may terminate this Agreement on thirty (30) days' written notice.\n\n4. ADAMS GOLF shall pay CONSULTANT a base compensation of $100,000 per year for the endorsement services.`,
  );

  it('is raised for the endorser, citing the reputational grounds', () => {
    const f = findingsFor(text, 'TOM WATSON').find((x) => x.rule.id === 'self-morals-clause');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toContain('brings him into public disrepute');
  });

  it('is not raised for the side that may terminate', () => {
    expect(findingsFor(text, 'ADAMS GOLF, LTD.').map((x) => x.rule.id)).not.toContain('self-morals-clause');
  });

  it("a licensee's duty not to bring the licensed marks into disrepute is no morals clause", () => {
    const rules = rulesFor(
      PARTIES,
      'ADAMS GOLF may terminate this Agreement upon notice if CONSULTANT breaches it. CONSULTANT shall not tarnish or bring into disrepute the reputation of or goodwill associated with the ADAMS GOLF trademarks.\n\n3. ADAMS GOLF shall pay CONSULTANT a base compensation of $100,000 per year for the endorsement services.',
      'TOM WATSON',
    );
    expect(rules).not.toContain('self-morals-clause');
  });
});

describe("a person's own right to resign on notice", () => {
  const PARTIES: Parties = [
    ['Emerald Isle Exploration Ltd.', 'Company'],
    ['Robert Michael Consulting Inc.', 'Contractor'],
  ];
  const clause =
    'The Company may terminate this Agreement and the engagement of the Contractor without Cause at any time on 30 days prior written notice. The Contractor may terminate this Agreement and his or her engagement for any reason at any time upon providing 30 days advance notice in writing to the Company.';

  it('is not raised for the side that engaged the person and may itself end the engagement at will', () => {
    expect(rulesFor(PARTIES, clause, 'Emerald Isle Exploration Ltd.')).not.toContain('other-may-terminate');
  });

  it("the engaging side's right without cause is still raised for the person", () => {
    expect(rulesFor(PARTIES, clause, 'Robert Michael Consulting Inc.')).toContain('other-may-terminate');
  });
});

describe('grounds every supplier accepts', () => {
  const PARTIES: Parties = [
    ['Bravatek Solutions, Inc.', 'Company'],
    ['i3 Integrative Creative Solutions, LLC', 'Reseller'],
  ];
  it("the reseller's right to terminate if the products are enjoined for infringement or the Company ceases business is not raised for the Company", () => {
    const clause =
      'b. This Agreement may be terminated by Reseller for cause immediately upon the occurrence of any of the following events: (i) if the use or sale of Company Products are enjoined due to any claim of infringement of any U.S. patent or copyright or of any misappropriation of trade secrets; (ii) if Company ceases to do business, or otherwise terminates its business operations.\n\nc. This Agreement may be terminated by Company for cause immediately if Reseller ceases to do business.';
    expect(rulesFor(PARTIES, clause, 'Bravatek Solutions, Inc.')).not.toContain('other-may-terminate');
  });
});

describe('a breach left uncured for thirty days', () => {
  const PARTIES: Parties = [
    ['XACCT Technologies, Inc.', 'XACCT'],
    ['Licensee Networks Corp.', 'Licensee'],
  ];
  const clause = (cure: string) =>
    `XACCT may also terminate Support Services if Licensee breaches any provision of this Agreement or the License Agreement and such breach is not remedied within ${cure} after Licensee receives written notice of the breach.\n\n3. Licensee shall pay XACCT the annual support fees set out in the License Agreement.`;

  it('is the market-standard ground, though the side in breach has no termination right of its own', () => {
    expect(rulesFor(PARTIES, clause('thirty (30) days'), 'Licensee Networks Corp.')).not.toContain(
      'other-may-terminate',
    );
  });

  it('a cure of a few days is still raised for the side with no way out of its own', () => {
    expect(rulesFor(PARTIES, clause('five (5) days'), 'Licensee Networks Corp.')).toContain('other-may-terminate');
  });
});

describe('an automatic renewal', () => {
  const PARTIES: Parties = [
    ['eGain Communications Corporation', 'eGain'],
    ['Customer Company, Inc.', 'Customer'],
  ];
  const PAYS =
    '\n\n3. Customer shall pay eGain the subscription fees set out in Exhibit A for the hosted services eGain provides.';
  const renewal = (clause: string) => rulesFor(PARTIES, clause + PAYS, 'Customer Company, Inc.');

  it('for a year at a time that either party may stop by notice is not raised for the customer', () => {
    expect(
      renewal(
        'This Agreement shall continue in effect from the Effective Date for a one (1) year period, unless earlier terminated as set forth below, and thereafter shall renew automatically for successive one (1) year periods unless either party gives the other party at least thirty (30) days prior written notice of its intent not to renew the Agreement.',
      ),
    ).not.toContain('auto-renewal');
  });

  it('for two-year periods, on conditions, or with a notice window of ninety days and no other way out, is still raised for the customer', () => {
    for (const clause of [
      'This Agreement shall be automatically renewed for an additional one year period on each anniversary of the Effective Date, unless terminated by either Party hereto upon ninety (90) days written notice to the other.',
      'Thereafter, the Agreement shall be automatically renewed for additional two year periods unless either Party notifies the other Party of its intention not to renew in writing at least three (3) months prior to the end of the then current term.',
      'The Term will automatically renew for successive additional periods of one (1) year each, provided that: (a) Customer has made all Guaranteed Minimum Purchases; (b) the parties have agreed in writing upon the fees for the next renewal period, unless either party gives notice of non-renewal.',
    ])
      expect(renewal(clause)).toContain('auto-renewal');
  });
});

describe('an agreement that ends with another one', () => {
  const DEVELOPMENT: Parties = [
    ["Reed's, Inc.", "Reed's"],
    ['B C Marketing Concepts Inc.', 'Company'],
  ];
  const LINKED =
    'Either party may terminate this Agreement upon written notice if the Manufacturing and Distribution Agreement terminates prior to the first anniversary of the Effective Date.';

  it('a right of either party to end it when another agreement ends is raised for both sides', () => {
    const text = oneClauseContract(DEVELOPMENT, LINKED);
    for (const [party] of DEVELOPMENT) {
      const f = findingsFor(text, party).find((x) => x.rule.id === 'ends-with-other-agreement');
      expect(f?.severity).toBe('medium');
      expect(text.slice(f!.start, f!.end)).toBe(LINKED);
    }
  });

  it('an automatic end with another agreement is raised for both sides', () => {
    const parties: Parties = [
      ['Zogenix, Inc.', 'Zogenix'],
      ['Nippon Shinyaku Co., Ltd.', 'Distributor'],
    ];
    const clause =
      'Following the execution of the Supply Agreement pursuant to Section 5.2, the Parties agree that this Agreement shall automatically terminate upon termination of the Supply Agreement for any reason.';
    for (const [party] of parties) expect(rulesFor(parties, clause, party)).toContain('ends-with-other-agreement');
  });

  it("the reviewed side's own right to leave when the other agreement ends is its way out, not its risk", () => {
    // The sentence above with the right given to the Company alone.
    const clause = LINKED.replace('Either party', 'Company');
    expect(rulesFor(DEVELOPMENT, clause, 'B C Marketing Concepts Inc.')).not.toContain('ends-with-other-agreement');
  });

  it('an agreement that survives the end of the related ones is no link', () => {
    const clause =
      'Notwithstanding the foregoing, should this Agreement be terminated or proven to be invalid, such termination or invalidation will in no way affect, impair or invalidate any other related agreement including the SPA, DA and/or the New NDA, which will remain in full force and effect.';
    for (const [party] of DEVELOPMENT)
      expect(rulesFor(DEVELOPMENT, clause, party)).not.toContain('ends-with-other-agreement');
  });
});

describe('remedies that reach consequential and punitive damages', () => {
  const CONSULTING: Parties = [
    ['Aduro Biotech, Inc.', 'Aduro'],
    ['IREYA B.V.', 'Consultant'],
  ];
  const WIDENED =
    'Such injunctive remedy shall be nonexclusive and shall be in addition to any and all other remedies which may be available to it at law or in equity, including without limitation, the recovery of direct, indirect, incidental, consequential and/or punitive damages.';
  const clause = `In the event of a breach of this Paragraph 7 by Consultant, Aduro shall be entitled to entry of injunctive relief. ${WIDENED}`;

  it('is raised for the side the remedies run against: the other side alone is given the injunction they add to', () => {
    const text = oneClauseContract(CONSULTING, clause);
    const f = findingsFor(text, 'IREYA B.V.').find((x) => x.rule.id === 'other-recovers-punitive');
    expect(f?.severity).toBe('medium');
    expect(text.slice(f!.start, f!.end)).toBe(WIDENED);
    expect(rulesFor(CONSULTING, clause, 'Aduro Biotech, Inc.')).not.toContain('other-recovers-punitive');
  });

  it('a bar on awarding such damages is no widening', () => {
    const parties: Parties = [
      ['Array BioPharma Inc.', 'Array'],
      ['Ono Pharmaceutical Co., Ltd.', 'Ono'],
    ];
    const bar =
      'The Arbitration Tribunal shall have no authority to award punitive damages or other damages exceeding the damages actually suffered by the prevailing Party, and may not, in any event, make any ruling, finding or award that does not conform to the provisions of this Agreement.';
    for (const [party] of parties) expect(rulesFor(parties, bar, party)).not.toContain('other-recovers-punitive');
  });
});
