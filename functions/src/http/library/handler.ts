/**
 * Library Lambda: GET /api/contract/user-contracts (the caller's analysed contracts, newest first,
 * cursor-paged, filtered and searched) and GET /api/contract/user-contracts/{id} (one contract's
 * text and instructions for the "View Contract" dialog; the owner only, 404 otherwise).
 */
import { isValid as isUlid } from 'ulid';
import * as v from 'valibot';
import { LibraryQuerySchema } from '../../../../shared/schemas/library';
import { assertConfigured } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound, validationFailed } from '../core/errors';
import type { ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { getLibraryService } from './deps';

assertSessionKeyConfigured();
assertConfigured('the library API', 'uploadsBucket');

function parseQuery(event: ApiEvent) {
  const params = Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(LibraryQuerySchema, params);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message;
  throw validationFailed(result.issues[0]?.message ?? 'Invalid request', fields);
}

export const handler = createHandler({
  'GET /api/contract/user-contracts': async (event) => {
    const { userId } = await requireSession(event);
    const query = parseQuery(event);
    return json(200, await getLibraryService().list(userId, query));
  },

  'GET /api/contract/user-contracts/{id}': async (event) => {
    const { userId } = await requireSession(event);
    const id = event.pathParameters?.id ?? '';
    if (!isUlid(id)) throw notFound('Contract not found');
    return json(200, await getLibraryService().detail(userId, id));
  },
});
