/**
 * The consideration rules (rules-money-consideration.ts) on real sentences of the dev contracts (CUAD,
 * CC BY 4.0), each read for both parties: a payment the contract waives is raised for the side that is
 * owed nothing, never for the side that need not pay; a payment only deferred, conditional on an order,
 * or nothing beyond the agreed fee is not this. Fees paid ahead with no refund are raised for the payer,
 * never for the payee; an upfront licence payment, a monthly fee in advance or postage prepaid is not this.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide, type OneSideCase } from '../../../../tests/support/one-clause';

const CASES: (OneSideCase & { family: string })[] = [
  {
    family: 'no royalty or fee of any kind owed by the licensee',
    parties: [
      ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
      ['YOU ON DEMAND HOLDINGS, INC.', 'Licensee'],
    ],
    clause: '10. Consideration. No royalty or fees of any kind shall be owed by Licensee under this Agreement.',
    cites: 'No royalty or fees of any kind shall be owed by Licensee under this Agreement.',
    burdens: 'Licensor',
    rule: 'self-payment-waived',
    severity: 'medium',
  },
  {
    family: 'no fees at all once the customer terminates, earned or not',
    parties: [
      ['RadialSpark, LLC', 'Contractor'],
      ['Clear Capital', 'Company'],
    ],
    clause:
      "Notwithstanding any other provision of this agreement, if Contractor offers or pays a bribe or provides improper gifts or entertainment to any government official or to any other person in connection with the performance of Contractor's obligations under this agreement, Company shall be entitled to elect to terminate this agreement effective immediately upon providing to Contractor written notice of such termination, in which case Company shall have no obligation to pay any fees or other consideration to Contractor under this agreement or otherwise.",
    burdens: 'Contractor',
    rule: 'self-payment-waived',
    severity: 'medium',
  },
  {
    family: "no fee for the agent's work once the agreement ends under its termination clause",
    parties: [
      ['Greater Delaware Valley Savings Bank', 'Company'],
      ["Sandler O'Neill & Partners, L.P.", 'Agent'],
    ],
    clause:
      "If this Agreement is terminated by the Agent in accordance with the provisions of Section 9(a) hereof, no fee shall be payable by the Company to Sandler O'Neill; provided, however, that the Company shall reimburse the Agent for all of its reasonable out-of-pocket expenses incurred prior to termination, including the reasonable fees and disbursements of counsel for the Agent in accordance with the provisions of Section 4 hereof.",
    burdens: 'Agent',
    rule: 'self-payment-waived',
    severity: 'medium',
  },
];

const PREPAID: (OneSideCase & { family: string })[] = [
  {
    family: 'every payment non-refundable, the payee named in the next sentence',
    parties: [
      ['E.PIPHANY, INC.', 'E.piphany'],
      ['HIGH SPEED NET SOLUTIONS, INC.', 'HSNS'],
    ],
    clause:
      'All payments made hereunder are non-cancelable and non-refundable. All fees are payable in U.S. dollars and shall be payable to E.piphany, Inc. by company check, or via wire transfer.',
    cites: 'All payments made hereunder are non-cancelable and non-refundable.',
    burdens: 'HSNS',
    rule: 'self-prepays-no-refund',
    severity: 'medium',
  },
  {
    family: 'a non-refundable pre-payment for records not yet delivered',
    parties: [
      ['At Home Corporation', 'Excite@Home'],
      ['e-centives, Inc.', 'e-centives'],
    ],
    clause:
      'Within ten (10) days of the Effective Date of this Agreement, e-centives shall make a non-refundable payment to Excite@Home of $***** as pre-payment for Payment-Eligible User Data records.',
    burdens: 'e-centives',
    rule: 'self-prepays-no-refund',
    severity: 'medium',
  },
  {
    family: 'no refund of licence fees whatever the reason the agreement ends',
    parties: [
      ['SYSTEMS APPLICATIONS PRODUCTS (AFRICA) (PTY) LIMITED', 'SAP AFRICA'],
      ['TELKOM SOUTH AFRICA LIMITED', 'TELKOM'],
    ],
    clause:
      'Should this AGREEMENT be terminated for whatever reason, then TELKOM shall not be entitled to any refund of any of the Licence Fee payments or portions thereof made by TELKOM other than Maintenance Fees that may have been paid in advance.',
    burdens: 'TELKOM',
    rule: 'self-prepays-no-refund',
    severity: 'medium',
  },
  {
    family: 'years of set-up and service fees prepaid, with no refund anywhere',
    parties: [
      ['YourNetPlus.com, Inc.', 'Provider'],
      ['Kingdom Connect, Inc.', 'KCI'],
    ],
    clause:
      'Provider agrees to allow us to prepay for our customers all set up, development, maintenance, and service fees associated with five thousand VISP websites for the customers of KCI at no charge to the customer (churches).',
    burdens: 'KCI',
    rule: 'self-prepays-no-refund',
    severity: 'high',
  },
];

describe('fees the reviewed side pays ahead and never gets back', () => {
  it.each(PREPAID)('$family: a finding for $burdens only', (c) => {
    expectJudgedForOneSide(c);
  });

  it('an upfront licence payment kept whatever happens is the market form, not this', () => {
    const parties: [string, string][] = [
      ['XENCOR, INC.', 'Xencor'],
      ['AIMMUNE THERAPEUTICS, INC.', 'Aimmune'],
    ];
    const clause =
      'Aimmune shall pay to Xencor an amount equal to five million Dollars ($5,000,000) (the "Upfront Payment"). The Upfront Payment shall be nonrefundable and noncreditable against any other payments due hereunder.';
    expect(clauseRuleIds(parties, clause, 'AIMMUNE THERAPEUTICS, INC.')).not.toContain('self-prepays-no-refund');
  });

  it('a monthly fee payable in advance, or a prepaid refund elsewhere in the contract, is not this', () => {
    const parties: [string, string][] = [
      ['Provider Inc.', 'Provider'],
      ['Customer Inc.', 'Customer'],
    ];
    const monthly =
      'The amounts calculated for all rate categories are added together and this amount is the service fee payable in advance at the beginning of the month.';
    expect(clauseRuleIds(parties, monthly, 'Customer Inc.')).not.toContain('self-prepays-no-refund');
    const refunded =
      'Customer shall prepay the service fees for the first two years. On any termination Provider shall refund all prepaid fees for services not yet rendered.';
    expect(clauseRuleIds(parties, refunded, 'Customer Inc.')).not.toContain('self-prepays-no-refund');
  });
});

describe('a payment to the reviewed side that the contract waives', () => {
  it.each(CASES)('$family: a finding for $burdens only', (c) => {
    expectJudgedForOneSide(c);
  });

  it('a fee owed only under a work order is the ordinary condition of a services deal, not a waiver', () => {
    const parties: [string, string][] = [
      ['Virtual Sources, Inc.', 'VS'],
      ['PPD Development, LP', 'PPD'],
    ];
    const clause =
      'The parties acknowledge that no services shall be conducted by VS and no compensation shall be due and payable to VS without a Work Order.';
    expect(clauseRuleIds(parties, clause, 'Virtual Sources, Inc.')).not.toContain('self-payment-waived');
  });

  it('a royalty only deferred until the payer recoups its costs is not waived', () => {
    const parties: [string, string][] = [
      ['Integrity Incorporated', 'Integrity'],
      ['Taylor Lighthouse, LLC', 'TL'],
    ];
    const clause =
      'No royalties will be paid to TL on printed products, until Integrity shall have recouped its out-of-pocket production costs from such royalties payable to TL pursuant to this subparagraph.';
    expect(clauseRuleIds(parties, clause, 'Taylor Lighthouse, LLC')).not.toContain('self-payment-waived');
  });
});
