/**
 * Sign-in, sign-out and session checks. A session is a server-side record named by a signed JWT;
 * both must be valid, the record alive (idle and absolute expiry) and not revoked by a reset.
 */
import { randomBytes } from 'node:crypto';
import { authMessages } from '../../../../shared/messages';
import { normalizeEmail } from '../../domain/accounts/email';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../domain/accounts/passwords';
import { rateRules } from '../../domain/accounts/rate-limits';
import { createSessionVerifier, signSessionJwt } from '../../domain/accounts/session-jwt';
import { createLimiter } from './limits';
import { accountErrors } from './errors';
import type { AccountDeps, AuthenticatedSession, RequestMeta, User } from './types';

/** The idle expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface LoginResult {
  user: User;
  /** The cookie value (a signed JWT). */
  token: string;
  /** Seconds the cookie may live (the session's absolute lifetime). */
  maxAgeSeconds: number;
  /** True on the account's first successful sign-in. */
  firstSignIn: boolean;
}

export function createAuthentication(deps: AccountDeps) {
  const { users, sessions, clock, config, signingKey, log } = deps;
  const limiter = createLimiter(deps);
  const verifyJwt = createSessionVerifier(signingKey, config.appOrigin);
  const idleMs = config.session.idleMinutes * 60_000;
  const maxMs = config.session.maxHours * 3_600_000;

  /** The account-and-address counter's subject: failures count against both together. */
  const accountAtAddress = (lowerEmail: string, meta: RequestMeta) => `${lowerEmail} ${meta.clientAddress}`;

  async function recordFailure(lowerEmail: string, meta: RequestMeta): Promise<void> {
    await Promise.all([
      limiter.hit(rateRules.loginFailuresPerAccountAddress, accountAtAddress(lowerEmail, meta)),
      limiter.hit(rateRules.loginFailuresPerAddress, meta.clientAddress),
    ]);
  }

  return {
    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<LoginResult> {
      const lowerEmail = normalizeEmail(input.email);
      await limiter.assertUnder(rateRules.loginFailuresPerAddress, meta.clientAddress, authMessages.tooManyAttempts);
      await limiter.assertUnder(
        rateRules.loginFailuresPerAccountAddress,
        accountAtAddress(lowerEmail, meta),
        authMessages.tooManyAttempts,
      );

      const user = await users.getByEmail(lowerEmail);
      const ok = user
        ? await verifyPassword(input.password, user.passwordHash)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        await recordFailure(lowerEmail, meta);
        throw accountErrors.invalidCredentials();
      }
      // Only after the right password, so the flag reveals nothing to a guesser.
      if (user.needsReset) throw accountErrors.needsReset();

      await limiter.reset(rateRules.loginFailuresPerAccountAddress, accountAtAddress(lowerEmail, meta));
      if (needsRehash(user.passwordHash)) {
        await users.rehashPassword(user.id, await hashPassword(input.password)).catch((error: unknown) => {
          log.warn('password rehash failed', { userId: user.id, error });
        });
      }

      const now = clock.now();
      const sid = randomBytes(18).toString('base64url');
      const maxExpiresAt = now + maxMs;
      await sessions.create({
        sid,
        userId: user.id,
        createdAt: now,
        expiresAt: Math.min(now + idleMs, maxExpiresAt),
        maxExpiresAt,
      });
      const token = signSessionJwt(signingKey, config.appOrigin, {
        sub: user.id,
        sid,
        iat: Math.floor(now / 1000),
        exp: Math.floor(maxExpiresAt / 1000),
      });
      const firstSignIn = user.lastSignInAt === undefined;
      await users.recordSignIn(user.id, now);
      return { user, token, maxAgeSeconds: Math.floor(maxMs / 1000), firstSignIn };
    },

    /** Ends the session named by the cookie, if any; never fails for a bad or missing cookie. */
    async logout(token: string | undefined): Promise<void> {
      const claims = token ? verifyJwt(token) : undefined;
      if (claims) await sessions.delete(claims.sid);
    },

    /**
     * The signed-in user behind a cookie. Throws SESSION_EXPIRED for a cookie that is forged, from
     * another key, expired, logged out or revoked. `touch` extends the idle expiry (activity);
     * the status poll passes false so polling alone never keeps a session alive.
     */
    async authenticate(token: string, options: { touch: boolean }): Promise<AuthenticatedSession> {
      const claims = verifyJwt(token);
      if (!claims) throw accountErrors.sessionExpired();
      const session = await sessions.get(claims.sid);
      const now = clock.now();
      if (!session || session.userId !== claims.sub || session.expiresAt <= now || session.maxExpiresAt <= now) {
        throw accountErrors.sessionExpired();
      }
      const user = await users.getById(session.userId);
      if (!user || (user.sessionsValidFrom !== undefined && session.createdAt < user.sessionsValidFrom)) {
        throw accountErrors.sessionExpired();
      }
      if (options.touch && session.expiresAt - now < idleMs - TOUCH_INTERVAL_MS) {
        await sessions.touch(session.sid, Math.min(now + idleMs, session.maxExpiresAt));
      }
      return { user, sid: session.sid };
    },
  };
}
