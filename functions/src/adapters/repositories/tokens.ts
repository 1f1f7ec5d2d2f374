/**
 * The one-time tokens repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/tokens-repo.ts.
 */
import type { TokenPurpose } from '../../domain/accounts/tokens';

export interface StoredToken {
  hash: string;
  purpose: TokenPurpose;
  userId: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms it was issued (tokens stored before this was recorded: expiresAt less the lifetime). */
  createdAt?: number;
}

export interface TokensRepo {
  put(token: StoredToken): Promise<void>;
  /**
   * Deletes the token if it exists with this purpose and returns it; undefined when it never
   * existed, was already used, or has another purpose. The caller checks expiresAt.
   */
  consume(hash: string, purpose: TokenPurpose): Promise<StoredToken | undefined>;
  /** The token if it exists with this purpose, without using it (a link checked before its form). */
  peek(hash: string, purpose: TokenPurpose): Promise<StoredToken | undefined>;
  /** Remembers that a link was used, by whom, until `keepUntil` (epoch ms; TTL removes it). */
  markUsed(hash: string, userId: string, keepUntil: number): Promise<void>;
  /** The user of a used link, if it was used and is still remembered. */
  getUsed(hash: string, now: number): Promise<{ userId: string } | undefined>;
}
