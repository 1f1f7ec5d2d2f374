import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionVerifier, loadSigningKey, signSessionJwt, type SessionClaims } from './session-jwt';

const pem = (type: 'ec' | 'rsa') =>
  (type === 'ec'
    ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
    : generateKeyPairSync('rsa', { modulusLength: 2048 })
  ).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

const ISSUER = 'http://127.0.0.1:3000';
const now = Math.floor(Date.now() / 1000);
const claims: SessionClaims = { sub: '01USER', sid: 'session-1', iat: now, exp: now + 3600 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session JWT', () => {
  const ec = loadSigningKey(pem('ec'));

  it.each([
    ['ES256', ec],
    ['RS256', loadSigningKey(pem('rsa'))],
  ] as const)('signs and verifies %s without any network', (alg, key) => {
    expect(key.alg).toBe(alg);
    const jwt = signSessionJwt(key, ISSUER, claims);
    expect(createSessionVerifier(key, ISSUER)(jwt)).toEqual(claims);
  });

  it('rejects a JWT signed with a foreign key, even with our kid', () => {
    const foreign = loadSigningKey(pem('ec'));
    const jwt = signSessionJwt({ ...foreign, kid: ec.kid }, ISSUER, claims);
    expect(createSessionVerifier(ec, ISSUER)(jwt)).toBeUndefined();
  });

  it('rejects a tampered payload', () => {
    const [header, , signature] = signSessionJwt(ec, ISSUER, claims).split('.');
    const forged = `${header}.${b64({ iss: ISSUER, aud: 'clausewise-session', ...claims, sub: '01ADMIN' })}.${signature}`;
    expect(createSessionVerifier(ec, ISSUER)(forged)).toBeUndefined();
  });

  it('rejects alg "none", expired tokens, other issuers and garbage', () => {
    const verify = createSessionVerifier(ec, ISSUER);
    const none = `${b64({ alg: 'none', typ: 'JWT', kid: ec.kid })}.${b64({ iss: ISSUER, aud: 'clausewise-session', ...claims })}.`;
    expect(verify(none)).toBeUndefined();
    expect(verify(signSessionJwt(ec, ISSUER, { ...claims, iat: now - 7200, exp: now - 3600 }))).toBeUndefined();
    expect(verify(signSessionJwt(ec, 'https://evil.example', claims))).toBeUndefined();
    expect(verify('not.a.jwt')).toBeUndefined();
    expect(verify('')).toBeUndefined();
  });

  it('refuses weak or unsupported keys', () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => loadSigningKey(small.toString())).toThrow(/P-256 or RSA/);
  });
});
