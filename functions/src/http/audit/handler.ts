/**
 * Audit Lambda, for signed-in users:
 *  - GET /api/contract/{id}/audit: one contract's entries in the caller's chain, newest first
 *    (someone else's or a missing contract is a 404);
 *  - GET /api/audit/export: the caller's whole chain(s) as a JSON file, with their verification.
 */
import { isValid as isUlid } from 'ulid';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { isoDateOf } from '../../../../shared/iso-date';
import { userScope } from '../../domain/owners';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import type { ApiEvent } from '../core/request';
import { file, json } from '../core/respond';
import { createHandler } from '../core/router';
import { contractExists, getAuditService, recordAudit } from './deps';

assertSessionKeyConfigured();

export const handler = createHandler({
  'GET /api/contract/{id}/audit': async (event: ApiEvent) => {
    const { userId } = await requireSession(event);
    const id = event.pathParameters?.id ?? '';
    if (!isUlid(id) || !(await contractExists(userId, id))) throw notFound(keyDateMessages.contractNotFound);
    return json(200, await getAuditService().forContract(userScope(userId), id));
  },

  'GET /api/audit/export': async (event: ApiEvent) => {
    const { userId } = await requireSession(event);
    const exported = await getAuditService().exportFor({ userId });
    await recordAudit({ userId }, { kind: 'download', details: { what: 'audit log', format: 'json' } });
    const body = Buffer.from(JSON.stringify(exported, null, 2), 'utf8');
    return file(body, 'application/json; charset=utf-8', `clausewise-audit-log-${isoDateOf(Date.now())}.json`);
  },
});
