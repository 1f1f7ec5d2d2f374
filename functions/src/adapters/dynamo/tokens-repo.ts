/**
 * One-time tokens: `PK=TOKEN#<sha256>`, `SK=TOKEN`, with the purpose, the user and the expiry.
 * Consuming is a conditional delete that returns the old item, so two concurrent uses of one link
 * cannot both succeed. DynamoDB's TTL removes stale items eventually (within days), so the expiry is
 * also checked explicitly.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TokenPurpose } from '../../domain/accounts/tokens';
import { isConditionFailed, type Table } from './client';
import type { StoredToken, TokensRepo } from '../repositories/tokens';
export type { StoredToken, TokensRepo } from '../repositories/tokens';

const tokenKey = (hash: string) => ({ PK: `TOKEN#${hash}`, SK: 'TOKEN' });
/** What is left of a used verification link: whose it was, so opening it again can say "already verified". */
const usedKey = (hash: string) => ({ PK: `TOKEN#${hash}`, SK: 'USED' });

export function createTokensRepo(table: Table): TokensRepo {
  const { doc, name: TableName } = table;
  return {
    async put(token: StoredToken): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName,
          // GSI1 lists a user's tokens, so deleting the account deletes them (adapters/personal-data).
          Item: {
            ...tokenKey(token.hash),
            GSI1PK: `USER#${token.userId}`,
            GSI1SK: `TOKEN#${token.hash}`,
            ...token,
            ttl: Math.ceil(token.expiresAt / 1000),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    /**
     * Deletes the token if it exists with this purpose and returns it; undefined when it never
     * existed, was already used, or has another purpose. The caller checks expiresAt.
     */
    async consume(hash: string, purpose: TokenPurpose): Promise<StoredToken | undefined> {
      try {
        const out = await doc.send(
          new DeleteCommand({
            TableName,
            Key: tokenKey(hash),
            ConditionExpression: 'attribute_exists(PK) AND purpose = :p',
            ExpressionAttributeValues: { ':p': purpose },
            ReturnValues: 'ALL_OLD',
          }),
        );
        const item = out.Attributes;
        if (!item) return undefined;
        return {
          hash,
          purpose: item.purpose as TokenPurpose,
          userId: String(item.userId),
          expiresAt: Number(item.expiresAt),
          ...(item.createdAt === undefined ? {} : { createdAt: Number(item.createdAt) }),
        };
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },

    async peek(hash: string, purpose: TokenPurpose): Promise<StoredToken | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: tokenKey(hash), ConsistentRead: true }));
      const item = out.Item;
      if (!item || item.purpose !== purpose) return undefined;
      return {
        hash,
        purpose,
        userId: String(item.userId),
        expiresAt: Number(item.expiresAt),
        ...(item.createdAt === undefined ? {} : { createdAt: Number(item.createdAt) }),
      };
    },

    /** Remembers that a link was used, by whom, until `keepUntil` (epoch ms; TTL removes it). */
    async markUsed(hash: string, userId: string, keepUntil: number): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...usedKey(hash),
            GSI1PK: `USER#${userId}`,
            GSI1SK: `TOKEN#${hash}#USED`,
            userId,
            ttl: Math.ceil(keepUntil / 1000),
            keepUntil,
          },
        }),
      );
    },

    /** The user of a used link, if it was used and is still remembered. */
    async getUsed(hash: string, now: number): Promise<{ userId: string } | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: usedKey(hash) }));
      const item = out.Item;
      if (!item || Number(item.keepUntil) <= now) return undefined;
      return { userId: String(item.userId) };
    },
  };
}
