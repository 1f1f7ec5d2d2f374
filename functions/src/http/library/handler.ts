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
import { AppError, notFound, validationFailed } from '../core/errors';
import { organizationMessages } from '../../../../shared/organization-messages';
import type { ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { getLibraryPlacement, getLibraryService } from './deps';

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
    const { user } = await requireSession(event);
    const query = parseQuery(event);
    let ownerId = user.id;
    if (query.scope === 'organization') {
      const organizationId = await getLibraryPlacement().organizationOf(user);
      if (!organizationId) throw new AppError(404, 'ORGANIZATION_NOT_FOUND', organizationMessages.notFound);
      ownerId = organizationId;
    }
    return json(200, await getLibraryService().list(ownerId, query));
  },

  'GET /api/contract/user-contracts/{id}': async (event) => {
    const { user } = await requireSession(event);
    const id = event.pathParameters?.id ?? '';
    if (!isUlid(id)) throw notFound('Contract not found');
    const ownerId = await getLibraryPlacement().contractOwner(user, id);
    return json(200, await getLibraryService().detail(ownerId, id));
  },
});
