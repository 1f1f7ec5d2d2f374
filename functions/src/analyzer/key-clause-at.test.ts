/** Where a key clause's reference is read when its detected span runs over several clauses. */
import { describe, expect, it } from 'vitest';
import { keyClauseAt } from './key-clause-at';

describe('the point a key clause is cited at', () => {
  // JHU's licence (CUAD cuad_21750cea45ba): the span the model detects for termination for convenience
  // opens in 6.1 and runs into 6.3; its middle lies in 6.3, the licensor's right on a lack of sales.
  const text =
    '6.1 Term. This Agreement shall remain in effect until the expiration of the last to expire patent. 6.2 Termination by Company: Company may terminate this Agreement and the license granted herein, for any reason, upon giving JHU sixty (60) days written notice. 6.3 Termination by JHU: JHU may terminate this Agreement if Company has not made any sales of LICENSED PRODUCT(S) in four consecutive quarters, upon sixty days written notice, and if Company does not cure within that time the failure to sell, and any other reason stated elsewhere in this Article.';
  const span = { start: 0, end: text.length };

  it('reads the sentence that says what the clause is, not the middle of the span', () => {
    const at = keyClauseAt(text, 'termination-for-convenience', span);
    expect(text.slice(0, at)).toContain('6.2 Termination by Company');
    expect(text.slice(0, at)).not.toContain('6.3');
  });

  it('falls back to the middle of the span for a category without cues', () => {
    expect(keyClauseAt(text, 'no-such-category', span)).toBe(Math.floor(text.length / 2));
  });
});
