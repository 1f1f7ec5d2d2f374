/**
 * docs/product-spec.md section 8, contract submission: which dialog a refused submission opens, read from the
 * error body's flags. Null means "anything else": a toast with the message.
 */
import { contractMessages } from '../../../../shared/messages';
import { ApiError } from '../../lib/api';

export type SubmitBlock = 'limitedAccess' | 'freeUsed' | 'reviewLimit' | 'creditLimit' | 'noReviews' | 'verifyEmail';

export function submitBlockFor(error: unknown): SubmitBlock | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body ?? {};
  if (body.needsWaitlist) return 'limitedAccess';
  // Not in the spec: an unverified account is told what to do (open the link, or have it resent).
  if (body.code === 'EMAIL_NOT_VERIFIED') return 'verifyEmail';
  if (body.freeUsed) return 'freeUsed';
  if (body.needsUpgrade && body.upgradeTarget === 'professional') return 'reviewLimit';
  if (body.needsTopup) return 'creditLimit';
  if (body.needsCredits || (error.serverMessage ?? '').includes(contractMessages.insufficientCredits))
    return 'noReviews';
  return null;
}

/** Field messages of a refusal about the form's own values (a text that is not a contract). */
export function submitFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.body?.fields) return null;
  return error.body.fields;
}

/** The toast text for a refusal that opens no dialog. */
export function submitErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || contractMessages.submitFailedFallback;
}
