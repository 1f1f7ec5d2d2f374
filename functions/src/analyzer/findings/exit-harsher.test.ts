/**
 * The other side's termination right says what makes it harsh (rules-exit-grounds.ts otherExitHarsher), read
 * from the sentence that grants it, on real sentences of the dev contracts (CUAD, CC BY 4.0): at once, no cause,
 * no cure; and no claim of a missing cure period where the sentence gives one.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const titleFor = (parties: [string, string][], clause: string, party: string) =>
  findingsFor(oneClauseContract(parties, clause), party).find((f) => f.rule.id === 'other-may-terminate')?.words.title;

describe('why the other side’s termination right is harsh', () => {
  it('a termination effective immediately on notice says it can take effect at once', () => {
    const title = titleFor(
      [
        ['Stryker Corporation', 'Stryker'],
        ['ConforMIS, Inc.', 'Conformis'],
      ],
      'If Stryker Finally Rejects any Deliverable for Milestone #1 or #2 in accordance with Article III, Stryker may terminate this Agreement, which termination shall be effective immediately upon delivery of a Termination Notice to Conformis.',
      'ConforMIS, Inc.',
    );
    expect(title).toMatch(/it can take effect at once, with no notice period for Conformis\.$/);
  });

  it('a termination for convenience says it needs no cause', () => {
    const title = titleFor(
      [
        ['Bank of America, N.A.', 'Bank of America'],
        ['Cardlytics, Inc.', 'Supplier'],
      ],
      'Bank of America may terminate Maintenance Services under any Product License Schedule or Order for convenience at any time, and Bank of America shall then have no obligation to pay any additional Maintenance Fees, other than for Maintenance Services performed through the date of termination.',
      'Cardlytics, Inc.',
    );
    expect(title).toMatch(/it needs no cause, so Supplier can lose the agreement through no fault of its own\.$/);
  });

  it('a default left uncured for thirty days is not said to leave no chance to cure: the harsh part is the missing way out', () => {
    const title = titleFor(
      [
        ['Blackstone / GSO Long-Short Credit Income Fund', 'Client'],
        ['The Bank of New York Mellon', 'Agent'],
      ],
      "Client may terminate this Agreement if (i) Agent defaults on any of its material obligations hereunder and such default remains uncured thirty (30) days after Agent's receipt of notice of such default from Client.",
      'The Bank of New York Mellon',
    );
    expect(title).toMatch(/; Agent has no right of its own to terminate\.$/);
  });

  it('a right that runs on into its list of grounds is quoted as running on, with one ellipsis', () => {
    // CPDC's supply agreement with FUSION (CUAD cuad_bde65a556e83), 7.1.
    const title = titleFor(
      [
        ['FUSION Pharmaceuticals Inc.', 'FUSION'],
        ['Centre for Probe Development and Commercialization', 'CPDC'],
      ],
      '7.1 Termination by FUSION, Without Cause. FUSION may terminate this Agreement by providing written notice to the CPDC where: (a) two years following the Effective Date of this Supply Agreement, FUSION may terminate this Agreement without cause by providing CPDC with six months prior written notice.',
      'Centre for Probe Development and Commercialization',
    );
    expect(title).toMatch(/^FUSION may terminate this Agreement by providing written notice to the CPDC where…; /);
    expect(title).not.toMatch(/…\./);
  });

  it('a termination for a breach "not remedied (if capable of remedy) within" notice is the standard ground when both sides have one', () => {
    // CPDC's supply agreement with FUSION (CUAD cuad_bde65a556e83), 7.2 and 7.4.
    const parties: [string, string][] = [
      ['FUSION Pharmaceuticals Inc.', 'FUSION'],
      ['Centre for Probe Development and Commercialization', 'CPDC'],
    ];
    const clause =
      '7.2 Termination by FUSION, For Cause. FUSION may terminate this Agreement with immediate effect, by providing written notice to the CPDC, where: (a) CPDC commits a fundamental breach of any of its obligations under this Agreement, and such breach is not remedied (if capable of remedy) within [***] of notice in writing from FUSION requiring that such breach be remedied; (b) CPDC becomes insolvent or goes into administration, receivership or liquidation or enters into any arrangement or composition with its creditors; or (c) CPDC ceases or threatens to cease carrying on business.\n\n7.4 Termination by CPDC, For Cause. CPDC may terminate this Agreement immediately on written notice to FUSION if: (a) FUSION fails to pay or dispute any invoice in accordance with Section 3.5 and fails to remedy such breach within [***] of a notice from CPDC requiring FUSION to remedy the same and stipulating that FUSION is in breach of this Agreement.';
    const ids = findingsFor(
      oneClauseContract(parties, clause),
      'Centre for Probe Development and Commercialization',
    ).map((f) => f.rule.id);
    expect(ids).not.toContain('other-may-terminate');
  });
});

describe('what the reviewed side asks for against a termination right', () => {
  const SUPPLY: [string, string][] = [
    ['Premier Nutrition Company, LLC', 'Buyer'],
    ['Fonterra (USA) Inc.', 'Supplier'],
  ];
  it('answers a right to terminate for its own failure with a cure period, never "the same right"', () => {
    // A dev supply agreement (CUAD cuad_c105ef1e17b8), section 2.5.
    const clause =
      'If Supplier fails to deliver the Ingredients by the delivery date stated in the Purchase Order, Buyer may terminate the Purchase Order in whole or in part and obtain the Ingredients elsewhere.';
    const f = findingsFor(oneClauseContract(SUPPLY, clause), 'Fonterra (USA) Inc.').find(
      (x) => x.rule.id === 'other-may-terminate',
    );
    expect(f?.words.ask).toMatch(/30 days for Supplier to cure before Buyer may terminate/);
    expect(f?.words.ask).not.toMatch(/same right/);
  });

  it('never asks for a shorter cure than the clause gives, nor for a right to leave the reviewed side has', () => {
    // JHU's licence (CUAD cuad_21750cea45ba), 6.2 and 6.3.
    const parties: [string, string][] = [
      ['The Johns Hopkins University', 'JHU'],
      ['Virtuoso Surgical, Inc.', 'Company'],
    ];
    const clause =
      '6.2 Termination by Company: Company may terminate this Agreement and the license granted herein, for any reason, upon giving JHU sixty (60) days written notice.\n\n6.3 Termination by JHU: JHU, at its option, may terminate this Agreement and the license granted herein if Company has not made any sales of LICENSED PRODUCT(S) in four consecutive quarters, upon sixty days written notice, and if Company does not cure within that time the failure to sell.';
    const f = findingsFor(oneClauseContract(parties, clause), 'Virtuoso Surgical, Inc.').find(
      (x) => x.rule.id === 'other-may-terminate',
    );
    expect(f?.words.ask).toMatch(/not cured within sixty days of written notice/);
    expect(f?.words.ask).not.toMatch(/30 days|same right/);
  });
});
