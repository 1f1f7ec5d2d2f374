/**
 * Placing edits in the contract text. The Word engine finds every `original_text` and
 * `insert_after` by searching the text, so each must occur exactly once; an edit is built from the
 * smallest changed window (whole words) and widened word by word until it is unambiguous. Edits
 * never cross a line break: each stays inside one paragraph of the document.
 */
import type { Span } from '../../../../shared/schemas/analysis';

/** How far an anchor may be widened, in characters, before the edit is given up. */
const MAX_ANCHOR = 400;

export function countOccurrences(text: string, needle: string, limit = 2): number {
  if (!needle) return 0;
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0 && n < limit; at = text.indexOf(needle, at + 1)) n++;
  return n;
}

export const occursOnce = (text: string, needle: string): boolean => countOccurrences(text, needle) === 1;

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** The previous word boundary strictly before `at` (start of the word or punctuation run before it). */
function stepLeft(text: string, at: number, floor: number): number {
  let i = at;
  while (i > floor && text[i - 1] === ' ') i--;
  if (i > floor && isWordChar(text[i - 1])) while (i > floor && isWordChar(text[i - 1])) i--;
  else if (i > floor) i--;
  return i;
}

function stepRight(text: string, at: number, ceiling: number): number {
  let i = at;
  while (i < ceiling && text[i] === ' ') i++;
  if (i < ceiling && isWordChar(text[i])) while (i < ceiling && isWordChar(text[i])) i++;
  else if (i < ceiling) i++;
  return i;
}

/** The line (paragraph) around a position: [start, end) without the line breaks. */
export function lineAround(text: string, at: number): Span {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  return { start, end: nl < 0 ? text.length : nl };
}

/**
 * Widens [start, end) word by word, alternately left and right within its line, until the text
 * there occurs exactly once. Returns the widened range, or undefined when it cannot be made unique.
 */
export function widenToUnique(text: string, start: number, end: number): Span | undefined {
  const line = lineAround(text, start);
  if (end > line.end) return undefined;
  if (end > start && occursOnce(text, text.slice(start, end))) return { start, end };
  // The words after a change are usually the distinctive ones ("Provider may terminate"): try
  // widening rightwards first, then alternately on both sides.
  for (let b = stepRight(text, end, line.end); b - start <= MAX_ANCHOR; b = stepRight(text, b, line.end)) {
    if (occursOnce(text, text.slice(start, b))) return { start, end: b };
    if (b >= line.end) break;
  }
  let a = start;
  let b = end;
  for (let turn = 0; b - a <= MAX_ANCHOR; turn++) {
    if (b > a && occursOnce(text, text.slice(a, b))) return { start: a, end: b };
    const canLeft = a > line.start;
    const canRight = b < line.end;
    if (!canLeft && !canRight) return undefined;
    if ((turn % 2 === 0 && canRight) || !canLeft) b = stepRight(text, b, line.end);
    else a = stepLeft(text, a, line.start);
  }
  return undefined;
}

/** A text edit at [start, end) of the contract: replace with `replacement` ('' deletes, empty range inserts). */
export interface TextEdit {
  start: number;
  end: number;
  replacement: string;
}

export type PlacedEdit =
  | { type: 'replace'; original_text: string; modified_text: string; range: Span }
  | { type: 'delete'; original_text: string; range: Span }
  | { type: 'insert'; insert_after: string; modified_text: string; range: Span };

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isStop = (t: string, i: number) => /[.,;:]/.test(t[i] ?? '') && (i + 1 >= t.length || isSpace(t[i + 1]));

/**
 * The changed window of old→new, snapped to whole whitespace-separated tokens ("fifteen (15)" →
 * "thirty (30)", not "15" → "30"), leaving a token's closing punctuation outside when it is unchanged.
 */
export function changedWindow(oldText: string, newText: string): { p: number; qOld: number; qNew: number } {
  let p = 0;
  const max = Math.min(oldText.length, newText.length);
  while (p < max && oldText[p] === newText[p]) p++;
  // A change that starts right after a word (", net of tax" after "fee") keeps the word outside.
  const afterWord = p > 0 && isWordChar(oldText[p - 1]) && !isWordChar(oldText[p]) && !isWordChar(newText[p]);
  if (!afterWord) while (p > 0 && !isSpace(oldText[p - 1])) p--;
  let q = 0;
  while (q < max - p && oldText[oldText.length - 1 - q] === newText[newText.length - 1 - q]) q++;
  // Move the window's end right (q down) to a token boundary of the unchanged suffix.
  while (q > 0) {
    const e = oldText.length - q;
    if (isSpace(oldText[e]) || isStop(oldText, e)) break;
    q--;
  }
  return { p, qOld: oldText.length - q, qNew: newText.length - q };
}

/**
 * Turns "the sentence at [start, end) should read `rewritten`" into the smallest edit that the
 * Word engine can place: a replacement, deletion or insertion of whole words, widened until its
 * original text (or the insertion anchor) occurs exactly once.
 */
export function placeRewrite(text: string, start: number, end: number, rewritten: string): PlacedEdit | undefined {
  const oldText = text.slice(start, end);
  if (oldText === rewritten) return undefined;
  const { p, qOld, qNew } = changedWindow(oldText, rewritten);
  const a = start + p;
  const b = start + qOld;
  const inserted = rewritten.slice(p, qNew);
  if (a === b) return placeInsert(text, a, inserted);
  const range = widenToUnique(text, a, b);
  if (!range) return undefined;
  const original = text.slice(range.start, range.end);
  const modified = text.slice(range.start, a) + inserted + text.slice(b, range.end);
  if (original.includes('\n') || modified === original) return undefined;
  return modified.trim() === ''
    ? { type: 'delete', original_text: original, range }
    : { type: 'replace', original_text: original, modified_text: modified, range };
}

/** Inserts `inserted` at `at`: the anchor is the text just before it, widened leftwards until unique. */
export function placeInsert(text: string, at: number, inserted: string): PlacedEdit | undefined {
  if (!inserted) return undefined;
  const line = lineAround(text, at);
  let a = stepLeft(text, at, line.start);
  while (a < at) {
    const anchor = text.slice(a, at);
    if (anchor.trim().length >= 3 && occursOnce(text, anchor)) {
      return { type: 'insert', insert_after: anchor, modified_text: inserted, range: { start: a, end: at } };
    }
    if (a === line.start || at - a > MAX_ANCHOR) break;
    a = stepLeft(text, a, line.start);
  }
  // Nothing unique before it on the line: replace the next word instead (insert + that word).
  const b = stepRight(text, at, line.end);
  if (b === at) return undefined;
  const range = widenToUnique(text, at, b);
  if (!range) return undefined;
  const original = text.slice(range.start, range.end);
  return {
    type: 'replace',
    original_text: original,
    modified_text: text.slice(range.start, at) + inserted + text.slice(at, range.end),
    range,
  };
}

/**
 * Where a paragraph's own words begin: after its indentation and list label ("8.1", "(a)", "iv.",
 * "Section 3."). Extraction writes automatic Word numbering into the text, but the label is not
 * in the document's runs, so no edit may start inside it.
 */
export function textStart(text: string, lineStart: number): number {
  const line = text.slice(lineStart, lineAround(text, lineStart).end);
  const m =
    /^\s*(?:(?:Section|Article|Clause)\s+)?(?:\d+(?:\.\d+)*\.?|\(?[a-z]{1,3}\)|\(?[ivxlc]{1,6}[.)]|[A-Z][.)])?\s*/i.exec(
      line,
    );
  return lineStart + (m?.[0].length ?? 0);
}

/** A unique anchor inside the paragraph around `at`, for a new clause after that paragraph. */
export function paragraphAnchor(text: string, at: number, avoid: readonly Span[] = []): Span | undefined {
  const line = lineAround(text, at);
  const body = text.slice(line.start, line.end);
  if (body.trim().length < 3) return undefined;
  const trimmedEnd = line.start + body.trimEnd().length;
  const free = (s: Span) => !avoid.some((x) => s.start < x.end && x.start < s.end);
  // The end of the paragraph first (what a reader would quote), then its beginning.
  let a = stepLeft(text, trimmedEnd, line.start);
  while (a > line.start && trimmedEnd - a <= MAX_ANCHOR) {
    const s = { start: a, end: trimmedEnd };
    if (text.slice(a, trimmedEnd).trim().length >= 8 && occursOnce(text, text.slice(a, trimmedEnd)) && free(s))
      return s;
    a = stepLeft(text, a, line.start);
  }
  const lead = textStart(text, line.start);
  let b = stepRight(text, lead, line.end);
  while (b <= line.end && b - lead <= MAX_ANCHOR) {
    const s = { start: lead, end: b };
    if (text.slice(lead, b).trim().length >= 8 && occursOnce(text, text.slice(lead, b)) && free(s)) return s;
    if (b === line.end) break;
    b = stepRight(text, b, line.end);
  }
  return undefined;
}
