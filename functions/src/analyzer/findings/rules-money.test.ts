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
    family: 'orders that cannot be cancelled or returned',
    parties: [
      ['iMine Corporation', 'JRVS'],
      ['SUNWAI Technology', 'Distributor'],
    ],
    passage:
      'Except as provided herein, all Orders for Products are non-cancelable, and Products are non-returnable (NC/NR).',
    burdens: 'Distributor',
    rule: 'self-orders-non-cancellable',
    severity: 'medium',
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
