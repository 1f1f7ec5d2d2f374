/**
 * The rate limit repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/rate-limit-repo.ts.
 */
import type { RateWindow } from '../../domain/accounts/rate-limits';

export interface RateLimitRepo {
  /** Adds one and returns the new count. */
  hit(window: RateWindow): Promise<number>;
  count(window: RateWindow): Promise<number>;
  /**
   * Adds `amount` once per `chargeId` (a repeat of a counted charge changes nothing), and only while
   * the count stays within `limit`. `added` is false when it would have gone over.
   */
  add(window: RateWindow, amount: number, limit: number, chargeId: string): Promise<{ added: boolean; count: number }>;
  reset(window: RateWindow): Promise<void>;
}
