/**
 * Password hashing with scrypt (memory-hard, in node:crypto, no native dependency).
 * The stored form carries its own parameters, so they can be raised later without breaking
 * existing hashes: `scrypt$<logN>$<r>$<p>$<salt b64url>$<hash b64url>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: about 32 MiB and ~50-100 ms per hash. */
export const defaultScryptParams: ScryptParams = { logN: 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return undefined;
  return {
    params: { logN, r, p },
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's and should be replaced on login. */
export function needsRehash(stored: string, params: ScryptParams = defaultScryptParams): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.logN < params.logN || parsed.params.r < params.r;
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a fixed throwaway hash: used when the account does not exist, so a wrong email
 * costs the same time as a wrong password and response timing does not reveal registered emails.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummy);
}
