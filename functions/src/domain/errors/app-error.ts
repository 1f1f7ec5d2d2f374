/**
 * The one application error type of the functions: an HTTP status, a stable machine `code`, the spec's
 * user-facing `message`, the client flags of docs/DESIGN.md section 7 and optional response headers.
 * It lives in domain (pure, no I/O) so services, jobs and handlers all throw the same type; the http
 * layer's `toErrorResponse` is the one place that renders it.
 */
import type { ErrorBody, ErrorCode } from '../../../../shared/error-codes';
import { genericMessages } from '../../../../shared/messages';

type Flags = Omit<ErrorBody, 'message' | 'code' | 'correlationId'>;

export class AppError extends Error {
  override name = 'AppError';
  /** What went wrong, for operators' logs only (never in a response body). */
  detail?: string;

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

  /** Attaches the log-only detail; returns the error so a throw site stays one line. */
  because(detail: string): this {
    this.detail = detail;
    return this;
  }

  body(): ErrorBody {
    return { message: this.message, code: this.code, ...this.flags };
  }
}

export const notFound = (message: string = genericMessages.notFound) => new AppError(404, 'NOT_FOUND', message);

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', genericMessages.unauthenticated);

export const validationFailed = (message: string, fields: Record<string, string> = {}) =>
  new AppError(400, 'VALIDATION_FAILED', message, { fields });

/** A rate limit with the seconds to wait (the Retry-After header). */
export const rateLimited = (message: string, retryAfterSeconds = 60) =>
  new AppError(429, 'RATE_LIMITED', message, {}, { 'retry-after': String(retryAfterSeconds) });
