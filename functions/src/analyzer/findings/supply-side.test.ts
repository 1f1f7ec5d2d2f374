/**
 * Terms whose harm depends on which side supplies and which side receives and pays (rules.ts
 * onlySelfSupplies, contract-facts.ts), and words that bind or free the party they name (a release, a
 * payment qualified in the payer's favour), on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: the side the term binds gets the finding, the side it serves gets none.
 */
import { describe, expect, it } from 'vitest';
import { expectJudgedForOneSide, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

describe('terms judged by who supplies and who receives', () => {
  // The renewal's fees move "subject to applicable fee adjustments": the open price is what the licensee's
  // lawyer raises first, and it too is raised for the licensee only.
  it('raises a renewal at adjustable fees for the licensee held to another term, not for the licensor', () => {
    expectJudgedForOneSide({
      parties: [
        ['XACCT Technologies, Inc.', 'XACCT'],
        // The form leaves the licensee's name blank.
        ['Licensee Holdings, Inc.', 'Licensee'],
      ],
      clause:
        'The Agreement will be automatically renewed for additional one (1) year terms (subject to applicable fee adjustments) unless thirty (30) days prior to the anniversary of the Effective Date Licensee gives written notice to XACCT of its intention not to renew.',
      burdens: 'Licensee',
      rule: 'price-open',
      severity: 'medium',
    });
  });

  it('raises a lease rate left to be agreed for the company that leases, not for the lessor', () => {
    expectJudgedForOneSide({
      parties: [
        ['General Electric Capital Corporation', 'Lessor'],
        ['Duckwall-Alco Stores, Inc.', 'Company'],
      ],
      clause: 'Basic Term Lease Rate Factor: To be mutually agreed upon by Company and Lessor.',
      burdens: 'Company',
      // The open term is the price itself: the pricing rule, not the general agreement-to-agree.
      rule: 'price-to-be-agreed',
      severity: 'medium',
    });
  });

  it('raises a renewal whose consideration is left open for the supplier the other side can hold to it', () => {
    const parties: [string, string][] = [
      ['China Economic Information Service of Xinhua News Agency', 'Licensor'],
      ['Xinhua Financial Network Limited', 'XFN'],
    ];
    const text = oneClauseContract(
      parties,
      'This Agreement may be renewed for an additional term of ten (10) years by notice in writing given by XFN to Licensor at the expiry of the Term, for a consideration to be mutually agreed.',
    );
    expect(findingsFor(text, parties[0]![0]).map((f) => f.rule.id)).toContain('agreement-to-agree');
  });
});

describe('a "shall not" or a payment that serves the party it names', () => {
  it('reads a refusal of late claims as the seller’s release, not a restriction on it', () => {
    const parties: [string, string][] = [
      ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
      ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
    ];
    const text = oneClauseContract(
      parties,
      'PPG SHANGHAI will not accept any claims for discrepancy in delivery beyond the 48 hours period.',
    );
    expect(findingsFor(text, parties[0]![0]).map((f) => f.rule.id)).not.toContain('self-restricted');
  });

  it('still reads a plain "shall not" as a restriction on the side it names', () => {
    const parties: [string, string][] = [
      ['PPG Paints Trading (Shanghai) Co Ltd', 'PPG SHANGHAI'],
      ['NeoMedia Micro Paint Repair', 'DISTRIBUTOR'],
    ];
    const text = oneClauseContract(
      parties,
      'DISTRIBUTOR will not seek to obtain any registration of any of the PPG Trademarks.',
    );
    expect(findingsFor(text, parties[1]![0]).length).toBeGreaterThan(0);
    expect(findingsFor(text, parties[0]![0])).toEqual([]);
  });

  it('raises no payment risk for the payer whose payment covers only what it does not dispute', () => {
    const parties: [string, string][] = [
      ['Aduro Biotech, Inc.', 'Aduro'],
      ['IREYA B.V.', 'Consultant'],
    ];
    const text = oneClauseContract(
      parties,
      'Aduro shall pay Consultant any amounts due that are not reasonably disputed by Aduro, by check or direct bank deposit, within thirty days after receiving the invoice.',
    );
    expect(findingsFor(text, parties[0]![0]).map((f) => f.rule.id)).not.toContain('self-pays');
  });

  it('reads a sell-off period as the right of the side that holds it, not a duty', () => {
    const parties: [string, string][] = [
      ['LifeUSA/ Envision Health, Inc.', 'ENVISION'],
      ['Sierra Mountain Minerals, Inc.', 'SIERRA'],
    ];
    const text = oneClauseContract(
      parties,
      'Upon termination, ENVISION shall have eighteen (18) months to exhaust any inventories, packaging and advertising materials bearing the "SierraSil" trademark and SIERRA shall have first option to buy back any inventory at ENVISION\'s net purchase price.',
    );
    expect(findingsFor(text, parties[0]![0]).map((f) => f.rule.id)).not.toContain('self-heavy-duty');
  });
});
