import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { openPdf } from './pdfjs';

/**
 * A fresh realm's Function.prototype.toString: core-js also replaces this realm's, so that its
 * replacements print as "[native code]"; the fresh one prints their JavaScript source.
 */
const sourceOf = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
const isEngines = (fn: unknown) => /^function \w+\(\) \{\s*\[native code\]\s*\}$/.test(sourceOf.call(fn));

describe('pdf.js leaves the engine its own built-ins', () => {
  it('keeps Array.prototype.push, JSON.stringify and JSON.parse native once pdf.js has loaded and read a file', async () => {
    const doc = await openPdf(readFileSync(`${FIXTURES_DIR}/pdf/cuad_1fecc64e27e5.pdf`));
    try {
      expect((await (await doc.getPage(1)).getTextContent()).items.length).toBeGreaterThan(0);
    } finally {
      await doc.destroy();
    }
    expect(isEngines(Array.prototype.push)).toBe(true);
    expect(isEngines(JSON.stringify)).toBe(true);
    expect(isEngines(JSON.parse)).toBe(true);
  });
});
