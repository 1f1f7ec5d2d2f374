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
  /** Spec section 5 and 9: one file, up to 25 MB, .docx or .pdf only. */
  tooLarge: (file: string) => `${file} is larger than 25 MB. Please upload a file up to 25 MB.`,
  wrongType: (file: string) => `${file} is not a supported file. Please upload a .docx or .pdf file.`,
  notADocx: (file: string) => `Please upload a DOCX file. ${file} is not a valid Word document.`,
  /** Not worded by the spec; a clear reason where the generic PDF message would mislead. */
  pdfEncrypted: (file: string) =>
    `${file} is password-protected. Please remove the password and upload it again.`,
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
] as const;

export type UploadErrorCode = (typeof uploadErrorCodes)[number];
