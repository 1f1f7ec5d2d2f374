/**
 * Server-side sessions: `PK=SESSION#<sid>`, `SK=SESSION`. The signed cookie only names the session;
 * deleting this item (logout) or letting it lapse (idle timeout) ends it. The item's TTL is the
 * absolute expiry; the idle expiry is checked explicitly. GSI1 (`USER#<id>` / `SESSION#<createdAt>`)
 * lists a user's sessions.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import type { Session, SessionsRepo } from '../repositories/sessions';
export type { Session, SessionsRepo } from '../repositories/sessions';

const sessionKey = (sid: string) => ({ PK: `SESSION#${sid}`, SK: 'SESSION' });

export function createSessionsRepo(table: Table): SessionsRepo {
  const { doc, name: TableName } = table;
  return {
    async create(session: Session): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...sessionKey(session.sid),
            GSI1PK: `USER#${session.userId}`,
            GSI1SK: `SESSION#${new Date(session.createdAt).toISOString()}`,
            ...session,
            ttl: Math.ceil(session.maxExpiresAt / 1000),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async get(sid: string): Promise<Session | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: sessionKey(sid), ConsistentRead: true }));
      const item = out.Item;
      if (!item) return undefined;
      return {
        sid,
        userId: String(item.userId),
        createdAt: Number(item.createdAt),
        expiresAt: Number(item.expiresAt),
        maxExpiresAt: Number(item.maxExpiresAt),
      };
    },

    /** Moves the idle expiry forward, only while the session still exists. */
    async touch(sid: string, expiresAt: number): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: sessionKey(sid),
            UpdateExpression: 'SET expiresAt = :e',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':e': expiresAt },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    async delete(sid: string): Promise<void> {
      await doc.send(new DeleteCommand({ TableName, Key: sessionKey(sid) }));
    },
  };
}
