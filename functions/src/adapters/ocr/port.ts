/**
 * OCR for PDF pages without a usable text layer. Two implementations: `local` (tesseract.js,
 * offline, warm workers) renders pages itself through `renderPage`; `textract` reads the stored
 * object from S3 (StartDocumentTextDetection) and keeps only the pages asked for.
 */

export interface OcrSource {
  /** Where the PDF is stored; Textract reads it from there. */
  location: { bucket: string; key: string };
  /** Renders one page (1-based) to an image file (8-bit grey PGM) for engines that take images. */
  renderPage(pageNumber: number): Promise<Uint8Array>;
  /** Told as each requested page is recognised (progress); engines that read all at once call it at the end. */
  onPageDone?(pageNumber: number): void;
}

export interface OcrPort {
  readonly provider: 'local' | 'textract';
  /** Text per requested page (1-based); a page the engine could not read maps to ''. */
  recognisePages(source: OcrSource, pageNumbers: readonly number[]): Promise<Map<number, string>>;
}

export class OcrError extends Error {
  override name = 'OcrError';
}
