/**
 * Renders upload failures with the spec's section 8 messages and stable codes. Anything unexpected
 * becomes the spec's generic upload or processing failure (never a stack trace); the detail goes to
 * the logs only.
 */
import type { UploadKind } from '../../../../shared/schemas/uploads';
import { uploadMessages } from '../../../../shared/upload-messages';
import { UploadError } from '../../services/uploads/errors';
import { AppError } from '../core/errors';
import { log } from '../core/log';

export type UploadStep = 'presign' | 'process';

export function toUploadAppError(err: unknown, kind: UploadKind, step: UploadStep, filename: string): AppError {
  if (err instanceof AppError) return err;
  if (!(err instanceof UploadError)) {
    log.error('upload failed unexpectedly', { kind, step, error: err });
    if (step === 'presign') return new AppError(500, 'UPLOAD_FAILED', uploadMessages.uploadFailed(filename));
    return kind === 'docx'
      ? new AppError(500, 'DOCX_PROCESSING_FAILED', uploadMessages.docxProcessingFailed)
      : new AppError(500, 'UPLOAD_FAILED', uploadMessages.pdfUploadFailed);
  }
  log.info('upload refused', { kind, step, reason: err.reason, detail: err.detail });
  switch (err.reason) {
    case 'not-found':
      return new AppError(404, 'UPLOAD_NOT_FOUND', uploadMessages.uploadFailed(filename));
    case 'too-large':
      return new AppError(413, 'UPLOAD_TOO_LARGE', uploadMessages.tooLarge(filename));
    case 'wrong-type':
      return kind === 'pdf'
        ? new AppError(400, 'UPLOAD_WRONG_TYPE', uploadMessages.notAPdf(filename))
        : new AppError(400, 'UPLOAD_WRONG_TYPE', uploadMessages.wrongType(filename));
    case 'docx-invalid':
    case 'docx-too-large':
    case 'docx-unsafe-xml':
      return new AppError(422, 'DOCX_INVALID', uploadMessages.docxProcessingFailed);
    case 'pdf-invalid':
      return new AppError(422, 'PDF_INVALID', uploadMessages.notAPdf(filename));
    case 'pdf-encrypted':
      return new AppError(422, 'PDF_ENCRYPTED', uploadMessages.pdfEncrypted(filename));
    case 'pdf-no-text':
      return new AppError(422, 'PDF_NO_TEXT', uploadMessages.pdfNoText);
  }
}
