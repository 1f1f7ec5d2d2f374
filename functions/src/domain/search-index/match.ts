/**
 * Which documents of a segment can contain a needle: those holding every gram of it (grams.ts).
 * A candidate is confirmed against its search text (`confirms`), so the index answers exactly what
 * a substring scan would: it only skips the documents that cannot match.
 */
import { gramGroup, needleGrams } from './grams';
import { findInGroup, intersectAll } from './postings';
import type { StoredTextBlock } from './segment';

/** The posting groups of a segment a needle needs, and the grams it looks for in them. */
export function groupsFor(needle: string, groups: number): { grams: string[]; groups: number[] } {
  const grams = needleGrams(needle);
  return { grams, groups: [...new Set(grams.map((gram) => gramGroup(gram, groups)))] };
}

/** Ascending candidate ordinals, given the needed groups' bytes (by group index). */
export function candidates(
  grams: readonly string[],
  groupCount: number,
  groupBytes: ReadonlyMap<number, Uint8Array>,
  deleted: ReadonlySet<number>,
): number[] {
  const wanted = new Set(grams);
  const found = new Map<string, Uint32Array>();
  for (const bytes of groupBytes.values())
    for (const [gram, ordinals] of findInGroup(bytes, wanted)) found.set(gram, ordinals);
  const lists: Uint32Array[] = [];
  for (const gram of grams) {
    const list = found.get(gram);
    if (!list || !groupBytes.has(gramGroup(gram, groupCount))) return [];
    lists.push(list);
  }
  return [...intersectAll(lists)].filter((ordinal) => !deleted.has(ordinal));
}

/**
 * The test a candidate must pass: the match the scan made, DynamoDB's `contains()` on the stored
 * UTF-8 text, a byte substring.
 */
export const confirms = (block: StoredTextBlock, ordinal: number, needle: Uint8Array): boolean =>
  block.contains(ordinal, needle);

/** The needle as `confirms` wants it. */
export const needleBytes = (needle: string): Uint8Array => Buffer.from(needle, 'utf8');
