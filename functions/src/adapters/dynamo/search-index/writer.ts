/**
 * Keeping the library's search index in step (docs/decisions/210-library-search-index.md):
 *  - `add` writes new documents as a small segment, then merges: whenever a level holds
 *    MERGE_FANOUT segments they become one segment of the next level, so an owner with n documents has
 *    O(log n) segments and every document is rewritten O(log n) times in its life;
 *  - `remove` marks a contract deleted in its segment (searches skip it at once), blanks its text in
 *    the stored block, and rewrites the segment without it once an eighth of the segment is deleted;
 *  - an owner without a manifest (contracts analysed before the index existed) is built from the
 *    library listing the first time it is written to or searched.
 * Every change is a new immutable segment plus one conditional write of the manifest; a writer
 * that loses the race re-reads and tries again, and deletes the segment nobody adopted.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { mergeSegments, type MergeInput } from '../../../domain/search-index/merge';
import {
  packTextBlock,
  readChunk,
  segmentFromDocs,
  unpackTextBlock,
  type ChunkDoc,
  type SearchDoc,
  type SegmentSummary,
} from '../../../domain/search-index/segment';
import { ownerPk } from '../../../domain/owners';
import type { Table } from '../client';
import {
  blockKey,
  bytesOf,
  chunkKey,
  createSearchStore,
  groupKey,
  SegmentGone,
  type Manifest,
  type SearchStore,
  type SegmentMeta,
} from './store';

/** Segments of one level merged into one of the next. */
export const MERGE_FANOUT = 8;
/** Segments stop growing at this level (8^5 = 32,768 documents): a posting list stays well under an item. */
export const MAX_LEVEL = 5;
/** Fresh documents are gram-counted this many at a time (bounded memory), then merged. */
const BUILD_BATCH = 512;
const MAX_ATTEMPTS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const levelOf = (docs: number) =>
  Math.min(MAX_LEVEL, Math.floor(Math.log(Math.max(1, docs)) / Math.log(MERGE_FANOUT) + 1e-9));

export function createSearchIndexWriter(table: Table, store: SearchStore = createSearchStore(table)) {
  async function writeSegment(
    ownerId: string,
    build: (sink: ReturnType<SearchStore['segmentSink']>) => Promise<SegmentSummary>,
  ): Promise<SegmentMeta> {
    const id = ulid();
    const sink = store.segmentSink(ownerId, id);
    try {
      const summary = await build(sink);
      await sink.flush();
      return { id, level: levelOf(summary.docs), deleted: [], ...summary };
    } catch (err) {
      await sink.discard().catch(() => undefined);
      throw err;
    }
  }

  /** Applies `change` to the current manifest until the conditional write lands. */
  async function update(
    ownerId: string,
    change: (current: Manifest) => Manifest | undefined,
  ): Promise<Manifest | undefined> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // Many completions of one organisation race for its manifest: losers wait a random while,
      // longer each time, so they stop colliding in lockstep.
      if (attempt > 0) await pause(Math.random() * 10 * 2 ** Math.min(attempt, 6));
      const current = (await store.manifest(ownerId)) ?? { version: 0, segments: [] };
      const next = change(current);
      if (!next) return undefined;
      if (
        await store.putManifest(
          ownerId,
          { ...next, version: current.version + 1 },
          current.version === 0 ? undefined : current.version,
        )
      )
        return next;
    }
    throw new Error(`search index: the manifest of ${ownerId} kept changing`);
  }

  /** Every document of a segment, in ordinal order. */
  async function docsOf(ownerId: string, segment: SegmentMeta): Promise<ChunkDoc[]> {
    const keys = Array.from({ length: segment.chunks }, (_, n) => chunkKey(segment.id, n));
    const items = await store.getItems(ownerId, keys);
    return keys.flatMap((key) => {
      const item = items.get(key);
      if (!item) throw new SegmentGone(`search index: ${key} is missing`);
      return readChunk(bytesOf(item)!);
    });
  }

  /**
   * Reads `count` numbered items of a segment, `window` keys per BatchGet ahead of the one asked
   * for; each item is handed out once.
   */
  function readAhead(ownerId: string, count: number, keyOf: (n: number) => string, window: number) {
    const cache = new Map<number, Record<string, unknown>>();
    return async (n: number) => {
      if (!cache.has(n)) {
        const wanted = Array.from({ length: Math.min(window, count - n) }, (_, k) => n + k).filter(
          (k) => !cache.has(k),
        );
        const items = await store.getItems(ownerId, wanted.map(keyOf));
        for (const k of wanted) {
          const item = items.get(keyOf(k));
          if (item) cache.set(k, item);
        }
      }
      const item = cache.get(n);
      if (!item) throw new SegmentGone(`search index: ${keyOf(n)} is missing`);
      cache.delete(n);
      return item;
    };
  }

  async function mergeInput(ownerId: string, segment: SegmentMeta): Promise<MergeInput> {
    // Small segments' groups are read in one go; a large one's as the merge reaches them.
    const groupWindow = segment.postings <= 4_000_000 ? segment.groups : 1;
    const group = readAhead(ownerId, segment.groups, (n) => groupKey(segment.id, n), groupWindow);
    const block = readAhead(ownerId, segment.blocks, (n) => blockKey(segment.id, n), 16);
    return {
      docs: await docsOf(ownerId, segment),
      deleted: new Set(segment.deleted),
      postings: segment.postings,
      groups: segment.groups,
      group: async (n) => bytesOf(await group(n))!,
      block: async (n) => unpackTextBlock(bytesOf(await block(n))!),
    };
  }

  /** Merges segments into one and swaps it in, unless someone else changed them meanwhile. */
  async function mergeAndSwap(ownerId: string, inputs: SegmentMeta[]): Promise<boolean> {
    let merged: SegmentMeta;
    try {
      merged = await writeSegment(ownerId, async (sink) =>
        mergeSegments(await Promise.all(inputs.map((s) => mergeInput(ownerId, s))), sink),
      );
    } catch (err) {
      // Another writer merged (and deleted) these inputs first: nothing left to do here.
      if (err instanceof SegmentGone) return false;
      throw err;
    }
    const ids = new Set(inputs.map((s) => s.id));
    const versions = new Map(inputs.map((s) => [s.id, s.deleted.length]));
    let swapped: Manifest | undefined;
    try {
      swapped = await update(ownerId, (current) => {
        const still = current.segments.filter((s) => ids.has(s.id) && versions.get(s.id) === s.deleted.length);
        if (still.length !== inputs.length) return undefined;
        return {
          version: current.version,
          segments: [...current.segments.filter((s) => !ids.has(s.id)), ...(merged.docs > 0 ? [merged] : [])],
        };
      });
    } catch (err) {
      await store.deleteSegments(ownerId, [merged]).catch(() => undefined);
      throw err;
    }
    await store.deleteSegments(ownerId, swapped ? inputs : [merged]);
    return Boolean(swapped);
  }

  /** Merges the oldest MERGE_FANOUT segments of the lowest full level, until no level is full. */
  async function compact(ownerId: string): Promise<void> {
    for (let round = 0; round < MAX_ATTEMPTS * 4; round++) {
      const current = await store.manifest(ownerId);
      if (!current) return;
      const full = Array.from({ length: MAX_LEVEL }, (_, level) =>
        current.segments.filter((s) => s.level === level),
      ).find((segments) => segments.length >= MERGE_FANOUT);
      if (!full) return;
      await mergeAndSwap(ownerId, [...full].sort((a, b) => (a.id < b.id ? -1 : 1)).slice(0, MERGE_FANOUT));
    }
  }

  async function segmentsOf(ownerId: string, docs: readonly SearchDoc[]): Promise<SegmentMeta[]> {
    const out: SegmentMeta[] = [];
    for (let i = 0; i < docs.length; i += BUILD_BATCH) {
      const batch = docs.slice(i, i + BUILD_BATCH);
      out.push(await writeSegment(ownerId, (sink) => segmentFromDocs(batch, sink)));
    }
    return out;
  }

  /** Adds documents (a completed analysis; a retry may add one again: readers keep one copy). */
  async function add(ownerId: string, docs: readonly SearchDoc[]): Promise<void> {
    if (docs.length === 0) return;
    if (!(await store.manifest(ownerId))) {
      // First write for this owner: the library listing already holds these documents.
      await build(ownerId, docs);
    } else {
      const fresh = await segmentsOf(ownerId, docs);
      try {
        await update(ownerId, (current) => ({ version: current.version, segments: [...current.segments, ...fresh] }));
      } catch (err) {
        // Not adopted: its items would only take room (the caller's retry writes a new segment).
        await store.deleteSegments(ownerId, fresh).catch(() => undefined);
        throw err;
      }
    }
    await compact(ownerId);
  }

  /**
   * Builds an owner's index from its library listing (plus `extra`, documents a write is adding),
   * once: if another writer built it first, ours is discarded. Returns the manifest in force.
   */
  async function build(ownerId: string, extra: readonly SearchDoc[] = []): Promise<Manifest> {
    const listed = await listLibrary(table, ownerId);
    const known = new Set(listed.map((d) => d.sortKey));
    const segments = await segmentsOf(ownerId, [...listed, ...extra.filter((d) => !known.has(d.sortKey))]);
    const manifest: Manifest = { version: 1, segments };
    if (await store.putManifest(ownerId, manifest, undefined)) {
      await compact(ownerId);
      return (await store.manifest(ownerId)) ?? manifest;
    }
    await store.deleteSegments(ownerId, segments);
    if (extra.length > 0) await add(ownerId, extra);
    return (await store.manifest(ownerId))!;
  }

  /**
   * Removes a contract from its owner's index (every copy): searches skip it from the
   * moment this returns, and its text is gone from the index's stored blocks.
   */
  async function remove(ownerId: string, contractId: string): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = await store.manifest(ownerId);
      if (!current) return;
      const hits: Array<{ segment: SegmentMeta; ordinal: number; doc: ChunkDoc }> = [];
      let gone = false;
      for (const segment of current.segments) {
        const docs = await docsOf(ownerId, segment).catch((err: unknown) => {
          if (err instanceof SegmentGone) return ((gone = true), []);
          throw err;
        });
        docs.forEach((doc, ordinal) => {
          if (doc.sortKey.endsWith(`#${contractId}`) && !segment.deleted.includes(ordinal))
            hits.push({ segment, ordinal, doc });
        });
      }
      if (gone) continue; // merged away under us: read the new manifest
      if (hits.length === 0) return;
      const marked = await update(ownerId, (m) => {
        // A segment merged away since it was read: its documents (this one too) now sit in the
        // merged segment at other ordinals, so look again.
        if (hits.some((h) => !m.segments.some((s) => s.id === h.segment.id))) return undefined;
        return {
          version: m.version,
          segments: m.segments.map((s) => {
            const mine = hits.filter((h) => h.segment.id === s.id).map((h) => h.ordinal);
            return mine.length ? { ...s, deleted: [...new Set([...s.deleted, ...mine])] } : s;
          }),
        };
      });
      if (!marked) continue;
      for (const { segment, ordinal, doc } of hits) await blankText(ownerId, segment.id, doc.block, ordinal);
      const after = await store.manifest(ownerId);
      for (const segment of after?.segments ?? []) {
        if (segment.deleted.length * 8 >= segment.docs) await mergeAndSwap(ownerId, [segment]);
      }
      return;
    }
    throw new Error(`search index: could not remove ${contractId} from the index of ${ownerId}`);
  }

  /** Deletes an owner's whole index (the owner's account or organisation is deleted). */
  const drop = (ownerId: string): Promise<void> => store.deletePartition(ownerId);

  async function blankText(ownerId: string, segment: string, block: number, ordinal: number): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const key = blockKey(segment, block);
      const item = (await store.getItems(ownerId, [key])).get(key);
      if (!item) return; // merged away meanwhile: the merge dropped the deleted document
      const stored = unpackTextBlock(bytesOf(item)!);
      stored.texts[ordinal - stored.first] = '';
      if (await store.replaceBlock(ownerId, segment, block, packTextBlock(stored), Number(item.rev ?? 0))) return;
    }
    throw new Error(`search index: could not blank ${segment} block ${block}`);
  }

  return { add, remove, drop, build };
}

export type SearchIndexWriter = ReturnType<typeof createSearchIndexWriter>;

/** The owner's analysed contracts, from the library listing (the index's source of truth). */
async function listLibrary(table: Table, ownerId: string): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await table.doc.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `${ownerPk(ownerId)}#ANALYZED` },
        ProjectionExpression: 'GSI1SK, searchText',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      docs.push({ sortKey: String(item.GSI1SK), text: typeof item.searchText === 'string' ? item.searchText : '' });
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return docs;
}
