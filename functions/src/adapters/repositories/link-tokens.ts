/**
 * Secret links stored only as hashes (implemented by adapters/dynamo/link-tokens-repo.ts): the
 * one-click unsubscribe link of a contract's reminders, and an account's calendar feed.
 */
import type { OwnerScope } from '../../domain/owners';

export interface UnsubscribeTarget {
  owner: OwnerScope;
  contractId: string;
}

export interface CalendarFeed {
  userId: string;
  tokenHash: string;
  createdAt: string;
}

export interface LinkTokensRepo {
  putUnsubscribe(tokenHash: string, target: UnsubscribeTarget): Promise<void>;
  getUnsubscribe(tokenHash: string): Promise<UnsubscribeTarget | undefined>;
  deleteUnsubscribe(tokenHash: string): Promise<void>;
  /** The account's feed (its token's hash), if it has one. */
  getFeedOf(userId: string): Promise<CalendarFeed | undefined>;
  /** Replaces the account's feed: the old token stops working. */
  replaceFeed(feed: CalendarFeed): Promise<void>;
  /** Revokes the account's feed; false when there was none. */
  revokeFeed(userId: string): Promise<boolean>;
  /** Who a feed token belongs to. */
  feedOwner(tokenHash: string): Promise<string | undefined>;
}
