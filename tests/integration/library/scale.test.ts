/**
 * A user with 5,000 analysed contracts: the first page and a search stay correct without a Scan.
 * Times are printed for information; never asserted (docs/DESIGN.md section 9).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPage } from '../../../shared/schemas/library';
import { createSignedInUser, type TestUser } from '../../support/users';
import { allPages, listPath, seedContracts, testTable } from './helpers';

const COUNT = 5_000;
const body =
  'The Supplier shall provide the Services with reasonable skill and care. Payment is due within thirty days. '.repeat(
    6,
  );
let user: TestUser;
let newestFirst: string[];
const marked: string[] = [];

beforeAll(async () => {
  user = await createSignedInUser({ prefix: 'lib-5000' });
  const now = Date.now();
  const seeds = Array.from({ length: COUNT }, (_, i) => ({
    createdAt: new Date(now - (i + 1) * 60_000),
    behalfOf: i % 500 === 123 ? `Zephyr Holdings ${i}` : `Client ${i}`,
    contractText: `Agreement ${i}. ${body}`,
    additionalInstructions: i % 2 === 0 ? 'Focus on payment' : '',
  }));
  const started = performance.now();
  newestFirst = await seedContracts(testTable(), user.id, seeds);
  console.info(`[library 5k] seeded ${COUNT} contracts in ${(performance.now() - started).toFixed(0)} ms`);
  newestFirst.forEach((id, i) => i % 500 === 123 && marked.push(id));
}, 600_000);

describe('library with 5,000 contracts', () => {
  it('lists the 10 newest on the first page and pages on from there', async () => {
    let t = performance.now();
    const first = await user.client.get<LibraryPage>(listPath());
    const firstMs = performance.now() - t;
    expect(first.body.contracts.map((c) => c.id)).toEqual(newestFirst.slice(0, 10));
    t = performance.now();
    const second = await user.client.get<LibraryPage>(listPath({ cursor: first.body.nextCursor! }));
    const secondMs = performance.now() - t;
    expect(second.body.contracts.map((c) => c.id)).toEqual(newestFirst.slice(10, 20));
    const page50 = await user.client.get<LibraryPage>(listPath({ limit: 50 }));
    expect(page50.body.contracts.map((c) => c.id)).toEqual(newestFirst.slice(0, 50));
    console.info(`[library 5k] first page ${firstMs.toFixed(0)} ms, second page ${secondMs.toFixed(0)} ms`);
  });

  it('finds the 10 rare matches, newest first, across the whole history', async () => {
    const t = performance.now();
    const pages = await allPages(user, { q: 'zephyr holdings' });
    const ms = performance.now() - t;
    expect(pages.flatMap((p) => p.contracts.map((c) => c.id))).toEqual(marked);
    expect(marked).toHaveLength(10);
    console.info(`[library 5k] rare search: ${pages.length} request(s), ${ms.toFixed(0)} ms`);
  });

  it('fills a page quickly for a common term and answers no-match searches', async () => {
    let t = performance.now();
    const common = await user.client.get<LibraryPage>(listPath({ q: 'FOCUS ON PAYMENT' }));
    const commonMs = performance.now() - t;
    expect(common.body.contracts.map((c) => c.id)).toEqual(newestFirst.filter((_, i) => i % 2 === 0).slice(0, 10));
    t = performance.now();
    const none = await allPages(user, { q: 'no such words here' });
    const noneMs = performance.now() - t;
    expect(none.flatMap((p) => p.contracts)).toEqual([]);
    console.info(
      `[library 5k] common search ${commonMs.toFixed(0)} ms; no-match search ${none.length} request(s) ${noneMs.toFixed(0)} ms`,
    );
  });
});
