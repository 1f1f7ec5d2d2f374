/**
 * Test helpers around poppler-utils (pdftotext, pdftoppm). When the tools are missing the PDF
 * checks skip, except in CI (tests/support/ci.ts; .ci/run installs poppler-utils), where they fail.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requiredInCi } from './ci';

export const popplerAvailable = spawnSync('pdftotext', ['-v']).error === undefined;
export const requirePoppler = requiredInCi;
export const skipPdfChecks = !popplerAvailable && !requirePoppler;

function withFile<T>(pdf: Uint8Array, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-test-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

export interface WordBox {
  page: number;
  pageWidth: number;
  pageHeight: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

/** Every word with its box (top-left origin, points), from `pdftotext -bbox`. */
export function pdfWords(pdf: Uint8Array): WordBox[] {
  const html = withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
  const words: WordBox[] = [];
  let page = 0;
  let pageWidth = 0;
  let pageHeight = 0;
  for (const m of html.matchAll(
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g,
  )) {
    if (m[1] !== undefined) {
      page++;
      pageWidth = Number(m[1]);
      pageHeight = Number(m[2]);
    } else {
      words.push({
        page,
        pageWidth,
        pageHeight,
        xMin: Number(m[3]),
        yMin: Number(m[4]),
        xMax: Number(m[5]),
        yMax: Number(m[6]),
        text: m[7]!,
      });
    }
  }
  return words;
}

export interface GrayPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Pages rendered to 8-bit grey (PGM, trivially parsed) at the given resolution. */
export function pdfPages(pdf: Uint8Array, dpi = 40): GrayPage[] {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => parsePgm(readFileSync(path.join(dir, f))));
  });
}

export function parsePgm(bytes: Buffer): GrayPage {
  // Header: "P5", width, height, maxval, separated by whitespace, then one byte per pixel.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[i]!))) i++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(bytes[i]!))) token += String.fromCharCode(bytes[i++]!);
    fields.push(token);
  }
  if (fields[0] !== 'P5') throw new Error(`not a binary PGM: ${fields[0]}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, pixels: bytes.subarray(i + 1, i + 1 + width * height) };
}

/** Dark pixels inside a box given as fractions of the page (0..1, top-left origin). */
export function inkIn(page: GrayPage, box: { left: number; top: number; right: number; bottom: number }): number {
  let ink = 0;
  for (let y = Math.floor(box.top * page.height); y < Math.ceil(box.bottom * page.height); y++) {
    for (let x = Math.floor(box.left * page.width); x < Math.ceil(box.right * page.width); x++) {
      if (page.pixels[y * page.width + x]! < 200) ink++;
    }
  }
  return ink;
}
