/**
 * The last gate for every proposed modification, whichever engine proposed it: its
 * `original_text` / `insert_after` must occur exactly once in the contract text and stay within a
 * paragraph, it must change something, and it must not touch text another accepted modification
 * already changes. What fails is dropped, never guessed into place.
 */
import type { Span } from '../../../../shared/schemas/analysis';
import {
  modificationKind,
  summariseModifications,
  type RedlineMetadata,
  type RedlineModification,
} from '../../../../shared/schemas/redline';
import { occursOnce } from './locate';

/** A redline keeps at most this many modifications (a lawyer's markup, not a rewrite). */
export const MAX_MODIFICATIONS = 40;

export interface Accepted {
  modification: RedlineModification;
  range: Span;
}

/** Where a modification sits in the text, or why it cannot be placed. */
export function rangeOf(text: string, m: RedlineModification): Span | string {
  const kind = modificationKind(m);
  const needle = kind === 'insert' || kind === 'add_clause' ? m.insert_after : m.original_text;
  if (kind === 'add_clause' && !needle) return { start: text.length, end: text.length };
  if (!needle || needle.trim() === '') return 'nothing to locate';
  if (needle.includes('\n')) return 'crosses a paragraph break';
  if (!occursOnce(text, needle)) return text.includes(needle) ? 'occurs more than once' : 'not in the contract';
  if (kind !== 'delete' && !(m.modified_text ?? '').trim()) return 'no new text';
  if (kind === 'replace' && m.modified_text === m.original_text) return 'changes nothing';
  if (kind === 'insert' && m.modified_text?.includes('\n')) return 'inline insertion spans paragraphs';
  const start = text.indexOf(needle);
  return { start, end: start + needle.length };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

export function acceptModifications(
  text: string,
  proposed: readonly RedlineModification[],
  max = MAX_MODIFICATIONS,
): Accepted[] {
  const out: Accepted[] = [];
  const clauseTexts = new Set<string>();
  for (const m of proposed) {
    if (out.length >= max) break;
    const range = rangeOf(text, m);
    if (typeof range === 'string') continue;
    const kind = modificationKind(m);
    if (kind === 'add_clause') {
      const key = (m.modified_text ?? '').trim().toLowerCase();
      if (clauseTexts.has(key)) continue;
      clauseTexts.add(key);
    }
    // New clauses only need their anchor paragraph; inline edits must not share a single character.
    if (
      out.some(
        (a) =>
          overlaps(a.range, range) && !(kind === 'add_clause' && modificationKind(a.modification) === 'add_clause'),
      )
    )
      continue;
    out.push({ modification: m, range });
  }
  return out;
}

/** The metadata for accepted modifications, in document order. */
export function toMetadata(accepted: readonly Accepted[]): RedlineMetadata {
  const modifications = [...accepted]
    .sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end)
    .map((a) => a.modification);
  return { summary: summariseModifications(modifications), modifications };
}
