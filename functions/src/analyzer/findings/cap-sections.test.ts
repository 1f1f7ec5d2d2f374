/** A passage already made subject to the contract's cap on liability, found by the cap's section number. */
import { describe, expect, it } from 'vitest';
import { analyzeContract, buildContext } from '../engine';
import { capSections, subjectToCap } from './cap-sections';

// A dev supply agreement (CUAD cuad_c105ef1e17b8), shortened: the recall indemnity is "Subject to Section 9.1".
const SUPPLY = `MASTER SUPPLY AGREEMENT

This Master Supply Agreement is made as of 31 October 2019 by and between Premier Nutrition Company, LLC ("Buyer" or "PNC"), and Fonterra (USA) Inc. ("Supplier").

1. Supply. Supplier shall supply the Ingredients ordered by PNC under Purchase Orders.

8. Recall. Subject to Section 9.1, Supplier shall bear the complete responsibility for a Recall occasioned by a Defect in the Ingredient and shall indemnify PNC for all costs of the Recall and against all third-party claims arising from it.

9. Limitation of Liability.

9.1 The maximum liability of one Party to the other Party and its affiliates in relation to this Agreement will be five million dollars ("Liability Cap"), provided however that:

9.1.1 The Liability Cap will not apply to any material confidentiality breach.

10. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

describe('cap sections', () => {
  it('finds the capping section and its capping subsection, not the carve-out beside it', () => {
    const ctx = buildContext(SUPPLY, 'Supplier');
    const caps = capSections(SUPPLY, ctx.clauses);
    expect(caps).toContain('9.1');
    expect(caps).not.toContain('9.1.1');
    expect(caps).not.toContain('8');
  });

  it('reads "subject to" a capping section, or the cap by name, and nothing else', () => {
    expect(subjectToCap('Subject to Section 9.1, Supplier shall indemnify PNC.', ['9', '9.1'])).toBe(true);
    expect(subjectToCap('Subject to Section 9, Supplier shall indemnify PNC.', ['9.1'])).toBe(true);
    expect(subjectToCap('Subject to the limitations of liability, Supplier shall indemnify PNC.', [])).toBe(true);
    expect(subjectToCap('Subject to Section 7.2, Supplier shall indemnify PNC.', ['9', '9.1'])).toBe(false);
    expect(subjectToCap('Subject to Section 9.4, Supplier shall indemnify PNC.', ['9.1'])).toBe(false);
    expect(subjectToCap('Supplier shall indemnify PNC against all claims.', ['9.1'])).toBe(false);
  });

  it('does not ask to bring within the cap an indemnity made subject to it', () => {
    const a = analyzeContract({ contractText: SUPPLY, behalfOf: 'Fonterra (USA) Inc.' });
    const indemnity = a.risk_assessment_issues.categorized_risks.find((r) => /indemnif/.test(r.risk_description));
    expect(indemnity, JSON.stringify(a.risk_assessment_issues.categorized_risks)).toBeDefined();
    expect(indemnity!.potential_impact).not.toMatch(/if uncapped/);
    const asks = a.suggested_language.map((s) => s.recommendation).filter((r) => /indemnit/.test(r));
    for (const ask of asks) expect(ask).not.toMatch(/within the liability cap/);
  });

  it('never asks to bring an indemnity within a cap the contract lacks, nor to make mutual what already is', () => {
    // After a reseller agreement (CUAD cuad_25833a7f2292): each side indemnifies the other, and nothing caps liability.
    const text = `RESELLER AGREEMENT

This Reseller Agreement is made as of April 7, 2017 by and between Kite Labs, LLC ("Reseller") and Osprey Networks, Inc. ("Company").

1. Appointment. Company appoints Reseller to resell the Company Products in the Territory, and Company shall pay Reseller a referral fee on each sale.

13. Indemnification. Company shall indemnify, defend and hold Reseller harmless from and against any claim that the Company Products infringe any patent. Additionally, Reseller shall indemnify, defend and hold Company harmless from and against any claim, demand or losses of any nature whatsoever arising out of the Reseller's activities.

14. Governing Law. This Agreement is governed by the laws of the Commonwealth of Virginia.
`;
    const a = analyzeContract({ contractText: text, behalfOf: 'Kite Labs, LLC' });
    const asks = a.suggested_language.map((s) => s.recommendation).filter((r) => /indemnit/.test(r));
    expect(asks.length, JSON.stringify(a.suggested_language)).toBeGreaterThan(0);
    for (const ask of asks) {
      expect(ask).not.toMatch(/within the liability cap|make it mutual/);
      expect(ask).toMatch(/\bcap Kite Labs, LLC's total liability|\bcap Reseller's total liability/);
    }
  });
});
