/**
 * Why an extraction failed, independent of HTTP. The uploads handler maps each reason to the spec's
 * message and a stable code; operators get the `detail` in the logs only.
 */
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
  | 'pdf-no-text'
  /** More bytes than the upload limit. */
  | 'too-large';

export class ExtractionError extends Error {
  override name = 'ExtractionError';
  constructor(
    readonly reason: ExtractionFailure,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}
