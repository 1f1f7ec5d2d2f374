/**
 * The one error type of the functions. Handlers throw AppError; `toErrorResponse` is the one place
 * that renders errors, so every error body has the spec's `message` plus a stable `code`.
 */
import type { ErrorBody, ErrorCode } from '../../../../shared/error-codes';
import { genericMessages } from '../../../../shared/messages';

type Flags = Omit<ErrorBody, 'message' | 'code' | 'correlationId'>;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly flags: Flags = {},
    /** Extra response headers, e.g. Retry-After on a rate limit. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { message: this.message, code: this.code, ...this.flags };
  }
}

export const notFound = (message: string = genericMessages.notFound) => new AppError(404, 'NOT_FOUND', message);

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', genericMessages.unauthenticated);

export const validationFailed = (message: string, fields: Record<string, string> = {}) =>
  new AppError(400, 'VALIDATION_FAILED', message, { fields });
