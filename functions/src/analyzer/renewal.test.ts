/**
 * Renewal and the notice that ends it, read from the term clause as written, including an initial term
 * that runs on indefinitely until one party gives notice.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { findRenewal } from './renewal';

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
});
