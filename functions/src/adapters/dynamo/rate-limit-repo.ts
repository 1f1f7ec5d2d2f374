/**
 * Rate-limit counters: `PK=RATE#<rule>#<subject>#<windowStart>`, `SK=RATE`, a number `count` raised
 * with an atomic ADD (safe under concurrency, no read-modify-write), expiring through `ttl`.
 * Subjects (emails, addresses) are hashed so the table holds no plain addresses in keys.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateWindow } from '../../domain/accounts/rate-limits';
import { isConditionFailed, type Table } from './client';
import type { RateLimitRepo } from '../repositories/rate-limit';
export type { RateLimitRepo } from '../repositories/rate-limit';

const rateKey = (window: RateWindow) => {
  const subject = createHash('sha256').update(window.subject).digest('base64url').slice(0, 22);
  return { PK: `RATE#${window.rule}#${subject}#${window.startsAt}`, SK: 'RATE' };
};

export function createRateLimitRepo(table: Table): RateLimitRepo {
  const { doc, name: TableName } = table;
  return {
    /** Adds one and returns the new count. */
    async hit(window: RateWindow): Promise<number> {
      const out = await doc.send(
        new UpdateCommand({
          TableName,
          Key: rateKey(window),
          UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          // Kept a minute past the window so a late reader still sees it.
          ExpressionAttributeValues: { ':one': 1, ':ttl': window.endsAt + 60 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(out.Attributes?.count ?? 1);
    },

    async add(
      window: RateWindow,
      amount: number,
      limit: number,
      chargeId: string,
    ): Promise<{ added: boolean; count: number }> {
      // More than the whole limit never fits (the condition cannot say so for a counter not yet written).
      if (amount <= limit) {
        try {
          const out = await doc.send(
            new UpdateCommand({
              TableName,
              Key: rateKey(window),
              UpdateExpression: 'ADD #count :n, #charged :ids SET #ttl = :ttl',
              ConditionExpression:
                '(attribute_not_exists(#count) OR #count <= :room) AND (attribute_not_exists(#charged) OR NOT contains(#charged, :id))',
              ExpressionAttributeNames: { '#count': 'count', '#charged': 'charged', '#ttl': 'ttl' },
              ExpressionAttributeValues: {
                ':n': amount,
                ':room': limit - amount,
                ':ids': new Set([chargeId]),
                ':id': chargeId,
                ':ttl': window.endsAt + 60,
              },
              ReturnValues: 'UPDATED_NEW',
            }),
          );
          return { added: true, count: Number(out.Attributes?.count ?? amount) };
        } catch (err) {
          if (!isConditionFailed(err)) throw err;
        }
      }
      const item = (await doc.send(new GetCommand({ TableName, Key: rateKey(window), ConsistentRead: true }))).Item;
      // Counted before (a retried job, a repeated call): as good as added. Otherwise over the limit.
      const charged = item?.charged instanceof Set && item.charged.has(chargeId);
      return { added: charged, count: Number(item?.count ?? 0) };
    },

    async count(window: RateWindow): Promise<number> {
      const out = await doc.send(new GetCommand({ TableName, Key: rateKey(window), ConsistentRead: true }));
      return Number(out.Item?.count ?? 0);
    },

    async reset(window: RateWindow): Promise<void> {
      await doc.send(new DeleteCommand({ TableName, Key: rateKey(window) }));
    },
  };
}
