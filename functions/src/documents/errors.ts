/**
 * Why an extraction failed, as the one AppError: the spec's message (section 8) and a stable code for
 * the user, the reason and detail ("pdf-encrypted: needs a password") for operators' logs only.
 */
import { uploadMessages } from '../../../shared/upload-messages';
import { AppError } from '../domain/errors/app-error';

export type ExtractionFailure =
  /** Not a ZIP, not OOXML, no word/document.xml, or a part failed to parse. */
  | 'docx-invalid'
  /** Zip bomb defences: too many entries, too large when inflated, or an implausible ratio. */
  | 'docx-too-large'
  /** A DOCTYPE (and with it any entity declaration) in a part: Word never writes one. */
  | 'docx-unsafe-xml'
  /** Macros (a VBA project, a macro-enabled main part, ActiveX, a remote template), whatever the file is named. */
  | 'docx-macros'
  /** Not a PDF (no %PDF- header) or pdf.js could not parse it. */
  | 'pdf-invalid'
  /** The PDF needs a password to open. */
  | 'pdf-encrypted'
  /** Neither the text layer nor OCR produced usable text. */
  | 'pdf-no-text'
  /** More pages than the page cap (the limit is stated in the message). */
  | 'pdf-too-many-pages'
  /** More pages needing OCR than the OCR cap (the limit is stated in the message). */
  | 'pdf-too-many-scanned-pages'
  /** OCR did not finish within its time budget (pages x the budget per page). */
  | 'pdf-scan-too-slow'
  /** A page draws more operators than pdf-limits.ts allows (the limit is stated in the message). */
  | 'pdf-too-complex';

/** How messages name a file when the caller did not say (the CLI, tests). */
const UNNAMED = 'This file';

/**
 * The AppError for a failed extraction of `filename`; `detail` starts with the reason. `limit` is the
 * cap or budget the message states (pages, or seconds for a slow scan).
 */
export function extractionFailed(reason: ExtractionFailure, detail: string, filename = UNNAMED, limit = 0): AppError {
  const because = `${reason}: ${detail}`;
  switch (reason) {
    case 'docx-invalid':
    case 'docx-too-large':
    case 'docx-unsafe-xml':
    case 'docx-macros':
      return new AppError(422, 'DOCX_INVALID', uploadMessages.docxProcessingFailed).because(because);
    case 'pdf-invalid':
      return new AppError(422, 'PDF_INVALID', uploadMessages.notAPdf(filename)).because(because);
    case 'pdf-encrypted':
      return new AppError(422, 'PDF_ENCRYPTED', uploadMessages.pdfEncrypted(filename)).because(because);
    case 'pdf-no-text':
      return new AppError(422, 'PDF_NO_TEXT', uploadMessages.pdfNoText).because(because);
    case 'pdf-too-many-pages':
      return new AppError(422, 'PDF_TOO_MANY_PAGES', uploadMessages.pdfTooManyPages(filename, limit)).because(because);
    case 'pdf-too-many-scanned-pages':
      return new AppError(422, 'PDF_TOO_MANY_PAGES', uploadMessages.pdfTooManyScannedPages(filename, limit)).because(
        because,
      );
    case 'pdf-too-complex':
      return new AppError(422, 'PDF_TOO_COMPLEX', uploadMessages.pdfTooComplex(filename, limit)).because(because);
    case 'pdf-scan-too-slow':
      return new AppError(422, 'PDF_SCAN_TOO_SLOW', uploadMessages.pdfScanTooSlow(filename, limit)).because(because);
  }
}

/** The reason of an extraction failure (tests and logs), read back from its detail. */
export function extractionReason(err: unknown): string | undefined {
  return err instanceof AppError ? err.detail?.split(':')[0] : undefined;
}
