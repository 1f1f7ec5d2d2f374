/**
 * Citations into the contract text: the analysis `spans` ([start, end) character offsets) become a
 * handful of text segments, plain or highlighted, so even a 75,000-word contract renders as a few
 * text nodes and <mark> elements (never one element per character).
 */
import type { Span } from '../../../../shared/schemas/analysis';

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** Clamps spans to the text, drops empty ones, sorts and merges overlaps. */
export function normaliseSpans(spans: readonly Span[], textLength: number): Span[] {
  const clamped = spans
    .map((s) => ({ start: Math.max(0, Math.min(s.start, textLength)), end: Math.max(0, Math.min(s.end, textLength)) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of clamped) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Splits the text at the (normalised) spans: plain, highlighted, plain, ... */
export function segmentText(text: string, spans: readonly Span[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const span of normaliseSpans(spans, text.length)) {
    if (span.start > cursor) segments.push({ text: text.slice(cursor, span.start), highlighted: false });
    segments.push({ text: text.slice(span.start, span.end), highlighted: true });
    cursor = span.end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}
