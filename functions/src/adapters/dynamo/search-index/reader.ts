/**
 * Searching the library's search index (docs/decisions/210-library-search-index.md): the manifest,
 * then from each segment only the posting groups of the needle's grams, which give its candidates
 * in ordinal order, that is newest first. The date range and the cursor cut each segment's
 * candidates to a slice found by bisection; the slices are then merged newest first, reading the
 * doc chunks of the candidates they reach and the text blocks that decide, until the page is full.
 * A search reads what its needle and its page need, not the whole library.
 */
import type { SortKeyRange } from '../../../domain/contracts/library';
import { candidates, confirms, groupsFor, needleBytes } from '../../../domain/search-index/match';
import { DOCS_PER_CHUNK, readChunk, StoredTextBlock, type ChunkDoc } from '../../../domain/search-index/segment';
import type { SearchFind, SearchHit, SearchQuery } from '../../repositories/search-index';
import type { Table } from '../client';
import {
  blockKey,
  bytesOf,
  chunkKey,
  createSearchStore,
  groupKey,
  SegmentGone,
  type SearchStore,
  type SegmentMeta,
} from './store';
import { createSearchIndexWriter } from './writer';

interface Candidate extends ChunkDoc {
  segment: string;
  ordinal: number;
}

/** One segment's candidates (ascending ordinals: descending sort keys) and the slice still to merge. */
interface Slice {
  segment: SegmentMeta;
  ordinals: Uint32Array;
  at: number;
  end: number;
}

/** Chunks read ahead of a slice's head in one BatchGet: a rare needle's candidates sit far apart. */
const READ_AHEAD = 32;

/** The range as the listing's key condition: BETWEEN (both bounds inclusive) when both are set. */
function bounds(range: SortKeyRange, startAfter: string | undefined) {
  const { from, before } = range;
  const belowTop = (sortKey: string) =>
    (startAfter === undefined || sortKey < startAfter) &&
    (before === undefined || (from !== undefined ? sortKey <= before : sortKey < before));
  const aboveBottom = (sortKey: string) => from === undefined || sortKey >= from;
  return {
    belowTop,
    aboveBottom,
    bounded: startAfter !== undefined || before !== undefined,
    floored: from !== undefined,
  };
}

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
    const slices: Slice[] = plans.map(({ segment, grams, groups }) => {
      const bytes = new Map<number, Uint8Array>();
      for (const g of groups) {
        const b = bytesOf(groupItems.get(groupKey(segment.id, g)));
        if (!b) throw new SegmentGone();
        bytes.set(g, b);
      }
      const ordinals = Uint32Array.from(candidates(grams, segment.groups, bytes, new Set(segment.deleted)));
      return { segment, ordinals, at: 0, end: ordinals.length };
    });

    // Doc chunks, read as slices reach them.
    const chunks = new Map<string, ChunkDoc[]>();
    const chunkOf = (slice: Slice, i: number) =>
      chunkKey(slice.segment.id, Math.floor(slice.ordinals[i]! / DOCS_PER_CHUNK));
    const load = async (keys: Iterable<string>) => {
      const missing = [...new Set(keys)].filter((k) => !chunks.has(k));
      if (missing.length === 0) return;
      const items = await store.getItems(ownerId, missing);
      for (const key of missing) {
        const bytes = bytesOf(items.get(key));
        if (!bytes) throw new SegmentGone();
        chunks.set(key, readChunk(bytes));
      }
    };
    const docAt = (slice: Slice, i: number): ChunkDoc =>
      chunks.get(chunkOf(slice, i))![slice.ordinals[i]! % DOCS_PER_CHUNK]!;
    /** First index in [lo, hi) whose sort key fails `holds` (keys descend, so `holds` is true before it). */
    const bisect = async (slice: Slice, lo: number, hi: number, holds: (sortKey: string) => boolean) => {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        await load([chunkOf(slice, mid)]);
        if (holds(docAt(slice, mid).sortKey)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };

    // 2. The range and the cursor, as a slice of each segment's candidates.
    const { belowTop, aboveBottom, bounded, floored } = bounds(query.range, query.startAfter);
    await Promise.all(
      slices.map(async (slice) => {
        if (bounded) slice.at = await bisect(slice, 0, slice.end, (k) => !belowTop(k));
        if (floored) slice.end = await bisect(slice, slice.at, slice.end, aboveBottom);
      }),
    );

    // 3. Newest first across segments; a retried write may have indexed a document twice: one copy answers.
    const seen = new Set<string>();
    const next = async (count: number): Promise<Candidate[]> => {
      const out: Candidate[] = [];
      while (out.length < count) {
        const open = slices.filter((s) => s.at < s.end);
        if (open.length === 0) break;
        const ahead = open.flatMap((s) =>
          Array.from({ length: Math.min(READ_AHEAD, s.end - s.at) }, (_, k) => chunkOf(s, s.at + k)),
        );
        if (open.some((s) => !chunks.has(chunkOf(s, s.at)))) await load(ahead);
        let best = open[0]!;
        for (const s of open) if (docAt(s, s.at).sortKey > docAt(best, best.at).sortKey) best = s;
        const doc = docAt(best, best.at);
        const ordinal = best.ordinals[best.at++]!;
        if (seen.has(doc.sortKey)) continue;
        seen.add(doc.sortKey);
        out.push({ ...doc, segment: best.segment.id, ordinal });
      }
      return out;
    };

    // 4. Each candidate's own text decides.
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

    // The first page counts every match when that stays within the budget; otherwise no total.
    const budget = query.countBudget;
    let total: number | null | undefined = budget === undefined ? undefined : null;
    const hits: Candidate[] = [];
    const inSlices = slices.reduce((n, s) => n + (s.end - s.at), 0);
    if (budget !== undefined && inSlices <= budget.candidates) {
      const all = await next(inSlices);
      if (new Set(all.map((c) => blockKey(c.segment, c.block))).size <= budget.blocks) {
        hits.push(...(await confirm(all)));
        total = hits.length;
      } else {
        for (let i = 0; i < all.length && hits.length < query.want; i += 64)
          hits.push(...(await confirm(all.slice(i, i + 64))));
      }
    } else {
      // The grams rarely let a non-match through: confirm a page's worth first, then more.
      let batch = query.want;
      for (;;) {
        const more = await next(batch);
        if (more.length === 0) break;
        hits.push(...(await confirm(more)));
        if (hits.length >= query.want) break;
        batch *= 2;
      }
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
