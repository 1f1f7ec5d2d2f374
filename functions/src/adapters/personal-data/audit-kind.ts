/**
 * The account's audit trail (`USER#<id>` / `AUDIT#<seq>` and `AUDITHEAD`, decision 192): exported
 * whole with its verification, deleted with the account. Deleting one contract leaves its entries:
 * the chain is append-only, and an entry holds the event, its time and small facts (counts, dates,
 * formats), never contract text. An organisation's chain is the organisation's and stays with it.
 */
import { verifyChain } from '../../domain/audit/chain';
import { ownerLabel, userScope } from '../../domain/owners';
import type { DataKind } from '../../services/personal-data/data-kind';
import { createAuditLogRepo } from '../dynamo/audit-log-repo';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

export function auditKind({ table }: PersonalDataStores): DataKind {
  const log = createAuditLogRepo(table.raw);
  return {
    name: 'audit trail',
    async eraseAccount({ userId }) {
      const pk = `USER#${userId}`;
      const items = [
        ...(await table.queryAll({ pk, skPrefix: 'AUDIT#' })),
        ...(await table.queryAll({ pk, skPrefix: 'AUDITHEAD' })),
      ];
      await table.deleteKeys(items.map(keyOf));
    },
    async exportAccount({ userId }, out) {
      const owner = userScope(userId);
      const [entries, head] = await Promise.all([log.all(owner), log.head(owner)]);
      out.json('audit-log.json', { verification: verifyChain(ownerLabel(owner), entries, head), entries });
    },
  };
}
