/**
 * API keys of Enterprise organisations: `cwk_` and 32 random bytes (base64url). The key is shown
 * once when created; the table keeps only its SHA-256 hash (like email-link tokens), so a leaked
 * table yields no usable key.
 */
import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'cwk_';
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

const API_KEY = /^cwk_[A-Za-z0-9_-]{43}$/;
const API_KEY_ID = /^key_[0-9A-HJKMNP-TV-Z]{26}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

export function newApiKey(): { key: string; hash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), hint: `${key.slice(0, 10)}…` };
}

/** A plausible key: anything else is refused before a lookup. */
export const looksLikeApiKey = (key: string): boolean => API_KEY.test(key);
export const looksLikeApiKeyId = (id: string): boolean => API_KEY_ID.test(id);
export const apiKeyIdFrom = (ulid: string): string => `key_${ulid}`;

/** A key's last use is written at most this often (one write per minute, not one per request). */
export const LAST_USED_RESOLUTION_MS = 60_000;
