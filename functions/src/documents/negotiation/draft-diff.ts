/**
 * The differences between two drafts of a contract, as a lawyer's comparison marks them: whole
 * paragraphs added or removed, and inside a paragraph that was edited only the words that changed
 * (the redline writer's word diff). Paragraphs are matched by their text without list numbers, so a
 * clause renumbered by an insertion above it is not a change. Offsets are in the new draft's text.
 */
import { alignedHunks, alignSequences } from '../redline/word-diff';
import { foldChar } from '../redline/locate';

export type DraftEdit =
  /** new[start, end) is not in the previous draft. */
  | { kind: 'insert'; start: number; end: number }
  /** `text` of the previous draft is missing from the new one at `at`. */
  | { kind: 'delete'; at: number; text: string }
  /** Whole paragraphs of the new draft, new[start, end), are new. */
  | { kind: 'insert-paragraphs'; start: number; end: number }
  /** Whole paragraphs of the previous draft are gone; they stood before new offset `at`. */
  | { kind: 'delete-paragraphs'; at: number; texts: string[] };

interface Block {
  start: number;
  /** Where the paragraph's text starts after its list number. */
  body: number;
  end: number;
  key: string;
}

const LABEL =
  /^[ \t]*(?:(?:section|article)\s+)?(?:\d{1,3}(?:\.\d{1,3})*[.)]?|\(?[a-z]{1,3}[.)]|\([ivxlc]{1,6}\)|[ivxlc]{1,6}\.)[ \t]+/i;

function blocks(text: string): Block[] {
  const out: Block[] = [];
  for (let start = 0; start < text.length;) {
    const found = text.indexOf('\n\n', start);
    const end = found < 0 ? text.length : found;
    const raw = text.slice(start, end);
    if (raw.trim()) {
      const label = LABEL.exec(raw)?.[0].length ?? 0;
      const key = Array.from(raw.slice(label).replace(/\s+/g, ' ').trim(), foldChar).join('');
      out.push({ start, body: start + label, end, key });
    }
    if (found < 0) break;
    start = found + 2;
  }
  return out;
}

/** Pairs of equal paragraphs, in order. */
const matchBlocks = (a: Block[], b: Block[]) => alignSequences(a, b, (x, y) => x.key === y.key, 9_000_000);

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Share of words in common: an edited paragraph stays above one half. */
function similar(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  if (wa.length === 0 || wb.length === 0) return false;
  const counts = new Map<string, number>();
  for (const w of wb) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of wa) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      shared++;
      counts.set(w, c - 1);
    }
  }
  return shared / Math.max(wa.length, wb.length) >= 0.5;
}

export function diffDrafts(previous: string, next: string): DraftEdit[] {
  const a = blocks(previous);
  const b = blocks(next);
  const edits: DraftEdit[] = [];
  let i = 0;
  let j = 0;
  for (const [mi, mj] of [...matchBlocks(a, b), [a.length, b.length] as [number, number]]) {
    gap(a.slice(i, mi), b.slice(j, mj), mj < b.length ? b[mj]!.start : next.length);
    i = mi + 1;
    j = mj + 1;
  }
  return edits;

  function gap(olds: Block[], news: Block[], before: number): void {
    let o = 0;
    let pendingDeleted: string[] = [];
    const flushDeleted = (at: number) => {
      if (pendingDeleted.length) edits.push({ kind: 'delete-paragraphs', at, texts: pendingDeleted });
      pendingDeleted = [];
    };
    for (const nb of news) {
      const match = olds
        .slice(o)
        .findIndex((ob) => similar(previous.slice(ob.body, ob.end), next.slice(nb.body, nb.end)));
      if (match < 0) {
        edits.push({ kind: 'insert-paragraphs', start: nb.start, end: nb.end });
        continue;
      }
      for (const ob of olds.slice(o, o + match)) pendingDeleted.push(previous.slice(ob.body, ob.end));
      flushDeleted(nb.start);
      const ob = olds[o + match]!;
      o += match + 1;
      const oldBody = previous.slice(ob.body, ob.end);
      const newBody = next.slice(nb.body, nb.end);
      for (const h of alignedHunks(oldBody, newBody)) {
        if (h.aEnd > h.aStart)
          edits.push({ kind: 'delete', at: nb.body + h.bStart, text: oldBody.slice(h.aStart, h.aEnd) });
        if (h.bEnd > h.bStart) edits.push({ kind: 'insert', start: nb.body + h.bStart, end: nb.body + h.bEnd });
      }
    }
    for (const ob of olds.slice(o)) pendingDeleted.push(previous.slice(ob.body, ob.end));
    flushDeleted(before);
  }
}
