/**
 * The library's opaque page cursor: base64url JSON of where the last page ended (the index sort
 * key) plus the filter, query and date range it belongs to. It never carries a partition key: the
 * server rebuilds keys from the session's user, so a cursor cannot reach another user's contracts.
 */
import type { LibraryFilter } from '../../../../shared/schemas/library';
import { LIBRARY_SORT_KEY } from '../../adapters/repositories/library';
import type { SortKeyRange } from '../../domain/contracts/library';
import { validationFailed } from '../../domain/errors/app-error';

export interface Cursor {
  sortKey: string;
  filter: LibraryFilter;
  needle: string;
  range: SortKeyRange;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

export function encodeCursor(cursor: Cursor): string {
  const body = { v: 1, k: cursor.sortKey, f: cursor.filter, q: cursor.needle, r: cursor.range };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

const invalid = () => validationFailed('Invalid cursor', { cursor: 'Invalid cursor' });

/** Decodes and checks a cursor against the request it comes with; a mismatch is a 400. */
export function decodeCursor(raw: string, expected: { filter: LibraryFilter; needle: string }): Cursor {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof body !== 'object' || body === null) throw invalid();
  const { v, k, f, q, r } = body as Record<string, unknown>;
  if (v !== 1 || typeof k !== 'string' || !LIBRARY_SORT_KEY.test(k)) throw invalid();
  if (f !== expected.filter || q !== expected.needle) throw invalid();
  if (typeof r !== 'object' || r === null) throw invalid();
  const { from, before, ...extra } = r as Record<string, unknown>;
  if (Object.keys(extra).length > 0) throw invalid();
  for (const bound of [from, before]) {
    if (bound !== undefined && (typeof bound !== 'string' || !ISO.test(bound))) throw invalid();
  }
  const range: SortKeyRange = {
    ...(typeof from === 'string' ? { from } : {}),
    ...(typeof before === 'string' ? { before } : {}),
  };
  // The resume point must lie inside the range, or DynamoDB rejects the start key.
  if ((range.from !== undefined && k < range.from) || (range.before !== undefined && k >= range.before))
    throw invalid();
  return { sortKey: k, filter: expected.filter, needle: expected.needle, range };
}
