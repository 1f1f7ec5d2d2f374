import { describe, expect, it } from 'vitest';
import { hashToken, looksLikeToken, newToken, tokenLifetimeMs } from './tokens';

describe('one-time tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(looksLikeToken(token)).toBe(true);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
    expect(Buffer.from(hash, 'base64url')).toHaveLength(32);
  });

  it('are unique', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newToken().token));
    expect(tokens.size).toBe(100);
  });

  it('reject anything that is not token-shaped before any lookup', () => {
    expect(looksLikeToken('short')).toBe(false);
    expect(looksLikeToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(looksLikeToken('a'.repeat(44))).toBe(false);
  });

  it('expire after 24 h (verification) and 1 h (reset)', () => {
    expect(tokenLifetimeMs['verify-email']).toBe(86_400_000);
    expect(tokenLifetimeMs['reset-password']).toBe(3_600_000);
  });
});
