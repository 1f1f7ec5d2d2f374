/**
 * Searching the library's search index (docs/decisions/210-library-search-index.md): the manifest,
 * then from each segment only the posting groups of the needle's grams; the candidates' sort keys
 * from their doc chunks; then, newest first, each candidate's text decides. A search reads what
 * its needle and its results need, not the whole library.
 */
import type { SortKeyRange } from '../../../domain/contracts/library';
import { candidates, confirms, groupsFor, needleBytes } from '../../../domain/search-index/match';
import { DOCS_PER_CHUNK, readChunk, StoredTextBlock, type ChunkDoc } from '../../../domain/search-index/segment';
import type { SearchFind, SearchHit, SearchQuery } from '../../repositories/search-index';
import type { Table } from '../client';
import { blockKey, bytesOf, chunkKey, createSearchStore, groupKey, SegmentGone, type SearchStore } from './store';
import { createSearchIndexWriter } from './writer';

interface Candidate extends ChunkDoc {
  segment: string;
  ordinal: number;
}

const inRange = (sortKey: string, range: SortKeyRange, startAfter: string | undefined): boolean => {
  if (startAfter !== undefined && sortKey >= startAfter) return false;
  const { from, before } = range;
  // As the listing's key condition: BETWEEN (both bounds inclusive) when both are set.
  if (from !== undefined && before !== undefined) return sortKey >= from && sortKey <= before;
  if (from !== undefined && sortKey < from) return false;
  if (before !== undefined && sortKey >= before) return false;
  return true;
};

export function createSearchIndexReader(table: Table, store: SearchStore = createSearchStore(table)) {
  const writer = createSearchIndexWriter(table, store);

  async function attempt(ownerId: string, query: SearchQuery): Promise<SearchFind> {
    const manifest = (await store.manifest(ownerId)) ?? (await writer.build(ownerId));
    const segments = manifest.segments.filter((s) => s.docs > 0);

    // 1. The needle's posting groups of every segment, in one round of reads.
    const plans = segments.map((segment) => ({ segment, ...groupsFor(query.needle, segment.groups) }));
    const groupItems = await store.getItems(
      ownerId,
      plans.flatMap((p) => p.groups.map((g) => groupKey(p.segment.id, g))),
    );
    const found = plans.map(({ segment, grams, groups }) => {
      const bytes = new Map<number, Uint8Array>();
      for (const g of groups) {
        const b = bytesOf(groupItems.get(groupKey(segment.id, g)));
        if (!b) throw new SegmentGone();
        bytes.set(g, b);
      }
      return { segment, ordinals: candidates(grams, segment.groups, bytes, new Set(segment.deleted)) };
    });

    // 2. Their sort keys, lengths and text blocks.
    const chunkKeys = found.flatMap(({ segment, ordinals }) =>
      [...new Set(ordinals.map((o) => Math.floor(o / DOCS_PER_CHUNK)))].map((c) => chunkKey(segment.id, c)),
    );
    const chunkItems = await store.getItems(ownerId, chunkKeys);
    const chunks = new Map<string, ChunkDoc[]>();
    const seen = new Set<string>();
    const all: Candidate[] = [];
    for (const { segment, ordinals } of found) {
      for (const ordinal of ordinals) {
        const key = chunkKey(segment.id, Math.floor(ordinal / DOCS_PER_CHUNK));
        let docs = chunks.get(key);
        if (!docs) {
          const item = chunkItems.get(key);
          if (!item) throw new SegmentGone();
          chunks.set(key, (docs = readChunk(bytesOf(item)!)));
        }
        const doc = docs[ordinal % DOCS_PER_CHUNK]!;
        // A retried write may have indexed a document twice; one copy answers.
        if (!inRange(doc.sortKey, query.range, query.startAfter) || seen.has(doc.sortKey)) continue;
        seen.add(doc.sortKey);
        all.push({ ...doc, segment: segment.id, ordinal });
      }
    }
    all.sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0));

    // 3. Newest first, each candidate's own text decides. The first page also counts every match
    //    when the candidates' texts fit the budget; otherwise it has no total.
    const blocks = new Map<string, StoredTextBlock>();
    const needle = needleBytes(query.needle);
    const confirm = async (batch: Candidate[]): Promise<Candidate[]> => {
      const keys = [...new Set(batch.map((c) => blockKey(c.segment, c.block)))].filter((k) => !blocks.has(k));
      const items = await store.getItems(ownerId, keys);
      for (const key of keys) {
        const bytes = bytesOf(items.get(key));
        if (!bytes) throw new SegmentGone();
        blocks.set(key, new StoredTextBlock(bytes));
      }
      return batch.filter((c) => confirms(blocks.get(blockKey(c.segment, c.block))!, c.ordinal, needle));
    };
    const countAll =
      query.countBudgetChars !== undefined && all.reduce((n, c) => n + c.length, 0) <= query.countBudgetChars;
    const hits: Candidate[] = [];
    let total: number | null | undefined = query.countBudgetChars === undefined ? undefined : null;
    if (countAll) {
      for (let i = 0; i < all.length; i += 2000) hits.push(...(await confirm(all.slice(i, i + 2000))));
      total = hits.length;
    } else {
      let batch = Math.max(32, query.want * 2);
      for (let i = 0; i < all.length && hits.length < query.want; i += batch, batch *= 2)
        hits.push(...(await confirm(all.slice(i, i + batch))));
    }
    const page: SearchHit[] = hits.slice(0, query.want).map((c) => ({ sortKey: c.sortKey, ownerId }));
    return { hits: page, ...(total !== undefined ? { total } : {}) };
  }

  /** Matches of `needle` in the owner's library, newest first (see SearchQuery). */
  async function find(ownerId: string, query: SearchQuery): Promise<SearchFind> {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(ownerId, query);
      } catch (err) {
        if (!(err instanceof SegmentGone) || tries >= 4) throw err;
      }
    }
  }

  return { find };
}
