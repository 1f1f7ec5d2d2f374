/**
 * Where the library's search index lives in the table (docs/decisions/210-library-search-index.md),
 * one partition per owner (a user or an organisation), `PK=SEARCH#<owner partition>`:
 *  - `SK=MANIFEST`: the live segments and their deletions, with a version every change is
 *    conditional on (the one item writers race for; segment items are never overwritten);
 *  - `SK=SEG#<id>#G#<n>`: posting group n; `#D#<n>`: doc chunk n; `#T#<n>`: text block n.
 */
import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocChunk, SegmentSink } from '../../../domain/search-index/segment';
import { ownerPk } from '../../../domain/owners';
import { isConditionFailed, type Table } from '../client';

export interface SegmentMeta {
  id: string;
  level: number;
  docs: number;
  postings: number;
  groups: number;
  chunks: number;
  blocks: number;
  /** Ordinals of documents deleted since the segment was written (dropped by its next merge). */
  deleted: number[];
}

export interface Manifest {
  version: number;
  segments: SegmentMeta[];
}

export const searchPartition = (ownerId: string) => `SEARCH#${ownerPk(ownerId)}`;
export const groupKey = (segment: string, n: number) => `SEG#${segment}#G#${n}`;
export const chunkKey = (segment: string, n: number) => `SEG#${segment}#D#${n}`;
export const blockKey = (segment: string, n: number) => `SEG#${segment}#T#${n}`;
const MANIFEST = 'MANIFEST';

type Item = Record<string, unknown>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSearchStore(table: Table) {
  const { doc, name: TableName } = table;

  async function manifest(ownerId: string): Promise<Manifest | undefined> {
    const out = await doc.send(
      new GetCommand({ TableName, Key: { PK: searchPartition(ownerId), SK: MANIFEST }, ConsistentRead: true }),
    );
    if (!out.Item) return undefined;
    return {
      version: Number(out.Item.version),
      segments: (out.Item.segments as SegmentMeta[]).map((s) => ({ ...s, deleted: [...(s.deleted ?? [])] })),
    };
  }

  /** Replaces the manifest if it is still at `expected` (undefined: if there is none yet); false if not. */
  async function putManifest(ownerId: string, next: Manifest, expected: number | undefined): Promise<boolean> {
    try {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            PK: searchPartition(ownerId),
            SK: MANIFEST,
            entity: 'search-manifest',
            version: next.version,
            segments: next.segments,
          },
          ...(expected === undefined
            ? { ConditionExpression: 'attribute_not_exists(PK)' }
            : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expected } }),
        }),
      );
      return true;
    } catch (err) {
      if (isConditionFailed(err)) return false;
      throw err;
    }
  }

  async function writeAll(requests: Item[]): Promise<void> {
    for (let i = 0; i < requests.length; i += 25) {
      let batch = requests.slice(i, i + 25);
      for (let attempt = 0; batch.length > 0; attempt++) {
        if (attempt > 8) throw new Error('search index: BatchWrite kept leaving items unprocessed');
        if (attempt > 0) await pause(25 * 2 ** attempt);
        const out = await doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: batch } }));
        batch = (out.UnprocessedItems?.[TableName] ?? []) as Item[];
      }
    }
  }

  /** Items by sort key (absent keys are absent from the map). */
  async function getItems(ownerId: string, sortKeys: readonly string[]): Promise<Map<string, Item>> {
    const found = new Map<string, Item>();
    const unique = [...new Set(sortKeys)];
    const batches: string[][] = [];
    for (let i = 0; i < unique.length; i += 100) batches.push(unique.slice(i, i + 100));
    await Promise.all(
      batches.map(async (batch) => {
        let keys = batch.map((SK) => ({ PK: searchPartition(ownerId), SK }));
        for (let attempt = 0; keys.length > 0; attempt++) {
          if (attempt > 8) throw new Error('search index: BatchGet kept leaving keys unprocessed');
          if (attempt > 0) await pause(25 * 2 ** attempt);
          const out = await doc.send(
            new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }),
          );
          for (const item of out.Responses?.[TableName] ?? []) found.set(String(item.SK), item);
          keys = (out.UnprocessedKeys?.[TableName]?.Keys ?? []) as typeof keys;
        }
      }),
    );
    return found;
  }

  /** A sink that writes a new segment's items in batches as the builder produces them. */
  function segmentSink(
    ownerId: string,
    segment: string,
  ): SegmentSink & { flush(): Promise<void>; discard(): Promise<void> } {
    const pk = searchPartition(ownerId);
    let pending: Item[] = [];
    let pendingBytes = 0;
    const keys: string[] = [];
    const add = async (item: Item, bytes: number) => {
      keys.push(String(item.SK));
      pending.push({ PutRequest: { Item: { PK: pk, ...item, entity: 'search-segment' } } });
      pendingBytes += bytes;
      if (pending.length >= 25 || pendingBytes > 4 * 1024 * 1024) await flush();
    };
    const flush = async () => {
      const batch = pending;
      pending = [];
      pendingBytes = 0;
      await writeAll(batch);
    };
    return {
      group: (n, bytes) => add({ SK: groupKey(segment, n), b: bytes }, bytes.length),
      block: (n, bytes) => add({ SK: blockKey(segment, n), b: bytes, rev: 0 }, bytes.length),
      chunk: (n, chunk: DocChunk) => add({ SK: chunkKey(segment, n), b: chunk }, chunk.length),
      flush,
      /** Deletes what was written of a segment that will never be adopted. */
      discard: async () => {
        pending = [];
        await writeAll(keys.map((SK) => ({ DeleteRequest: { Key: { PK: pk, SK } } })));
      },
    };
  }

  /** Deletes every item of segments that are no longer (or never became) part of the manifest. */
  async function deleteSegments(ownerId: string, segments: readonly SegmentMeta[]): Promise<void> {
    const keys = segments.flatMap((s) => [
      ...Array.from({ length: s.groups }, (_, n) => groupKey(s.id, n)),
      ...Array.from({ length: s.chunks }, (_, n) => chunkKey(s.id, n)),
      ...Array.from({ length: s.blocks }, (_, n) => blockKey(s.id, n)),
    ]);
    await writeAll(keys.map((SK) => ({ DeleteRequest: { Key: { PK: searchPartition(ownerId), SK } } })));
  }

  /** Deletes every item of the owner's index, the manifest and any segment a crashed writer left. */
  async function deletePartition(ownerId: string): Promise<void> {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': searchPartition(ownerId) },
          ProjectionExpression: 'PK, SK',
          ConsistentRead: true,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      await writeAll((out.Items ?? []).map((Key) => ({ DeleteRequest: { Key } })));
      start = out.LastEvaluatedKey;
    } while (start);
  }

  /** Rewrites a text block if nobody rewrote it since `rev` was read; false if somebody did. */
  async function replaceBlock(
    ownerId: string,
    segment: string,
    n: number,
    bytes: Uint8Array,
    rev: number,
  ): Promise<boolean> {
    try {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            PK: searchPartition(ownerId),
            SK: blockKey(segment, n),
            entity: 'search-segment',
            b: bytes,
            rev: rev + 1,
          },
          ConditionExpression: 'rev = :rev',
          ExpressionAttributeValues: { ':rev': rev },
        }),
      );
      return true;
    } catch (err) {
      if (isConditionFailed(err)) return false;
      throw err;
    }
  }

  return { manifest, putManifest, getItems, segmentSink, deleteSegments, deletePartition, replaceBlock };
}

export type SearchStore = ReturnType<typeof createSearchStore>;

/** A segment's item is gone: a merge replaced the segment since its manifest was read. */
export class SegmentGone extends Error {}

export const bytesOf = (item: Item | undefined, attribute = 'b'): Uint8Array | undefined => {
  const value = item?.[attribute];
  return value instanceof Uint8Array ? value : undefined;
};
