/**
 * Renewal and the notice that ends it, read from the term clause as written, including an initial term
 * that runs on indefinitely until one party gives notice.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { analyzeContract } from './engine';
import { findRenewal, renewalPhrase } from './renewal';
import { findDurations } from './text';

// The term clause of a real dev distribution agreement (CUAD, CC BY 4.0).
const RUNS_ON =
  "11.1 This agreement begins on the Commencement Date and, subject to clause 11.2, shall continue for an initial term of one (1) years (Initial Term) and indefinitely after that until terminated by either party giving at least twelve (12) months' prior written notice to expire on or after the expiry date of the initial term.";

describe('renewal', () => {
  it('reads an initial term that runs on until notice as a renewal with its notice period', () => {
    const { renewal, notice } = findRenewal(RUNS_ON);
    expect(renewal).toMatchObject({ auto: true });
    expect(RUNS_ON.slice(renewal!.start, renewal!.end)).toBe(RUNS_ON);
    expect(notice).toMatchObject({ period: 'twelve (12) months', days: 360 });
  });

  it('describes a term that runs on as running on until notice, never as renewals into fixed terms', () => {
    const { renewal, notice } = findRenewal(RUNS_ON);
    expect(renewal).toMatchObject({ auto: true, indefinite: true });
    expect(renewalPhrase(renewal!, notice)).toBe(
      'runs on indefinitely after its initial term until a party ends it on at least twelve (12) months notice',
    );
    const contract = `DISTRIBUTOR AGREEMENT between Signature Orthopaedics Pty Ltd ("Supplier") and CPM Medical LLC ("Distributor").\n\n1. The Supplier appoints the Distributor as its distributor of the Products.\n\n${RUNS_ON}\n\n24. This agreement is governed by the laws of Ohio.\n`;
    const a = analyzeContract({ contractText: contract, behalfOf: 'Distributor' });
    const said = JSON.stringify([
      a.dashboard_executive_summary.overall_context.summary,
      a.dashboard_executive_summary.contract_snapshot.key_dates,
      a.key_information_clauses_summary.filter((k) => /renewal/.test(k.category ?? '')),
    ]);
    expect(said).toMatch(/runs? on indefinitely after its initial term/);
    expect(said).not.toMatch(/renews automatically|further one \(1\) year periods|before the (?:current )?term ends/);
  });

  it('keeps a renewal into further terms as one', () => {
    const { renewal, notice } = findRenewal(
      'This Agreement shall automatically renew for successive one (1) year terms unless either party gives written notice of non-renewal at least ninety (90) days prior to the end of the then-current term.',
    );
    expect(renewal).toMatchObject({ auto: true, indefinite: false });
    expect(renewalPhrase(renewal!, notice)).toBe(
      'renews automatically unless notice is given ninety (90) days before the term ends',
    );
  });

  it('finds no renewal in a term indefinite from the start', () => {
    const text =
      '2.1 This Agreement shall be effective from the date first above written and shall continue indefinitely until terminated by either Party in accordance with this Agreement.';
    expect(findRenewal(text)).toEqual({});
  });

  it("reads a termination notice given by a party named between 'by' and 'giving'", () => {
    const text =
      'This Agreement may be terminated at any time by either party giving at least sixty (60) days prior written notice to the other.';
    expect(extractFacts(text).terminationNotice).toMatchObject({ value: 'sixty (60) days notice', days: 60 });
  });

  it('reads a termination notice written number first, after the conditions of the right', () => {
    // A dev services agreement (CUAD cuad_08ccfad83924), 3.2.
    const text =
      "3.2 Each of the Recipient and the Provider may, in their sole discretion, terminate this Agreement in whole or in part, at any time without cause, and without liability except, in the case of the Recipient, for required payment for services rendered and reimbursement for authorized expenses incurred, by providing at least 90 (ninety) days' prior written notice to the other party.";
    expect(extractFacts(text).terminationNotice).toMatchObject({ value: '90 (ninety) days notice', days: 90 });
    expect(findDurations('within 3 (three) months')).toMatchObject([
      { value: 3, unit: 'month', text: '3 (three) months' },
    ]);
  });

  it('reads a termination notice to a named party, "not less than", and a count without its unit', () => {
    const facts = (t: string) => extractFacts(t).terminationNotice;
    // JHU's licence (CUAD cuad_21750cea45ba), 6.2.
    expect(
      facts(
        'Company may terminate this Agreement and the license granted herein, for any reason, upon giving JHU sixty (60) days written notice under Paragraph 8.',
      ),
    ).toMatchObject({ value: 'sixty (60) days notice', days: 60 });
    expect(
      facts(
        'Either party may terminate the Term upon not less than one hundred and twenty (120) days prior written notice.',
      ),
    ).toMatchObject({ days: 120 });
    // A reseller agreement's cover terms (CUAD cuad_25833a7f2292): the unit is missing, and said to be.
    expect(
      facts('Either Party may terminate this agreement for non-cause with a sixty (60) written notice.'),
    ).toMatchObject({
      value: "sixty (60) days' notice (the contract states no unit; read as days)",
      days: 60,
    });
    // Not a cure notice the right depends on, nor a notice shorter than the one required.
    expect(
      facts(
        'The Owner may terminate this Agreement after failure by the Licensee to comply with a 30 day written notice.',
      ),
    ).toBeUndefined();
    expect(
      facts(
        'If Licensee terminates this Agreement during an Extended Term by giving less than six (6) months notice, it shall pay the fee.',
      ),
    ).toBeUndefined();
  });
});
