import { readdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { formsPdf, hugeImagePdf, rawPdf, rectanglesPdf } from '../../../../tests/support/hostile-files';
import { checkPdfComplexity, pdfLimits, zlibInflated } from './pdf-limits';

const fixturePdfs = ['pdf', 'scanned'].flatMap((dir) =>
  readdirSync(`${FIXTURES_DIR}/${dir}`)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => `${FIXTURES_DIR}/${dir}/${f}`),
);
const bytesOf = (s: string) => new TextEncoder().encode(s);

/** A page drawing form /F0 (object 5), whose content is `form`; `page` is the page's own content. */
const pageWithForm = (page: string, form: Uint8Array | string, formDict = '') =>
  rawPdf(bytesOf(page), {
    resources: '/XObject << /F0 5 0 R >> /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>',
    objects: [
      {
        dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] ${formDict} /Length %LENGTH% >>`,
        stream: typeof form === 'string' ? bytesOf(form) : form,
      },
    ],
  });
const withoutText = async (bytes: Uint8Array) => [...(await checkPdfComplexity(bytes)).pagesWithoutText];

describe('zlibInflated', () => {
  it("gives pdf-lib's bytes for every Flate stream of the fixtures (the content streams zlib inflates instead)", async () => {
    let inflated = 0;
    for (const file of fixturePdfs) {
      const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
      for (const [, obj] of doc.context.enumerateIndirectObjects()) {
        if (!(obj instanceof PDFRawStream)) continue;
        const fast = zlibInflated(obj, pdfLimits.maxStreamBytes);
        if (fast === undefined) continue;
        expect(Buffer.from(fast).equals(Buffer.from(decodePDFRawStream(obj).decode())), file).toBe(true);
        inflated++;
      }
    }
    expect(inflated).toBeGreaterThan(500);
  });

  it('leaves damaged data to pdf-lib, and stops past the stream limit, refusing the PDF', async () => {
    const doc = await PDFDocument.create();
    const packed = deflateSync(Buffer.from('1 1 1 1 re\n'.repeat(1_000)));
    const stream = (contents: Uint8Array, filter = '/FlateDecode') =>
      PDFRawStream.of(doc.context.obj({ Filter: doc.context.obj(filter.slice(1)) }) as never, contents);
    expect(zlibInflated(stream(packed), 11_000)).toHaveLength(11_000);
    expect(zlibInflated(stream(packed.subarray(0, packed.length - 20)), 11_000)).toBeUndefined();
    expect(zlibInflated(stream(packed, '/LZWDecode'), 11_000)).toBeUndefined();
    expect(() => zlibInflated(stream(packed), 10_999)).toThrow(
      expect.objectContaining({ code: 'ERR_BUFFER_TOO_LARGE' }),
    );
    await expect(
      checkPdfComplexity(rectanglesPdf(1_000), 'small.pdf', { ...pdfLimits, maxStreamBytes: 10_999 }),
    ).rejects.toMatchObject({ code: 'PDF_TOO_COMPLEX' });
    expect((await checkPdfComplexity(rectanglesPdf(1_000))).pageOperators).toEqual([1_001]);
  });
});

describe('pages without text', () => {
  it("lists every page of the fixtures' scans and none of the text-layer contracts", async () => {
    for (const file of fixturePdfs) {
      const { pageOperators, pagesWithoutText } = await checkPdfComplexity(readFileSync(file));
      expect(pagesWithoutText.size, file).toBe(file.includes('/scanned/') ? pageOperators.length : 0);
    }
  });

  it('lists a page of drawings or images only, by its object', async () => {
    expect(await withoutText(rectanglesPdf(100))).toEqual(['3 0']);
    expect(await withoutText(hugeImagePdf(100))).toEqual(['3 0']);
    expect(await withoutText(formsPdf(2, 3, 10))).toEqual(['3 0']);
  });

  it('keeps a page whose text is drawn by a form, may be in a cycle, or could not all be read', async () => {
    expect(await withoutText(pageWithForm('/F0 Do', 'BT /F1 12 Tf (Hello) Tj ET'))).toEqual([]);
    expect(await withoutText(pageWithForm('/F0 Do', '1 1 1 1 re f'))).toEqual(['3 0']);
    expect(await withoutText(formsPdf(1, 1, 10, true))).toEqual([]);
    // A drawn name pdf-lib does not find, and a form whose content zlib and pdf-lib cannot inflate.
    expect(await withoutText(pageWithForm('/F9 Do', '1 1 1 1 re f'))).toEqual([]);
    const damaged = deflateSync(Buffer.from('1 1 1 1 re f\n'.repeat(50))).subarray(0, 20);
    expect(await withoutText(pageWithForm('/F0 Do', damaged, '/Filter /FlateDecode'))).toEqual([]);
  });
});
