/** Forgotten passwords: the reset request (which never reveals whether an email exists) and the reset. */
import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeEmail } from '../../domain/accounts/email';
import { hashPassword } from '../../domain/accounts/passwords';
import { rateRules, rateWindow, retryAfterSeconds } from '../../domain/accounts/rate-limits';
import { hashToken, looksLikeToken, newToken, tokenLifetimeMs } from '../../domain/accounts/tokens';
import { resetPasswordEmail } from '../emails/account-emails';
import { createLimiter } from './limits';
import { accountErrors } from './errors';
import type { StoredToken } from '../../adapters/repositories/tokens';
import type { AccountDeps, RequestMeta } from './types';

export function createRecovery(deps: AccountDeps) {
  const { users, tokens, rateLimits, email, clock, config, log } = deps;
  const limiter = createLimiter(deps);

  /** Creates a reset token and mails it; does nothing for an unknown account or one over its mail limit. */
  async function sendResetLink(lowerEmail: string): Promise<void> {
    const user = await users.getByEmail(lowerEmail);
    if (!user) return;
    const sent = await rateLimits.hit(rateWindow(rateRules.resetEmailsPerAccount, lowerEmail, clock.now()));
    if (sent > rateRules.resetEmailsPerAccount.limit) return;
    const { token, hash } = newToken();
    const now = clock.now();
    await tokens.put({
      hash,
      purpose: 'reset-password',
      userId: user.id,
      createdAt: now,
      expiresAt: now + tokenLifetimeMs['reset-password'],
    });
    await email.send(
      resetPasswordEmail({ to: user.email, firstName: user.firstName, appOrigin: config.appOrigin, token }),
    );
  }

  /** True unless the account's password changed (or sessions were ended) after the link was issued. */
  async function issuedSinceLastChange(stored: StoredToken): Promise<boolean> {
    const user = await users.getById(stored.userId);
    const issuedAt = stored.createdAt ?? stored.expiresAt - tokenLifetimeMs['reset-password'];
    return user !== undefined && (user.sessionsValidFrom === undefined || issuedAt >= user.sessionsValidFrom);
  }

  return {
    /**
     * Always resolves the same way for a valid email, registered or not, and never sooner than the
     * configured floor, so neither the answer nor its timing tells whether the email is registered.
     * Only the per-address rate limit (which does not depend on the email) can reject.
     */
    async requestReset(rawEmail: string, meta: RequestMeta): Promise<void> {
      const started = clock.now();
      const window = rateWindow(rateRules.resetRequestsPerAddress, meta.clientAddress, started);
      if ((await rateLimits.hit(window)) > rateRules.resetRequestsPerAddress.limit) {
        throw accountErrors.rateLimited(retryAfterSeconds(window, started));
      }
      try {
        await sendResetLink(normalizeEmail(rawEmail));
      } catch (error) {
        log.error('reset email failed', { error });
      }
      // Real time, not the injected clock: this is about what an observer measures.
      const elapsed = Date.now() - started;
      const jitter = Math.floor(Math.random() * 50);
      if (elapsed < config.resetResponseFloorMs) await sleep(config.resetResponseFloorMs - elapsed + jitter);
    },

    /**
     * Whether a reset link can still be used (exists, unused, not expired, issued since the password
     * last changed), asked before its form is shown so a dead link says so at once. Nothing is
     * consumed; a bad token counts against the address like a failed reset.
     */
    async checkResetToken(token: string, meta: RequestMeta): Promise<boolean> {
      await limiter.assertUnder(rateRules.tokenFailuresPerAddress, meta.clientAddress);
      const stored = looksLikeToken(token) ? await tokens.peek(hashToken(token), 'reset-password') : undefined;
      const usable = stored !== undefined && stored.expiresAt > clock.now() && (await issuedSinceLastChange(stored));
      if (!usable) await limiter.hit(rateRules.tokenFailuresPerAddress, meta.clientAddress);
      return usable;
    },

    /**
     * Sets a new password from a reset token; clears needsReset and ends every existing session. A
     * link issued before the password last changed (sessionsValidFrom) is dead: a successful reset
     * revokes every other link mailed before it.
     */
    async resetPassword(token: string, password: string, meta: RequestMeta): Promise<{ userId: string }> {
      await limiter.assertUnder(rateRules.tokenFailuresPerAddress, meta.clientAddress);
      const passwordHash = await hashPassword(password);
      const stored = looksLikeToken(token) ? await tokens.consume(hashToken(token), 'reset-password') : undefined;
      if (!stored || stored.expiresAt <= clock.now() || !(await issuedSinceLastChange(stored))) {
        await limiter.hit(rateRules.tokenFailuresPerAddress, meta.clientAddress);
        throw accountErrors.tokenInvalid('reset');
      }
      const user = await users.setPassword(stored.userId, passwordHash, clock.now());
      if (!user) throw accountErrors.tokenInvalid('reset');
      return { userId: user.id };
    },
  };
}
