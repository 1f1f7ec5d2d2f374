/**
 * The search index's pure parts against a plain substring scan: a segment built from documents,
 * and segments merged (with deletions and a document indexed twice), find exactly the documents
 * whose text contains the needle, for needles of every length, present or not.
 */
import { describe, expect, it } from 'vitest';
import { documentGrams, needleGrams } from './grams';
import { candidates, confirms, groupsFor, needleBytes } from './match';
import { mergeSegments, type MergeInput } from './merge';
import { intersectAll, packGroup, unpackGroup } from './postings';
import {
  readChunk,
  segmentFromDocs,
  StoredTextBlock,
  unpackTextBlock,
  type DocChunk,
  type SearchDoc,
  type SegmentSink,
  type SegmentSummary,
} from './segment';

interface Stored {
  summary: SegmentSummary;
  groups: Map<number, Uint8Array>;
  chunks: DocChunk[];
  blocks: Uint8Array[];
}

function memorySink(): { sink: SegmentSink; stored: Omit<Stored, 'summary'> } {
  const stored = { groups: new Map<number, Uint8Array>(), chunks: [] as DocChunk[], blocks: [] as Uint8Array[] };
  return {
    stored,
    sink: {
      group: async (n, bytes) => void stored.groups.set(n, bytes),
      chunk: async (n, chunk) => void (stored.chunks[n] = chunk),
      block: async (n, bytes) => void (stored.blocks[n] = bytes),
    },
  };
}

async function build(docs: SearchDoc[]): Promise<Stored> {
  const { sink, stored } = memorySink();
  return { summary: await segmentFromDocs(docs, sink), ...stored };
}

function asInput(s: Stored, deleted: number[] = []): MergeInput {
  return {
    docs: s.chunks.flatMap(readChunk),
    deleted: new Set(deleted),
    postings: s.summary.postings,
    groups: s.summary.groups,
    group: async (n) => s.groups.get(n)!,
    block: async (n) => unpackTextBlock(s.blocks[n]!),
  };
}

/** What the index answers: candidates confirmed by their text, as sort keys, newest first. */
function search(s: Stored, needle: string, deleted: number[] = []): string[] {
  const { grams, groups } = groupsFor(needle, s.summary.groups);
  const bytes = new Map(groups.map((g) => [g, s.groups.get(g)!]));
  const docs = s.chunks.flatMap(readChunk);
  const blocks = s.blocks.map((b) => new StoredTextBlock(b));
  return candidates(grams, s.summary.groups, bytes, new Set(deleted))
    .filter((o) => confirms(blocks[docs[o]!.block]!, o, needleBytes(needle)))
    .map((o) => docs[o]!.sortKey);
}

const scan = (docs: SearchDoc[], needle: string) =>
  [...new Map(docs.map((d) => [d.sortKey, d])).values()]
    .filter((d) => d.text.includes(needle))
    .map((d) => d.sortKey)
    .sort()
    .reverse();

const words = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'straße',
  'payment',
  'terminate',
  '株式会社',
  'zephyr',
  'net 30',
  'x',
];
function corpus(n: number, seed = 7): SearchDoc[] {
  let state = seed;
  const rand = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => {
    const body = Array.from(
      { length: 5 + Math.floor(rand() * 40) },
      () => words[Math.floor(rand() * words.length)],
    ).join(' ');
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      sortKey: `${at}#${String(i).padStart(26, '0')}`,
      text: `client ${i}\n${i % 3 ? 'focus on payment' : ''}\n${body}`,
    };
  });
}

const needles = [
  'a',
  'ß',
  '株',
  'pa',
  'et',
  'net',
  'net 3',
  'net 30',
  'payment',
  'zephyr gamma',
  'client 1',
  'client 17',
  'focus on payment',
  'nothing here',
  'x x',
];

describe('grams', () => {
  it('are every 1-, 2- and 3-unit substring that does not cross a field', () => {
    expect([...documentGrams('ab\ncd')].sort()).toEqual(['a', 'ab', 'b', 'c', 'cd', 'd']);
    expect(needleGrams('ab')).toEqual(['ab']);
    expect(needleGrams('abcd')).toEqual(['abc', 'bcd']);
  });
});

describe('posting groups', () => {
  it('round-trip grams with their ordinals and intersect them', () => {
    const packed = packGroup([
      ['ab', [0, 5, 300, 70_000]],
      ['株式', [5]],
    ]);
    const back = unpackGroup(packed);
    expect([...back.get('ab')!]).toEqual([0, 5, 300, 70_000]);
    expect([...intersectAll([back.get('ab')!, back.get('株式')!])]).toEqual([5]);
  });
});

describe('a segment', () => {
  it('finds exactly what a substring scan finds, for every needle', async () => {
    const docs = corpus(300);
    const segment = await build(docs);
    expect(segment.summary.docs).toBe(300);
    for (const needle of needles) expect(search(segment, needle), needle).toEqual(scan(docs, needle));
  });

  it('keeps one copy of a document indexed twice and splits large texts into several blocks', async () => {
    const big = 'lorem ipsum '.repeat(30_000);
    const docs = [
      ...corpus(5),
      { sortKey: '2027-01-01T00:00:00.000Z#BIG', text: big },
      { sortKey: '2027-01-01T00:00:00.000Z#BIG', text: big },
    ];
    const segment = await build(docs);
    expect(segment.summary.docs).toBe(6);
    expect(segment.blocks.length).toBeGreaterThan(1);
    expect(search(segment, 'ipsum lorem')).toEqual(['2027-01-01T00:00:00.000Z#BIG']);
  });
});

describe('merged segments', () => {
  it('find what a scan of the surviving documents finds, newest first, each once', async () => {
    const docs = corpus(700, 11);
    // Interleaved in time (completion order is not creation order), with one document twice.
    const parts = [
      docs.filter((_, i) => i % 3 === 0),
      docs.filter((_, i) => i % 3 === 1),
      [...docs.filter((_, i) => i % 3 === 2), docs[4]!],
    ];
    const built = await Promise.all(parts.map(build));
    const deletedSortKeys = new Set([docs[10]!.sortKey, docs[11]!.sortKey]);
    const inputs = built.map((s) => {
      const ordinals = s.chunks.flatMap(readChunk).flatMap((d, o) => (deletedSortKeys.has(d.sortKey) ? [o] : []));
      return asInput(s, ordinals);
    });
    const { sink, stored } = memorySink();
    const merged: Stored = { summary: await mergeSegments(inputs, sink), ...stored };
    const surviving = docs.filter((d) => !deletedSortKeys.has(d.sortKey));
    expect(merged.summary.docs).toBe(surviving.length);
    const keys = merged.chunks.flatMap(readChunk).map((d) => d.sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
    for (const needle of needles) expect(search(merged, needle), needle).toEqual(scan(surviving, needle));
  });

  it('a segment merged alone sheds its deleted documents', async () => {
    const docs = corpus(40);
    const segment = await build(docs);
    const { sink, stored } = memorySink();
    const summary = await mergeSegments([asInput(segment, [0, 1, 2])], sink);
    expect(summary.docs).toBe(37);
    expect(search({ summary, ...stored }, 'client')).toEqual(scan(docs.slice(0, 37), 'client'));
  });
});
