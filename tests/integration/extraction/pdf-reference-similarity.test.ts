/**
 * Text-layer extraction of the real contract PDFs, compared word for word with a reference text.
 * The reference is the contract's text in ../shared/eval/cuad-dev.jsonl when that file is present
 * (the expert set's own text), else poppler's `pdftotext` of the same file. The similarity is the
 * F1 of the two word multisets: order-insensitive, so layout choices (columns, headers) don't
 * dominate, while dropped or garbled words do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePdfExtractions } from '../../support/fixture-pdfs';
import { popplerAvailable, requirePoppler } from '../../support/pdf-tools';
import { FIXTURES_DIR, SHARED_DIR, sharedAvailable } from '../../support/shared-dir';

const fixturesDir = `${FIXTURES_DIR}/pdf`;
const evalFile = path.join(SHARED_DIR, 'eval/cuad-dev.jsonl');
const hasPdftotext = popplerAvailable;

function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

export function wordF1(candidate: string, reference: string): number {
  const a = words(candidate);
  const b = words(reference);
  let overlap = 0;
  let totalA = 0;
  let totalB = 0;
  for (const n of a.values()) totalA += n;
  for (const n of b.values()) totalB += n;
  for (const [word, n] of a) overlap += Math.min(n, b.get(word) ?? 0);
  if (totalA === 0 || totalB === 0) return 0;
  const precision = overlap / totalA;
  const recall = overlap / totalB;
  return (2 * precision * recall) / (precision + recall);
}

function evalTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  if (!existsSync(evalFile)) return texts;
  for (const line of readFileSync(evalFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { id?: string; text?: string };
    if (record.id && record.text) texts.set(record.id, record.text);
  }
  return texts;
}

const hasFixtures = sharedAvailable('fixtures/pdf', 'fixtures/manifest.json');
const files = hasFixtures ? readFileSync(path.join(fixturesDir, '../manifest.json'), 'utf8') : '{"pdf":[]}';
const manifest = JSON.parse(files) as { pdf: Array<{ file: string; cuad_id: string }> };
const references = evalTexts();

if (requirePoppler && !popplerAvailable) {
  it('has poppler-utils installed (required in CI)', () => {
    throw new Error('pdftotext is missing; install poppler-utils');
  });
}

describe.skipIf(!hasFixtures || (!hasPdftotext && references.size === 0))(
  'PDF text layer against the reference text',
  () => {
    for (const { file, cuad_id: id } of manifest.pdf) {
      it(`${id} extracts with high word similarity`, async () => {
        const pdfPath = path.join(fixturesDir, '..', file);
        const { text, pages } = (await fixturePdfExtractions())[path.basename(file)]!;
        const reference =
          references.get(id) ?? execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
        const similarity = wordF1(text, reference);
        console.log(
          `${id}: ${pages.length} pages, word F1 ${similarity.toFixed(4)} vs ${references.has(id) ? 'cuad-dev' : 'pdftotext'}`,
        );
        expect(pages.every((p) => p.source === 'text')).toBe(true);
        expect(similarity).toBeGreaterThan(0.97);
      });
    }
  },
);

/**
 * Running headers, footers and page numbers found independently of the extractor: the first and
 * last two lines of each page as poppler's pdftotext lays it out, recurring (digits folded) on at
 * least 3 pages and a quarter of the document.
 */
function runningLinesByPoppler(pdfPath: string): { running: Set<string>; pageCount: number } {
  const pages = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim());
  const fold = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const counts = new Map<string, number>();
  for (const page of pages) {
    const lines = page.split('\n').filter((l) => l.trim());
    for (const key of new Set([...lines.slice(0, 2), ...lines.slice(-2)].map(fold)))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length / 4));
  return {
    running: new Set([...counts].filter(([key, n]) => n >= threshold && /\p{L}|#/u.test(key)).map(([key]) => key)),
    pageCount: pages.length,
  };
}

const PAGE_NUMBER_LINE = /^(?:page\s*)?[-–—(]?\s*\d{1,4}\s*[-–—)]?(?:\s*of\s*\d{1,4})?$/i;

describe.skipIf(!hasFixtures || !hasPdftotext)('PDF page furniture is left out of the text', () => {
  for (const { file, cuad_id: id } of manifest.pdf) {
    it(`${id}: no running header, footer or page-number line remains`, async () => {
      const pdfPath = path.join(fixturesDir, '..', file);
      const { text } = (await fixturePdfExtractions())[path.basename(file)]!;
      const { running } = runningLinesByPoppler(pdfPath);
      const fold = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
      const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      expect(lines.filter((line) => running.has(fold(line)))).toEqual([]);
      expect(lines.filter((line) => PAGE_NUMBER_LINE.test(line))).toEqual([]);
    });
  }

  it('removes a page-counter footer that sits inside the pages of a re-paginated filing (NETGEAR)', async () => {
    const file = manifest.pdf.find((f) => f.cuad_id === 'cuad_1fecc64e27e5')?.file;
    if (!file) return;
    const { text } = (await fixturePdfExtractions())[path.basename(file)]!;
    expect(text).not.toMatch(/INGRAM NETGEAR Distributor Agreement \d+ 083096/);
  });
});
