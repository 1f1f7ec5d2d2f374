/**
 * GET /api/contract/user-contracts through the local cloud: only analysed contracts, newest first,
 * server paging with an opaque cursor (exactly 10, 11, 20 items), filters, validation, isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPage } from '../../../shared/schemas/library';
import { startOfMonthUtc } from '../../../functions/src/domain/contracts/library';
import { ApiClient, createSignedInUser, type TestUser } from '../../support/users';
import { allPages, daysAgo, listPath, seedContracts, testTable } from './helpers';

const text = (n: number) =>
  `MASTER SERVICES AGREEMENT number ${n}. ${'The Supplier shall provide the Services. '.repeat(8)}`;

/** A user with `count` analysed contracts one minute apart, newest first in the returned ids. */
async function userWith(count: number, prefix: string): Promise<{ user: TestUser; newestFirst: string[] }> {
  const user = await createSignedInUser({ prefix });
  const now = Date.now();
  const seeds = Array.from({ length: count }, (_, i) => ({
    createdAt: new Date(now - (i + 1) * 60_000),
    behalfOf: `Party ${i}`,
    contractText: text(i),
  }));
  const ids = await seedContracts(testTable(), user.id, seeds);
  return { user, newestFirst: ids };
}

describe('library paging', () => {
  let ten: Awaited<ReturnType<typeof userWith>>;
  let eleven: Awaited<ReturnType<typeof userWith>>;
  let twenty: Awaited<ReturnType<typeof userWith>>;

  beforeAll(async () => {
    [ten, eleven, twenty] = await Promise.all([userWith(10, 'lib-10'), userWith(11, 'lib-11'), userWith(20, 'lib-20')]);
  });

  it('exactly 10: one page of 10, no next cursor', async () => {
    const res = await ten.user.client.get<LibraryPage>(listPath());
    expect(res.status).toBe(200);
    expect(res.body.contracts.map((c) => c.id)).toEqual(ten.newestFirst);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.partial).toBe(false);
  });

  it('11: a page of 10 then a page of 1', async () => {
    const pages = await allPages(eleven.user);
    expect(pages.map((p) => p.contracts.length)).toEqual([10, 1]);
    expect(pages.flatMap((p) => p.contracts.map((c) => c.id))).toEqual(eleven.newestFirst);
  });

  it('20: two full pages, continuous, no duplicates, newest first, no empty trailing page', async () => {
    const pages = await allPages(twenty.user);
    expect(pages.map((p) => p.contracts.length)).toEqual([10, 10]);
    const ids = pages.flatMap((p) => p.contracts.map((c) => c.id));
    expect(ids).toEqual(twenty.newestFirst);
    expect(new Set(ids).size).toBe(20);
    const dates = pages.flatMap((p) => p.contracts.map((c) => c.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('honours limit (1..50) and rejects anything else', async () => {
    const pages = await allPages(twenty.user, { limit: 7 });
    expect(pages.map((p) => p.contracts.length)).toEqual([7, 7, 6]);
    expect((await twenty.user.client.get<LibraryPage>(listPath({ limit: 50 }))).body.contracts).toHaveLength(20);
    for (const limit of ['0', '51', 'abc', '-1', '2.5']) {
      const res = await twenty.user.client.get<{ code: string; fields: Record<string, string> }>(listPath({ limit }));
      expect(res.status, limit).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields.limit).toMatch(/limit/);
    }
  });

  it('rejects malformed and tampered cursors, and a cursor of another filter or search', async () => {
    const first = (await twenty.user.client.get<LibraryPage>(listPath())).body;
    const cursor = first.nextCursor!;
    for (const bad of ['!!!', 'abc', Buffer.from('{"v":1,"k":"nope"}').toString('base64url'), cursor.slice(0, -3)]) {
      const res = await twenty.user.client.get<{ message: string }>(listPath({ cursor: bad }));
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('Invalid cursor');
    }
    expect((await twenty.user.client.get(listPath({ cursor, filter: 'older' }))).status).toBe(400);
    expect((await twenty.user.client.get(listPath({ cursor, q: 'party' }))).status).toBe(400);
    expect((await twenty.user.client.get(listPath({ filter: 'weekly' }))).status).toBe(400);
  });

  it('a cursor never reaches another user contracts (keys come from the session)', async () => {
    const cursor = (await twenty.user.client.get<LibraryPage>(listPath())).body.nextCursor!;
    const res = await ten.user.client.get<LibraryPage>(listPath({ cursor }));
    expect(res.status).toBe(200);
    const own = new Set(ten.newestFirst);
    expect(res.body.contracts.every((c) => own.has(c.id))).toBe(true);
  });
});

describe('library contents', () => {
  let user: TestUser;
  let ids: string[];

  beforeAll(async () => {
    user = await createSignedInUser({ prefix: 'lib-contents' });
    ids = await seedContracts(testTable(), user.id, [
      {
        createdAt: daysAgo(1),
        behalfOf: 'Analysed Co',
        contractText: `  ${'Word '.repeat(60)}end`,
        additionalInstructions: 'Focus on payment',
      },
      {
        createdAt: daysAgo(0.5),
        behalfOf: 'Pending Co',
        contractText: 'Not analysed yet, so not listed.',
        analysed: false,
      },
      { createdAt: daysAgo(2), behalfOf: '', contractText: 'Short text.' },
    ]);
  });

  it('lists only analysed contracts with the card fields', async () => {
    const res = await user.client.get<LibraryPage>(listPath());
    expect(res.body.contracts.map((c) => c.id)).toEqual([ids[0], ids[2]]);
    const [first, second] = res.body.contracts;
    expect(first).toMatchObject({
      behalfOf: 'Analysed Co',
      additionalInstructions: 'Focus on payment',
      hasAdditionalInstructions: true,
      status: 'completed',
      hasAnalysis: true,
      playbookId: null,
    });
    // At most 150 characters, cut at a word with an ellipsis.
    expect(first!.excerpt.length).toBeLessThanOrEqual(150);
    expect(first!.excerpt.length).toBeGreaterThan(140);
    expect(first!.excerpt).toMatch(/^Word Word.*Word…$/);
    expect(second).toMatchObject({ behalfOf: '', excerpt: 'Short text.', hasAdditionalInstructions: false });
  });

  it('is empty for a user without contracts, and 401 without a session', async () => {
    const fresh = await createSignedInUser({ prefix: 'lib-empty' });
    expect((await fresh.client.get<LibraryPage>(listPath())).body).toEqual({
      contracts: [],
      nextCursor: null,
      partial: false,
      total: 0,
    });
    expect((await new ApiClient().get(listPath())).status).toBe(401);
  });
});

describe('library filters', () => {
  it('recent (7 days), month (since the 1st, UTC), older (before the 1st) and all', async () => {
    const user = await createSignedInUser({ prefix: 'lib-filters' });
    const now = Date.now();
    const monthStart = Date.parse(startOfMonthUtc(now));
    const seeds = [
      { label: '2d', createdAt: daysAgo(2, now) },
      { label: '20d', createdAt: daysAgo(20, now) },
      { label: '60d', createdAt: daysAgo(60, now) },
      { label: 'month-start', createdAt: new Date(monthStart) },
      { label: 'before-month', createdAt: new Date(monthStart - 1) },
    ];
    const ids = await seedContracts(
      testTable(),
      user.id,
      seeds.map((s) => ({ createdAt: s.createdAt, behalfOf: s.label, contractText: `Contract ${s.label}` })),
    );
    const byLabel = Object.fromEntries(seeds.map((s, i) => [s.label, { id: ids[i]!, at: s.createdAt.getTime() }]));
    const expected = (keep: (at: number) => boolean) =>
      Object.values(byLabel)
        .filter((c) => keep(c.at))
        .sort((a, b) => b.at - a.at)
        .map((c) => c.id);
    const got = async (filter: string) =>
      (await allPages(user, { filter, limit: 2 })).flatMap((p) => p.contracts.map((c) => c.id));

    expect(await got('all')).toEqual(expected(() => true));
    expect(await got('recent')).toEqual(expected((at) => at >= now - 7 * 24 * 3600 * 1000));
    expect(await got('recent')).toContain(byLabel['2d']!.id);
    expect(await got('month')).toEqual(expected((at) => at >= monthStart));
    expect(await got('month')).toContain(byLabel['month-start']!.id);
    expect(await got('older')).toEqual(expected((at) => at < monthStart));
    expect(await got('older')).toEqual(expect.arrayContaining([byLabel['60d']!.id, byLabel['before-month']!.id]));
  });
});
