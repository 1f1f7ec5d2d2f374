/**
 * The exit rules (rules-exit.ts, and the renewal and assignment rules they refine) on real sentences
 * of the dev contracts (CUAD, CC BY 4.0), each read for both parties: the side the clause hurts gets
 * the finding citing the decisive sentence; the side it protects gets none.
 */
import { describe, expect, it } from 'vitest';
import { expectJudgedForOneSide, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const DISTRIBUTION: [string, string][] = [
  ['Snotarator LLC', 'Company'],
  ['SMSA Ballinger Acquisition Corp.', 'Distributor'],
];
const TRADEMARK_LICENCE: [string, string][] = [
  ['Morgan Stanley Investment Management Inc.', 'Licensor'],
  ['Morgan Stanley Direct Lending Fund', 'Licensee'],
];
const MARKETING: [string, string][] = [
  ['Equidata, Inc.', 'Equidata'],
  ['National Credit Report.com, LLC', 'Marketing Affiliate'],
];
const MARKETING_PAYS =
  'Marketing Affiliate shall pay to Equidata, as compensation for its providing of Services under this agreement, such amounts as outlined and detailed in Exhibit A attached hereto.';
const MARKETING_RENEWAL =
  'This Agreement shall be for the term of one year; thereafter, the Agreement shall renew automatically under these same terms and agreements unless superceded by future agreements.';

describe('change of control of the reviewed side', () => {
  it('a termination trigger listed under the other side, judged by its view of the new owners, is raised for the side sold', () => {
    const clause =
      '(b) By the Company if: there is an unacceptable change in the control or management of the Distributor; if the Distributor makes an assignment for the benefit of creditors; if a petition in bankruptcy is filed by or against the Distributor, resulting in an adjudication of bankruptcy.';
    const f = expectJudgedForOneSide({
      parties: DISTRIBUTION,
      clause,
      burdens: 'Distributor',
      rule: 'self-change-of-control',
      severity: 'high',
    });
    expect(f.words.title).toContain('Distributor');
  });

  it('a merger or sale of the licensee deemed an assignment needing consent is raised for the licensee', () => {
    expectJudgedForOneSide({
      parties: TRADEMARK_LICENCE,
      clause:
        'For the avoidance of doubt, a merger, change of control, reorganization or sale of all or substantially all of the stock of Licensee shall be deemed an "assignment" requiring the above consent, regardless of whether Licensee is the surviving entity or whether such transaction constitutes an assignment under applicable law.',
      burdens: 'Licensee',
      rule: 'self-change-of-control',
      severity: 'medium',
    });
  });

  it('a change of control that is not deemed an assignment frees the side, and is raised for nobody', () => {
    const text = oneClauseContract(
      [
        ['Rogers Corporation', 'Rogers'],
        ['Mitsui Chemicals, Inc.', 'Licensor'],
      ],
      'A change of control of Rogers shall not be considered an assignment of this Agreement.',
    );
    for (const party of ['Rogers Corporation', 'Mitsui Chemicals, Inc.'])
      expect(findingsFor(text, party).map((f) => f.rule.id)).not.toContain('self-change-of-control');
  });
});

describe('what the reviewed side gives up when the agreement ends', () => {
  it('a distributor barred from compensation for its goodwill and investments on termination', () => {
    expectJudgedForOneSide({
      parties: [
        ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
        ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
      ],
      clause:
        'Notwithstanding the provisions of any law, rule, or regulation to the contrary, on the termination of this Agreement for any cause whatsoever, DISTRIBUTOR shall not be entitled to claim or receive from PPG SHANGHAI any compensation, reimbursement, or damages on account of any expenditure or commitment of any kind in connection with its business or on account of goodwill or on account of loss of prospective profits or otherwise.',
      burdens: 'DISTRIBUTOR',
      rule: 'no-termination-compensation',
      severity: 'medium',
    });
  });
});

describe('automatic renewal, judged for the side that receives and pays', () => {
  it('a renewal the paying side cannot stop by its own notice is raised for it, harsher, and not for the side paid', () => {
    const text = oneClauseContract(MARKETING, `${MARKETING_PAYS}\n\n2. ${MARKETING_RENEWAL}`);
    const mine = findingsFor(text, 'National Credit Report.com, LLC').find((f) => f.rule.id === 'auto-renewal');
    expect(mine?.severity).toBe('medium');
    expect(text.slice(mine!.start, mine!.end)).toBe(MARKETING_RENEWAL);
    expect(findingsFor(text, 'Equidata, Inc.').map((f) => f.rule.id)).not.toContain('auto-renewal');
  });

  it('the supplier alone may refuse to renew: raised for the licensee that depends on the support, not for the supplier', () => {
    // The contract leaves the licensee's name blank; the test names it.
    const clause =
      'XACCT shall also have the right not to renew this Agreement with respect to any Product by providing written notice of such election at least sixty (60) days prior to the termination of Support Services for such Product, provided that XACCT no longer generally provides Support Services for such Product, or no longer provides the specific Support Services previously offered.';
    const text = oneClauseContract(
      [
        ['XACCT Technologies, Inc.', 'XACCT'],
        ['Example Networks, Inc.', 'Licensee'],
      ],
      clause,
    );
    const mine = findingsFor(text, 'Example Networks, Inc.').find((f) => f.rule.id === 'other-may-refuse-renewal');
    expect(mine?.severity).toBe('medium');
    expect(text.slice(mine!.start, mine!.end)).toBe(clause);
    expect(findingsFor(text, 'XACCT Technologies, Inc.').map((f) => f.rule.id)).not.toContain(
      'other-may-refuse-renewal',
    );
  });

  it("a renewal either side may stop by notice leaves the buyer's supply open to the supplier's non-renewal", () => {
    const renewal =
      'Thereafter, the Agreement shall be automatically renewed for additional two year periods unless either Party notifies the other Party of its intention not to renew in writing at least three calendar months before the expiration of the then current Term.';
    expectJudgedForOneSide({
      parties: [
        ['CREMER OLEO GmbH & Co KG', 'Supplier'],
        ['Ultragenyx Pharmaceutical Inc', 'Buyer'],
      ],
      clause: renewal,
      burdens: 'Buyer',
      rule: 'auto-renewal',
      severity: 'low',
    });
  });
});

describe('assignment', () => {
  it('a restriction that lets the bound side assign on its own merger or sale is not its risk', () => {
    const text = oneClauseContract(
      [
        ['Sport-Haley, Inc.', 'Company'],
        ['John Doe', 'Professional'],
      ],
      "The Company shall not be entitled to assign this Agreement to any other party without the Professional's express prior written consent, except any assignment by the Company as a result of a stock exchange, merger, consolidation, or sale of substantially all of the assets of the Company, in which case not such consent shall be required.",
    );
    const ids = findingsFor(text, 'Sport-Haley, Inc.').map((f) => f.rule.id);
    expect(ids).not.toContain('self-assignment-restricted');
    expect(ids).not.toContain('self-change-of-control');
  });
});

describe('termination rights', () => {
  it('either party may end a reseller agreement at will: raised for the reseller, who loses what it built', () => {
    expectJudgedForOneSide({
      parties: [
        ['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies'],
        ['International Direct Response, Inc.', 'Reseller'],
      ],
      clause: 'The Reseller Agreement can be terminated at any time at the discretion of either party.',
      burdens: 'Reseller',
      rule: 'mutual-termination-at-will',
      severity: 'high',
    });
  });

  it('either party may terminate on the other side’s insolvency: no at-will finding for anybody', () => {
    const text = oneClauseContract(
      [
        ['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies'],
        ['International Direct Response, Inc.', 'Reseller'],
      ],
      'This Agreement may be terminated at any time by either party, effective immediately upon written notice, if the other party: (i) becomes insolvent; (ii) files a petition in bankruptcy; or (iii) makes an assignment for the benefit of its creditors.',
    );
    for (const party of ['MediaNet Group Technologies, Inc.', 'International Direct Response, Inc.'])
      expect(findingsFor(text, party).map((f) => f.rule.id)).not.toContain('mutual-termination-at-will');
  });

  it('a consultant who must repay fees for the unperformed period on termination', () => {
    expectJudgedForOneSide({
      parties: [
        ['TOM WATSON', 'CONSULTANT'],
        ['ADAMS GOLF, LTD.', 'ADAMS GOLF'],
      ],
      clause:
        'Upon such termination, CONSULTANT shall be required to repay ADAMS GOLF for that period of the Agreement not performed by CONSULTANT.',
      burdens: 'CONSULTANT',
      rule: 'self-repays-on-termination',
      severity: 'medium',
    });
  });

  it('an agreement that ends "upon written notice from" the other side on any unpaid bill is its right to terminate, without cure', () => {
    expectJudgedForOneSide({
      parties: [
        ['TENNESSEE GAS PIPELINE COMPANY', 'Transporter'],
        ['LOUISVILLE GAS AND ELECTRIC COMPANY', 'Shipper'],
      ],
      clause:
        'This Agreement will terminate automatically upon written notice from Transporter in the event Shipper fails to pay all of the amount of any bill for service rendered by Transporter hereunder.',
      burdens: 'Shipper',
      rule: 'other-may-terminate',
      severity: 'high',
    });
  });

  it("the other side's right to terminate for a breach left uncured after notice is the usual term when both sides have one", () => {
    const text = oneClauseContract(
      [
        ['DGT Corp.', 'DGT'],
        ['Dolphin Industries Limited', 'Dolphin'],
      ],
      'Dolphin shall be entitled to terminate this Agreement only after DGT fails to meet a material obligation hereunder and only after Dolphin has given DGT written notice of such failure and only after the DGT has not rectified such failure within 30 days of the notice.\n\n2. DGT shall be entitled to terminate this Agreement if Dolphin fails to meet its requirements and material obligation hereunder and only after DGT have given Dolphin written notice of such failure and only after Dolphin has not rectified such failure within 10 days of the notice.',
    );
    expect(findingsFor(text, 'DGT Corp.').map((f) => f.rule.id)).not.toContain('other-may-terminate');
  });
});

describe('a way out only for the listed causes', () => {
  const DOLPHIN: [string, string][] = [
    ['DGT Corp.', 'DGT'],
    ['Dolphin Industries Limited', 'Dolphin'],
  ];
  const DOLPHIN_EXIT =
    'Dolphin shall be entitled to terminate this Agreement only after DGT fails to meet a material obligation hereunder and only after Dolphin has given DGT written notice of such failure and only after the DGT has not rectified such failure within 30 days of the notice.';

  it("the reviewed side's only exit is the other side's uncured breach: raised for it, not for the other side", () => {
    const text = oneClauseContract(DOLPHIN, DOLPHIN_EXIT);
    const mine = findingsFor(text, 'Dolphin Industries Limited').find((f) => f.rule.id === 'self-exit-only-for-cause');
    expect(mine?.severity).toBe('medium');
    expect(text.slice(mine!.start, mine!.end)).toBe(DOLPHIN_EXIT);
    expect(mine!.words.title).toContain('only for the causes listed');
    expect(findingsFor(text, 'DGT Corp.').map((f) => f.rule.id)).not.toContain('self-exit-only-for-cause');
  });

  it('an agreement that may be terminated only for the listed causes binds the supplier, not the distributor', () => {
    const clause =
      'This Agreement may be terminated only: (a) By either party for substantial breach of any material provision of this Agreement by the other, provided due notice has been given to the other of the alleged breach and such other party has not cured the breach within (30) days thereof.';
    const text = oneClauseContract(DISTRIBUTION, clause);
    expect(findingsFor(text, 'Snotarator LLC').map((f) => f.rule.id)).toContain('self-exit-only-for-cause');
    expect(findingsFor(text, 'SMSA Ballinger Acquisition Corp.').map((f) => f.rule.id)).not.toContain(
      'self-exit-only-for-cause',
    );
  });

  it('a way out of its own the side may take at will elsewhere in the contract answers the limit', () => {
    const text = oneClauseContract(
      DOLPHIN,
      `${DOLPHIN_EXIT}\n\n2. Either party may terminate this Agreement at any time for convenience on ninety (90) days written notice.`,
    );
    expect(findingsFor(text, 'Dolphin Industries Limited').map((f) => f.rule.id)).not.toContain(
      'self-exit-only-for-cause',
    );
  });

  it('an insurance policy cancelable only on notice is no exit from the agreement', () => {
    const text = oneClauseContract(
      [
        ['Sabco Industries Inc.', 'Sabco'],
        ['Prolong International Corporation', 'Prolong'],
      ],
      'Sabco shall, within 90 days of the execution of this Agreement, supply Prolong with a copy of such policy of insurance or a certificate thereof, and such policies shall be cancelable only upon 10 days written notice to Prolong.',
    );
    for (const party of ['Sabco Industries Inc.', 'Prolong International Corporation'])
      expect(findingsFor(text, party).map((f) => f.rule.id)).not.toContain('self-exit-only-for-cause');
  });
});

describe('what the reviewed side keeps when the agreement ends', () => {
  it("every right ends at once while the distributor's duties go on: raised for the distributor, not the company", () => {
    const clause =
      'Upon termination of this Agreement all further rights and obligations of the parties shall cease, except that Distributor shall not be relieved of (i) its obligation to pay any monies due, or to become due, as of or after the date of termination, and (ii) any other obligation set forth in this Agreement which is to take effect after the date of termination.';
    const text = oneClauseContract(DISTRIBUTION, clause);
    const mine = findingsFor(text, 'SMSA Ballinger Acquisition Corp.').find(
      (f) => f.rule.id === 'self-rights-end-at-once',
    );
    expect(text.slice(mine!.start, mine!.end)).toBe(clause);
    expect(mine!.words.ask).toContain('sell-off period');
    expect(findingsFor(text, 'Snotarator LLC').map((f) => f.rule.id)).not.toContain('self-rights-end-at-once');
  });

  it('the immediate revocation of the authority to order equipment is raised for the side that orders', () => {
    const clause =
      'Any termination under this Section 3.01 shall automatically result in the immediate revocation of all authority vested in the Company under this Agreement to order, accept or pay for any Equipment on behalf of Lessor.';
    const text = oneClauseContract(
      [
        ['Ameriquest Technologies, Inc.', 'Company'],
        ['Example Leasing Corp.', 'Lessor'],
      ],
      clause,
    );
    expect(findingsFor(text, 'Ameriquest Technologies, Inc.').map((f) => f.rule.id)).toContain(
      'self-rights-end-at-once',
    );
    expect(findingsFor(text, 'Example Leasing Corp.').map((f) => f.rule.id)).not.toContain('self-rights-end-at-once');
  });

  it('a licensee that must stop all use at once when the agreement ends is raised, not the licensor', () => {
    const clause =
      'Upon termination of this Agreement for any reason, (a) Licensee shall immediately, except as required by applicable Law, (i) cease all use of the Permitted Activity; and (b) the parties shall cooperate so as to best preserve the value of the Brand.';
    const text = oneClauseContract(TRADEMARK_LICENCE, clause);
    expect(findingsFor(text, 'Morgan Stanley Direct Lending Fund').map((f) => f.rule.id)).toContain(
      'self-rights-end-at-once',
    );
    expect(findingsFor(text, 'Morgan Stanley Investment Management Inc.').map((f) => f.rule.id)).not.toContain(
      'self-rights-end-at-once',
    );
  });

  it('a sell-off period answers the end of the rights, and the rights the other side holds are not the reviewed side’s', () => {
    for (const clause of [
      'Upon termination of this Agreement all rights granted to Distributor shall cease, provided that Distributor may sell off its inventory of Products for a period of six (6) months.',
      'Upon termination of this Agreement, all rights of Company to use the Distributor Marks shall immediately cease.',
      'Upon expiration of such 90-day period, Distributor shall immediately discontinue all use of the Company Marks.',
    ]) {
      const text = oneClauseContract(DISTRIBUTION, clause);
      expect(findingsFor(text, 'SMSA Ballinger Acquisition Corp.').map((f) => f.rule.id)).not.toContain(
        'self-rights-end-at-once',
      );
    }
  });
});

describe('a long fixed term', () => {
  const PIPELINE: [string, string][] = [
    ['TENNESSEE GAS PIPELINE COMPANY', 'Transporter'],
    ['LOUISVILLE GAS AND ELECTRIC COMPANY', 'Shipper'],
  ];
  const TERM =
    "Subject to the General Terms and Conditions of Transporter's FERC Gas Tariff, this Agreement shall be effective as of the date of physical completion of and initial deliveries on Transporter's pipeline and shall continue for a primary term of ten years.";

  it('ten years with no right for the paying side to end it is raised for that side, not for the supplier', () => {
    const text = oneClauseContract(PIPELINE, TERM);
    const mine = findingsFor(text, 'LOUISVILLE GAS AND ELECTRIC COMPANY').find(
      (f) => f.rule.id === 'long-term-no-exit',
    );
    expect(text.slice(mine!.start, mine!.end)).toBe(TERM);
    expect(findingsFor(text, 'TENNESSEE GAS PIPELINE COMPANY').map((f) => f.rule.id)).not.toContain(
      'long-term-no-exit',
    );
  });

  it('a right of the paying side to terminate answers the length, and a duty for years after the term is no term', () => {
    const withExit = oneClauseContract(
      PIPELINE,
      `${TERM}\n\n2. Shipper may terminate this Agreement upon ninety (90) days written notice if Transporter fails to perform.`,
    );
    const tail = oneClauseContract(
      PIPELINE,
      'Each party shall keep confidential the terms of this Agreement during the term of this Agreement and for ten (10) years thereafter.',
    );
    for (const text of [withExit, tail])
      expect(findingsFor(text, 'LOUISVILLE GAS AND ELECTRIC COMPANY').map((f) => f.rule.id)).not.toContain(
        'long-term-no-exit',
      );
  });
});
