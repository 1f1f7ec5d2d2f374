/**
 * Turns a failed upload into the docs/product-spec.md section 8 toast. Client-side checks (type, 25 MB) run first,
 * so the server is only asked about files that could be accepted.
 */
import { uploadLimits, uploadMessages as m } from '../../../../shared/upload-messages';
import { acceptedContentTypes, isWithinUploadLimit, type UploadKind } from '../../../../shared/schemas/uploads';
import { ApiError } from '../../lib/api';

export interface UploadToast {
  title: string;
  description?: string;
}

export type UploadStage = 'upload' | 'extract';

/** The spec's file rules, checked in the browser before any call. Null when the file may go up. */
export function checkFileBeforeUpload(kind: UploadKind, file: File): UploadToast | null {
  const extension = kind === 'docx' ? '.docx' : '.pdf';
  const typeOk =
    file.name.toLowerCase().endsWith(extension) && (file.type === '' || acceptedContentTypes[kind].includes(file.type));
  if (!typeOk) return { title: kind === 'pdf' ? m.notAPdf(file.name) : m.notADocx(file.name) };
  if (!isWithinUploadLimit(file.size)) {
    return file.size === 0
      ? { title: m.uploadFailedTitle, description: m.uploadFailed(file.name) }
      : { title: m.tooLarge(file.name) };
  }
  return null;
}

function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError && typeof error.body?.code === 'string' ? error.body.code : undefined;
}

export function uploadErrorToast(kind: UploadKind, stage: UploadStage, filename: string, error: unknown): UploadToast {
  switch (codeOf(error)) {
    case 'UPLOAD_TOO_LARGE':
      return { title: m.tooLarge(filename) };
    case 'UPLOAD_WRONG_TYPE':
    case 'PDF_INVALID':
    case 'DOCX_INVALID':
      return { title: kind === 'pdf' ? m.notAPdf(filename) : m.notADocx(filename) };
    case 'PDF_ENCRYPTED':
      return { title: m.pdfEncrypted(filename) };
    case 'PDF_NO_TEXT':
      return { title: m.pdfNoText };
    case 'PDF_TOO_MANY_PAGES':
    case 'PDF_SCAN_TOO_SLOW':
    case 'PDF_TOO_COMPLEX':
    case 'EXTRACTION_LOST':
    case 'EMAIL_NOT_VERIFIED':
    case 'RATE_LIMITED':
      // The server's message states the limit (page cap, OCR time budget, operators, pages per day),
      // that a job was lost, or that the account must verify its email first.
      return { title: m.processingFailedTitle, description: (error as ApiError).serverMessage ?? m.pdfNoText };
  }
  if (kind === 'docx') {
    return stage === 'upload'
      ? { title: m.uploadFailedTitle, description: m.uploadFailed(filename) }
      : { title: m.processingFailedTitle, description: m.docxProcessingFailed };
  }
  return stage === 'upload'
    ? { title: m.pdfUploadFailed }
    : { title: m.processingFailedTitle, description: m.pdfNoText };
}

export const ACCEPT_ATTRIBUTE: Record<UploadKind, string> = {
  docx: `.docx,${acceptedContentTypes.docx[0]}`,
  pdf: '.pdf,application/pdf',
};

export const MAX_UPLOAD_MB = uploadLimits.maxMegabytes;
