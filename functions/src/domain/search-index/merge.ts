/**
 * Merging segments of the library's search index into one (docs/decisions/210-library-search-index.md):
 * documents newest first, each once (a retried write may have indexed one twice), without the
 * deleted ones; texts re-blocked in the new order; postings carried over with their ordinals
 * renumbered, never recomputed from the texts. Work is streamed: one posting group and one text
 * block per input at a time, whatever the segments' size.
 */
import { gramGroup } from './grams';
import { packGroup, unpackGroup } from './postings';
import {
  DocWriter,
  groupCountFor,
  type ChunkDoc,
  type SegmentSink,
  type SegmentSummary,
  type TextBlock,
} from './segment';

export interface MergeInput {
  /** The documents in ordinal order (from the doc chunks). */
  docs: readonly ChunkDoc[];
  /** Ordinals of deleted documents. */
  deleted: ReadonlySet<number>;
  postings: number;
  groups: number;
  group(index: number): Promise<Uint8Array>;
  block(index: number): Promise<TextBlock>;
}

/** Output order: a k-way merge by sort key (each input is newest first); duplicates and deletions dropped. */
function plan(inputs: readonly MergeInput[]): { order: Array<[input: number, ordinal: number]>; remap: Int32Array[] } {
  const remap = inputs.map((input) => new Int32Array(input.docs.length).fill(-1));
  const next = inputs.map(() => 0);
  const order: Array<[number, number]> = [];
  const seen = new Set<string>();
  for (;;) {
    let best = -1;
    for (let i = 0; i < inputs.length; i++) {
      if (next[i]! >= inputs[i]!.docs.length) continue;
      if (best < 0 || inputs[i]!.docs[next[i]!]!.sortKey > inputs[best]!.docs[next[best]!]!.sortKey) best = i;
    }
    if (best < 0) break;
    const ordinal = next[best]!++;
    const doc = inputs[best]!.docs[ordinal]!;
    if (inputs[best]!.deleted.has(ordinal) || seen.has(doc.sortKey)) continue;
    seen.add(doc.sortKey);
    remap[best]![ordinal] = order.length;
    order.push([best, ordinal]);
  }
  return { order, remap };
}

/** 0..n-1 with the bits of each index reversed: indices sharing their low bits come together. */
function bitReversedOrder(n: number): number[] {
  const bits = Math.log2(n);
  const reverse = (x: number) => {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((x >> b) & 1) << (bits - 1 - b);
    return r;
  };
  return Array.from({ length: n }, (_, i) => reverse(i));
}

export async function mergeSegments(inputs: readonly MergeInput[], sink: SegmentSink): Promise<SegmentSummary> {
  const { order, remap } = plan(inputs);

  // Texts in the new order, one cached block per input (each input is read in ascending ordinals).
  const writer = new DocWriter(sink);
  const cached = inputs.map(() => ({ index: -1, block: undefined as TextBlock | undefined }));
  for (const [i, ordinal] of order) {
    const doc = inputs[i]!.docs[ordinal]!;
    const cache = cached[i]!;
    if (cache.index !== doc.block) cached[i] = { index: doc.block, block: await inputs[i]!.block(doc.block) };
    const block = cached[i]!.block!;
    await writer.add({ sortKey: doc.sortKey, text: block.texts[ordinal - block.first] ?? '' });
  }
  await writer.finish();

  // Postings, one output group at a time. Group counts are powers of two, so an output group's
  // grams sit in the input groups with the same low bits; visiting output groups in bit-reversed
  // order lets each input decode each of its groups once or a few times in a row.
  const kept =
    order.length /
    Math.max(
      1,
      inputs.reduce((n, input) => n + input.docs.length, 0),
    );
  const groups = groupCountFor(Math.ceil(inputs.reduce((n, input) => n + input.postings, 0) * kept));
  const decoded = inputs.map(() => new Map<number, Map<string, Uint32Array>>());
  let postings = 0;
  for (const g of bitReversedOrder(groups)) {
    const lists = new Map<string, number[]>();
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      const wanted =
        input.groups <= groups
          ? [g % input.groups]
          : Array.from({ length: input.groups / groups }, (_, k) => g + k * groups);
      const cache = decoded[i]!;
      for (const key of cache.keys()) if (!wanted.includes(key)) cache.delete(key);
      for (const index of wanted) {
        let entries = cache.get(index);
        if (!entries) cache.set(index, (entries = unpackGroup(await input.group(index))));
        for (const [gram, ordinals] of entries) {
          if (input.groups < groups && gramGroup(gram, groups) !== g) continue;
          let list = lists.get(gram);
          for (const ordinal of ordinals) {
            const to = remap[i]![ordinal]!;
            if (to < 0) continue;
            if (!list) lists.set(gram, (list = []));
            list.push(to);
          }
        }
      }
    }
    const entries: Array<readonly [string, Uint32Array]> = [];
    for (const [gram, list] of lists) {
      const sorted = Uint32Array.from(list).sort();
      postings += sorted.length;
      entries.push([gram, sorted]);
    }
    await sink.group(g, packGroup(entries));
  }
  return { docs: order.length, postings, groups, chunks: writer.chunks, blocks: writer.blocks };
}
