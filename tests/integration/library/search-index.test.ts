/**
 * The library's search index answers exactly what the scan it replaced answered: the GSI1 listing
 * of the owner's analysed contracts filtered with `contains(searchText, :q)`, newest first
 * (docs/decisions/070-library-search.md; the scan is kept here as the oracle). Compared through the
 * API page by page, for needles of every length, with filters and page sizes, on an index built by
 * many small writes (so merged segments), on one built from an existing library by the first
 * search, for an organisation's library, and after contracts are removed from the index.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndexReader } from '../../../functions/src/adapters/dynamo/search-index/reader';
import { bytesOf, createSearchStore, searchPartition } from '../../../functions/src/adapters/dynamo/search-index/store';
import { createSearchIndexWriter, MERGE_FANOUT } from '../../../functions/src/adapters/dynamo/search-index/writer';
import { contractKey } from '../../../functions/src/adapters/dynamo/contract-keys';
import { filterRange, normaliseForSearch, type SortKeyRange } from '../../../functions/src/domain/contracts/library';
import { unpackTextBlock } from '../../../functions/src/domain/search-index/segment';
import { createRunAnalysis } from '../../../functions/src/services/contracts';
import { ownerPk } from '../../../functions/src/domain/owners';
import type { LibraryPage } from '../../../shared/schemas/library';
import { contractItem, type SeedContract } from '../../../scripts/bench/seed-contracts';
import { createSignedInUser, type TestUser } from '../../support/users';
import { allPages, DAY, listPath, seedContracts, testTable } from './helpers';
import {
  balance,
  countingAnalyzer,
  memoryQueue,
  quietLog,
  seedUser,
  storage,
  submission,
  submitter,
} from '../contracts/helpers';

/** Today's scan, as the library did it before the index: every page of the filtered Query. */
async function scan(ownerId: string, q: string, range: SortKeyRange = {}): Promise<string[]> {
  const { doc, name } = testTable();
  const values: Record<string, unknown> = { ':pk': `${ownerPk(ownerId)}#ANALYZED`, ':q': normaliseForSearch(q) };
  let condition = 'GSI1PK = :pk';
  if (range.from !== undefined) {
    condition += ' AND GSI1SK >= :from';
    values[':from'] = range.from;
  } else if (range.before !== undefined) {
    condition += ' AND GSI1SK < :before';
    values[':before'] = range.before;
  }
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await doc.send(
      new QueryCommand({
        TableName: name,
        IndexName: 'GSI1',
        KeyConditionExpression: condition,
        FilterExpression: 'contains(searchText, :q)',
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    ids.push(...(out.Items ?? []).map((item) => String(item.id)));
    start = out.LastEvaluatedKey;
  } while (start);
  return ids;
}

/** Every item of the owner's search index partition. */
async function indexItems(ownerId: string): Promise<Record<string, unknown>[]> {
  const { doc, name } = testTable();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await doc.send(
      new QueryCommand({
        TableName: name,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': searchPartition(ownerId) },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The search texts the owner's index stores, from every text block. */
async function storedTexts(ownerId: string): Promise<string[]> {
  return (await indexItems(ownerId))
    .filter((item) => String(item.SK).includes('#T#'))
    .flatMap((item) => unpackTextBlock(bytesOf(item)!).texts);
}

const WORDS = [
  'indemnity',
  'Royalties',
  'STRASSE',
  'straße',
  'non-compete',
  'net 30',
  '株式会社',
  'payment',
  'term',
  'terminate',
  'zephyr',
  'Ω',
];
function seeds(n: number, now: number, salt: string): SeedContract[] {
  let state = [...salt].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 2 ** 31;
  const rand = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)]!;
  return Array.from({ length: n }, (_, i) => ({
    // Spread over 80 days, so the filters (7 days, this month, older) each hold some.
    createdAt: new Date(now - Math.floor(rand() * 80 * DAY) - i),
    behalfOf: `${pick()} Holdings ${i}`,
    contractText: `AGREEMENT ${i}\n\n${Array.from({ length: 3 + Math.floor(rand() * 30) }, pick).join('  ')}\tEnd.`,
    additionalInstructions: rand() < 0.3 ? `Focus on ${pick()}` : '',
  }));
}

const NEEDLES = [
  'a',
  'ß',
  'Ω',
  '株',
  'ne',
  'NET',
  'net 3',
  'net 30',
  'royalties',
  'ROYALTIES term',
  'strasse',
  'straße',
  'holdings 1',
  'focus on',
  'focus on payment',
  'agreement 12',
  'end.',
  'no such words anywhere',
];

async function viaApi(user: TestUser, q: string, extra: Record<string, string | number> = {}) {
  const pages = await allPages(user, { q, ...extra });
  return { ids: pages.flatMap((p) => p.contracts.map((c) => c.id)), total: pages[0]!.total };
}

async function expectSameAsScan(user: TestUser, needles = NEEDLES) {
  const now = Date.now();
  for (const q of needles) {
    const expected = await scan(user.id, q);
    const got = await viaApi(user, q, { limit: 15 });
    expect(got.ids, q).toEqual(expected);
    expect(got.total, q).toBe(expected.length);
  }
  for (const filter of ['recent', 'month', 'older'] as const) {
    for (const q of ['net', 'royalties', 'focus on']) {
      expect((await viaApi(user, q, { filter, limit: 50 })).ids, `${q} ${filter}`).toEqual(
        await scan(user.id, q, filterRange(filter, now)),
      );
    }
  }
}

describe('library search index against the scan', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createSignedInUser({ prefix: 'lib-index' });
    const now = Date.now();
    // Many small writes, as completions arrive: the index merges as it goes.
    const all = seeds(90, now, 'many');
    for (let i = 0; i < all.length;) {
      const n = 1 + (i % 4);
      await seedContracts(testTable(), user.id, all.slice(i, i + n));
      i += n;
    }
  }, 600_000);

  it('has merged its small writes into fewer segments', async () => {
    const manifest = (await createSearchStore(testTable()).manifest(user.id))!;
    expect(manifest.segments.reduce((n, s) => n + s.docs, 0)).toBe(90);
    expect(manifest.segments.length).toBeLessThan(MERGE_FANOUT * 2);
    expect(manifest.segments.some((s) => s.level >= 1)).toBe(true);
  });

  it('answers every needle, filter and page size as the scan does, totals included', async () => {
    await expectSameAsScan(user);
  }, 300_000);

  it('gives no total beyond its count budget, and still the same page', async () => {
    const reader = createSearchIndexReader(testTable());
    const expected = (await scan(user.id, 'a')).slice(0, 12);
    const ask = (countBudget: { candidates: number; blocks: number }) =>
      reader.find(user.id, { needle: 'a', range: {}, want: 12, countBudget });
    for (const budget of [
      { candidates: 10, blocks: 1e9 },
      { candidates: 1e9, blocks: 0 },
    ]) {
      const found = await ask(budget);
      expect(found.total).toBeNull();
      expect(found.hits.map((h) => h.sortKey.slice(-26))).toEqual(expected);
    }
    expect((await ask({ candidates: 1e9, blocks: 1e9 })).total).toBe((await scan(user.id, 'a')).length);
  });

  it('keeps a removed contract out of every search at once, and its text out of the index', async () => {
    const victims = (await scan(user.id, 'royalties')).slice(0, 2);
    const writer = createSearchIndexWriter(testTable());
    const victimTexts: string[] = [];
    for (const id of victims) {
      const item = await testTable().doc.send(
        new GetCommand({ TableName: testTable().name, Key: contractKey(user.id, id) }),
      );
      victimTexts.push(String(item.Item!.searchText));
      // As a contract deletion does: the item goes, and so does its place in the index.
      await testTable().doc.send(new DeleteCommand({ TableName: testTable().name, Key: contractKey(user.id, id) }));
      await writer.remove(user.id, id);
    }
    const found = await createSearchIndexReader(testTable()).find(user.id, {
      needle: 'royalties',
      range: {},
      want: 1000,
    });
    expect(found.hits.map((h) => h.sortKey.slice(-26))).not.toEqual(expect.arrayContaining([victims[0]]));
    const texts = await storedTexts(user.id);
    expect(texts.length).toBeGreaterThan(80);
    for (const text of victimTexts) expect(texts).not.toContain(text);
    await expectSameAsScan(user, ['royalties', 'a', 'holdings', 'agreement']);
  }, 300_000);

  it('removes every contract of an owner, and then the whole index with the account', async () => {
    const owner = await createSignedInUser({ prefix: 'lib-index-drop' });
    const ids = await seedContracts(testTable(), owner.id, seeds(20, Date.now(), 'drop'));
    const writer = createSearchIndexWriter(testTable());
    // One by one, as deletions come: segments shed their deleted documents as they go.
    for (const id of ids) {
      await testTable().doc.send(new DeleteCommand({ TableName: testTable().name, Key: contractKey(owner.id, id) }));
      await writer.remove(owner.id, id);
    }
    expect(await storedTexts(owner.id)).toEqual([]);
    expect(
      (
        await createSearchIndexReader(testTable()).find(owner.id, {
          needle: 'a',
          range: {},
          want: 100,
          countBudget: { candidates: 1e9, blocks: 1e9 },
        })
      ).total,
    ).toBe(0);
    await writer.drop(owner.id);
    expect(await indexItems(owner.id)).toEqual([]);
  }, 120_000);
});

describe('an organisation whose members complete contracts at the same time', () => {
  it('has every contract in its index once', async () => {
    const organization = `org_${ulid()}`;
    const now = Date.now();
    // The first write builds the index; the next 16 race for its manifest and its merges.
    await seedContracts(testTable(), organization, seeds(1, now, 'race-first'));
    await Promise.all(seeds(16, now, 'race').map((seed) => seedContracts(testTable(), organization, [seed])));
    const found = await createSearchIndexReader(testTable()).find(organization, {
      needle: 'agreement',
      range: {},
      want: 1000,
      countBudget: { candidates: 1e9, blocks: 1e9 },
    });
    const expected = await scan(organization, 'agreement');
    expect(expected).toHaveLength(17);
    expect(found.hits.map((h) => h.sortKey.slice(-26))).toEqual(expected);
    expect(found.total).toBe(17);
  }, 120_000);
});

describe('the analysis job keeps the index in step', () => {
  it('indexes a contract once its charge is settled, and again on the next delivery if indexing failed', async () => {
    const userId = await seedUser(1);
    // An owner whose index exists already (a first search or write would build it from the listing).
    await seedContracts(testTable(), userId, seeds(3, Date.now(), 'job'));
    const queue = memoryQueue();
    const { id } = await submitter(queue)(userId, submission({ behalfOf: `Indexed ${userId}` }));
    const s = storage();
    let failures = 1;
    const runAnalysis = createRunAnalysis({
      ...s,
      contracts: {
        ...s.contracts,
        indexForSearch: async (contract) => {
          if (failures-- > 0) throw new Error('injected: the search index is unavailable');
          return s.contracts.indexForSearch(contract);
        },
      },
      log: quietLog,
      clock: { now: () => Date.now() },
      analyzer: countingAnalyzer().analyzer,
      settings: { leaseMs: 60_000 },
    });
    const reader = createSearchIndexReader(testTable());
    const needle = normaliseForSearch(`Indexed ${userId}`);
    const find = async () =>
      (await reader.find(userId, { needle, range: {}, want: 10 })).hits.map((h) => h.sortKey.slice(-26));

    // First delivery: analysed and charged, but the index write fails: the delivery is retried.
    expect((await runAnalysis(queue.sent[0]!, { receiveCount: 1, maxReceiveCount: 3 })).kind).toBe('retry');
    expect((await s.contracts.get(userId, id, { consistent: true }))?.status).toBe('completed');
    expect(await balance(userId)).toBe(0);
    expect(await find()).toEqual([]);
    // The retry finds it completed, settles nothing twice, and indexes it.
    expect((await runAnalysis(queue.sent[0]!, { receiveCount: 2, maxReceiveCount: 3 })).kind).toBe('skipped');
    expect(await balance(userId)).toBe(0);
    expect(await find()).toEqual([id]);
    // A third delivery indexes it again; searches still answer it once.
    await runAnalysis(queue.sent[0]!, { receiveCount: 3, maxReceiveCount: 3 });
    expect(await find()).toEqual([id]);
  }, 120_000);
});

describe('an index built from an existing library by its first search', () => {
  it('answers as the scan does, for a user and for an organisation', async () => {
    const user = await createSignedInUser({ prefix: 'lib-index-late' });
    const organization = `org_${ulid()}`;
    const now = Date.now();
    for (const ownerId of [user.id, organization]) {
      // Written without the index, as contracts analysed before it existed.
      const items = seeds(40, now, ownerId).map((s) => ({ PutRequest: { Item: contractItem(ownerId, s).item } }));
      for (let i = 0; i < items.length; i += 25) {
        await testTable().doc.send(
          new BatchWriteCommand({ RequestItems: { [testTable().name]: items.slice(i, i + 25) } }),
        );
      }
      expect(await createSearchStore(testTable()).manifest(ownerId)).toBeUndefined();
    }
    await expectSameAsScan(user, ['net 30', 'royalties', 'a', 'focus']);
    const reader = createSearchIndexReader(testTable());
    for (const q of ['net 30', 'royalties', 'holdings 3', 'zz']) {
      const found = await reader.find(organization, {
        needle: normaliseForSearch(q),
        range: {},
        want: 1000,
        countBudget: { candidates: 1e9, blocks: 1e9 },
      });
      const expected = await scan(organization, q);
      expect(
        found.hits.map((h) => h.sortKey.slice(-26)),
        q,
      ).toEqual(expected);
      expect(found.total, q).toBe(expected.length);
      expect(found.hits.every((h) => h.ownerId === organization)).toBe(true);
    }
    // A search never reaches another owner's index.
    expect((await user.client.get<LibraryPage>(listPath({ q: randomUUID() }))).body.contracts).toEqual([]);
  }, 300_000);
});
