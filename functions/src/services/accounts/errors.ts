/**
 * The account use-cases' failures as AppErrors with the spec's messages (section 8). The context of
 * a failed link (verification or reset) picks its message; the HTTP layer renders them unchanged.
 */
import { authMessages, resetMessages, verificationMessages } from '../../../../shared/messages';
import { AppError, rateLimited } from '../../domain/errors/app-error';

export const accountErrors = {
  userExists: () => new AppError(409, 'USER_EXISTS', authMessages.accountExistsBody, { userExists: true }),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials),
  needsReset: () => new AppError(403, 'NEEDS_RESET', authMessages.resetRequiredBody, { needsReset: true }),
  sessionExpired: () => new AppError(401, 'SESSION_EXPIRED', authMessages.sessionExpired),
  /** Sign-in failures have their own wording; every other account limit says "Too many requests". */
  rateLimited: (retryAfterSeconds: number, message: string = authMessages.tooManyRequests) =>
    rateLimited(message, retryAfterSeconds),
  tokenInvalid: (link: 'verify' | 'reset') =>
    new AppError(400, 'TOKEN_INVALID', link === 'reset' ? resetMessages.failureScreen : verificationMessages.toastBody),
};

/** True for the failure `authenticate` throws for a cookie whose session is gone. */
export const isSessionExpired = (err: unknown): boolean => err instanceof AppError && err.code === 'SESSION_EXPIRED';
