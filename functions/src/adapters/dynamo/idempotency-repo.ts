/**
 * Submission idempotency keys: `PK=USER#<userId>, SK=IDEMPOTENCY#<sha256(key)>`, holding the
 * contract id chosen for that key and a hash of the request, expiring after a day (`ttl`).
 * The item is written first with attribute_not_exists, so every retry of one submission resolves
 * to the same contract id, and the credit charge (keyed by contract id) happens at most once.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import type { IdempotencyClaim, IdempotencyRepo } from '../repositories/idempotency';
import { ownerPk } from '../../domain/owners';
export type { IdempotencyClaim, IdempotencyRepo } from '../repositories/idempotency';

const TTL_SECONDS = 24 * 3600;

const keyOf = (userId: string, key: string) => ({
  PK: ownerPk(userId),
  SK: `IDEMPOTENCY#${createHash('sha256').update(key).digest('base64url')}`,
});

export function createIdempotencyRepo(table: Table): IdempotencyRepo {
  const { doc, name: TableName } = table;
  return {
    /** Binds `key` to `contractId` unless it is already bound; returns the binding that holds. */
    async claim(
      userId: string,
      key: string,
      contractId: string,
      requestHash: string,
      now: number,
    ): Promise<IdempotencyClaim> {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...keyOf(userId, key),
              entity: 'idempotency',
              contractId,
              requestHash,
              createdAt: new Date(now).toISOString(),
              ttl: Math.floor(now / 1000) + TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return { kind: 'new', contractId };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const out = await doc.send(new GetCommand({ TableName, Key: keyOf(userId, key), ConsistentRead: true }));
      const item = out.Item;
      // Expired but not yet swept by TTL (dynalite never sweeps): treat as absent and rebind.
      if (!item || Number(item.ttl) * 1000 < now) {
        await doc.send(new DeleteCommand({ TableName, Key: keyOf(userId, key) }));
        return this.claim(userId, key, contractId, requestHash, now);
      }
      return { kind: 'existing', contractId: String(item.contractId), requestHash: String(item.requestHash) };
    },

    /** Frees the key after a submission that was refused or rolled back, so a retry starts afresh. */
    async release(userId: string, key: string, contractId: string): Promise<void> {
      try {
        await doc.send(
          new DeleteCommand({
            TableName,
            Key: keyOf(userId, key),
            ConditionExpression: 'contractId = :id',
            ExpressionAttributeValues: { ':id': contractId },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },
  };
}
