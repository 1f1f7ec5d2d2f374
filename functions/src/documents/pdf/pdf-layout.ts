/**
 * Pure layout reconstruction for a PDF text layer: pdf.js hands out positioned text runs; this puts
 * them back into lines (by baseline), words (by horizontal gaps) and paragraphs (by vertical gaps
 * larger than the page's usual line spacing).
 */

export interface TextRun {
  str: string;
  /** pdf.js transform: [a, b, c, d, e (x), f (y)]; y grows upwards. */
  transform: readonly number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

interface Line {
  y: number;
  size: number;
  runs: TextRun[];
}

const fontSize = (run: TextRun) => Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0) || run.height || 10;
const xOf = (run: TextRun) => run.transform[4] ?? 0;
const yOf = (run: TextRun) => run.transform[5] ?? 0;

function groupLines(runs: readonly TextRun[]): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  let breakNext = false;
  for (const run of runs) {
    if (run.str === '' && !run.hasEOL) continue;
    const size = fontSize(run);
    const sameLine = current && !breakNext && Math.abs(yOf(run) - current.y) <= Math.max(current.size, size) * 0.5;
    if (run.str !== '') {
      if (!sameLine || !current) {
        current = { y: yOf(run), size, runs: [] };
        lines.push(current);
      }
      current.runs.push(run);
      current.size = Math.max(current.size, run.str.trim() ? size : 0);
    }
    breakNext = Boolean(run.hasEOL);
  }
  return lines;
}

function lineText(line: Line): string {
  const runs = [...line.runs].sort((a, b) => xOf(a) - xOf(b));
  let text = '';
  let end: number | undefined;
  for (const run of runs) {
    if (end !== undefined) {
      const gap = xOf(run) - end;
      const needsSpace = gap > line.size * 0.15 || gap < -line.size;
      // The last character only: `/\s$/` would try every position of the growing line.
      if (needsSpace && !/\s/.test(text.at(-1) ?? '') && !/^\s/.test(run.str)) text += ' ';
    }
    text += run.str;
    // Whitespace runs report odd widths; they never push the end of the visible text.
    if (run.str.trim() !== '') end = xOf(run) + run.width;
    else end ??= xOf(run);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One page's text: lines separated by "\n", paragraphs by a blank line. */
export function layoutPageText(runs: readonly TextRun[]): string {
  const lines = groupLines(runs)
    .map((line) => ({ line, text: lineText(line) }))
    .filter((l) => l.text !== '');
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1]!.line.y - lines[i]!.line.y;
    if (gap > 0) gaps.push(gap);
  }
  const usual = median(gaps);
  let out = '';
  lines.forEach(({ line, text }, i) => {
    if (i > 0) {
      const prev = lines[i - 1]!.line;
      const gap = prev.y - line.y;
      const threshold = Math.max(usual ?? prev.size * 1.2, prev.size) * 1.45;
      out += gap > threshold || gap < -prev.size * 2 ? '\n\n' : '\n';
    }
    out += text;
  });
  return out;
}

/** Letters and digits, the measure of whether a page's text layer is worth keeping. */
export function meaningfulChars(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

/**
 * A page's text layer is usable when it has enough letters and digits and is not mostly glyphs
 * without a Unicode mapping (private-use or replacement characters), which read as garbage.
 */
export function isUsablePageText(text: string, minChars = 25): boolean {
  const meaningful = meaningfulChars(text);
  if (meaningful < minChars) return false;
  const garbage = (text.match(/[\ufffd\ue000-\uf8ff]/g) ?? []).length;
  return garbage < meaningful * 0.1;
}
