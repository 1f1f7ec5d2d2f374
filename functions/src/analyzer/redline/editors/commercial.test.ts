/**
 * The payment window proposed longer for the paying side is the payer's own: a sentence that also gives
 * the other side a time to deliver keeps that time as it is.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../engine';
import { proposeRedline } from '..';

const paymentEdits = (contractText: string, behalfOf: string) => {
  const analysis = analyzeContract({ contractText, behalfOf });
  return proposeRedline({ contractText, analysis, behalfOf, playbook: null, additionalInstructions: null })
    .modifications.filter((m) => m.category === 'payment-terms')
    .map((m) => [m.original_text, m.modified_text]);
};

// The buy-back on termination of a real dev distribution agreement (CUAD, CC BY 4.0).
const buyBack = (payDays: string) =>
  [
    'DISTRIBUTION AGREEMENT between Signature Orthopaedics Pty Ltd (the "Supplier") and CPM Medical Consultants, LLC (the "Distributor").',
    `12.2 At the Supplier's option, on termination of this agreement: (a) the Supplier may buy from the Distributor all or any stocks of Products for the current market value for those Products. The Distributor must deliver such Products to the Supplier within 14 days of receiving the Supplier's notice, and the Supplier must pay for the Products in full within ${payDays} of their delivery.`,
  ].join('\n\n');

describe('the payment window of a sentence with two periods', () => {
  it("leaves the other side's delivery time alone when the payer already has thirty days", () => {
    for (const side of ['Signature Orthopaedics Pty Ltd', 'CPM Medical Consultants, LLC'])
      expect(paymentEdits(buyBack('30 days'), side)).toEqual([]);
  });

  it("lengthens the payer's own short window, not the delivery time before it", () => {
    const edits = paymentEdits(buyBack('7 days'), 'Signature Orthopaedics Pty Ltd');
    expect(edits).toContainEqual(['7', '30']);
    expect(edits.flat()).not.toContain('14');
    expect(edits.flat().join(' ')).not.toMatch(/14 days/);
    expect(paymentEdits(buyBack('7 days'), 'CPM Medical Consultants, LLC')).toEqual([]);
  });
});
