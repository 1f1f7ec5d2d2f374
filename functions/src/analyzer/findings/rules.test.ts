/**
 * The clause judgements of rules-terms.ts and the readings they rest on, on real sentences of the dev
 * contracts (CUAD, CC BY 4.0), each read for both parties: the party the sentence burdens gets the
 * finding, citing the decisive sentence; the party it protects gets none. The readings behind them
 * and their citations: rules-readings.test.ts.
 */
import { describe, it } from 'vitest';
import { expectJudgedForOneSide } from '../../../../tests/support/one-clause';

interface Case {
  family: string;
  parties: [name: string, role: string][];
  /** The numbered paragraph as the contract writes it. */
  passage: string;
  /** The sentence the finding must cite (default: the whole paragraph). */
  cites?: string;
  burdens: string;
  rule: string;
  severity: 'high' | 'medium' | 'low';
}

const CASES: Case[] = [
  {
    family: 'the other side need not perform',
    parties: [
      ['CREMER OLEO GmbH & Co KG', 'Cremer'],
      ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
    ],
    passage:
      'Cremer shall not be obliged to deliver the Product in the absence of a written order confirmation given to Ultragenyx.',
    burdens: 'Ultragenyx',
    rule: 'other-not-obliged',
    severity: 'medium',
  },
  {
    family: 'force majeure for one side only',
    parties: [
      ['Snotarator LLC', 'Company'],
      ['SMSA Ballinger Acquisition Corp.', 'Distributor'],
    ],
    passage:
      'Company shall not be in default by reason of any failure in its performance under this Agreement if such failure results from, whether directly or indirectly, fire, explosion, strike, freight embargo, Act of God or of the public enemy, war, civil disturbance, act of any government, de jure or de facto, or agency or official thereof, material or labor shortage, transportation contingencies, unusually severe weather, default of any other manufacturer or a supplier or subcontractor, quarantine, restriction, epidemic, or catastrophe, lack of timely instructions or essential information from Distributor, or otherwise arisen out of causes beyond the control of the Company.',
    burdens: 'Distributor',
    rule: 'one-way-force-majeure',
    severity: 'medium',
  },
  {
    family: 'all development costs on one side',
    parties: [
      ["Reed's, Inc.", "Reed's"],
      ['B C Marketing Concepts Inc.', 'Company'],
    ],
    passage:
      "Company shall be responsible for all costs relating to the development of the Recipes and Deliverables, except for costs and expenses relating to the involvement of Reed's personnel and contractors.",
    burdens: 'Company',
    rule: 'self-bears-costs',
    severity: 'high',
  },
  {
    family: 'an exclusive right granted without "hereby"',
    parties: [
      ["Reed's, Inc.", "Reed's"],
      ['B C Marketing Concepts Inc.', 'Company'],
    ],
    passage:
      "In exchange for Company's contributions and obligations under this Agreement, Reed's grants Company the exclusive right to manufacture, package, promote, sell and distribute the Products (if and to the extent approved by the Development Committee), subject to the terms and conditions of a separate Manufacturing and Distribution Agreement to be entered into by the parties concurrently with this Agreement.",
    burdens: "Reed's",
    rule: 'other-exclusive-grant',
    severity: 'medium',
  },
  {
    family: 'a price increase beside the notice of it',
    parties: [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ],
    passage:
      'Equidata reserves the right to increase the base cost of Services. Notice will be given to Marketing Affiliate in writing no less than 30 days prior to such increase taking affect.',
    cites: 'Equidata reserves the right to increase the base cost of Services.',
    burdens: 'Marketing Affiliate',
    rule: 'other-may-change-price',
    severity: 'high',
  },
  {
    family: 'pricing open to change, for the side that buys',
    parties: [
      ['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies'],
      ['International Direct Response, Inc.', 'Reseller'],
    ],
    passage:
      "Commission is not paid on MediaNet Group Technologies's free-ware programs. (pricing and products subject to change without notice).",
    cites: '(pricing and products subject to change without notice).',
    burdens: 'Reseller',
    rule: 'price-open',
    severity: 'medium',
  },
  {
    family: 'liquidated damages owed by the reviewed side',
    parties: [
      ['Kingdom Connect, Inc.', 'Company'],
      ['YourNetPlus.com, Inc.', 'Provider'],
    ],
    passage:
      "In the event the Company fails to have its attorney issue the required opinion letter within 20 days of a written request from YourNetPlus.com or its nominee, the Company shall be liable for liquidated damages in the amount of 10% interest per 30 days on the value of the shares based on the closing bid price of the Company's common stock on the 20th business day following the date it receives written notice from YourNetPlus.com or their nominee.",
    burdens: 'Company',
    rule: 'liquidated-damages',
    severity: 'high',
  },
  {
    family: 'insurance kept "at all times during the term"',
    parties: [
      ['Organic Preparations Inc.', 'Manufacturer'],
      ['Agape ATP International Holding Limited', 'Customer'],
    ],
    passage:
      'The Customer shall at all times during the term of this agreement maintain product liability insurance, covering all products sold by the Manufacturer to the Customer and which policy shall name the Manufacturer as Additional Insured.',
    burdens: 'Customer',
    rule: 'self-insurance',
    severity: 'low',
  },
  {
    family: 'licences that survive in perpetuity, for the licensor',
    parties: [
      ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
      ['YOU ON DEMAND HOLDINGS, INC.', 'Licensee'],
    ],
    passage:
      '(c) Sections 2(a), 2(b), 2(c), 2(d), 3, and 11 shall survive the expiration or termination of this Agreement: (i) in perpetuity with respect to Titles for which the licenses granted in Section 2(a) are perpetual; and (ii) for the duration of the applicable license term specified in Schedule A.',
    burdens: 'Licensor',
    rule: 'perpetual-survival',
    severity: 'medium',
  },
  {
    family: 'service promised only as efforts',
    parties: [
      ['Universal Access, Inc.', 'Company'],
      ['CityNet Telecommunications, Inc.', 'Provider'],
    ],
    passage: 'The Provider shall undertake commercially reasonable efforts to provide the Services and Repairs.',
    burdens: 'Company',
    rule: 'other-efforts-only',
    severity: 'medium',
  },
  {
    family: 'orders the other side may reject',
    parties: [
      ['iMine Corporation', 'JRVS'],
      ['SUNWAI Technology', 'Distributor'],
    ],
    passage: 'JRVS reserves the right to reject orders in whole or in part.',
    burdens: 'Distributor',
    rule: 'other-may-reject',
    severity: 'medium',
  },
  {
    family: 'all risk and liability assumed without a modal',
    parties: [
      ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
      ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
    ],
    passage:
      'DISTRIBUTOR assumes all responsibility, risk and liability arising from (i) the unloading, discharge, storage, handling and use of the Products, including use thereof alone or in combination with other substances.',
    burdens: 'DISTRIBUTOR',
    rule: 'self-bears-costs',
    severity: 'high',
  },
  {
    family: 'sales targets the reviewed side must meet',
    parties: [
      ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
      ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
    ],
    passage:
      'DISTRIBUTOR agrees to satisfy the annual and quarterly sale targets for the Products set forth in Appendix 3 herein as mutually agreed to by the parties hereof.',
    burdens: 'DISTRIBUTOR',
    rule: 'self-minimum-commitment',
    severity: 'high',
  },
  {
    family: 'termination on notice, written as an event',
    parties: [
      ['Diplomat Direct Marketing Corporation', 'Diplomat'],
      ['Tadeo E-Commerce Corp.', 'Tadeo'],
    ],
    passage:
      '(vi) Upon Tadeo giving Diplomat at least sixty (60) days advance written notice of termination of this Agreement.',
    burdens: 'Diplomat',
    rule: 'other-may-terminate',
    severity: 'high',
  },
  {
    family: 'goods deemed accepted unless rejected in time',
    parties: [
      ['Organic Preparations Inc.', 'Manufacturer'],
      ['Agape ATP International Holding Limited', 'Customer'],
    ],
    passage: 'Products not rejected within the foregoing time periods shall be deemed accepted by the Customer.',
    burdens: 'Customer',
    rule: 'self-deemed-assent',
    severity: 'medium',
  },
  {
    family: 'an invoice deemed correct unless disputed in time',
    parties: [
      ['PC Quote, Inc.', 'PCQ'],
      ['A.B. Watley, Inc.', 'ABW'],
    ],
    passage:
      'Any invoice submitted by PCQ shall be deemed correct unless ABW advises PCQ in writing, within thirty (30) days of the receipt of the invoice, that it disagrees with the invoice and specifies the nature of the disagreement.',
    burdens: 'ABW',
    rule: 'self-deemed-assent',
    severity: 'medium',
  },
  {
    family: 'most-favoured pricing promised by the reviewed side',
    parties: [
      ['International Business Machines Corporation', 'IBM'],
      ["Manufacturers' Services Western U.S. Operations, Inc.", 'MSL'],
    ],
    passage: 'MSL agrees that MSL engineering will be priced to IBM on a "most favored customer" basis.',
    burdens: 'MSL',
    rule: 'self-most-favoured',
    severity: 'medium',
  },
  {
    family: 'the other side not obliged "under this Agreement", on its own belief',
    parties: [
      ['Cisco Systems, Inc.', 'Cisco'],
      ['ScanSource, Inc.', 'Distributor'],
    ],
    passage:
      '(g) In no event shall Cisco be obligated under this Agreement to take any action or omit to take any action that Cisco believes, in good faith, would cause it to be in violation of any U.S. or foreign laws or regulations.',
    burdens: 'Distributor',
    rule: 'other-not-obliged',
    severity: 'high',
  },
  {
    // The contract leaves the recipient's name blank ("Party B: [•]"); the test names it.
    family: 'ownership vested in the other side, with adverbs before "owned by"',
    parties: [
      ['Rise (Tianjin) Education Information Consulting Co., Ltd.', 'Service Provider'],
      ['Recipient Company Ltd.', 'Service Recipient'],
    ],
    passage:
      'All the intellectual property rights created or derived from the provision of the Services, including but without limitation, copyrights, patents, patent applications, trademarks, trademark applications, software, know-how, technology data and commercial secrets, regardless of whether being developed or created by Service Provider or Service Recipient, shall be exclusively and solely owned by Service Provider.',
    burdens: 'Service Recipient',
    rule: 'ip-to-other',
    severity: 'high',
  },
];

describe('judgements of what a term does to each side', () => {
  it.each(CASES)('$family: a finding for $burdens only', (c) => {
    expectJudgedForOneSide({ ...c, clause: c.passage });
  });
});
