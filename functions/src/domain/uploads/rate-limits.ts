/** Rate limit of upload processing (same fixed-window scheme as domain/accounts/rate-limits.ts). */
import type { RateRule } from '../accounts/rate-limits';

/** Extractions a user may start per hour: each reads a file and may run OCR (Textract is paid per page). */
export const uploadProcessingPerUser: RateRule = { name: 'upload-process-user', limit: 40, windowSeconds: 3600 };
