/**
 * Long contracts are reviewed in chunks that end on section boundaries (the built-in segmenter's
 * top-level clauses), each under a token budget. A section longer than the budget is cut at a
 * paragraph or line break. Chunks are contiguous and cover the whole text, so every offset
 * belongs to exactly one chunk.
 */
import type { Span } from '../../../../shared/schemas/analysis';
import { segment } from '../segment';

/** A rough, conservative token estimate for English legal text (about 4 characters a token). */
export const CHARS_PER_TOKEN = 4;

export interface Chunk extends Span {
  index: number;
}

/** Where to cut an over-long range: the last paragraph break, else line break, else sentence end before `limit`. */
function cutPoint(text: string, start: number, limit: number): number {
  const window = text.slice(start, limit);
  const min = Math.floor(window.length / 2);
  for (const re of [/\n\s*\n/g, /\n/g, /[.;]\s/g]) {
    let best = -1;
    for (const m of window.matchAll(re)) if (m.index >= min) best = m.index + m[0].length;
    if (best > 0) return start + best;
  }
  return limit;
}

export function chunkContract(text: string, maxTokens: number): Chunk[] {
  const budget = Math.max(1000, maxTokens * CHARS_PER_TOKEN); // characters
  if (text.length <= budget) return [{ index: 0, start: 0, end: text.length }];
  const starts = [
    0,
    ...segment(text)
      .filter((c) => c.parent === null && c.start > 0)
      .map((c) => c.start),
  ];
  const bounds = [...new Set(starts)].sort((a, b) => a - b);
  bounds.push(text.length);

  const ranges: Span[] = [];
  let chunkStart = 0;
  let chunkEnd = 0;
  for (let i = 1; i < bounds.length; i++) {
    const unitEnd = bounds[i]!;
    if (unitEnd - chunkStart <= budget) {
      chunkEnd = unitEnd;
      continue;
    }
    if (chunkEnd > chunkStart) {
      ranges.push({ start: chunkStart, end: chunkEnd });
      chunkStart = chunkEnd;
    }
    // The unit alone may still be too long: cut it into budget-sized pieces.
    while (unitEnd - chunkStart > budget) {
      const cut = cutPoint(text, chunkStart, chunkStart + budget);
      ranges.push({ start: chunkStart, end: cut });
      chunkStart = cut;
    }
    chunkEnd = unitEnd;
  }
  if (text.length > chunkStart) ranges.push({ start: chunkStart, end: text.length });
  return ranges.map((r, index) => ({ index, ...r }));
}

/** The contract's top-level headings, so a chunk's review knows what the other chunks contain. */
export function contractOutline(text: string, limit = 120): string[] {
  return segment(text)
    .filter((c) => c.parent === null && c.kind !== 'preamble' && c.kind !== 'signature')
    .slice(0, limit)
    .map((c) => c.ref);
}
