/**
 * pdf.js (legacy build, runs on Node 20 and 22) set up for a server: no eval in font handling
 * (CVE-2024-4367), no system fonts, no network, the worker run in-process (so bundlers need no
 * separate worker file), and its font, CMap and WASM (JPX/JBIG2 image) data read from node_modules
 * or the Lambda bundle's assets/ (pdfjs-assets.ts) when present.
 */
import path from 'node:path';
// Must run before pdf.js evaluates: see pdfjs-dom-matrix.ts.
import './pdfjs-dom-matrix';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { findAsset } from '../../adapters/assets';
import { pdfLimits, type PdfLimits } from '../../documents/pdf/pdf-limits';
import { pdfjsDataDirs } from './pdfjs-assets';

const globals = globalThis as { pdfjsWorker?: unknown };
globals.pdfjsWorker ??= pdfjsWorker;

/** The data folders found (node_modules from source, the bundle's assets/ in Lambda); pdf.js gets those, with a trailing separator. */
export const pdfjsDirs: { cMapUrl?: string; standardFontDataUrl?: string; wasmUrl?: string } = Object.fromEntries(
  Object.entries(pdfjsDataDirs).flatMap(([option, asset]) => {
    const dir = findAsset(asset);
    return dir ? [[option, dir + path.sep]] : [];
  }),
);

export type PdfDocument = pdfjs.PDFDocumentProxy;

export function openPdf(data: Uint8Array): Promise<PdfDocument> {
  return pdfjs.getDocument({
    // pdf.js may transfer (detach) the buffer it is given; hand it a copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
    // Larger images are left out rather than decoded (pdf-limits.ts).
    maxImageSize: pdfLimits.maxImagePixels,
    ...(pdfjsDirs.cMapUrl ? { cMapUrl: pdfjsDirs.cMapUrl, cMapPacked: true } : {}),
    ...(pdfjsDirs.standardFontDataUrl ? { standardFontDataUrl: pdfjsDirs.standardFontDataUrl } : {}),
    ...(pdfjsDirs.wasmUrl ? { wasmUrl: pdfjsDirs.wasmUrl } : {}),
  }).promise;
}

interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Buffer; width: number; height: number };
  context: unknown;
}

/**
 * Renders a page to PNG at `dpi`, scaled down if it would exceed `maxPixels`. Drawing stops after
 * `limits.renderOperators` operators or `limits.renderMs`: what was drawn by then is what OCR reads
 * (pdf-limits.ts bounds what pdf.js parses before this point).
 */
export async function renderPagePng(doc: PdfDocument, pageNumber: number, dpi: number, maxPixels = 12_000_000, limits: Pick<PdfLimits, 'renderOperators' | 'renderMs'> = pdfLimits): Promise<Uint8Array> {
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / Math.max(1, base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const factory = doc.canvasFactory as { create(w: number, h: number): CanvasAndContext; destroy(c: CanvasAndContext): void };
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const deadline = Date.now() + limits.renderMs;
    let drawn = 0;
    let stopped = false;
    try {
      await page.render({
        canvas: target.canvas as unknown as HTMLCanvasElement,
        canvasContext: target.context as CanvasRenderingContext2D,
        viewport,
        background: 'white',
        // Called before each operator is drawn: past either limit the rest are skipped.
        operationsFilter: () => {
          if (stopped) return false;
          drawn += 1;
          stopped = drawn > limits.renderOperators || (drawn % 64 === 0 && Date.now() > deadline);
          return !stopped;
        },
      }).promise;
      return target.canvas.toBuffer('image/png');
    } finally {
      factory.destroy(target);
    }
  } finally {
    page.cleanup();
  }
}

export const isPasswordError = (err: unknown) => (err as { name?: string } | null)?.name === 'PasswordException';
