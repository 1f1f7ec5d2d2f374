/**
 * API keys. Items:
 *   PK=APIKEY#<sha256(key) b64url> SK=APIKEY           the live key: organisation, key id, scope
 *   PK=ORG#<orgId>                 SK=APIKEY#<keyId>   the list the admins see (name, scope, hint,
 *                                                       created, last used, revoked; and the hash)
 * Revoking marks the list item and deletes the lookup item before answering, so the next request
 * with that key is refused (the lookup is a consistent read).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ownerPk } from '../../domain/owners';
import { isConditionFailed, type Table } from './client';
import type { ApiKeyIdentity, ApiKeyRecord, ApiKeysRepo } from '../repositories/api-keys';
export type { ApiKeyIdentity, ApiKeyRecord, ApiKeysRepo } from '../repositories/api-keys';

const lookupKey = (hash: string) => ({ PK: `APIKEY#${hash}`, SK: 'APIKEY' });
const listKey = (organizationId: string, id: string) => ({ PK: ownerPk(organizationId), SK: `APIKEY#${id}` });

export function createApiKeysRepo(table: Table): ApiKeysRepo {
  const { doc, name: TableName } = table;

  return {
    async create(record, hash) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...listKey(record.organizationId, record.id), entity: 'api-key', ...record, hash },
        }),
      );
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...lookupKey(hash),
            entity: 'api-key-lookup',
            id: record.id,
            organizationId: record.organizationId,
            scope: record.scope,
            name: record.name,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async findByHash(hash) {
      const out = await doc.send(new GetCommand({ TableName, Key: lookupKey(hash), ConsistentRead: true }));
      if (!out.Item) return undefined;
      const { id, organizationId, scope, name } = out.Item as ApiKeyIdentity;
      return { id, organizationId, scope, name };
    },

    async list(organizationId) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': ownerPk(organizationId), ':prefix': 'APIKEY#' },
          ConsistentRead: true,
          ScanIndexForward: false,
        }),
      );
      return (out.Items ?? []).map((item) => {
        const { PK: _pk, SK: _sk, entity: _e, hash: _h, ...rest } = item;
        return rest as ApiKeyRecord;
      });
    },

    async revoke(organizationId, id, at) {
      let hash: unknown;
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: listKey(organizationId, id),
            UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        hash = out.Attributes?.hash;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
      if (typeof hash === 'string') await doc.send(new DeleteCommand({ TableName, Key: lookupKey(hash) }));
      return true;
    },

    async touch(organizationId, id, now, resolutionMs) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: listKey(organizationId, id),
            UpdateExpression: 'SET lastUsedAt = :at, lastUsedMs = :now',
            ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastUsedMs) OR lastUsedMs < :stale)',
            ExpressionAttributeValues: {
              ':at': new Date(now).toISOString(),
              ':now': now,
              ':stale': now - resolutionMs,
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },
  };
}
