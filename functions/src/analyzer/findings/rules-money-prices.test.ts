/**
 * Who may move a price and who pays a fixed sum, on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: a change the other side may make must change a price, a price "subject to
 * change" hurts the buyer the sentence names, the payee's own fee left to be agreed is its risk, and a
 * liquidated sum or termination fee is the payer's risk, not the payee's.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const rulesFor = (parties: Parties, clause: string, party: string) =>
  findingsFor(oneClauseContract(parties, clause), party).map((f) => f.rule.id);

describe('the other side may change a price', () => {
  const changepoint: Parties = [
    ['Changepoint Corporation', 'Changepoint'],
    ['Corio, Inc.', 'Customer'],
  ];

  it('is raised for the payer when the price is the subject of the change', () => {
    const clause =
      'Customer shall pay the Maintenance Fees annually in advance. (b) The Maintenance Fees may be increased annually by Changepoint by providing Customer with notice of not less than thirty (30) days prior to the end of a Maintenance Term.';
    expect(rulesFor(changepoint, clause, 'Corio, Inc.')).toContain('other-may-change-price');
    expect(rulesFor(changepoint, clause, 'Changepoint Corporation')).not.toContain('other-may-change-price');
  });

  it('is a medium risk, said as bounded, when the clause caps the increase', () => {
    const clause =
      'Customer shall pay the Maintenance Fees annually in advance. (b) The Maintenance Fees may be increased annually by Changepoint by providing Customer with notice of not less than thirty (30) days prior to the end of a Maintenance Term. Changepoint agrees not to increase its Maintenance Fees annually by more than six percent (6%) from the fees charged in the previous Maintenance Term.';
    const capped = findingsFor(oneClauseContract(changepoint, clause), 'Corio, Inc.').find(
      (f) => f.rule.id === 'other-may-change-price',
    );
    expect(capped?.severity).toBe('medium');
    expect(capped?.words.title).toBe('Changepoint may raise prices or fees, within the limit this clause sets.');
    const open = findingsFor(
      oneClauseContract(
        changepoint,
        'Customer shall pay the Maintenance Fees annually in advance. (b) The Maintenance Fees may be increased annually by Changepoint by providing Customer with notice of not less than thirty (30) days prior to the end of a Maintenance Term.',
      ),
      'Corio, Inc.',
    ).find((f) => f.rule.id === 'other-may-change-price');
    expect(open?.severity).toBe('high');
    expect(open?.words.title).toBe('Changepoint may change prices or fees.');
  });

  it('is not raised for a change that is no price: a list of names, an upgrade at no extra cost', () => {
    const healthgate: Parties = [
      ['HealthGate Data Corp.', 'HealthGate'],
      ['Blackwell Science Limited', 'Publisher'],
    ];
    const upgrade =
      'The Publisher shall pay HealthGate the fees set out in the Schedule. HealthGate shall replace and upgrade the Software to satisfy the requirements of the Specification at no extra cost to the Publishers.';
    expect(rulesFor(healthgate, upgrade, 'Blackwell Science Limited')).not.toContain('other-may-change-price');
    const excite: Parties = [
      ['e-centives, Inc.', 'Application Provider'],
      ['Excite, Inc.', 'Excite'],
    ];
    const list =
      'Excite shall pay Application Provider the fees set out in Exhibit C. Not more than once per quarter, Application Provider may update the list of Application Provider Data Restricted Named Companies shown in EXHIBIT I, so long as such list shall not exceed twenty-five (25) companies.';
    expect(rulesFor(excite, list, 'Excite, Inc.')).not.toContain('other-may-change-price');
  });
});

describe('a price subject to change', () => {
  it('hurts the buyer the sentence names as the one sold to, whatever the roles say', () => {
    const parties: Parties = [
      ['Sierra Sciences, LLC', 'SIERRA'],
      ['Envision Global, Inc.', 'ENVISION'],
    ];
    const clause =
      '4. Prices and Terms. The price for the Product as set forth in Section 9 herein, sold by SIERRA to ENVISION, shall be subject to change due to changes in manufacturing costs and so as to maximize profits; any changes in price for the Product shall not be applicable to previously accepted orders and shall be made with at least ninety (90) days advance notice in writing.';
    const text = oneClauseContract(parties, clause);
    const envision = findingsFor(text, 'Envision Global, Inc.').find((f) => f.rule.id === 'price-open');
    expect(envision).toBeDefined();
    expect(text.slice(envision!.start, envision!.end)).toMatch(
      /^The price for the Product as set forth in Section 9 herein, sold by SIERRA to ENVISION/,
    );
    expect(rulesFor(parties, clause, 'Sierra Sciences, LLC')).not.toContain('price-open');
  });

  it("follows the seller's own price list, not the contract's roles", () => {
    const parties: Parties = [
      ['VerticalNet, Inc.', 'VerticalNet'],
      ['LeadersOnline, Inc.', 'LeadersOnline'],
    ];
    const clause =
      "LeadersOnline shall provide recruiting services to VerticalNet. All prices for such Banners and Newsletter Ads shall be offered to LeadersOnline at a 10% discount off of VerticalNet's then current prices for similar Banners or Newsletters Ads.";
    expect(rulesFor(parties, clause, 'LeadersOnline, Inc.')).toContain('price-open');
    expect(rulesFor(parties, clause, 'VerticalNet, Inc.')).not.toContain('price-open');
  });
});

describe("the payee's own fee left to be agreed", () => {
  const parties: Parties = [
    ['Rise (Tianjin) Education Information Consulting Co., Ltd.', 'Service Provider'],
    ['Service Recipient Co., Ltd.', 'Service Recipient'],
  ];
  const fee =
    "The amount of the Service Fee shall be [determined on the basis of the actual costs incurred by Service Provider in connection with its provision of the services, plus a mark-up at a percentage as agreed upon between both Parties, to be allocated to Service Recipient and other service recipients in proportion to their respective revenues] / [computed at a percentage (as agreed upon between both Parties) of Service Recipient's revenues] and confirmed by a letter of confirmation substantially in the form attached hereto.";
  const clause = `During the term of this Agreement, Service Recipient shall pay to Service Provider the Service Fee on a quarterly basis. ${fee}`;

  it('is raised for the payee, citing the sentence that leaves the fee open', () => {
    const text = oneClauseContract(parties, clause);
    const provider = findingsFor(text, 'Rise (Tianjin) Education Information Consulting Co., Ltd.').find(
      (f) => f.rule.id === 'self-fee-to-be-agreed',
    );
    expect(provider).toBeDefined();
    expect(text.slice(provider!.start, provider!.end)).toBe(fee);
    expect(rulesFor(parties, clause, 'Service Recipient Co., Ltd.')).not.toContain('self-fee-to-be-agreed');
  });

  it('is not raised for a fee for work that may never be asked for, or one guided by a stated method', () => {
    const transporter: Parties = [
      ['PennTex North Louisiana Operating, LLC', 'Transporter'],
      ['MRD Operating LLC', 'Customer'],
    ];
    const compression =
      'For all Customer Gas received by Transporter at a Point of Receipt and delivered to any Point of Delivery, Customer shall pay Transporter a transportation fee of $0.40 per MMBtu. If Transporter provides any compression Services with respect to Customer Gas delivered hereunder, the fees applicable to such Services shall be as mutually agreed between the Parties.';
    expect(rulesFor(transporter, compression, 'PennTex North Louisiana Operating, LLC')).not.toContain(
      'self-fee-to-be-agreed',
    );
    const jv: Parties = [
      ['Tate & Lyle Fermentation Products Ltd.', 'T&L'],
      ['Igene Biotechnology, Inc.', 'Igene'],
    ];
    const method =
      'Igene shall pay T&L for the Support Services monthly. The Party initiating the notice provided herein, shall be required to provide such Support Services as agreed in the appropriate Support Services Agreement described in Article 11.1 to the surviving entity at a price (that shall be reasonably consistent with the methodology used for determining prices prior to such conveyance) to be agreed upon by the Parties for a transition period to allow the Operating Company to continue to obtain such services.';
    expect(rulesFor(jv, method, 'Tate & Lyle Fermentation Products Ltd.')).not.toContain('self-fee-to-be-agreed');
    const dongA: Parties = [
      ['Dong-A ST Co., Ltd.', 'Dong-A'],
      ['NeuroBo Pharmaceuticals, Inc.', 'NeuroBo'],
    ];
    const activities =
      'NeuroBo shall pay Dong-A the supply price for each shipment. For any such activities, NeuroBo shall pay to Dong-A [***] ([***]%) of the fees as agreed by the Parties within [***] days prior to conducting such activities by Dong-A, and shall pay the balance due within [***] days after delivery by Dong-A to NeuroBo of the results.';
    expect(rulesFor(dongA, activities, 'Dong-A ST Co., Ltd.')).not.toContain('self-fee-to-be-agreed');
  });
});

describe('a liquidated sum or termination fee', () => {
  it('is raised for the side the sentence makes pay, not for the side it names as paid', () => {
    const parties: Parties = [
      ['Blackstone / GSO Long-Short Credit Income Fund', 'Client'],
      ['Mellon Investor Services LLC', 'Agent'],
    ];
    const clause =
      'In addition to the payments required in this section, if this Agreement is terminated by Client for any reason other than pursuant to Section 2 or Section 11(a) above or by Agent pursuant to Section 11(b) above, then Client shall pay a termination fee, due and payable to Agent on or before the effective date of such termination, calculated as follows: (i) if the termination occurs prior to the first anniversary of the commencement date of the current term (the "Commencement Date"), then the termination fee shall equal twelve (12) times the average monthly invoice charged to Client by Agent hereunder.';
    expect(rulesFor(parties, clause, 'Blackstone / GSO Long-Short Credit Income Fund')).toContain('liquidated-damages');
    expect(rulesFor(parties, clause, 'Mellon Investor Services LLC')).not.toContain('liquidated-damages');
  });

  it('is not raised for the payee of a fee said in the passive', () => {
    const parties: Parties = [
      ['Monsanto Company', 'Monsanto'],
      ['The Scotts Company LLC', 'Agent'],
    ];
    const clause =
      '(f) Exclusive Remedy. The payment of a Termination Fee to the Agent under Section 10.4(c) shall be deemed to constitute the exclusive remedy for any damages resulting out of the termination of this Agreement by Monsanto or the successor to the Roundup Business pursuant to Section 10.4(c) and the Agent shall waive its right to exercise any other remedies otherwise available at law or in equity.';
    expect(rulesFor(parties, clause, 'The Scotts Company LLC')).not.toContain('liquidated-damages');
  });
});
