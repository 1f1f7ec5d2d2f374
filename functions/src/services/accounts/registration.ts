/** Sign-up and email verification. */
import { ulid } from 'ulid';
import { normalizeEmail } from '../../domain/accounts/email';
import { hashPassword } from '../../domain/accounts/passwords';
import { looksLikeToken, hashToken, newToken, tokenLifetimeMs } from '../../domain/accounts/tokens';
import { rateRules } from '../../domain/accounts/rate-limits';
import { verificationEmail } from '../emails/account-emails';
import { createLimiter } from './limits';
import { accountErrors } from './errors';
import type { AccountDeps, RequestMeta, User } from './types';

/** A claim older than this whose user item never appeared was left by a crashed sign-up. */
const STALE_CLAIM_MS = 60_000;

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
    await email.send(verificationEmail({ to: user.email, firstName: user.firstName, appOrigin: config.appOrigin, token }));
  }

  return {
    async signUp(input: SignUpInput): Promise<{ userId: string }> {
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
    async verifyEmail(token: string, meta: RequestMeta): Promise<{ userId: string }> {
      await limiter.assertUnder(rateRules.tokenFailuresPerAddress, meta.clientAddress);
      const stored = looksLikeToken(token) ? await tokens.consume(hashToken(token), 'verify-email') : undefined;
      if (!stored || stored.expiresAt <= clock.now()) {
        await limiter.hit(rateRules.tokenFailuresPerAddress, meta.clientAddress);
        throw accountErrors.tokenInvalid('verify');
      }
      const user = await users.markVerified(stored.userId, config.freeCreditsOnVerify, clock.now());
      if (!user) throw accountErrors.tokenInvalid('verify');
      return { userId: user.id };
    },
  };
}
