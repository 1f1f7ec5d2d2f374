/**
 * Who may spend on uploads: text extraction and OCR cost CPU time and Textract pages, so only a
 * verified account may upload, and processing is limited per user and hour (pages per day are
 * counted by the upload service, services/uploads/page-quota.ts).
 */
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { rateLimited } from '../../domain/errors/app-error';
import { uploadProcessingPerUser } from '../../domain/uploads/rate-limits';
import { uploadMessages } from '../../../../shared/upload-messages';
import { AppError } from '../../domain/errors/app-error';
import { getUploadRateLimits } from './deps';

/** Counts one processing request; 429 with Retry-After and the limit stated once the user is over the hour's limit. */
export async function takeUploadProcessing(
  userId: string,
  rule: RateRule = uploadProcessingPerUser,
  now = Date.now(),
): Promise<void> {
  const window = rateWindow(rule, userId, now);
  if ((await getUploadRateLimits().hit(window)) > rule.limit)
    throw rateLimited(uploadMessages.processingPerHour(rule.limit), retryAfterSeconds(window, now));
}

/** 403 EMAIL_NOT_VERIFIED for an account that has not verified its email (it cannot upload). */
export function requireVerified(user: { isVerified: boolean }): void {
  if (!user.isVerified) throw new AppError(403, 'EMAIL_NOT_VERIFIED', uploadMessages.verifyEmailFirst);
}
