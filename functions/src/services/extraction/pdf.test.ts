import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { OcrPort, OcrSource } from '../../adapters/ocr/port';
import { uploadMessages } from '../../../../shared/upload-messages';
import { extractionReason } from '../../documents/errors';
import { checkPdfComplexity } from '../../documents/pdf/pdf-limits';
import { extractPdfText, LongExtraction } from './pdf';
import { openPdf } from './pdfjs';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';

/** A stand-in OCR engine: records the pages it was asked for and renders each (proving rendering works). */
function fakeOcr() {
  const asked: number[] = [];
  const imageSizes: number[] = [];
  const ocr: OcrPort = {
    provider: 'local',
    async recognisePages(source: OcrSource, pages: readonly number[]) {
      const out = new Map<number, string>();
      for (const n of pages) {
        asked.push(n);
        const image = await source.renderPage(n);
        imageSizes.push(image.length);
        // A binary grey PGM: 'P5', the page's size in pixels, 255 levels, then one byte a pixel.
        const header = /^P5\n(\d+) (\d+)\n255\n/.exec(new TextDecoder('latin1').decode(image.subarray(0, 32)));
        expect(header).not.toBeNull();
        expect(image.length).toBe(header![0].length + Number(header![1]) * Number(header![2]));
        out.set(n, `Recognised text of scanned page ${n}.`);
        source.onPageDone?.(n);
      }
      return out;
    },
  };
  return { ocr, asked, imageSizes };
}

const location = { bucket: 'b', key: 'k' };
const reasonOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'no error';
  } catch (err) {
    if (extractionReason(err)) return extractionReason(err);
    throw err;
  }
};

describe('PDF text', () => {
  it('reads the text layer with lines and paragraphs, without OCR', async () => {
    const { ocr, asked } = fakeOcr();
    const { text, pages } = await extractPdfText(readFileSync(`${FIXTURES_DIR}/pdf/cuad_1fecc64e27e5.pdf`), {
      ocr,
      location,
    });
    expect(asked).toEqual([]);
    expect(pages).toHaveLength(8);
    expect(text).toContain('DISTRIBUTOR AGREEMENT\nBETWEEN\nINGRAM MICRO');
    expect(text).toContain('\n\n1. APPOINTMENT\n\nSubject to Distributor');
  });

  it('sends only pages without a text layer to OCR, drawn as grey images', async () => {
    const { ocr, asked, imageSizes } = fakeOcr();
    const { text, pages } = await extractPdfText(
      readFileSync(`${FIXTURES_DIR}/scanned/scanned-netgear-distributor-p1-2.pdf`),
      { ocr, location },
    );
    expect(asked).toEqual([1, 2]);
    expect(imageSizes.every((n) => n > 10_000)).toBe(true);
    expect(pages.map((p) => p.source)).toEqual(['ocr', 'ocr']);
    expect(text).toBe('Recognised text of scanned page 1.\n\nRecognised text of scanned page 2.');
  });

  it('refuses more scanned pages than the OCR limit, stating the limit', async () => {
    const { ocr } = fakeOcr();
    const bytes = readFileSync(`${FIXTURES_DIR}/scanned/scanned-kubient-msa-p1-3.pdf`);
    const attempt = extractPdfText(bytes, { ocr, location, maxOcrPages: 2, filename: 'scan.pdf' });
    await expect(attempt).rejects.toMatchObject({
      code: 'PDF_TOO_MANY_PAGES',
      message: uploadMessages.pdfTooManyScannedPages('scan.pdf', 2),
    });
    expect(await reasonOf(extractPdfText(bytes, { ocr, location, maxOcrPages: 2 }))).toBe('pdf-too-many-scanned-pages');
  });

  it('refuses more pages than the page cap before reading them, stating the limit', async () => {
    const { ocr, asked } = fakeOcr();
    const bytes = readFileSync(`${FIXTURES_DIR}/pdf/cuad_1fecc64e27e5.pdf`);
    await expect(extractPdfText(bytes, { ocr, location, maxPages: 5, filename: 'long.pdf' })).rejects.toMatchObject({
      code: 'PDF_TOO_MANY_PAGES',
      message: uploadMessages.pdfTooManyPages('long.pdf', 5),
    });
    expect(asked).toEqual([]);
  });

  it('refuses OCR that runs past its time budget per page', async () => {
    const hung: OcrPort = { provider: 'local', recognisePages: () => new Promise(() => undefined) };
    const bytes = readFileSync(`${FIXTURES_DIR}/scanned/scanned-netgear-distributor-p1-2.pdf`);
    await expect(
      extractPdfText(bytes, { ocr: hung, location, ocrPageBudgetMs: 100, filename: 'slow.pdf' }),
    ).rejects.toMatchObject({
      code: 'PDF_SCAN_TOO_SLOW',
      message: uploadMessages.pdfScanTooSlow('slow.pdf', 1),
    });
  });

  it('refuses what is not a PDF, a broken PDF, and a password-protected one', async () => {
    const { ocr } = fakeOcr();
    expect(
      await reasonOf(extractPdfText(Buffer.from('<!doctype html><html><body>hi</body></html>'), { ocr, location })),
    ).toBe('pdf-invalid');
    expect(await reasonOf(extractPdfText(Buffer.from('%PDF-1.7\ngarbage without objects'), { ocr, location }))).toBe(
      'pdf-invalid',
    );
    expect(
      await reasonOf(extractPdfText(readFileSync('tests/fixtures/pdf/encrypted-aes256.pdf'), { ocr, location })),
    ).toBe('pdf-encrypted');
  });

  it('reports no text when OCR finds nothing either', async () => {
    const ocr: OcrPort = {
      provider: 'local',
      recognisePages: async (_s, pages) => new Map(pages.map((n) => [n, '  '])),
    };
    const bytes = readFileSync(`${FIXTURES_DIR}/scanned/scanned-netgear-distributor-p1-2.pdf`);
    expect(await reasonOf(extractPdfText(bytes, { ocr, location }))).toBe('pdf-no-text');
  });

  it('inline mode hands a scanned PDF or one over the page threshold to the job, without OCR', async () => {
    const { ocr, asked } = fakeOcr();
    const scanned = extractPdfText(readFileSync(`${FIXTURES_DIR}/scanned/scanned-kubient-msa-p1-3.pdf`), {
      ocr,
      location,
      inlineMaxPages: 30,
    });
    await expect(scanned).rejects.toMatchObject({ name: 'LongExtraction', reason: 'ocr', pagesTotal: 3 });
    const long = extractPdfText(readFileSync(`${FIXTURES_DIR}/pdf/cuad_140a012e713a.pdf`), {
      ocr,
      location,
      inlineMaxPages: 30,
    });
    await expect(long).rejects.toBeInstanceOf(LongExtraction);
    await expect(long).rejects.toMatchObject({ reason: 'pages', pagesTotal: 63 });
    expect(asked).toEqual([]);
    // A short text-layer PDF is still read inline.
    const short = await extractPdfText(readFileSync(`${FIXTURES_DIR}/pdf/cuad_1fecc64e27e5.pdf`), {
      ocr,
      location,
      inlineMaxPages: 30,
    });
    expect(short.pages).toHaveLength(8);
  });

  it('reports progress: text-layer pages at once, then each OCR page as it is read', async () => {
    const { ocr } = fakeOcr();
    const progress: [number, number][] = [];
    await extractPdfText(readFileSync(`${FIXTURES_DIR}/scanned/scanned-netgear-distributor-p1-2.pdf`), {
      ocr,
      location,
      onProgress: (read, total) => progress.push([read, total]),
    });
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('skips the text pass of a page pdf-limits.ts found no text in, where pdf.js finds none either', async () => {
    const files = ['pdf', 'scanned'].flatMap((dir) =>
      readdirSync(`${FIXTURES_DIR}/${dir}`).map((f) => `${FIXTURES_DIR}/${dir}/${f}`),
    );
    let skipped = 0;
    for (const file of files) {
      const bytes = readFileSync(file);
      const { pagesWithoutText } = await checkPdfComplexity(bytes);
      const doc = await openPdf(bytes);
      try {
        for (let n = 1; n <= doc.numPages; n++) {
          const page = await doc.getPage(n);
          if (!pagesWithoutText.has(`${page.ref!.num} ${page.ref!.gen}`)) continue;
          expect((await page.getTextContent()).items, `${file} page ${n}`).toEqual([]);
          skipped++;
        }
      } finally {
        await doc.destroy();
      }
    }
    expect(skipped).toBe(5);
    // pdf.js reads the text of the text-layer pages only.
    const probe = await openPdf(readFileSync(`${FIXTURES_DIR}/pdf/cuad_1fecc64e27e5.pdf`));
    const textPasses = vi.spyOn(Object.getPrototypeOf(await probe.getPage(1)), 'getTextContent');
    await probe.destroy();
    try {
      const scan = readFileSync(`${FIXTURES_DIR}/scanned/scanned-netgear-distributor-p1-2.pdf`);
      const scanned = await extractPdfText(scan, { ocr: fakeOcr().ocr, location });
      expect(scanned.pages.map((p) => p.source)).toEqual(['ocr', 'ocr']);
      expect(textPasses).toHaveBeenCalledTimes(0);
      await extractPdfText(readFileSync(`${FIXTURES_DIR}/pdf/cuad_1fecc64e27e5.pdf`), { ocr: fakeOcr().ocr, location });
      expect(textPasses).toHaveBeenCalledTimes(8);
    } finally {
      textPasses.mockRestore();
    }
  });
});
