/** Rate limit of upload processing (same fixed-window scheme as domain/accounts/rate-limits.ts). */
import type { RateRule } from '../accounts/rate-limits';

/** Extractions a user may start per hour: each reads a file and may run OCR (Textract is paid per page). */
export const uploadProcessingPerUser: RateRule = { name: 'upload-process-user', limit: 40, windowSeconds: 3600 };

/** PDF pages read per user and UTC day (text layer or OCR): extraction costs CPU per page, not per call. */
export const pdfPagesPerUserDay: RateRule = { name: 'pdf-pages-user', limit: 600, windowSeconds: 86_400 };

/** Of those, pages read by OCR (Textract is paid per page; a local OCR page costs seconds of CPU). */
export const ocrPagesPerUserDay: RateRule = { name: 'ocr-pages-user', limit: 100, windowSeconds: 86_400 };
