/**
 * Upload processing is limited per user (issue 13 item 5): text extraction and OCR cost CPU time
 * and Textract pages, and nothing else stops a script from processing the same file all day.
 */
import { authMessages } from '../../../../shared/messages';
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { rateLimited } from '../../domain/errors/app-error';
import { uploadProcessingPerUser } from '../../domain/uploads/rate-limits';
import { getUploadRateLimits } from './deps';

/** Counts one processing request; 429 with Retry-After once the user is over the hour's limit. */
export async function takeUploadProcessing(userId: string, rule: RateRule = uploadProcessingPerUser, now = Date.now()): Promise<void> {
  const window = rateWindow(rule, userId, now);
  if ((await getUploadRateLimits().hit(window)) > rule.limit) throw rateLimited(authMessages.tooManyRequests, retryAfterSeconds(window, now));
}
