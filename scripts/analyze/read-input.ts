/**
 * Reads an analyzer CLI input as plain text: .txt (and any other extension) as UTF-8; .docx and
 * .pdf through the upload feature's extraction services (functions/src/services/extraction/):
 * DOCX text with list numbering, the PDF text layer with local OCR (tesseract.js) for pages that
 * have none. The extraction modules and OCR are loaded only when such a file is read.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OcrPort } from '../../functions/src/adapters/ocr/port';
import { AppError } from '../../functions/src/domain/errors/app-error';

export class InputError extends Error {
  override name = 'InputError';
}

let ocrStarted = false;

/** Local OCR created on the first page that needs it (most PDFs have a text layer). */
const lazyOcr: OcrPort = {
  provider: 'local',
  async recognisePages(source, pages) {
    const { createTesseractOcr } = await import('../../functions/src/adapters/ocr/tesseract');
    ocrStarted = true;
    const ocr = createTesseractOcr({
      workers: Math.max(1, Math.min(pages.length, os.availableParallelism())),
      cachePath: path.join(os.tmpdir(), 'clausewise-tesseract'),
    });
    return ocr.recognisePages(source, pages);
  },
};

/** Stops OCR workers if any were started (they would keep the process alive). */
export async function stopInputReaders(): Promise<void> {
  if (!ocrStarted) return;
  const { shutdownTesseract } = await import('../../functions/src/adapters/ocr/tesseract');
  await shutdownTesseract();
}

export async function readInputText(file: string): Promise<string> {
  if (!existsSync(file)) throw new InputError(`file not found: ${file}`);
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.docx' && ext !== '.pdf') return readFileSync(file, 'utf8');
  const bytes = readFileSync(file);
  try {
    if (ext === '.docx') {
      const { extractDocxText } = await import('../../functions/src/documents/docx/docx');
      return extractDocxText(bytes);
    }
    const { extractPdfText } = await import('../../functions/src/services/extraction/pdf');
    const res = await extractPdfText(bytes, { ocr: lazyOcr, location: { bucket: 'local', key: path.basename(file) } });
    return res.text;
  } catch (err) {
    // An extraction failure's detail reads "<reason>: <detail>", e.g. "pdf-encrypted: needs a password".
    const detail =
      err instanceof AppError && err.detail ? err.detail : err instanceof Error ? err.message : String(err);
    throw new InputError(`${file}: ${detail}`);
  }
}
