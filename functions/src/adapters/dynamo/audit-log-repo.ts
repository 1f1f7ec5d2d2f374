/**
 * The audit log (docs/data-model.md, "Audit trail"): entry `PK=<owner>`, `SK=AUDIT#<seq, 12 digits>`,
 * written with `attribute_not_exists(PK)` so two writers can never hold one position (the loser
 * re-reads the end and chains after the winner); one contract's entries through the sparse index
 * `GSI1PK=AUDIT#<owner>#<contractId>`, `GSI1SK=<seq>`; the head `SK=AUDITHEAD` remembers the last
 * position written, so an entry cut from the end is noticed. Nothing here updates or deletes an entry.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChainedEntry } from '../../domain/audit/chain';
import { ownerKey } from '../../domain/owners';
import type { AuditLogRepo, OwnerScopesRepo } from '../repositories/audit-log';
import { isConditionFailed, type Table } from './client';
import { createOrganizationsRepo } from './organizations-repo';
import { queryAll } from './query-all';

const ENTRY_PREFIX = 'AUDIT#';
const pad = (seq: number) => String(seq).padStart(12, '0');
export const auditEntryKey = (owner: Parameters<typeof ownerKey>[0], seq: number) => ({
  PK: ownerKey(owner),
  SK: `${ENTRY_PREFIX}${pad(seq)}`,
});
const headKey = (owner: Parameters<typeof ownerKey>[0]) => ({ PK: ownerKey(owner), SK: 'AUDITHEAD' });
const contractIndexKey = (owner: Parameters<typeof ownerKey>[0], contractId: string) =>
  `AUDIT#${ownerKey(owner)}#${contractId}`;

function toEntry(item: Record<string, unknown>): ChainedEntry {
  return {
    seq: Number(item.seq),
    at: String(item.at),
    kind: item.kind as ChainedEntry['kind'],
    actorUserId: String(item.actorUserId),
    contractId: (item.contractId as string | null | undefined) ?? null,
    details: (item.details as ChainedEntry['details'] | undefined) ?? {},
    prevHash: String(item.prevHash),
    hash: String(item.hash),
  };
}

export function createAuditLogRepo(table: Table): AuditLogRepo {
  const { doc, name: TableName } = table;
  return {
    async last(owner) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': ownerKey(owner), ':prefix': ENTRY_PREFIX },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      const item = out.Items?.[0];
      return item ? toEntry(item) : undefined;
    },

    async append(owner, entry) {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...auditEntryKey(owner, entry.seq),
              entity: 'audit-entry',
              ...entry,
              ...(entry.contractId
                ? { GSI1PK: contractIndexKey(owner, entry.contractId), GSI1SK: pad(entry.seq) }
                : {}),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async advanceHead(owner, entry) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: headKey(owner),
            UpdateExpression: 'SET seq = :seq, #h = :hash, entity = :e',
            ConditionExpression: 'attribute_not_exists(seq) OR seq < :seq',
            ExpressionAttributeNames: { '#h': 'hash' },
            ExpressionAttributeValues: { ':seq': entry.seq, ':hash': entry.hash, ':e': 'audit-head' },
          }),
        );
      } catch (err) {
        // A later entry already moved it: the head only goes forward.
        if (!isConditionFailed(err)) throw err;
      }
    },

    async head(owner) {
      const item = (await doc.send(new GetCommand({ TableName, Key: headKey(owner), ConsistentRead: true }))).Item;
      return item ? { seq: Number(item.seq), hash: String(item.hash) } : undefined;
    },

    async all(owner) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': ownerKey(owner), ':prefix': ENTRY_PREFIX },
        ConsistentRead: true,
      });
      return items.map(toEntry);
    },

    async forContract(owner, contractId) {
      const items = await queryAll(table, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': contractIndexKey(owner, contractId) },
        ScanIndexForward: false,
      });
      return items.map(toEntry);
    },
  };
}

/** The organisation of an account: the profile's `organizationId` pointer, honoured only while the membership item exists. */
export function createOwnerScopesRepo(table: Table): OwnerScopesRepo {
  const organizations = createOrganizationsRepo(table);
  return {
    async organizationOf(userId) {
      const out = await table.doc.send(
        new GetCommand({
          TableName: table.name,
          Key: { PK: `USER#${userId}`, SK: 'PROFILE' },
          ProjectionExpression: 'organizationId',
        }),
      );
      const id = out.Item?.organizationId;
      if (typeof id !== 'string' || id === '') return undefined;
      return (await organizations.getMembership(id, userId)) ? id : undefined;
    },
  };
}

/** The audit service's stores on one table (every composition root that records or reads audit entries). */
export function auditStores(table: Table): { log: AuditLogRepo; scopes: OwnerScopesRepo } {
  return { log: createAuditLogRepo(table), scopes: createOwnerScopesRepo(table) };
}
