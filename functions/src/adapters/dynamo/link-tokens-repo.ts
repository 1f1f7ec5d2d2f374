/**
 * Secret links, stored only as SHA-256 hashes (docs/data-model.md, "Key dates and reminders"):
 *  - `PK=UNSUBSCRIBE#<hash>`, `SK=UNSUBSCRIBE` -> the owner and contract whose reminders it stops;
 *  - `PK=CALFEED#<hash>`, `SK=CALFEED` -> the account whose calendar feed it opens, and on the
 *    account `PK=USER#<id>`, `SK=CALFEED` -> the current token's hash. The feed answers only when both
 *    agree, so a replaced or revoked token stops working even if its lookup item lingers.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ownerKey, scopeFromKey } from '../../domain/owners';
import type { CalendarFeed, LinkTokensRepo } from '../repositories/link-tokens';
import type { Table } from './client';

const unsubscribeKey = (hash: string) => ({ PK: `UNSUBSCRIBE#${hash}`, SK: 'UNSUBSCRIBE' });
const feedLookupKey = (hash: string) => ({ PK: `CALFEED#${hash}`, SK: 'CALFEED' });
const feedPointerKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'CALFEED' });

export function createLinkTokensRepo(table: Table): LinkTokensRepo {
  const { doc, name: TableName } = table;
  const getItem = async (Key: Record<string, string>) =>
    (await doc.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;
  const deleteItem = async (Key: Record<string, string>) => {
    await doc.send(new DeleteCommand({ TableName, Key }));
  };

  const repo: LinkTokensRepo = {
    async putUnsubscribe(hash, target) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...unsubscribeKey(hash),
            entity: 'unsubscribe-link',
            owner: ownerKey(target.owner),
            contractId: target.contractId,
          },
        }),
      );
    },
    async getUnsubscribe(hash) {
      const item = await getItem(unsubscribeKey(hash));
      const owner = item ? scopeFromKey(String(item.owner)) : undefined;
      return item && owner ? { owner, contractId: String(item.contractId) } : undefined;
    },
    deleteUnsubscribe: (hash) => deleteItem(unsubscribeKey(hash)),

    async getFeedOf(userId) {
      const item = await getItem(feedPointerKey(userId));
      return item ? { userId, tokenHash: String(item.tokenHash), createdAt: String(item.createdAt) } : undefined;
    },
    async replaceFeed(feed: CalendarFeed) {
      // The old token dies first: a crash part-way leaves no feed, never two.
      const old = await repo.getFeedOf(feed.userId);
      if (old) await deleteItem(feedLookupKey(old.tokenHash));
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...feedPointerKey(feed.userId),
            entity: 'calendar-feed',
            tokenHash: feed.tokenHash,
            createdAt: feed.createdAt,
          },
        }),
      );
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...feedLookupKey(feed.tokenHash), entity: 'calendar-feed-token', userId: feed.userId },
        }),
      );
    },
    async revokeFeed(userId) {
      const old = await repo.getFeedOf(userId);
      if (!old) return false;
      await deleteItem(feedLookupKey(old.tokenHash));
      await deleteItem(feedPointerKey(userId));
      return true;
    },
    async feedOwner(hash) {
      const item = await getItem(feedLookupKey(hash));
      if (!item) return undefined;
      const userId = String(item.userId);
      const current = await repo.getFeedOf(userId);
      return current?.tokenHash === hash ? userId : undefined;
    },
  };
  return repo;
}
