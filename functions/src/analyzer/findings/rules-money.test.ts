/**
 * The money rules (rules-money.ts and the payment, pricing and minimum rules of rules-commercial.ts) on
 * real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both parties: the party the
 * term burdens gets the finding, citing the sentence; the party it protects gets none. A plain duty to
 * pay is the bargain and raises nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  expectJudgedForOneSide,
  findingsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

interface Case {
  family: string;
  parties: Parties;
  passage: string;
  cites?: string;
  burdens: string;
  rule: string;
  severity: 'high' | 'medium' | 'low';
}

const CASES: Case[] = [
  {
    family: 'a payment owed whether or not the event takes place',
    parties: [
      ['ANTHEMIC, LLC', 'ANTHEMIC'],
      ['VNUE INC', 'Sponsor'],
    ],
    passage:
      'The Sponsor must provide the consideration in Section 2 regardless of whether the Event is actually held.',
    burdens: 'Sponsor',
    rule: 'self-pays-regardless',
    severity: 'high',
  },
  {
    family: 'late charges and a returned-cheque fee on the payer',
    parties: [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ],
    passage:
      'The Marketing Affiliate agrees to pay a late charge of 1 l/2% per month on the unpaid, past-due amount as well as a returned check fee of not less than $35.00 per returned item.',
    burdens: 'Marketing Affiliate',
    rule: 'self-pays-penalties',
    severity: 'low',
  },
  {
    family: 'a fee that is a share of net assets, with no cap',
    parties: [
      ['Domini Advisor Trust', 'Trust'],
      ['Domini Social Investments LLC', 'Sponsor'],
    ],
    passage:
      "For the services to be rendered and facilities to be provided by the Sponsor hereunder, the Trust shall pay Domini a fee accrued daily and payable monthly at an annual rate equal to 0.50% of the Trust's average daily net assets for the Trust's then current fiscal year.",
    burdens: 'Trust',
    rule: 'self-pays-share',
    severity: 'medium',
  },
  {
    family: "a price set by the provider's own costs plus a margin",
    parties: [
      ['Provider Pte. Ltd.', 'Provider'],
      ['TELCOSTAR PTE, LTD.', 'Recipient'],
    ],
    passage:
      "(a) As consideration for provision of the Services following the Effective Date, Recipient shall pay Provider an amount equal to Provider's actual cost of providing the Services plus a 10% service fee.",
    burdens: 'Recipient',
    rule: 'price-cost-plus',
    severity: 'medium',
  },
  {
    family: "prices at the seller's then-current list",
    parties: [
      ['ACCURAY INCORPORATED', 'Accuray'],
      ['SIEMENS AKTIENGESELLSCHAFT', 'Distributor'],
    ],
    passage:
      "Pricing of Products and Services shall be based upon Accuray's then current price lists for such Products and Services.",
    burdens: 'Distributor',
    rule: 'price-open',
    severity: 'medium',
  },
  {
    // Neither cancelled nor returned: the buyer carries every unit it orders, the harsher case.
    family: 'orders that can be neither cancelled nor returned',
    parties: [
      ['iMine Corporation', 'JRVS'],
      ['SUNWAI Technology', 'Distributor'],
    ],
    passage:
      'Except as provided herein, all Orders for Products are non-cancelable, and Products are non-returnable (NC/NR).',
    burdens: 'Distributor',
    rule: 'self-orders-non-cancellable',
    severity: 'high',
  },
  {
    family: "delivery deemed complete by the licensor's own act",
    parties: [
      ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
      ['YOU ON DEMAND HOLDINGS, INC.', 'Licensee'],
    ],
    passage:
      'Delivery of the Titles shall be deemed complete if Licensor makes the Titles available in accordance with the previous sentence.',
    burdens: 'Licensee',
    rule: 'deemed-delivered',
    severity: 'medium',
  },
  {
    family: 'the balance paid before the goods leave the warehouse, said in the passive',
    parties: [
      ['ORGANIC PREPARATIONS INC.', 'Manufacturer'],
      ['AGAPE ATP INTERNATIONAL HOLDING LIMITED', 'Customer'],
    ],
    passage:
      "5.4 Payment terms Unless separate payment terms are agreed to outside of this Agreement by both parties in writing, payment terms will be as follows: (i) 50% of the Total Order Cost must be paid on placement of the customer's order. (ii) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse of the manufacturer.",
    cites:
      '(ii) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse of the manufacturer.',
    burdens: 'Customer',
    rule: 'self-pays-in-advance',
    severity: 'medium',
  },
  {
    family: 'a deposit kept whatever happens',
    parties: [
      ['Forty Niners SC Stadium Company LLC', 'Forty Niners SC'],
      ['Violin Memory, Inc.', 'Sponsor'],
    ],
    passage:
      '(b) Deposit. Sponsor shall make a non-refundable deposit upon execution of this Agreement of five-hundred-thousand U.S. dollars (USD $500,000.00) (the "Deposit"), which shall be applied against the Sponsorship Fee for the first Contract Year.',
    cites:
      'Sponsor shall make a non-refundable deposit upon execution of this Agreement of five-hundred-thousand U.S. dollars (USD $500,000.00) (the "Deposit"), which shall be applied against the Sponsorship Fee for the first Contract Year.',
    burdens: 'Sponsor',
    rule: 'self-pays-regardless',
    severity: 'high',
  },
  {
    family: 'a right to revise prices, cited where increases reach accepted orders at once',
    parties: [
      ['iMine Corporation', 'JRVS'],
      ['SUNWAI Technology', 'Distributor'],
    ],
    passage:
      '5.2 Price Change. JRVS shall have the right to revise JRVS Price at any time. Price changes shall apply to all purchase orders received after the effective date with the notice, except that any price increase shall be effective immediately upon notice to Distributor and apply to those accepted but undelivered orders.',
    cites:
      'Price changes shall apply to all purchase orders received after the effective date with the notice, except that any price increase shall be effective immediately upon notice to Distributor and apply to those accepted but undelivered orders.',
    burdens: 'Distributor',
    rule: 'other-may-change-price',
    severity: 'high',
  },
  {
    family: "a personal guaranty by the payer's principal",
    parties: [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ],
    passage:
      'Marketing Affiliate and the undersigned principal, partner or owner further agree that this Agreement will serve as a personal guaranty by the undersigned principal, partner or owner of the company, and the undersigned principal, partner or owner will become responsible for any unpaid balance past due on any invoice.',
    burdens: 'Marketing Affiliate',
    rule: 'self-personal-guaranty',
    severity: 'high',
  },
  {
    family: 'a cost the supplier computes on its own accounting method',
    parties: [
      ['Florida Chemical Company, LLC', 'FCC'],
      ['Flotek Industries, Inc.', 'Buyer'],
    ],
    passage:
      '"Terpene Cost" means the cost per pound to FCC of the raw materials incorporated by FCC into Terpene Product, computed based on the methodology used by FCC to account for its inventory.',
    burdens: 'Buyer',
    rule: 'price-cost-plus',
    severity: 'medium',
  },
  {
    family: 'a fee paid in unregistered shares of the payer',
    parties: [
      ['UTEK Corporation', 'UTEK'],
      ['Manakoa Services Corporation', 'MKOS'],
    ],
    passage:
      'In consideration for providing these Services, MKOS shall pay UTEK $120,000 in the form of unregistered shares of common stock (923,077 shares) upon the execution of this Strategic Alliance Agreement.',
    burdens: 'UTEK',
    rule: 'self-paid-in-shares',
    severity: 'medium',
  },
  {
    family: "the payer's right to set its own costs off against what it owes",
    parties: [
      ['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies'],
      ['International Direct Response, Inc.', 'Reseller'],
    ],
    passage:
      'In the event of a Terminating Event, involving Reseller, other than for an event involving fraud or dishonesty by Reseller, MediaNet Group Technologies shall be entitled to offset payments due under this Agreement against its costs incurred as a result of the Terminating Event.',
    burdens: 'Reseller',
    // MediaNet alone is the subject (the comma closes "by Reseller"): its right is read as a withholding
    // right, as "Rogers shall be entitled to set off" is below.
    rule: 'other-may-withhold',
    severity: 'high',
  },
  {
    family: "a share of the payer's net income paid from a year after its first revenue year",
    parties: [
      ['Novo Integrated Sciences Inc.', 'NVOS'],
      ['Harvest Gold Farms Inc.', 'HGF'],
    ],
    passage:
      'NVOS agrees to remunerate HGF on the basis of thirty percent (30%) of net Company income basis on an annual basis commencing 12 months after the first full 12-month revenue period.',
    burdens: 'HGF',
    rule: 'self-paid-deferred',
    severity: 'medium',
  },
];

describe('money terms judged for the side they burden', () => {
  it.each(CASES)('$family: a finding for $burdens only', (c) => {
    expectJudgedForOneSide({ ...c, clause: c.passage });
  });

  it('a plain duty to pay at a stated rate is the bargain: no payment finding for the payer', () => {
    const parties: Parties = [
      ['Aduro Biotech, Inc.', 'Aduro'],
      ['IREYA B.V', 'Consultant'],
    ];
    const text = oneClauseContract(
      parties,
      'Aduro shall pay Consultant for the Services at the rate of €500 per hour.',
    );
    expect(findingsFor(text, 'Aduro Biotech, Inc.').map((f) => f.rule.id)).toEqual([]);
  });

  it("the other side's right to charge is raised; its promise to pay the reviewed side is not", () => {
    const charge = oneClauseContract(
      [
        ['Diversinet Corp.', 'Diversinet'],
        ['2205925 Ontario Limited', 'Reseller'],
      ],
      'Diversinet may charge the Reseller for support services or reduce the product price discount provided to Reseller.',
    );
    expect(findingsFor(charge, '2205925 Ontario Limited').map((f) => f.rule.id)).toContain('other-may-charge');
    expect(findingsFor(charge, 'Diversinet Corp.').map((f) => f.rule.id)).not.toContain('other-may-charge');
    const compensate = oneClauseContract(
      [
        ['iMine Corporation', 'JRVS'],
        ['SUNWAI Technology', 'Distributor'],
      ],
      "At JRVS's sole discretion, JRVS may compensate the Distributor for extraordinary sales and distribution efforts rendered prior to the designation of the new House Account.",
    );
    expect(findingsFor(compensate, 'SUNWAI Technology').map((f) => f.rule.id)).not.toContain('other-may-charge');
  });

  it('a shortfall the supplier may treat as a breach, at its option, burdens the distributor, not the supplier', () => {
    const parties: Parties = [
      ['Erchonia Corporation.', 'Erchonia'],
      ['InnerScope Hearing Technologies Inc', 'Distributor'],
    ];
    const clause =
      "Failure to meet these minimum performance goals for any period, shall, at Erchonia's option (i) be considered a breach of this agreement for which Erchonia shall have all the rights and remedies provided for herein upon a breach of this agreement, including termination of this agreement, or (ii) shall give Erchonia to terminate or limit the exclusivity provisions of this agreement.";
    const text = oneClauseContract(parties, clause);
    const distributor = findingsFor(text, 'InnerScope Hearing Technologies Inc').find(
      (f) => f.rule.id === 'self-minimum-commitment',
    );
    expect(distributor?.severity).toBe('high');
    expect(findingsFor(text, 'Erchonia Corporation.').map((f) => f.rule.id)).not.toContain('self-minimum-commitment');
  });

  it('a price open to renegotiation at any time is raised for the supplier as a price with no floor, for the buyer as an open price', () => {
    const parties: Parties = [
      ['Dolphin Digital Media Inc.', 'Supplier'],
      ['DGT Corp.', 'Customer'],
    ];
    const text = oneClauseContract(
      parties,
      'The price per unit shall be open to renegotiation - in response to competitive pricing pressures - upon receipt of written notice at any time by either party.',
    );
    expect(findingsFor(text, 'Dolphin Digital Media Inc.').map((f) => f.rule.id)).toEqual(['self-price-reopened']);
    expect(findingsFor(text, 'DGT Corp.').map((f) => f.rule.id)).toEqual(['price-open']);
  });

  it('a set-off right the reviewed side holds, or a payment without set-off, is not the set-off risk', () => {
    const parties: Parties = [
      ['Rogers Communications Inc.', 'Rogers'],
      ['Licensor Co.', 'Licensor'],
    ];
    const text = oneClauseContract(
      parties,
      'Rogers shall be entitled to set off any sums owing to Licensor against any sums owing by Licensor to Rogers hereunder.',
    );
    expect(findingsFor(text, 'Licensor Co.').map((f) => f.rule.id)).toContain('other-may-withhold');
    expect(findingsFor(text, 'Rogers Communications Inc.').map((f) => f.rule.id)).toEqual([]);
    const barred = oneClauseContract(
      parties,
      'Rogers shall pay all amounts due to Licensor without set-off, and neither party may set off any amount against sums owing to the other.',
    );
    expect(findingsFor(barred, 'Licensor Co.').map((f) => f.rule.id)).not.toContain('other-may-set-off');
  });

  it('payments that stop after termination are raised for the payee, never for the payer', () => {
    const parties: Parties = [
      ['MediaNet Group Technologies, Inc.', 'MediaNet'],
      ['International Direct Response, Inc.', 'Reseller'],
    ];
    const text = oneClauseContract(
      parties,
      'MediaNet shall pay Reseller a commission of 10% of the recurring hosting fees paid by Buyers contracted by Reseller. The obligation to remit payment cease 30 days after termination of this Agreement.',
    );
    expect(findingsFor(text, 'International Direct Response, Inc.').map((f) => f.rule.id)).toContain(
      'self-pay-cut-off',
    );
    expect(findingsFor(text, 'MediaNet Group Technologies, Inc.').map((f) => f.rule.id)).not.toContain(
      'self-pay-cut-off',
    );
    const named = oneClauseContract(
      [
        ['Ginkgo Bioworks, Inc.', 'Ginkgo'],
        ['Berkeley Lights, Inc.', 'BLI'],
      ],
      'Upon such termination, no royalties shall be payable by Ginkgo on any sale or transfer of such Licensed Products.',
    );
    expect(findingsFor(named, 'Berkeley Lights, Inc.').map((f) => f.rule.id)).toContain('self-pay-cut-off');
    expect(findingsFor(named, 'Ginkgo Bioworks, Inc.').map((f) => f.rule.id)).not.toContain('self-pay-cut-off');
  });

  it('an exclusive appointment held on minimum purchases binds the appointee, not the grantor', () => {
    const parties: Parties = [
      ['Fuse Science, Inc.', 'Manufacturer'],
      ['Sportsfield Inc.', 'Customer'],
    ];
    const text = oneClauseContract(
      parties,
      'The Manufacturer hereby appoints the Customer to be the sole and exclusive agent for the promotion, sales, marketing, distribution and administration of the products listed in schedule A of this agreement based on minimum annual product purchase requirements as listed in Schedule B of this agreement.',
    );
    expect(findingsFor(text, 'Sportsfield Inc.').map((f) => f.rule.id)).toContain('self-minimum-commitment');
    expect(findingsFor(text, 'Fuse Science, Inc.').map((f) => f.rule.id)).not.toContain('self-minimum-commitment');
  });

  it('a passive payment made only after the payer collects from its customer is the payee risk', () => {
    const parties: Parties = [
      ['Crexendo, Inc.', 'Company'],
      ['Reseller Co.', 'Reseller'],
    ];
    const text = oneClauseContract(
      parties,
      'Company shall pay Reseller a Referral Fee on each Registered Referral. Referral Fees will be paid within thirty (30) days of the collection of receivables from the Registered Referral.',
    );
    const reseller = findingsFor(text, 'Reseller Co.').find((f) => f.rule.id === 'other-pays-late');
    expect(text.slice(reseller!.start, reseller!.end)).toBe(
      'Referral Fees will be paid within thirty (30) days of the collection of receivables from the Registered Referral.',
    );
    expect(findingsFor(text, 'Crexendo, Inc.').map((f) => f.rule.id)).not.toContain('other-pays-late');
    const deemed = oneClauseContract(
      parties,
      "Company shall pay Reseller a Referral Fee on each Registered Referral. Payment will be deemed to have been made upon receipt of funds in Reseller's bank.",
    );
    expect(findingsFor(deemed, 'Reseller Co.').map((f) => f.rule.id)).not.toContain('other-pays-late');
  });

  it("prices fixed for the whole term are the supplier's risk, not the buyer's", () => {
    const parties: Parties = [
      ['Erchonia Corporation', 'Supplier'],
      ['InnerScope Hearing Technologies Inc', 'Distributor'],
    ];
    const text = oneClauseContract(
      parties,
      'All prices are per unit sold excluding freight, duty, and taxes. Prices will remain in effect for the period of the initial 5 year term.',
    );
    const supplier = findingsFor(text, 'Erchonia Corporation').find((f) => f.rule.id === 'self-price-fixed');
    expect(text.slice(supplier!.start, supplier!.end)).toBe(
      'Prices will remain in effect for the period of the initial 5 year term.',
    );
    expect(findingsFor(text, 'InnerScope Hearing Technologies Inc').map((f) => f.rule.id)).not.toContain(
      'self-price-fixed',
    );
  });

  it('warrants to buy shares granted on top of a fee are not a fee paid in shares', () => {
    const text = oneClauseContract(
      [
        ['Company Inc.', 'Company'],
        ['John Smith', 'Consultant'],
      ],
      'As compensation for the Services, the Company shall also issue Consultant as soon as reasonably practicable warrants to purchase 1,250,000 shares of common stock of the Company.',
    );
    expect(findingsFor(text, 'John Smith').map((f) => f.rule.id)).not.toContain('self-paid-in-shares');
  });

  it("a payment made only once the payer is itself paid is the payee's risk, said in the passive", () => {
    const parties: Parties = [
      ['Cemtrex Inc.', 'Company'],
      ['Vicon Industries Inc.', 'Reseller'],
    ];
    const clause =
      'For a Registered Opportunity where the customer purchases from Reseller, payment will be made by Reseller to Company within 5 days of receipt of payment (paid when paid).';
    const text = oneClauseContract(parties, clause);
    expect(findingsFor(text, 'Cemtrex Inc.').map((f) => f.rule.id)).toContain('other-pays-late');
    expect(findingsFor(text, 'Vicon Industries Inc.').map((f) => f.rule.id)).not.toContain('other-pays-late');
  });
});

describe('the words of a money finding', () => {
  it("puts a cost-plus price's percentage on the margin, not on the costs", () => {
    const text = oneClauseContract(
      [
        ['Provider Pte. Ltd.', 'Provider'],
        ['TELCOSTAR PTE, LTD.', 'Recipient'],
      ],
      "(a) As consideration for provision of the Services following the Effective Date, Recipient shall pay Provider an amount equal to Provider's actual cost of providing the Services plus a 10% service fee.",
    );
    const titles = findingsFor(text, 'TELCOSTAR PTE, LTD.')
      .filter((f) => f.rule.id === 'price-cost-plus')
      .map((f) => f.words.title);
    expect(titles).toEqual(["Recipient's price follows Provider's own costs, plus a margin (10%)."]);
  });
});
