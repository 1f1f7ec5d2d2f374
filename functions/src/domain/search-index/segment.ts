/**
 * Segments of the library's search index (docs/decisions/210-library-search-index.md). A segment is
 * an immutable set of documents, newest first (ordinal 0 is the highest sort key), stored as:
 *  - doc chunks: each document's sort key, search-text length and text block, deflated;
 *  - posting groups: for each gram, the ordinals of the documents holding it; a gram lives in
 *    group `gramGroup(gram, groups)`, `groups` a power of two sized so a group stays small;
 *  - text blocks: the documents' search texts in UTF-8, deflated, some 16,000 characters each,
 *    which decide whether a candidate really contains the needle (as DynamoDB's `contains()` did:
 *    a byte substring of the UTF-8 text).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { documentGrams, gramGroup } from './grams';
import { packGroup } from './postings';

export interface SearchDoc {
  /** The library's sort key, `<createdAt ISO>#<contract id>`: unique, newest is highest. */
  sortKey: string;
  /** The normalised search text (domain/contracts/library.ts librarySearchText). */
  text: string;
}

/** Documents per doc chunk item. */
export const DOCS_PER_CHUNK = 1024;
/**
 * A text block closes once its raw texts (UTF-16) pass this size. Small, because a rare needle's
 * candidates sit in different blocks and each is read and inflated whole to confirm one text.
 */
export const TEXT_BLOCK_RAW_BYTES = 32 * 1024;
/** Posting bytes a group aims at: a search reads one group per gram of its needle per segment. */
const GROUP_TARGET_BYTES = 2 * 1024;

/**
 * A doc chunk, deflated: the count, each document's search-text length (UTF-16 units) and text
 * block (varints), then the sort keys, one per line.
 */
export type DocChunk = Uint8Array;

export interface TextBlock {
  /** The ordinal of the block's first document. */
  first: number;
  texts: string[];
}

/** Where a segment's parts go as they are made (the store writes them; a merge never holds them all). */
export interface SegmentSink {
  chunk(index: number, chunk: DocChunk): Promise<void>;
  block(index: number, bytes: Uint8Array): Promise<void>;
  group(index: number, bytes: Uint8Array): Promise<void>;
}

/** What the manifest records of a written segment. */
export interface SegmentSummary {
  docs: number;
  /** Postings in all groups (sizes the group count of a merge). */
  postings: number;
  groups: number;
  chunks: number;
  blocks: number;
}

/** Newest first, one document per sort key (the index may hold a document twice after a retry). */
export function orderDocs<T extends { sortKey: string }>(docs: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...docs]
    .sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0))
    .filter((d) => (seen.has(d.sortKey) ? false : (seen.add(d.sortKey), true)));
}

/** The smallest power of two that keeps groups near the target size. */
export function groupCountFor(postings: number): number {
  const estimatedBytes = postings * 1.5;
  let groups = 1;
  while (estimatedBytes / groups > GROUP_TARGET_BYTES && groups < 1 << 16) groups *= 2;
  return groups;
}

/** A text block: the first ordinal, the count, each text's UTF-8 length (varints), then the texts. */
export function packTextBlock(block: TextBlock): Uint8Array {
  const texts = block.texts.map((t) => Buffer.from(t, 'utf8'));
  const header = packVarints([block.first, texts.length, ...texts.map((t) => t.length)]);
  return deflateRawSync(Buffer.concat([header, ...texts]));
}

/** A text block as stored: its texts stay UTF-8 bytes, so a search never decodes them. */
export class StoredTextBlock {
  readonly first: number;
  private readonly bytes: Buffer;
  private readonly starts: number[];

  constructor(packed: Uint8Array) {
    this.bytes = inflateRawSync(packed);
    const head = readVarintsFrom(this.bytes, 0, 2);
    const [first, count] = head.values as [number, number];
    const lengths = readVarintsFrom(this.bytes, head.next, count);
    this.first = first;
    this.starts = [lengths.next];
    for (const length of lengths.values) this.starts.push(this.starts.at(-1)! + length);
  }

  get count(): number {
    return this.starts.length - 1;
  }

  /** Whether the text of `ordinal` holds `needle` (UTF-8 bytes); false for an ordinal not here. */
  contains(ordinal: number, needle: Uint8Array): boolean {
    const i = ordinal - this.first;
    if (i < 0 || i >= this.count) return false;
    return this.bytes.subarray(this.starts[i]!, this.starts[i + 1]!).indexOf(needle) >= 0;
  }

  text(ordinal: number): string {
    const i = ordinal - this.first;
    return i < 0 || i >= this.count ? '' : this.bytes.toString('utf8', this.starts[i]!, this.starts[i + 1]!);
  }
}

/** `count` varints from `at`, and where reading stopped. */
function readVarintsFrom(bytes: Uint8Array, at: number, count: number): { values: number[]; next: number } {
  const values: number[] = [];
  let i = at;
  for (let n = 0; n < count; n++) {
    let value = 0;
    let shift = 0;
    let b: number;
    do {
      b = bytes[i++]!;
      value += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    values.push(value);
  }
  return { values, next: i };
}

export function unpackTextBlock(bytes: Uint8Array): TextBlock {
  const block = new StoredTextBlock(bytes);
  return { first: block.first, texts: Array.from({ length: block.count }, (_, k) => block.text(block.first + k)) };
}

/** Non-negative integers as plain LEB128 varints (lengths and block numbers are not sorted). */
function packVarints(values: readonly number[]): Uint8Array {
  const out: number[] = [];
  for (const value of values) {
    let v = value;
    while (v >= 0x80) {
      out.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
  }
  return Uint8Array.from(out);
}

/**
 * Writes documents (already newest first) as doc chunks and text blocks, in ordinal order, to a
 * sink; the posting groups are written by whoever knows the postings (a fresh build or a merge).
 */
export class DocWriter {
  private keys: string[] = [];
  private lengths: number[] = [];
  private blockOf: number[] = [];
  private blockTexts: string[] = [];
  private blockFirst = 0;
  private blockBytes = 0;
  count = 0;
  chunks = 0;
  blocks = 0;

  constructor(private readonly sink: SegmentSink) {}

  async add(doc: SearchDoc): Promise<number> {
    const ordinal = this.count++;
    if (this.blockTexts.length === 0) this.blockFirst = ordinal;
    this.keys.push(doc.sortKey);
    this.lengths.push(doc.text.length);
    this.blockOf.push(this.blocks);
    this.blockTexts.push(doc.text);
    this.blockBytes += doc.text.length * 2;
    if (this.blockBytes >= TEXT_BLOCK_RAW_BYTES) await this.closeBlock();
    if (this.keys.length === DOCS_PER_CHUNK) await this.closeChunk();
    return ordinal;
  }

  private async closeBlock(): Promise<void> {
    if (this.blockTexts.length === 0) return;
    const bytes = packTextBlock({ first: this.blockFirst, texts: this.blockTexts });
    this.blockTexts = [];
    this.blockBytes = 0;
    await this.sink.block(this.blocks++, bytes);
  }

  private async closeChunk(): Promise<void> {
    if (this.keys.length === 0) return;
    const chunk = packChunk(this.keys, this.lengths, this.blockOf);
    this.keys = [];
    this.lengths = [];
    this.blockOf = [];
    await this.sink.chunk(this.chunks++, chunk);
  }

  async finish(): Promise<void> {
    await this.closeBlock();
    await this.closeChunk();
  }
}

/** Groups postings by gram into `groups` packed groups. */
export function packPostings(postings: ReadonlyMap<string, ArrayLike<number>>, groups: number): Uint8Array[] {
  const byGroup: Array<Array<readonly [string, ArrayLike<number>]>> = Array.from({ length: groups }, () => []);
  for (const entry of postings) byGroup[gramGroup(entry[0], groups)]!.push(entry);
  return byGroup.map((entries) => packGroup(entries));
}

/** A segment of fresh documents: every gram of every text (a few hundred documents at a time). */
export async function segmentFromDocs(docs: readonly SearchDoc[], sink: SegmentSink): Promise<SegmentSummary> {
  const ordered = orderDocs(docs);
  const writer = new DocWriter(sink);
  const postings = new Map<string, number[]>();
  let total = 0;
  for (const doc of ordered) {
    const ordinal = await writer.add(doc);
    for (const gram of documentGrams(doc.text)) {
      let list = postings.get(gram);
      if (!list) postings.set(gram, (list = []));
      list.push(ordinal);
      total++;
    }
  }
  await writer.finish();
  const groups = groupCountFor(total);
  const packed = packPostings(postings, groups);
  for (const [i, bytes] of packed.entries()) await sink.group(i, bytes);
  return { docs: ordered.length, postings: total, groups, chunks: writer.chunks, blocks: writer.blocks };
}

export interface ChunkDoc {
  sortKey: string;
  length: number;
  block: number;
}

function packChunk(keys: readonly string[], lengths: readonly number[], blocks: readonly number[]): DocChunk {
  return deflateRawSync(
    Buffer.concat([packVarints([keys.length, ...lengths, ...blocks]), Buffer.from(keys.join('\n'), 'utf8')]),
  );
}

/** The documents of a doc chunk, in ordinal order. */
export function readChunk(chunk: DocChunk): ChunkDoc[] {
  const bytes = inflateRawSync(chunk);
  const head = readVarintsFrom(bytes, 0, 1);
  const count = head.values[0]!;
  const numbers = readVarintsFrom(bytes, head.next, 2 * count);
  const keys = bytes.toString('utf8', numbers.next).split('\n');
  return keys.map((sortKey, i) => ({ sortKey, length: numbers.values[i]!, block: numbers.values[count + i]! }));
}
