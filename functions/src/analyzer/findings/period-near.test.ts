/** The period a finding states is the one its decisive words state, not the first of the passage. */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';
import { periodNear } from './passage-terms';

// A dev distribution agreement (CUAD cuad_b38c405b0e21), 12.2(a): two parties' deadlines in one sentence.
const BUY_BACK =
  "At the Supplier's option, on termination of this agreement the Supplier may buy from the Distributor all or any stocks of Products for the current market value for those Products. The Distributor must deliver such Products to the Supplier within 14 days of receiving the Supplier's notice, and the Supplier must pay for the Products in full within 30 days of their delivery.";

describe('the period of a finding', () => {
  it('is the one nearest the decisive words in their sentence', () => {
    const at = BUY_BACK.indexOf('must pay');
    expect(periodNear(BUY_BACK, at)).toBe('30 days');
    expect(periodNear(BUY_BACK, BUY_BACK.indexOf('must deliver'))).toBe('14 days');
    expect(periodNear('The Supplier must pay for the Products.', 10)).toBeUndefined();
  });

  it("names the payer's own period, not the other side's delivery deadline", () => {
    const text = oneClauseContract(
      [
        ['Signature Orthopaedics Pty Ltd', 'Supplier'],
        ['CPM Medical Consultants LLC', 'Distributor'],
      ],
      BUY_BACK,
    );
    const pays = findingsFor(text, 'Signature Orthopaedics Pty Ltd').find((f) => f.rule.id === 'self-pays');
    expect(pays?.words.title).toMatch(/\(30 days\)/);
    expect(pays?.words.title).not.toMatch(/14 days/);
  });
});
