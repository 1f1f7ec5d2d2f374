/**
 * Normalisation is linear in the text: runs of spaces (the trailing-space patterns used to try every
 * position of a run, quadratic) and blank-line splits take the same time per character however long
 * the run, with the same results as before.
 */
import { describe, expect, it } from 'vitest';
import { mNormalise, mt } from './docx/docx-mapped-text';
import { BLANK_LINE, normaliseText } from './normalise';

const cpuMs = (fn: () => unknown) => {
  const started = process.cpuUsage();
  fn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};

describe('text normalisation', () => {
  it('trims line ends and edges, keeps at most one blank line', () => {
    expect(normaliseText('\n\nA  \t\nB\u00a0 x  \n\n\n\nC \t')).toBe('A\nB  x\n\nC');
    expect(normaliseText('\n\n   ')).toBe('');
    expect(normaliseText('  lead')).toBe('  lead');
    expect(mNormalise(mt('\n\nA  \t\nB\u00a0 x  \n\n\n\nC \t')).s).toBe('A\nB  x\n\nC');
  });

  it('splits blank lines as /\\n\\s*\\n/ did', () => {
    const text = 'a \n \n\t\n b\n\nc\nd \r\n\n e';
    expect(text.split(BLANK_LINE)).toEqual(text.split(/\n\s*\n/));
  });

  it('takes linear time over long runs of spaces', () => {
    const spaces = (n: number) => `Padding${' '.repeat(n)}x\n${' \n'.repeat(n / 2)}end${' '.repeat(n)}`;
    const small = cpuMs(() => normaliseText(spaces(20_000))) + cpuMs(() => mNormalise(mt(spaces(20_000))));
    const large = cpuMs(() => normaliseText(spaces(400_000))) + cpuMs(() => mNormalise(mt(spaces(400_000))));
    expect(normaliseText(spaces(400_000))).toBe(`Padding${' '.repeat(400_000)}x\n\nend`);
    // Twenty times the text: a quadratic pass would take 400 times as long.
    expect(large).toBeLessThan(Math.max(small, 5) * 60);
    expect('a\n \n'.repeat(1).split(BLANK_LINE)).toEqual(['a', '']);
    const blank = `a${'\n '.repeat(200_000)}b`;
    expect(cpuMs(() => blank.split(BLANK_LINE))).toBeLessThan(500);
  });
});
