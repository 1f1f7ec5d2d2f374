/**
 * pdf.js (legacy build, runs on Node 20 and 22) set up for a server: no eval in font handling
 * (CVE-2024-4367), no system fonts, no network, the worker run in-process (so bundlers need no
 * separate worker file), and its font, CMap and WASM (JPX/JBIG2 image) data read from node_modules
 * or the Lambda bundle's assets/ (pdfjs-assets.ts) when present.
 */
import path from 'node:path';
// Both must run before pdf.js evaluates: see pdfjs-dom-matrix.ts and pdfjs-builtins.ts.
import './pdfjs-dom-matrix';
import { restoreBuiltins } from './pdfjs-builtins';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { findAsset } from '../../adapters/assets';
import { pdfLimits, type PdfLimits } from '../../documents/pdf/pdf-limits';
import { pdfjsDataDirs } from './pdfjs-assets';

// pdf.js (both halves) has loaded: the engine's own push and JSON go back (pdfjs-builtins.ts).
restoreBuiltins();

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

interface DrawnPage {
  canvas: CanvasAndContext['canvas'];
  context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

/**
 * Draws a page at `dpi`, scaled down if it would exceed `maxPixels`, and encodes the drawing. Drawing
 * stops after `limits.renderOperators` operators or `limits.renderMs`: what was drawn by then is what
 * OCR reads (pdf-limits.ts bounds what pdf.js parses before this point).
 */
async function drawPage<T>(
  doc: PdfDocument,
  pageNumber: number,
  dpi: number,
  maxPixels: number,
  limits: Pick<PdfLimits, 'renderOperators' | 'renderMs'>,
  encode: (page: DrawnPage) => T,
): Promise<T> {
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / Math.max(1, base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const factory = doc.canvasFactory as {
      create(w: number, h: number): CanvasAndContext;
      destroy(c: CanvasAndContext): void;
    };
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
      return encode(target as DrawnPage);
    } finally {
      factory.destroy(target);
    }
  } finally {
    page.cleanup();
  }
}

/** A page drawn to PNG (colour kept). */
export function renderPagePng(
  doc: PdfDocument,
  pageNumber: number,
  dpi: number,
  maxPixels = 12_000_000,
  limits: Pick<PdfLimits, 'renderOperators' | 'renderMs'> = pdfLimits,
): Promise<Uint8Array> {
  return drawPage(doc, pageNumber, dpi, maxPixels, limits, ({ canvas }) => canvas.toBuffer('image/png'));
}

/**
 * A page drawn for OCR: 8-bit grey, as a binary PGM (P5). Tesseract reads grey anyway; a PGM needs
 * no compression here and no decompression in the engine: a PNG of a 150 dpi page cost about 0.2 s
 * more CPU, some 7% of the page's OCR (docs/decisions/227-ocr-at-engine-speed.md).
 */
export function renderPageGrey(
  doc: PdfDocument,
  pageNumber: number,
  dpi: number,
  maxPixels = 12_000_000,
  limits: Pick<PdfLimits, 'renderOperators' | 'renderMs'> = pdfLimits,
): Promise<Uint8Array> {
  return drawPage(doc, pageNumber, dpi, maxPixels, limits, ({ canvas, context }) => {
    const { width, height } = canvas;
    const rgba = context.getImageData(0, 0, width, height).data;
    const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
    const pgm = new Uint8Array(header.length + width * height);
    pgm.set(header);
    // Luma (ITU-R BT.601) in 8-bit fixed point; the page is drawn on white, so alpha is opaque.
    for (let i = 0, o = header.length; i < rgba.length; i += 4, o++)
      pgm[o] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
    return pgm;
  });
}

export const isPasswordError = (err: unknown) => (err as { name?: string } | null)?.name === 'PasswordException';
