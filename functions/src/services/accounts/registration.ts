/** Sign-up and email verification. */
import { setTimeout as sleep } from 'node:timers/promises';
import { ulid } from 'ulid';
import { normalizeEmail, normalizeMailbox } from '../../domain/accounts/email';
import { hashPassword } from '../../domain/accounts/passwords';
import { looksLikeToken, hashToken, newToken, tokenLifetimeMs } from '../../domain/accounts/tokens';
import { rateRules } from '../../domain/accounts/rate-limits';
import { verificationEmail } from '../emails/account-emails';
import { createLimiter } from './limits';
import { accountErrors } from './errors';
import type { AccountDeps, RequestMeta, User } from './types';

/** A claim older than this whose user item never appeared was left by a crashed sign-up. */
const STALE_CLAIM_MS = 60_000;
/** How long a used verification link still answers "already verified" instead of "failed". */
const USED_LINK_MEMORY_MS = 30 * 24 * 3_600_000;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function createRegistration(deps: AccountDeps) {
  const { users, tokens, email, clock, config, log } = deps;
  const limiter = createLimiter(deps);

  /** Claims the email for userId; a claim left behind by a crashed sign-up is taken over once. */
  async function claim(lowerEmail: string, userId: string): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await users.claimEmail(lowerEmail, userId, clock.now())) return;
      const existing = await users.getEmailClaim(lowerEmail);
      if (!existing) continue; // released meanwhile: try again
      const stale = clock.now() - existing.claimedAt > STALE_CLAIM_MS && !(await users.getById(existing.userId));
      if (!stale) break;
      await users.releaseEmail(lowerEmail, existing.userId);
    }
    throw accountErrors.userExists();
  }

  async function sendVerification(user: User): Promise<void> {
    const { token, hash } = newToken();
    await tokens.put({
      hash,
      purpose: 'verify-email',
      userId: user.id,
      expiresAt: clock.now() + tokenLifetimeMs['verify-email'],
    });
    await email.send(
      verificationEmail({ to: user.email, firstName: user.firstName, appOrigin: config.appOrigin, token }),
    );
  }

  return {
    /**
     * Limited per client address and overall (counted before any work, so refused attempts count
     * too); the address is the viewer's behind CloudFront (http/core/origin-guard.ts).
     */
    async signUp(input: SignUpInput, meta: RequestMeta): Promise<{ userId: string }> {
      const rules = config.signUpRules ?? {
        perAddress: rateRules.signUpsPerAddress,
        overall: rateRules.signUpsOverall,
      };
      await limiter.take(rules.perAddress, meta.clientAddress);
      await limiter.take(rules.overall, 'all');
      const lowerEmail = normalizeEmail(input.email);
      // Hash before claiming: a slow hash must not hold a claim longer than needed.
      const passwordHash = await hashPassword(input.password);
      const userId = ulid();
      await claim(lowerEmail, userId);
      const user: User = {
        id: userId,
        email: lowerEmail,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        isVerified: false,
        subscriptionType: 'free',
        creditsRemaining: 0,
        role: 'user',
        needsReset: false,
        lastUsedPlaybookId: null,
        createdAt: new Date(clock.now()).toISOString(),
      };
      try {
        await users.create(user);
      } catch (err) {
        await users.releaseEmail(lowerEmail, userId).catch(() => undefined);
        throw err;
      }
      try {
        await sendVerification(user);
      } catch (error) {
        // The account exists; a failed email must not turn sign-up into an error the user retries
        // into "account already exists". Operators see it; the user can use password reset.
        log.error('verification email failed', { userId, error });
      }
      return { userId };
    },

    /** Consumes a verification token; grants the free allowance on the first verification only. */
    /**
     * A link opened again after it verified its account answers `alreadyVerified` (the page shows
     * the way in, not "Verification Failed"); any other unusable link is TOKEN_INVALID.
     */
    async verifyEmail(token: string, meta: RequestMeta): Promise<{ userId: string; alreadyVerified?: boolean }> {
      await limiter.assertUnder(rateRules.tokenFailuresPerAddress, meta.clientAddress);
      const hash = looksLikeToken(token) ? hashToken(token) : undefined;
      const stored = hash ? await tokens.consume(hash, 'verify-email') : undefined;
      if (!stored || stored.expiresAt <= clock.now()) {
        const used = hash && !stored ? await tokens.getUsed(hash, clock.now()) : undefined;
        const owner = used ? await users.getById(used.userId) : undefined;
        if (owner?.isVerified) return { userId: owner.id, alreadyVerified: true };
        await limiter.hit(rateRules.tokenFailuresPerAddress, meta.clientAddress);
        throw accountErrors.tokenInvalid('verify');
      }
      // The free allowance once per mailbox: a+1@x and a+2@x (or a.b@gmail and ab@gmail) are one
      // person. The first account of a mailbox to verify holds the claim; later ones get none.
      const owner = await users.getById(stored.userId);
      const first = owner
        ? await users.claimFreeAllowance(normalizeMailbox(owner.email), owner.id, clock.now())
        : false;
      if (owner && !first)
        log.warn('free allowance already claimed by another account of this mailbox', { userId: owner.id });
      const user = await users.markVerified(stored.userId, first ? config.freeCreditsOnVerify : 0, clock.now());
      if (!user) throw accountErrors.tokenInvalid('verify');
      await tokens.markUsed(stored.hash, user.id, clock.now() + USED_LINK_MEMORY_MS).catch((error: unknown) => {
        log.warn('could not remember the used verification link', { userId: user.id, error });
      });
      return { userId: user.id };
    },

    /**
     * Sends a new verification link to an account still waiting for one (same token rules as at
     * sign-up: random, stored hashed, single-use, expiring). The answer never says whether the email
     * is registered or verified: the per-address limit is the only refusal, the per-account mail
     * limit is silent, and the answer takes at least the configured floor (as the reset request).
     */
    async resendVerification(rawEmail: string, meta: RequestMeta): Promise<void> {
      const started = clock.now();
      await limiter.assertUnder(rateRules.resendRequestsPerAddress, meta.clientAddress);
      await limiter.hit(rateRules.resendRequestsPerAddress, meta.clientAddress);
      try {
        const lowerEmail = normalizeEmail(rawEmail);
        const user = await users.getByEmail(lowerEmail);
        if (
          user &&
          !user.isVerified &&
          (await limiter.hit(rateRules.resendEmailsPerAccount, lowerEmail)) <= rateRules.resendEmailsPerAccount.limit
        ) {
          await sendVerification(user);
        }
      } catch (error) {
        log.error('resend verification failed', { error });
      }
      const elapsed = Date.now() - started;
      if (elapsed < config.resetResponseFloorMs)
        await sleep(config.resetResponseFloorMs - elapsed + Math.floor(Math.random() * 50));
    },
  };
}
