/**
 * What the product extracts from each fixture PDF's text layer (pdf.js, no OCR), read once per test
 * worker and, in a run with the local cloud, once per run (tests/support/run-cache.ts): three test
 * files check all ten fixtures, and reading them costs 4 to 5 s of CPU each time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrPort } from '../../functions/src/adapters/ocr/port';
import { extractPdfText, type PdfExtraction } from '../../functions/src/services/extraction/pdf';
import { cachedForRun } from './run-cache';
import { FIXTURES_DIR } from './shared-dir';

/** Every fixture has a text layer: OCR being asked for would itself be a failure. */
const noOcr: OcrPort = {
  provider: 'local',
  recognisePages: async (_source, pages) => {
    throw new Error(`OCR requested for pages ${pages.join(', ')} of a PDF with a text layer`);
  },
};

let extracted: Promise<Record<string, PdfExtraction>> | undefined;

/** File name (in ../shared/fixtures/pdf) -> its extraction, in file-name order. */
export function fixturePdfExtractions(): Promise<Record<string, PdfExtraction>> {
  extracted ??= cachedForRun('fixture-pdf-extractions', async () => {
    const dir = path.join(FIXTURES_DIR, 'pdf');
    const out: Record<string, PdfExtraction> = {};
    for (const file of readdirSync(dir).sort()) {
      const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
      out[file] = await extractPdfText(bytes, { ocr: noOcr, location: { bucket: 'unused', key: file } });
    }
    return out;
  });
  return extracted;
}
