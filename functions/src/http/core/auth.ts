/**
 * Who is calling. Any Lambda that acts for a signed-in user calls requireSession(event): it returns
 * the user or throws a 401 (UNAUTHENTICATED without a cookie, SESSION_EXPIRED for a cookie whose
 * session ended, was revoked, or was never ours). Account-service failures become AppErrors here.
 */
import { authMessages, genericMessages, resetMessages, verificationMessages } from '../../../../shared/messages';
import { AccountError, type User } from '../../services/accounts';
import { getAccountService } from './accounts';
import { readSessionCookie } from './cookies';
import { AppError, unauthenticated } from './errors';
import type { ApiEvent } from './request';

export interface SessionContext {
  userId: string;
  user: User;
  sid: string;
}

export async function requireSession(event: ApiEvent): Promise<SessionContext> {
  const token = readSessionCookie(event);
  if (!token) throw unauthenticated();
  try {
    const { user, sid } = await (await getAccountService()).authenticate(token, { touch: true });
    return { userId: user.id, user, sid };
  } catch (err) {
    throw toAppError(err);
  }
}

/** Which call failed: picks the message of TOKEN_INVALID (the failed link) and RATE_LIMITED. */
export type ErrorContext = 'login' | 'verify' | 'reset';

/** Maps the account service's failures to HTTP errors with the spec's messages; rethrows the rest. */
export function toAppError(err: unknown, context: ErrorContext = 'login'): unknown {
  if (!(err instanceof AccountError)) return err;
  switch (err.code) {
    case 'USER_EXISTS':
      return new AppError(409, 'USER_EXISTS', authMessages.accountExistsBody, { userExists: true });
    case 'INVALID_CREDENTIALS':
      return new AppError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials);
    case 'NEEDS_RESET':
      return new AppError(403, 'NEEDS_RESET', authMessages.resetRequiredBody, { needsReset: true });
    case 'RATE_LIMITED':
      return new AppError(429, 'RATE_LIMITED', context === 'login' ? authMessages.tooManyAttempts : authMessages.tooManyRequests, {}, {
        'retry-after': String(err.retryAfterSeconds ?? 60),
      });
    case 'TOKEN_INVALID':
      return new AppError(
        400,
        'TOKEN_INVALID',
        context === 'reset' ? resetMessages.failureScreen : verificationMessages.toastBody,
      );
    case 'SESSION_EXPIRED':
      return new AppError(401, 'SESSION_EXPIRED', authMessages.sessionExpired);
    case 'UNAUTHENTICATED':
      return new AppError(401, 'UNAUTHENTICATED', genericMessages.unauthenticated);
  }
}
