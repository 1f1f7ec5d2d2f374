/** What a liability cap is measured by, read from the sentence as a lawyer would quote it. */
import { describe, expect, it } from 'vitest';
import { capBase } from './cap-base';

describe('capBase', () => {
  it.each([
    [
      'shall not exceed the fees paid in the twenty-four (24) months preceding the claim',
      24,
      'twenty-four (24) months',
    ],
    [
      'shall not exceed the fees paid in the twenty\u2011four (24) months preceding the claim',
      24,
      'twenty\u2011four (24) months',
    ],
    ['shall not exceed the fees paid in the four (4) months preceding the claim', 4, 'four (4) months'],
    ['is limited to the amounts paid by Customer in the prior 12 months', 12, '12 months'],
  ])('%s: %i months, quoted whole', (sentence, months, text) => {
    expect(capBase(sentence)).toEqual({ kind: 'months', months, text });
  });

  it('a fixed sum is a fixed sum', () => {
    expect(capBase("Supplier's aggregate liability shall not exceed $50,000.")).toEqual({
      kind: 'fixed',
      text: '$50,000',
    });
  });
});
