/**
 * Turns the model's verbatim quotes into spans (character offsets into the submitted text).
 * Matching is robust to what a model changes when it copies text: runs of whitespace and line
 * breaks, curly versus straight quotes and dashes, letter case, and an ellipsis standing for an
 * omitted middle. A quote that cannot be found is dropped: a span is never guessed.
 */
import type { Span } from '../../../../shared/schemas/analysis';

/** Shortest quote (normalised, in characters) we trust to point at one place. */
const MIN_QUOTE = 12;
/** An ellipsis quote's parts must lie within this many characters of each other. */
const MAX_GAP = 2000;

const FOLD: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '\u00a0': ' ' };

/** The text folded for matching, with the original offset of every folded character. */
export interface FoldedText {
  folded: string;
  offsets: Int32Array;
  length: number;
}

export function foldText(text: string): FoldedText {
  const offsets = new Int32Array(text.length + 1);
  let folded = '';
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = FOLD[text[i]!] ?? text[i]!;
    if (/\s/.test(ch)) {
      pendingSpace = folded.length > 0;
      continue;
    }
    if (pendingSpace) {
      offsets[folded.length] = i - 1;
      folded += ' ';
      pendingSpace = false;
    }
    offsets[folded.length] = i;
    folded += ch.toLowerCase();
  }
  return { folded, offsets, length: text.length };
}

function foldQuote(q: string): string {
  let out = '';
  for (const c of q) out += FOLD[c] ?? c;
  return out.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Strips what models wrap quotes in: surrounding quotation marks and a trailing ellipsis. */
function stripWrapping(q: string): string {
  return q
    .trim()
    .replace(/^["'“”‘’«]+|["'“”‘’»]+$/g, '')
    .replace(/^(?:\.{3}|…)\s*|\s*(?:\.{3}|…)$/g, '')
    .trim();
}

/** Occurrences of `needle` in the folded text; the one inside `prefer` first. */
function findFolded(t: FoldedText, needle: string, prefer?: Span): number {
  if (prefer) {
    const from = lowerBound(t.offsets, t.folded.length, prefer.start);
    const at = t.folded.indexOf(needle, from);
    if (at >= 0 && t.offsets[at]! < prefer.end) return at;
  }
  return t.folded.indexOf(needle);
}

function lowerBound(offsets: Int32Array, n: number, target: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const spanOf = (t: FoldedText, at: number, len: number): Span => ({
  start: t.offsets[at]!,
  end: t.offsets[at + len - 1]! + 1,
});

/**
 * Locates one quote; `prefer` is the part of the text the quote most likely comes from (the chunk
 * the model was shown). Returns undefined when the quote is too short or not in the text.
 */
export function locateQuote(t: FoldedText, quote: string, prefer?: Span): Span | undefined {
  const parts = stripWrapping(quote)
    .split(/\s*(?:\.{3}|…)\s*/)
    .map(foldQuote)
    .filter(Boolean);
  if (parts.length === 0 || parts.join(' ').length < MIN_QUOTE) return undefined;
  const first = parts[0]!;
  const at = findFolded(t, first, prefer);
  if (at < 0) return undefined;
  let end = at + first.length;
  for (const part of parts.slice(1)) {
    const next = t.folded.indexOf(part, end);
    if (next < 0 || next - end > MAX_GAP) return undefined;
    end = next + part.length;
  }
  return spanOf(t, at, end - at);
}

/** Spans of the quotes that can be verified, in text order; overlapping spans are joined. */
export function locateQuotes(t: FoldedText, quotes: readonly string[], prefer?: Span): Span[] {
  const found = quotes.map((q) => locateQuote(t, q, prefer)).filter((s) => s !== undefined);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const span of found) {
    const last = out[out.length - 1];
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}
