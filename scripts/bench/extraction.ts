/**
 * Extraction speed over the shared fixtures: DOCX and the PDF text layer, in milliseconds per page
 * (per document for DOCX, which has no pages); OCR of scanned pages has its own bench (ocr.ts).
 * Prints figures only; never fails on a time. Run: npx tsx scripts/bench/extraction.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrPort } from '../../functions/src/adapters/ocr/port';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { extractPdfText } from '../../functions/src/services/extraction/pdf';

const FIXTURES = process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures');

const files = (dir: string, ext: string) =>
  readdirSync(path.join(FIXTURES, dir))
    .filter((f) => f.toLowerCase().endsWith(ext))
    .sort()
    .map((f) => path.join(FIXTURES, dir, f));

const ms = (t0: number) => performance.now() - t0;
const row = (...cells: (string | number)[]) =>
  console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 52 : 10)).join(''));

const noOcr: OcrPort = {
  provider: 'local',
  recognisePages: () => Promise.reject(new Error('a text-layer fixture needed OCR')),
};

async function main() {
  console.log(`Fixtures: ${FIXTURES}\n`);
  console.log('DOCX (per document)');
  row('file', 'KB', 'chars', 'ms');
  for (const file of files('docx', '.docx')) {
    const bytes = readFileSync(file);
    const t0 = performance.now();
    const text = extractDocxText(bytes);
    row(path.basename(file), Math.round(bytes.length / 1024), text.length, ms(t0).toFixed(0));
  }

  console.log('\nPDF text layer');
  row('file', 'pages', 'chars', 'ms', 'ms/page');
  let pages = 0;
  let total = 0;
  for (const file of files('pdf', '.pdf')) {
    const t0 = performance.now();
    const result = await extractPdfText(readFileSync(file), { ocr: noOcr, location: { bucket: '-', key: '-' } });
    const t = ms(t0);
    pages += result.pages.length;
    total += t;
    row(
      path.basename(file),
      result.pages.length,
      result.text.length,
      t.toFixed(0),
      (t / result.pages.length).toFixed(1),
    );
  }
  console.log(`text layer overall: ${(total / pages).toFixed(1)} ms/page over ${pages} pages`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
