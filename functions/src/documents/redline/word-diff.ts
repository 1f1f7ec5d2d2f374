/**
 * Word-level difference between a passage and its replacement, as a lawyer marks it up: only the
 * words that change are struck or inserted, and changes separated by nothing but spaces,
 * punctuation or one short word are merged into one deletion followed by one insertion (no
 * word-by-word alternation of struck and inserted text).
 */
import { foldChar } from './locate';

export interface Hunk {
  /** Deleted span in the old text (empty when only inserting). */
  start: number;
  end: number;
  /** Inserted text, placed after the deleted span. */
  insert: string;
}

const TOKEN = /\s+|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[^\s\p{L}\p{N}]/gu;

export function tokenize(text: string): { text: string; start: number }[] {
  return Array.from(text.matchAll(TOKEN), (m) => ({ text: m[0], start: m.index }));
}

const same = (a: string, b: string) =>
  a === b ||
  (/^\s+$/.test(a) && /^\s+$/.test(b)) ||
  Array.from(a, foldChar).join('') === Array.from(b, foldChar).join('');

/** Above this many cells the table would be too large: the middle is treated as one change. */
const MAX_CELLS = 4_000_000;

/**
 * Longest-common-subsequence alignment of two sequences: pairs of indices of equal items (the
 * common prefix and suffix first: most edits touch a small part). Above `maxCells` table cells the
 * middle is treated as one change.
 */
export function alignSequences<T>(
  a: readonly T[],
  b: readonly T[],
  equal: (x: T, y: T) => boolean,
  maxCells = MAX_CELLS,
): [number, number][] {
  let pre = 0;
  while (pre < a.length && pre < b.length && equal(a[pre]!, b[pre]!)) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && equal(a[a.length - 1 - suf]!, b[b.length - 1 - suf]!)) suf++;
  const pairs: [number, number][] = [];
  for (let i = 0; i < pre; i++) pairs.push([i, i]);
  const n = a.length - pre - suf;
  const m = b.length - pre - suf;
  if (n > 0 && m > 0 && n * m <= maxCells) {
    const w = m + 1;
    const table = new Uint32Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        table[i * w + j] = equal(a[pre + i]!, b[pre + j]!)
          ? table[(i + 1) * w + j + 1]! + 1
          : Math.max(table[(i + 1) * w + j]!, table[i * w + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (equal(a[pre + i]!, b[pre + j]!) && table[i * w + j] === table[(i + 1) * w + j + 1]! + 1) {
        pairs.push([pre + i, pre + j]);
        i++;
        j++;
      } else if (table[(i + 1) * w + j]! >= table[i * w + j + 1]!) i++;
      else j++;
    }
  }
  for (let k = suf; k > 0; k--) pairs.push([a.length - k, b.length - k]);
  return pairs;
}

const align = (a: string[], b: string[]) => alignSequences(a, b, same);

/** A gap between two changes small enough to fold into them: spaces, punctuation, one short word. */
function isSmallGap(tokens: string[]): boolean {
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t));
  return words.length === 0 || (words.length === 1 && words[0]!.length <= 3);
}

/** A change between two texts with its place in both: old[aStart, aEnd) became new[bStart, bEnd). */
export interface AlignedHunk {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/** The merged hunks of `wordDiff` with their offsets in both texts. */
export function alignedHunks(oldText: string, newText: string): AlignedHunk[] {
  const a = tokenize(oldText);
  const b = tokenize(newText);
  const pairs = align(
    a.map((t) => t.text),
    b.map((t) => t.text),
  );
  // Raw hunks between aligned tokens, in token indices.
  type Raw = { a0: number; a1: number; b0: number; b1: number };
  const raw: Raw[] = [];
  let pa = 0;
  let pb = 0;
  for (const [i, j] of [...pairs, [a.length, b.length] as [number, number]]) {
    if (i > pa || j > pb) raw.push({ a0: pa, a1: i, b0: pb, b1: j });
    pa = i + 1;
    pb = j + 1;
  }
  // Merge hunks whose gap is small.
  const merged: Raw[] = [];
  for (const h of raw) {
    const prev = merged.at(-1);
    if (prev && isSmallGap(a.slice(prev.a1, h.a0).map((t) => t.text))) {
      prev.a1 = h.a1;
      prev.b1 = h.b1;
    } else merged.push({ ...h });
  }
  const offsetA = (i: number) => (i < a.length ? a[i]!.start : oldText.length);
  const offsetB = (j: number) => (j < b.length ? b[j]!.start : newText.length);
  return merged.map((h) => ({
    aStart: offsetA(h.a0),
    aEnd: offsetA(h.a1),
    bStart: offsetB(h.b0),
    bEnd: offsetB(h.b1),
  }));
}

export function wordDiff(oldText: string, newText: string): Hunk[] {
  return alignedHunks(oldText, newText).map((h) => ({
    start: h.aStart,
    end: h.aEnd,
    insert: newText.slice(h.bStart, h.bEnd),
  }));
}
