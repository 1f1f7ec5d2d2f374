/** The upload use-cases' failures as AppErrors with the spec's section 8 messages and stable codes. */
import type { UploadKind } from '../../../../shared/schemas/uploads';
import { uploadMessages } from '../../../../shared/upload-messages';
import { AppError } from '../../domain/errors/app-error';

export const uploadErrors = {
  notFound: (filename: string) => new AppError(404, 'UPLOAD_NOT_FOUND', uploadMessages.uploadFailed(filename)),
  tooLarge: (filename: string) => new AppError(413, 'UPLOAD_TOO_LARGE', uploadMessages.tooLarge(filename)),
  wrongType: (kind: UploadKind, filename: string) =>
    new AppError(
      400,
      'UPLOAD_WRONG_TYPE',
      kind === 'pdf' ? uploadMessages.notAPdf(filename) : uploadMessages.wrongType(filename),
    ),
  /** Anything unexpected while handing out an upload URL. */
  presignFailed: (filename: string) => new AppError(500, 'UPLOAD_FAILED', uploadMessages.uploadFailed(filename)),
  /** Anything unexpected while reading an upload: the spec's generic processing failure. */
  processFailed: (kind: UploadKind) =>
    kind === 'docx'
      ? new AppError(500, 'DOCX_PROCESSING_FAILED', uploadMessages.docxProcessingFailed)
      : new AppError(500, 'UPLOAD_FAILED', uploadMessages.pdfUploadFailed),
};
