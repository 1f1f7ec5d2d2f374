/**
 * Session tokens: a compact JWT signed with node:crypto (ES256 for an EC P-256 key, RS256 for RSA),
 * verified with aws-jwt-verify's JwtVerifier whose JWKS cache is filled from the key itself, so no
 * JWKS is ever fetched. The JWT only names a server-side session (`sid`); the session record decides
 * whether it is still alive, which makes logout and revocation real.
 */
import { createHash, createPrivateKey, createPublicKey, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwk } from 'aws-jwt-verify/jwk';

export const SESSION_AUDIENCE = 'clausewise-session';

export interface SessionClaims {
  /** User id. */
  sub: string;
  /** Session id: the key of the server-side session record. */
  sid: string;
  /** Issued at / expires, epoch seconds. */
  iat: number;
  exp: number;
}

export interface SessionSigningKey {
  privateKey: KeyObject;
  alg: 'ES256' | 'RS256';
  kid: string;
  publicJwk: Jwk;
}

/** RFC 7638 thumbprint: a stable key id derived from the public key. */
function thumbprint(jwk: JsonWebKey): string {
  const members =
    jwk.kty === 'EC' ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } : { e: jwk.e, kty: jwk.kty, n: jwk.n };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

/** Loads a PEM private key; only EC P-256 and RSA (>= 2048 bits) are accepted. */
export function loadSigningKey(pem: string): SessionSigningKey {
  const privateKey = createPrivateKey(pem);
  const details = privateKey.asymmetricKeyDetails ?? {};
  let alg: SessionSigningKey['alg'];
  if (privateKey.asymmetricKeyType === 'ec' && details.namedCurve === 'prime256v1') alg = 'ES256';
  else if (privateKey.asymmetricKeyType === 'rsa' && (details.modulusLength ?? 0) >= 2048) alg = 'RS256';
  else throw new Error('Session key must be an EC P-256 or RSA (2048+ bit) private key');
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = thumbprint(jwk);
  const publicJwk = { ...jwk, kid, alg, use: 'sig' } as Jwk;
  return { privateKey, alg, kid, publicJwk };
}

export function signSessionJwt(key: SessionSigningKey, issuer: string, claims: SessionClaims): string {
  const header = Buffer.from(JSON.stringify({ alg: key.alg, typ: 'JWT', kid: key.kid })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ iss: issuer, aud: SESSION_AUDIENCE, ...claims })).toString('base64url');
  const input = `${header}.${payload}`;
  // JWS ES256 signatures are raw r||s (IEEE P1363), not DER.
  const signature =
    key.alg === 'ES256'
      ? sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(input), key.privateKey);
  return `${input}.${signature.toString('base64url')}`;
}

export type SessionVerifier = (jwt: string) => SessionClaims | undefined;

/**
 * A verifier bound to one key and issuer. It returns undefined (never throws) for anything that is
 * not a valid, unexpired session JWT of ours: bad signature, foreign key, wrong alg/iss/aud, expired.
 */
export function createSessionVerifier(key: SessionSigningKey, issuer: string): SessionVerifier {
  const verifier = JwtVerifier.create({
    issuer,
    audience: SESSION_AUDIENCE,
    // Never fetched: the JWKS is cached below and only verifySync (cache-only) is used.
    jwksUri: 'https://clausewise.invalid/.well-known/jwks.json',
  });
  verifier.cacheJwks({ keys: [key.publicJwk] });
  return (jwt) => {
    try {
      const payload = verifier.verifySync(jwt);
      const { sub, sid, iat, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
        return undefined;
      }
      return { sub, sid, iat, exp };
    } catch {
      return undefined;
    }
  };
}
