/**
 * PDF to plain text: the text layer first (pdf.js, with line and paragraph reconstruction), and OCR
 * only for pages whose text layer is missing or unusable (scans). Running headers, footers and page
 * numbers are removed (./running-lines.ts); pages are joined in order with a blank line between them.
 */
import type { OcrPort } from '../../adapters/ocr/port';
import { extractionFailed } from '../../documents/errors';
import { normaliseText } from '../../documents/normalise';
import { checkPdfComplexity } from '../../documents/pdf/pdf-limits';
import { isUsablePageText, layoutPageText, meaningfulChars, type TextRun } from '../../documents/pdf/pdf-layout';
import { removeRunningLines } from '../../documents/pdf/running-lines';
import { isPasswordError, openPdf, renderPageGrey, type PdfDocument } from './pdfjs';

export interface PdfExtractionOptions {
  ocr: OcrPort;
  /** Where the PDF is stored (Textract reads it there). */
  location: { bucket: string; key: string };
  /** Rendering resolution for OCR. */
  dpi?: number;
  /** More pages than this needing OCR is refused rather than half-read (the message states it). */
  maxOcrPages?: number;
  /** More pages than this is refused before any page is read (the message states it). */
  maxPages?: number;
  /** OCR time budget per page needing it, in ms: OCR running past pages x budget is refused. */
  ocrPageBudgetMs?: number;
  /** How error messages name the file (the user's filename). */
  filename?: string;
  /**
   * Inline mode (the API call): a PDF over this many pages, or with any page needing OCR, is not
   * read here; a LongExtraction is thrown instead, so the caller can hand it to the extraction job.
   */
  inlineMaxPages?: number;
  /** Called as pages are read (text layer first, then each OCR page as it finishes). */
  onProgress?: (pagesRead: number, pagesTotal: number) => void;
  /**
   * Told the page count before any page is read, and the count needing OCR before OCR starts; a
   * rejection (a daily page limit) stops the extraction there.
   */
  beforePages?: (pagesTotal: number) => Promise<void>;
  beforeOcr?: (pages: number) => Promise<void>;
}

/** Not a failure: the PDF needs the extraction job (too many pages, or scanned pages to OCR). */
export class LongExtraction extends Error {
  override name = 'LongExtraction';
  constructor(
    readonly pagesTotal: number,
    readonly reason: 'pages' | 'ocr',
  ) {
    super(`needs the extraction job: ${reason === 'pages' ? `${pagesTotal} pages` : 'pages need OCR'}`);
  }
}

export interface PageReport {
  page: number;
  source: 'text' | 'ocr';
  chars: number;
}

export interface PdfExtraction {
  text: string;
  pages: PageReport[];
}

/** Defaults of the page cap and the OCR budget (the functions' config sets both: PDF_MAX_PAGES, OCR_PAGE_BUDGET_MS). */
export const DEFAULT_MAX_PAGES = 300;
export const DEFAULT_OCR_PAGE_BUDGET_MS = 120_000;

/** The work's result, or the budget's error once `ms` have passed (the work is left to finish unobserved). */
async function withinBudget<T>(work: Promise<T>, ms: number, overBudget: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(overBudget()), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  // %PDF-
  return (
    bytes.length >= 5 &&
    bytes[0] === 0x25 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x44 &&
    bytes[3] === 0x46 &&
    bytes[4] === 0x2d
  );
}

export async function extractPdfText(bytes: Uint8Array, options: PdfExtractionOptions): Promise<PdfExtraction> {
  if (!looksLikePdf(bytes)) throw extractionFailed('pdf-invalid', 'no %PDF- header', options.filename);
  // Before pdf.js parses any page: its work on a page cannot be cut short once started.
  const { pagesWithoutText } = await checkPdfComplexity(bytes, options.filename);
  let doc: PdfDocument;
  try {
    doc = await openPdf(bytes);
  } catch (err) {
    if (isPasswordError(err)) throw extractionFailed('pdf-encrypted', 'needs a password', options.filename);
    throw extractionFailed('pdf-invalid', (err as Error).message, options.filename);
  }
  try {
    const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    if (doc.numPages > maxPages) {
      throw extractionFailed(
        'pdf-too-many-pages',
        `${doc.numPages} pages (limit ${maxPages})`,
        options.filename,
        maxPages,
      );
    }
    const total = doc.numPages;
    if (options.inlineMaxPages !== undefined && total > options.inlineMaxPages)
      throw new LongExtraction(total, 'pages');
    await options.beforePages?.(total);
    const texts: string[] = [];
    const needOcr: number[] = [];
    for (let n = 1; n <= total; n++) {
      const text = await pageText(doc, n, pagesWithoutText);
      texts.push(text);
      if (!isUsablePageText(text)) needOcr.push(n);
      // Inline mode stops at the first scanned page: the job will read the whole document.
      if (options.inlineMaxPages !== undefined && needOcr.length > 0) throw new LongExtraction(total, 'ocr');
    }
    // Pages with a usable text layer are read; those needing OCR count as they finish.
    let read = total - needOcr.length;
    options.onProgress?.(read, total);
    const sources = texts.map<PageReport['source']>(() => 'text');
    if (needOcr.length > 0) {
      const max = options.maxOcrPages ?? 30;
      if (needOcr.length > max) {
        throw extractionFailed(
          'pdf-too-many-scanned-pages',
          `${needOcr.length} pages need OCR (limit ${max})`,
          options.filename,
          max,
        );
      }
      await options.beforeOcr?.(needOcr.length);
      const dpi = options.dpi ?? 150;
      const budgetMs = needOcr.length * (options.ocrPageBudgetMs ?? DEFAULT_OCR_PAGE_BUDGET_MS);
      const ocrTexts = await withinBudget(
        options.ocr.recognisePages(
          {
            location: options.location,
            renderPage: (n) => renderPageGrey(doc, n, dpi),
            onPageDone: () => options.onProgress?.((read = Math.min(total, read + 1)), total),
          },
          needOcr,
        ),
        budgetMs,
        () =>
          extractionFailed(
            'pdf-scan-too-slow',
            `${needOcr.length} OCR pages over ${budgetMs} ms`,
            options.filename,
            Math.ceil(budgetMs / 1000),
          ),
      );
      for (const n of needOcr) {
        const ocrText = normaliseText(ocrTexts.get(n) ?? '');
        // Keep whichever reads better: a sparse but real text layer beats a noisy OCR of it.
        if (meaningfulChars(ocrText) > meaningfulChars(texts[n - 1] ?? '')) {
          texts[n - 1] = ocrText;
          sources[n - 1] = 'ocr';
        }
      }
    }
    // Page furniture (running headers, footers, page numbers) is not contract text.
    const body = removeRunningLines(texts).pages;
    const text = normaliseText(body.filter((t) => t.trim() !== '').join('\n\n'));
    if (meaningfulChars(text) === 0) throw extractionFailed('pdf-no-text', 'no text in any page', options.filename);
    return { text, pages: texts.map((t, i) => ({ page: i + 1, source: sources[i]!, chars: t.length })) };
  } finally {
    await doc.destroy();
  }
}

/** A page's text layer; '' without reading it for a page pdf-limits.ts found no text in (`withoutText`). */
async function pageText(doc: PdfDocument, pageNumber: number, withoutText: ReadonlySet<string>): Promise<string> {
  const page = await doc.getPage(pageNumber);
  try {
    // pdf.js would parse the whole page again to find no text (it reads text only from Tj, TJ, '
    // and "); the page is found by its object, so pdf.js and pdf-lib numbering pages apart cannot
    // skip a page that has text.
    if (page.ref && withoutText.has(`${page.ref.num} ${page.ref.gen}`)) return '';
    const content = await page.getTextContent();
    const runs = content.items.filter((item): item is TextRun & typeof item => 'str' in item);
    return normaliseText(layoutPageText(runs));
  } finally {
    page.cleanup();
  }
}
