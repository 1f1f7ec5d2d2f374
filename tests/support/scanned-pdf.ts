/**
 * A scanned PDF made on the spot: each page is one image (no text layer) of a few typed lines, on a
 * small page so OCR stays quick (tesseract.js time grows with the rendered area). Drawn with
 * @napi-rs/canvas and DejaVu Sans, wrapped with pdf-lib; both are dependencies already.
 */
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontRegistered = false;

/** Page size in points (1/72 in): 4.5 x 2 in, rendered at 150 dpi for OCR as 675 x 300 px. */
const PAGE = { width: 324, height: 144 };
/** The image's pixels per point: 150 dpi, what OCR renders at, so the scan is sharp enough to read. */
const SCALE = 150 / 72;

const PARTIES = ['Supplier', 'Customer', 'Licensor', 'Licensee', 'Agent', 'Buyer', 'Seller', 'Tenant'];
const ACTS = ['deliver', 'inspect', 'invoice', 'insure', 'store', 'repair', 'return', 'audit', 'ship', 'label'];
const THINGS = ['goods', 'reports', 'records', 'premises', 'equipment', 'software', 'samples', 'notices'];

/**
 * Short lines that fit the page and differ from page to page (lines repeated on many pages would be
 * removed as running headers); the second ends with `under item <page>.` so a test can find every page.
 */
export function scannedPageLines(page: number): string[] {
  return [`The ${PARTIES[page % 8]} shall ${ACTS[page % 10]} the`, `${THINGS[(page * 3) % 8]} under item ${page}.`];
}

/** A PDF of `pages` scanned pages; page n reads scannedPageLines(n). */
export async function scannedPdf(
  pages: number,
  lines: (page: number) => string[] = scannedPageLines,
): Promise<Uint8Array> {
  if (!fontRegistered) {
    GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'ScanSans');
    fontRegistered = true;
  }
  const pdf = await PDFDocument.create();
  const canvas = createCanvas(Math.round(PAGE.width * SCALE), Math.round(PAGE.height * SCALE));
  const ctx = canvas.getContext('2d');
  for (let n = 1; n <= pages; n++) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000000';
    ctx.font = '26px ScanSans';
    lines(n).forEach((line, i) => ctx.fillText(line, 30, 70 + i * 48));
    const png = await pdf.embedPng(canvas.toBuffer('image/png'));
    pdf.addPage([PAGE.width, PAGE.height]).drawImage(png, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  }
  return pdf.save();
}
