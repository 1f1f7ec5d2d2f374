import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('keeps its parameters, so older hashes still verify and are flagged for rehash', async () => {
    const weak = await hashPassword('pw-12345678', { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword('pw-12345678', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('pw-12345678'))).toBe(false);
  });

  it('never matches a malformed or tampered stored hash', async () => {
    const stored = await hashPassword('pw-12345678');
    expect(await verifyPassword('pw-12345678', 'plain-text')).toBe(false);
    // Flip the key's first character: the last one of unpadded base64url may carry only padding bits.
    const parts = stored.split('$');
    const key = parts[5]!;
    parts[5] = (key[0] === 'A' ? 'B' : 'A') + key.slice(1);
    expect(await verifyPassword('pw-12345678', parts.join('$'))).toBe(false);
    expect(await verifyPassword('pw-12345678', 'scrypt$40$8$1$abc$def')).toBe(false);
  });

  it('burns a comparable amount of work for unknown accounts', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });
});
