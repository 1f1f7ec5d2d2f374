/**
 * The account page's use-cases: the summary (profile, credits, email preferences, purchases), the
 * user's own password change (other sessions end, this one stays), email preferences, and the two
 * that need the password again or act on all data: deleting the account and exporting it.
 * A wrong password counts as a failed sign-in of the account (the same rate limit).
 */
import { accountMessages } from '../../../../shared/account-messages';
import {
  defaultEmailPreferences,
  type AccountSummary,
  type ChangePasswordRequest,
  type EmailPreferences,
} from '../../../../shared/schemas/account';
import type { UserSessions } from '../../adapters/repositories/user-sessions';
import type { PaymentRecord } from '../../adapters/repositories/payments';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import type { UsersRepo } from '../../adapters/repositories/users';
import { hashPassword, verifyPassword } from '../../domain/accounts/passwords';
import { normalizeEmail } from '../../domain/accounts/email';
import { rateRules } from '../../domain/accounts/rate-limits';
import { AppError, unauthenticated } from '../../domain/errors/app-error';
import { authMessages } from '../../../../shared/messages';
import { createLimiter } from '../accounts/limits';
import type { RequestMeta } from '../accounts/types';
import type { Clock, ServiceLog } from '../contracts/types';
import type { ExportResult, PersonalData } from '../personal-data';

export interface AccountSettingsDeps {
  users: Pick<UsersRepo, 'getById' | 'changePassword' | 'setEmailPreferences'>;
  payments: { listForUser(userId: string, limit?: number): Promise<PaymentRecord[]> };
  sessions: UserSessions;
  rateLimits: RateLimitRepo;
  personalData: PersonalData;
  clock: Clock;
  log: ServiceLog;
}

export function createAccountSettings(deps: AccountSettingsDeps) {
  const { users, payments, sessions, personalData, log } = deps;
  const limiter = createLimiter(deps);

  async function userOf(userId: string) {
    const user = await users.getById(userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /**
   * The password again, for what cannot be undone; wrong answers count like failed sign-ins. The
   * message goes on the form's `field`.
   */
  async function confirmPassword(userId: string, password: string, field: string, meta: RequestMeta) {
    const user = await userOf(userId);
    // The sign-in counter of this account at this address (services/accounts/authentication.ts).
    const key = `${normalizeEmail(user.email)} ${meta.clientAddress}`;
    await limiter.assertUnder(rateRules.loginFailuresPerAccountAddress, key, authMessages.tooManyAttempts);
    if (!(await verifyPassword(password, user.passwordHash))) {
      await limiter.hit(rateRules.loginFailuresPerAccountAddress, key);
      throw new AppError(403, 'WRONG_PASSWORD', accountMessages.wrongPassword, {
        fields: { [field]: accountMessages.wrongPassword },
      });
    }
    return user;
  }

  return {
    async summary(userId: string): Promise<AccountSummary> {
      const user = await userOf(userId);
      const purchases = await payments.listForUser(userId, 100);
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        createdAt: user.createdAt,
        subscriptionType: user.subscriptionType,
        creditsRemaining: user.creditsRemaining,
        emailPreferences: { ...defaultEmailPreferences, ...user.emailPreferences },
        purchases: purchases.map((p) => ({
          sessionId: p.sessionId,
          createdAt: p.createdAt,
          packageName: p.packageName,
          credits: p.credits,
          amount: p.amount,
          currency: p.currency,
          status: p.status,
        })),
      };
    },

    /** Sets the new password; every other session of the account ends, the caller's stays. */
    async changePassword(
      userId: string,
      sid: string,
      request: ChangePasswordRequest,
      meta: RequestMeta,
    ): Promise<void> {
      await confirmPassword(userId, request.currentPassword, 'currentPassword', meta);
      if (request.currentPassword === request.newPassword) {
        throw new AppError(400, 'VALIDATION_FAILED', accountMessages.samePassword, {
          fields: { newPassword: accountMessages.samePassword },
        });
      }
      await users.changePassword(userId, await hashPassword(request.newPassword));
      const ended = await sessions.revokeOthers(userId, sid);
      log.info('password changed', { userId, otherSessionsEnded: ended });
    },

    async setEmailPreferences(userId: string, preferences: EmailPreferences): Promise<EmailPreferences> {
      const user = await users.setEmailPreferences(userId, preferences);
      if (!user) throw unauthenticated();
      return { ...defaultEmailPreferences, ...user.emailPreferences };
    },

    /** Deletes the account and all its data once the password is confirmed. */
    async deleteAccount(userId: string, password: string, meta: RequestMeta): Promise<void> {
      const user = await confirmPassword(userId, password, 'password', meta);
      await personalData.deleteAccount({ userId, email: user.email });
    },

    async exportAccount(userId: string): Promise<ExportResult> {
      const user = await userOf(userId);
      return personalData.exportAccount({ userId, email: user.email });
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
