/**
 * Offsets in one text carried over to another that differs from it in places (the Word file's
 * text and the contract text the user may have edited after upload): unchanged stretches map one
 * to one; a span touching an edited stretch maps to that stretch's place in the other text.
 */
import type { Span } from '../../../../shared/schemas/analysis';
import { alignedHunks } from '../../documents/redline/word-diff';

export function offsetMapper(from: string, to: string): (span: Span) => Span | undefined {
  if (from === to) return (span) => ({ ...span });
  const hunks = alignedHunks(from, to);
  const map = (offset: number, side: 'start' | 'end'): number => {
    let delta = 0;
    for (const h of hunks) {
      if (offset < h.aStart) break;
      if (offset < h.aEnd || (offset === h.aEnd && side === 'end' && h.aEnd > h.aStart))
        return side === 'start' ? h.bStart : h.bEnd;
      delta = h.bEnd - h.aEnd;
    }
    return Math.min(to.length, Math.max(0, offset + delta));
  };
  return (span) => {
    const start = map(span.start, 'start');
    const end = Math.max(start, map(span.end, 'end'));
    return end <= to.length ? { start, end } : undefined;
  };
}
