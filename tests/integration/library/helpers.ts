/** Library test helpers: the test cloud's table, seeding, and walking every page of a listing. */
import { createTable, type Table } from '../../../functions/src/adapters/dynamo/client';
import { getConfig } from '../../../functions/src/config';
import type { LibraryPage } from '../../../shared/schemas/library';
import type { TestUser } from '../../support/users';

export { seedContracts, type SeedContract } from '../../../scripts/bench/seed-contracts';

let table: Table | undefined;
export function testTable(): Table {
  const c = getConfig();
  table ??= createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb });
  return table;
}

export const DAY = 24 * 3600 * 1000;
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY);

export function listPath(params: Record<string, string | number | undefined> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return `/api/contract/user-contracts${s ? `?${s}` : ''}`;
}

/** Follows nextCursor to the end; returns every page. */
export async function allPages(
  user: TestUser,
  params: Record<string, string | number | undefined> = {},
  maxPages = 1000,
) {
  const pages: LibraryPage[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const res = await user.client.get<LibraryPage>(listPath({ ...params, cursor }));
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
    pages.push(res.body);
    if (!res.body.nextCursor) return pages;
    cursor = res.body.nextCursor;
  }
  throw new Error('too many pages');
}
