/**
 * Why an extraction failed, as the one AppError: the spec's message (section 8) and a stable code for
 * the user, the reason and detail ("pdf-encrypted: needs a password") for operators' logs only.
 */
import { uploadMessages } from '../../../../shared/upload-messages';
import { AppError } from '../../domain/errors/app-error';

export type ExtractionFailure =
  /** Not a ZIP, not OOXML, no word/document.xml, or a part failed to parse. */
  | 'docx-invalid'
  /** Zip bomb defences: too many entries, too large when inflated, or an implausible ratio. */
  | 'docx-too-large'
  /** A DOCTYPE (and with it any entity declaration) in a part: Word never writes one. */
  | 'docx-unsafe-xml'
  /** Not a PDF (no %PDF- header) or pdf.js could not parse it. */
  | 'pdf-invalid'
  /** The PDF needs a password to open. */
  | 'pdf-encrypted'
  /** Neither the text layer nor OCR produced usable text. */
  | 'pdf-no-text';

/** How messages name a file when the caller did not say (the CLI, tests). */
const UNNAMED = 'This file';

/** The AppError for a failed extraction of `filename`; `detail` starts with the reason. */
export function extractionFailed(reason: ExtractionFailure, detail: string, filename = UNNAMED): AppError {
  const because = `${reason}: ${detail}`;
  switch (reason) {
    case 'docx-invalid':
    case 'docx-too-large':
    case 'docx-unsafe-xml':
      return new AppError(422, 'DOCX_INVALID', uploadMessages.docxProcessingFailed).because(because);
    case 'pdf-invalid':
      return new AppError(422, 'PDF_INVALID', uploadMessages.notAPdf(filename)).because(because);
    case 'pdf-encrypted':
      return new AppError(422, 'PDF_ENCRYPTED', uploadMessages.pdfEncrypted(filename)).because(because);
    case 'pdf-no-text':
      return new AppError(422, 'PDF_NO_TEXT', uploadMessages.pdfNoText).because(because);
  }
}

/** The reason of an extraction failure (tests and logs), read back from its detail. */
export function extractionReason(err: unknown): string | undefined {
  return err instanceof AppError ? err.detail?.split(':')[0] : undefined;
}
