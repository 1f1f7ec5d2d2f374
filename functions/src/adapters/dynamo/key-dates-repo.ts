/**
 * Signed contracts (docs/data-model.md, "Key dates and reminders"): item `PK=<owner>` (`USER#<id>`
 * or `ORG#<id>`), `SK=KEYDATES#<contractId>` with the tracked dates and reminder settings. While a
 * reminder is ahead, the item carries the reminder job's sparse index:
 * `GSI1PK=REMINDERS#DUE`, `GSI1SK=<nextReminderAt, 15 digits>#<owner>#<contractId>`, so the job
 * reads only the contracts due, with no Scan. Every change is conditional on the version read.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ownerKey, scopeFromKey, type OwnerScope } from '../../domain/owners';
import type { DueContract, KeyDatesRepo, SignedContract, SignedContractChanges } from '../repositories/key-dates';
import { isConditionFailed, type Table } from './client';
import { queryAll } from './query-all';

export const REMINDERS_DUE_PK = 'REMINDERS#DUE';
const SK_PREFIX = 'KEYDATES#';

export const keyDatesKey = (owner: OwnerScope, contractId: string) => ({
  PK: ownerKey(owner),
  SK: `${SK_PREFIX}${contractId}`,
});
const dueSortKey = (at: number, owner: OwnerScope, contractId: string) =>
  `${String(Math.max(0, Math.floor(at))).padStart(15, '0')}#${ownerKey(owner)}#${contractId}`;

function toRecord(item: Record<string, unknown> | undefined): SignedContract | undefined {
  if (!item) return undefined;
  const { PK, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, entity: _e, ...rest } = item;
  const owner = scopeFromKey(String(PK));
  if (!owner) return undefined;
  return {
    ...(rest as Omit<SignedContract, 'owner'>),
    owner,
    nextReminderAt: (rest.nextReminderAt as number | null | undefined) ?? null,
  };
}

export function createKeyDatesRepo(table: Table): KeyDatesRepo {
  const { doc, name: TableName } = table;
  return {
    async create(record) {
      const { owner, ...fields } = record;
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...keyDatesKey(owner, record.contractId),
              entity: 'signed-contract',
              ...fields,
              ...(record.nextReminderAt !== null
                ? { GSI1PK: REMINDERS_DUE_PK, GSI1SK: dueSortKey(record.nextReminderAt, owner, record.contractId) }
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

    async get(owner, contractId, options = {}) {
      const out = await doc.send(
        new GetCommand({ TableName, Key: keyDatesKey(owner, contractId), ConsistentRead: options.consistent ?? false }),
      );
      return toRecord(out.Item);
    },

    async list(owner) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': ownerKey(owner), ':prefix': SK_PREFIX },
      });
      return items.map((item) => toRecord(item)!).filter(Boolean);
    },

    async update(owner, contractId, version, changes: SignedContractChanges) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':v': version, ':one': 1 };
      const sets: string[] = ['#version = #version + :one'];
      const removes: string[] = [];
      names['#version'] = 'version';
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        names[`#${field}`] = field;
        values[`:${field}`] = value;
        sets.push(`#${field} = :${field}`);
      }
      if (changes.nextReminderAt !== undefined) {
        if (changes.nextReminderAt === null) removes.push('GSI1PK', 'GSI1SK');
        else {
          values[':gpk'] = REMINDERS_DUE_PK;
          values[':gsk'] = dueSortKey(changes.nextReminderAt, owner, contractId);
          sets.push('GSI1PK = :gpk', 'GSI1SK = :gsk');
        }
      }
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: keyDatesKey(owner, contractId),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'attribute_exists(PK) AND #version = :v',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toRecord(out.Attributes);
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },

    async setNextReminder(owner, contractId, version, nextReminderAt) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: keyDatesKey(owner, contractId),
            UpdateExpression:
              nextReminderAt === null
                ? 'SET nextReminderAt = :none REMOVE GSI1PK, GSI1SK'
                : 'SET nextReminderAt = :next, GSI1PK = :gpk, GSI1SK = :gsk',
            ConditionExpression: 'attribute_exists(PK) AND #version = :v',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues:
              nextReminderAt === null
                ? { ':none': null, ':v': version }
                : {
                    ':next': nextReminderAt,
                    ':gpk': REMINDERS_DUE_PK,
                    ':gsk': dueSortKey(nextReminderAt, owner, contractId),
                    ':v': version,
                  },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async listDue(now, limit) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :until',
          ExpressionAttributeValues: {
            ':pk': REMINDERS_DUE_PK,
            ':until': `${String(Math.floor(now) + 1).padStart(15, '0')}`,
          },
          ProjectionExpression: 'PK, contractId',
          Limit: limit,
        }),
      );
      const due: DueContract[] = [];
      for (const item of out.Items ?? []) {
        const owner = scopeFromKey(String(item.PK));
        if (owner) due.push({ owner, contractId: String(item.contractId) });
      }
      return due;
    },

    async delete(owner, contractId) {
      const out = await doc.send(
        new DeleteCommand({ TableName, Key: keyDatesKey(owner, contractId), ReturnValues: 'ALL_OLD' }),
      );
      return toRecord(out.Attributes);
    },
  };
}
