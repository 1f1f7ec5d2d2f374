/**
 * Stable machine codes carried by every API error body (`code`), next to the spec's
 * `message` and flags. Clients branch on these, never on message text.
 */
import { keyDateErrorCodes } from './key-dates-messages';
import { negotiationErrorCodes } from './negotiation-messages';
import { organizationErrorCodes } from './organization-messages';
import { paymentErrorCodes } from './payment-messages';
import { redlineErrorCodes } from './redline-messages';
import { uploadErrorCodes } from './upload-messages';

export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN_ORIGIN',
  'USER_EXISTS',
  'INVALID_CREDENTIALS',
  'NEEDS_RESET',
  'RATE_LIMITED',
  'TOKEN_INVALID',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
  'INSUFFICIENT_CREDITS',
  'EMAIL_NOT_VERIFIED',
  'IDEMPOTENCY_KEY_REUSED',
  'SERVICE_UNAVAILABLE',
  'WAITLIST_EXISTS',
  'EMAIL_UNAVAILABLE',
  'NEEDS_UPGRADE',
  'ANALYSIS_NOT_READY',
  'NOT_A_CONTRACT',
  'CONTRACT_IN_PROGRESS',
  'WRONG_PASSWORD',
  'REFERRAL_REPEATED',
  'ACCOUNT_ERASURE_BLOCKED',
  ...uploadErrorCodes,
  ...paymentErrorCodes,
  ...redlineErrorCodes,
  ...keyDateErrorCodes,
  ...organizationErrorCodes,
  ...negotiationErrorCodes,
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The shape of every error response body. Flags are those the spec's client reads. */
export interface ErrorBody {
  message: string;
  code: ErrorCode | string;
  userExists?: boolean;
  needsReset?: boolean;
  needsWaitlist?: boolean;
  freeUsed?: boolean;
  needsUpgrade?: boolean;
  upgradeTarget?: string;
  needsTopup?: boolean;
  needsCredits?: boolean;
  correlationId?: string;
  /** Field-level validation messages, keyed by field name. */
  fields?: Record<string, string>;
}
