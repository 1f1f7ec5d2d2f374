/**
 * Audit Lambda, for signed-in users:
 *  - GET /api/contract/{id}/audit: one contract's entries in its owner's chain (the caller's, or
 *    their organisation's for a shared contract), newest first; someone else's is a 404;
 *  - GET /api/audit/export: the caller's whole chain(s) as a JSON file, with their verification.
 */
import { isValid as isUlid } from 'ulid';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { isoDateOf } from '../../../../shared/iso-date';
import { scopeOfOwner } from '../../domain/owners';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import type { ApiEvent } from '../core/request';
import { file, json } from '../core/respond';
import { createHandler } from '../core/router';
import { contractOwner, getAuditService, recordAudit } from './deps';

assertSessionKeyConfigured();

export const handler = createHandler({
  'GET /api/contract/{id}/audit': async (event: ApiEvent) => {
    const { user } = await requireSession(event);
    const id = event.pathParameters?.id ?? '';
    if (!isUlid(id)) throw notFound(keyDateMessages.contractNotFound);
    // An organisation's contract shows the organisation's chain: every member's actions on it.
    const ownerId = await contractOwner(user, id);
    return json(200, await getAuditService().forContract(scopeOfOwner(ownerId), id));
  },

  'GET /api/audit/export': async (event: ApiEvent) => {
    const { userId } = await requireSession(event);
    const exported = await getAuditService().exportFor({ userId });
    await recordAudit({ userId }, { kind: 'download', details: { what: 'audit log', format: 'json' } });
    const body = Buffer.from(JSON.stringify(exported, null, 2), 'utf8');
    return file(body, 'application/json; charset=utf-8', `clausewise-audit-log-${isoDateOf(Date.now())}.json`);
  },
});
