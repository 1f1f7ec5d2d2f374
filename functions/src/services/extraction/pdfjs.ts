/**
 * pdf.js (legacy build, runs on Node 20 and 22) set up for a server: no eval in font handling
 * (CVE-2024-4367), no system fonts, no network, the worker run in-process (so bundlers need no
 * separate worker file), and its font, CMap and WASM (JPX/JBIG2 image) data read from node_modules
 * when present.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

const globals = globalThis as { pdfjsWorker?: unknown };
globals.pdfjsWorker ??= pdfjsWorker;

const require = createRequire(import.meta.url);

function dataDirs(): { cMapUrl?: string; standardFontDataUrl?: string; wasmUrl?: string } {
  try {
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    const dir = (name: string) => {
      const full = path.join(root, name);
      return existsSync(full) ? full + path.sep : undefined;
    };
    const out: { cMapUrl?: string; standardFontDataUrl?: string; wasmUrl?: string } = {};
    const cmaps = dir('cmaps');
    const fonts = dir('standard_fonts');
    const wasm = dir('wasm');
    if (cmaps) out.cMapUrl = cmaps;
    if (fonts) out.standardFontDataUrl = fonts;
    if (wasm) out.wasmUrl = wasm;
    return out;
  } catch {
    return {};
  }
}

const dirs = dataDirs();

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
    ...(dirs.cMapUrl ? { cMapUrl: dirs.cMapUrl, cMapPacked: true } : {}),
    ...(dirs.standardFontDataUrl ? { standardFontDataUrl: dirs.standardFontDataUrl } : {}),
    ...(dirs.wasmUrl ? { wasmUrl: dirs.wasmUrl } : {}),
  }).promise;
}

interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Buffer; width: number; height: number };
  context: unknown;
}

/** Renders a page to PNG at `dpi`, scaled down if it would exceed `maxPixels`. */
export async function renderPagePng(doc: PdfDocument, pageNumber: number, dpi: number, maxPixels = 12_000_000): Promise<Uint8Array> {
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / Math.max(1, base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const factory = doc.canvasFactory as { create(w: number, h: number): CanvasAndContext; destroy(c: CanvasAndContext): void };
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      await page.render({
        canvas: target.canvas as unknown as HTMLCanvasElement,
        canvasContext: target.context as CanvasRenderingContext2D,
        viewport,
        background: 'white',
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
