/** Sentence splitting: the citation a finding quotes must not stop inside a sentence. */
import { describe, expect, it } from 'vitest';
import { sentences } from './text';

const split = (t: string) => sentences(t, 0, t.length).map((s) => s.text);

describe('sentences', () => {
  it('runs on past an abbreviation that never ends a sentence', () => {
    // A reseller agreement's indemnity (CUAD cuad_25833a7f2292), quoted as far as "any U.S." before.
    expect(
      split(
        "Reseller shall indemnify Company against any claim that the Reseller's Activities infringe any U.S. Business law. Company shall notify Reseller.",
      ),
    ).toEqual([
      "Reseller shall indemnify Company against any claim that the Reseller's Activities infringe any U.S. Business law.",
      'Company shall notify Reseller.',
    ]);
    expect(split('See e.g. Section 5 and Lot No. 7 Road. Mr. Smith signs.')).toEqual([
      'See e.g. Section 5 and Lot No. 7 Road.',
      'Mr. Smith signs.',
    ]);
  });

  it("ends a sentence at a company's form, where a party's name often ends one", () => {
    expect(split('This Agreement is made with Acme Inc. The Company shall pay.')).toEqual([
      'This Agreement is made with Acme Inc.',
      'The Company shall pay.',
    ]);
  });
});
