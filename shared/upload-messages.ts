/**
 * Upload and extraction strings from the specification (sections 5, 8 and 9), word for word where
 * the spec words them, plus the stable codes the API attaches. The client shows the title as the
 * toast title and the message as its body.
 */

export const uploadLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxMegabytes: 25,
  extensions: ['.docx', '.pdf'] as const,
} as const;

export const uploadMessages = {
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: (file: string) => `Failed to upload ${file}. Please try again.`,
  notAPdf: (file: string) => `Please upload a PDF file. ${file} is not a valid PDF.`,
  processingFailedTitle: 'Processing Failed',
  docxProcessingFailed: 'Failed to process DOCX file.',
  pdfUploadFailed: 'PDF upload failed. Please try again.',
  pdfNoText: 'Text cannot be extracted from this PDF. Please try a different file.',
  /** docs/product-spec.md section 5 and 9: one file, up to 25 MB, .docx or .pdf only. */
  tooLarge: (file: string) => `${file} is larger than 25 MB. Please upload a file up to 25 MB.`,
  wrongType: (file: string) => `${file} is not a supported file. Please upload a .docx or .pdf file.`,
  notADocx: (file: string) => `Please upload a DOCX file. ${file} is not a valid Word document.`,
  /** Not worded by the spec: the page cap, stated (PDF_MAX_PAGES). */
  pdfTooManyPages: (file: string, max: number) =>
    `${file} has more than ${max} pages. Please upload a contract of up to ${max} pages.`,
  /** Not worded by the spec: the cap on scanned pages read by OCR, stated (OCR_MAX_PAGES). */
  pdfTooManyScannedPages: (file: string, max: number) =>
    `${file} has more than ${max} scanned pages. Please upload a text-based PDF or a scan of up to ${max} pages.`,
  /** Not worded by the spec: OCR ran past its time budget (OCR_PAGE_BUDGET_MS per page). */
  pdfScanTooSlow: (file: string, seconds: number) =>
    `Reading the scanned pages of ${file} took longer than ${seconds} seconds. Please try a clearer scan or a text-based PDF.`,
  /**
   * Not worded by the spec: an extraction job that could not finish (every attempt failed, or it
   * was lost); the upload is deleted, so the user is asked to upload again.
   */
  extractionLost: (file: string) => `Reading ${file} did not finish. Please upload it again.`,
  /** Not worded by the spec: a page draws more than the limit (pdf-limits.ts), stated. */
  pdfTooComplex: (file: string, max: number) =>
    `${file} has a page too complex to read (more than ${max.toLocaleString('en-US')} drawing operations). Please upload a simpler PDF, for example the contract printed to PDF again.`,
  /** Not worded by the spec: uploads (text extraction, OCR) are for verified accounts. */
  verifyEmailFirst:
    'Please verify your email address before uploading files: open the link we sent you, or ask for a new one.',
  /** Not worded by the spec: the hourly processing limit (domain/uploads/rate-limits.ts), stated. */
  processingPerHour: (files: number) =>
    `You can process up to ${files} files an hour. Please wait a few minutes and try again.`,
  /** Not worded by the spec: the daily page limits (domain/uploads/rate-limits.ts), stated. */
  pageQuota: (pages: number, ocrPages: number) =>
    `You can read up to ${pages} PDF pages a day, ${ocrPages} of them scanned. Please try again tomorrow, or paste the contract text.`,
  /** Not worded by the spec; a clear reason where the generic PDF message would mislead. */
  pdfEncrypted: (file: string) => `${file} is password-protected. Please remove the password and upload it again.`,
} as const;

export const uploadErrorCodes = [
  'UPLOAD_TOO_LARGE',
  'UPLOAD_WRONG_TYPE',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_FAILED',
  'DOCX_INVALID',
  'DOCX_PROCESSING_FAILED',
  'PDF_INVALID',
  'PDF_ENCRYPTED',
  'PDF_NO_TEXT',
  'PDF_TOO_MANY_PAGES',
  'PDF_SCAN_TOO_SLOW',
  'PDF_TOO_COMPLEX',
  'EXTRACTION_NOT_FOUND',
  'EXTRACTION_LOST',
] as const;

export type UploadErrorCode = (typeof uploadErrorCodes)[number];
