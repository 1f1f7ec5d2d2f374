import { readdirSync, readFileSync } from 'node:fs';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { formsPdf, rectanglesPdf } from '../../../../tests/support/hostile-files';
import { countOperators } from './content-operators';

/**
 * The tokeniser as it was before it classed bytes through a table (a string per keyword and per
 * name): the reference the faster pass must agree with, operator for operator and name for name.
 */
function referenceCount(data: Uint8Array, stopAt = Infinity): { operators: number; drawnNames: string[] } {
  const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
  const isDelimiter = (c: number) => [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25].includes(c);
  let operators = 0;
  const drawnNames: string[] = [];
  let lastName: string | undefined;
  let i = 0;
  const n = data.length;
  while (i < n && operators < stopAt) {
    const c = data[i]!;
    if (isWhite(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const d = data[i]!;
        if (d === 0x5c) i++;
        else if (d === 0x28) depth++;
        else if (d === 0x29) depth--;
        i++;
      }
    } else if (c === 0x3c && data[i + 1] === 0x3c) {
      i += 2;
    } else if (c === 0x3c) {
      while (i < n && data[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x29) {
      i++;
    } else if (c === 0x2f) {
      const start = ++i;
      while (i < n && !isWhite(data[i]!) && !isDelimiter(data[i]!)) i++;
      lastName = String.fromCharCode(...data.subarray(start, Math.min(i, start + 127)));
    } else {
      const start = i;
      while (i < n && !isWhite(data[i]!) && !isDelimiter(data[i]!)) i++;
      const first = data[start]!;
      if ((first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e) continue;
      const word = i - start <= 5 ? String.fromCharCode(...data.subarray(start, i)) : '';
      if (word === 'true' || word === 'false' || word === 'null') continue;
      operators++;
      if (word === 'Do' && lastName !== undefined) drawnNames.push(lastName);
      else if (word === 'ID') {
        i++;
        while (
          i < n &&
          !(isWhite(data[i - 1]!) && data[i] === 0x45 && data[i + 1] === 0x49 && (i + 2 >= n || isWhite(data[i + 2]!)))
        )
          i++;
        i += 2;
      }
    }
  }
  return { operators, drawnNames };
}

/** Every page content stream and form of a PDF, decoded. */
async function contentStreams(bytes: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const out: Uint8Array[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (stream instanceof PDFRawStream) out.push(decodePDFRawStream(stream).decode());
    }
  }
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream && obj.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Form'))
      out.push(decodePDFRawStream(obj).decode());
  }
  return out;
}

const fixturePdfs = ['pdf', 'scanned'].flatMap((dir) =>
  readdirSync(`${FIXTURES_DIR}/${dir}`)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => `${FIXTURES_DIR}/${dir}/${f}`),
);
const bytesOf = (s: string) => new TextEncoder().encode(s);

describe('countOperators', () => {
  it('agrees with the reference tokeniser on every content stream and form of the fixtures', async () => {
    let streams = 0;
    let operators = 0;
    for (const file of fixturePdfs) {
      for (const content of await contentStreams(readFileSync(file))) {
        const { operators: ops, drawnNames } = countOperators(content);
        expect({ operators: ops, drawnNames }, file).toEqual(referenceCount(content));
        streams++;
        operators += ops;
      }
    }
    expect(fixturePdfs.length).toBeGreaterThanOrEqual(12);
    expect(streams).toBeGreaterThan(100);
    expect(operators).toBeGreaterThan(10_000);
  });

  it('agrees on the hostile files and on edge cases, stopping where the reference stops', async () => {
    const cases = [
      ...(await contentStreams(formsPdf(2, 10, 50, true))),
      ...(await contentStreams(rectanglesPdf(1_000))),
      bytesOf('q 1 0 0 1 0 0 cm /Im1 Do Q /F1 Do Do % a comment Do\n/G Do'),
      bytesOf('BT /F1 12 Tf (a (nested) \\) string Tj) Tj [(x) -250 (y)] TJ ET <48656c6c6f> Tj'),
      bytesOf('true false null -1 +2 .5 truex nullify falsely [1 2] {3} <<>> ] )'),
      bytesOf('BI /W 2 /H 2 /BPC 8 /CS /G ID \x00EI\xffEIx EI Q\nq /Lo#6eg Do /' + 'N'.repeat(200) + ' Do'),
      bytesOf('/Unterminated (string'),
      bytesOf('<unterminated hex'),
    ];
    for (const content of cases) {
      const { operators, drawnNames } = countOperators(content);
      expect({ operators, drawnNames }).toEqual(referenceCount(content));
      for (const stopAt of [0, 1, 5, 1_000])
        expect(countOperators(content, stopAt).operators).toBe(referenceCount(content, stopAt).operators);
    }
  });

  it('tells whether text is shown: Tj, TJ, \' or ", never a word inside a string, name or comment', () => {
    const shows = (s: string) => countOperators(bytesOf(s)).showsText;
    expect(shows('BT /F1 12 Tf (a) Tj ET')).toBe(true);
    expect(shows('BT [(a) 120 (b)] TJ ET')).toBe(true);
    expect(shows("BT (a)' ET")).toBe(true);
    expect(shows('BT 1 2 (a)" ET')).toBe(true);
    expect(shows('q 1 1 1 1 re f Q /Tj Do (Tj TJ) Tj2 % Tj\n BT ET')).toBe(false);
    expect(shows('BI /W 1 /H 1 ID Tj EI')).toBe(false);
  });
});
