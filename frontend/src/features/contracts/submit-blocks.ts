/**
 * Spec section 8, contract submission: which dialog a refused submission opens, read from the
 * error body's flags. Null means "anything else": a toast with the message.
 */
import { contractMessages } from '../../../../shared/messages';
import { ApiError } from '../../lib/api';

export type SubmitBlock = 'limitedAccess' | 'freeUsed' | 'reviewLimit' | 'creditLimit' | 'noReviews';

export function submitBlockFor(error: unknown): SubmitBlock | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body ?? {};
  if (body.needsWaitlist) return 'limitedAccess';
  if (body.freeUsed) return 'freeUsed';
  if (body.needsUpgrade && body.upgradeTarget === 'professional') return 'reviewLimit';
  if (body.needsTopup) return 'creditLimit';
  if (body.needsCredits || (error.serverMessage ?? '').includes(contractMessages.insufficientCredits)) return 'noReviews';
  return null;
}

/** The toast text for a refusal that opens no dialog. */
export function submitErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || contractMessages.submitFailedFallback;
}
