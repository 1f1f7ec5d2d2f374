/**
 * One-time tokens for email links (verification, password reset): 32 random bytes, sent to the user
 * in the link, stored only as their SHA-256 hash so a database leak yields no usable links.
 */
import { createHash, randomBytes } from 'node:crypto';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** Lifetimes: a verification link lasts a day, a reset link an hour. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A plausible token shape (43 base64url characters); anything else is rejected before a lookup. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
