import { describe, expect, it } from 'vitest';
import { fold, locate } from './locate';
import { wordDiff } from './word-diff';

const apply = (old: string, hunks: ReturnType<typeof wordDiff>) => {
  let out = '';
  let at = 0;
  for (const h of hunks) {
    out += old.slice(at, h.start) + h.insert;
    at = h.end;
  }
  return out + old.slice(at);
};

describe('word-level diff', () => {
  it('marks only the words that change', () => {
    const old = 'Customer will pay all fees within thirty days of the invoice date.';
    const hunks = wordDiff(old, 'Customer will pay all undisputed fees within forty-five days of the invoice date.');
    expect(hunks.map((h) => [old.slice(h.start, h.end), h.insert])).toEqual([
      ['', 'undisputed '],
      ['thirty', 'forty-five'],
    ]);
  });

  it('merges changes separated by a space, punctuation or one short word instead of alternating', () => {
    const old = 'the Customer shall pay the fee';
    const hunks = wordDiff(old, 'the Provider must pay the fee');
    expect(hunks).toEqual([{ start: 4, end: 18, insert: 'Provider must' }]);
    expect(wordDiff('a b c d e f', 'a X c Y e f')).toEqual([{ start: 2, end: 7, insert: 'X c Y' }]);
  });

  it('treats typographic quotes and dashes as the same character, and reproduces the new text', () => {
    expect(wordDiff('the “Services” – as defined', 'the "Services" - as defined')).toEqual([]);
    const old = 'Either party may terminate this Agreement for convenience on ninety days notice.';
    const neu = 'Either party may terminate this Agreement for material breach on thirty days written notice.';
    expect(apply(old, wordDiff(old, neu))).toBe(neu);
  });
});

describe('locating a quoted passage', () => {
  const text = 'Provider’s  fees are due\nwithin 30 days. Fees are non-refundable.';
  const folded = fold(text);
  it('finds it across typography and whitespace differences, in the text’s own offsets', () => {
    const at = locate(folded, text.length, "Provider's fees are due within 30");
    expect(at).toEqual({ start: 0, end: text.indexOf(' days') });
  });
  it('refuses a passage found twice or not at all', () => {
    expect(locate(folded, text.length, 'ees are')).toEqual({ problem: 'ambiguous' });
    expect(locate(folded, text.length, 'late fees')).toEqual({ problem: 'not-found' });
    expect(locate(folded, text.length, '   ')).toEqual({ problem: 'not-found' });
  });
});
