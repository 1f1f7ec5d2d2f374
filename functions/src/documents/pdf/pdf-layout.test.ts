import { describe, expect, it } from 'vitest';
import { isUsablePageText, layoutPageText, type TextRun } from './pdf-layout';

const run = (str: string, x: number, y: number, width = str.length * 5, size = 10, hasEOL = false): TextRun => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
  hasEOL,
});

describe('PDF text layer layout', () => {
  it('joins runs on a baseline into a line, adding spaces only at real gaps', () => {
    const text = layoutPageText([run('Gov', 10, 700, 15), run('erning', 25, 700, 30), run('Law', 60, 700.5, 15)]);
    expect(text).toBe('Governing Law');
  });

  it('breaks lines by baseline and paragraphs where the gap exceeds the usual line spacing', () => {
    const text = layoutPageText([
      run('1. Term. This Agreement', 10, 700),
      run('starts on the Effective Date.', 10, 688),
      run('continues for one year.', 10, 676),
      run('2. Fees. Customer pays', 10, 646),
      run('monthly.', 10, 634),
    ]);
    expect(text).toBe(
      '1. Term. This Agreement\nstarts on the Effective Date.\ncontinues for one year.\n\n2. Fees. Customer pays\nmonthly.',
    );
  });

  it('orders runs within a line by x and honours end-of-line marks', () => {
    const text = layoutPageText([run('world', 50, 700), run('hello', 10, 700, 25, 10, true), run('next', 10, 700)]);
    expect(text).toBe('hello world\nnext');
  });

  it('judges whether a page has a usable text layer', () => {
    expect(isUsablePageText('')).toBe(false);
    expect(isUsablePageText('Page 3')).toBe(false);
    expect(isUsablePageText('This Agreement is made between the parties named below.')).toBe(true);
    expect(isUsablePageText('\ue001\ue002\ue003'.repeat(20) + ' abcdefghijklmnopqrstuvwxyz')).toBe(false);
  });
});
