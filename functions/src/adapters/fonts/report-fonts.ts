/**
 * The fonts the PDF report embeds (docs/decisions/060-report-rendering.md), read once per process:
 *  - DejaVu Sans regular and bold (package dejavu-fonts-ttf): Latin with every European accent,
 *    Greek, Cyrillic, typographic quotes and dashes;
 *  - Noto Sans JP, its "japanese" subset (package @fontsource/noto-sans-jp, WOFF), as the fallback
 *    for Han and kana. It is decoded only when a report contains a character DejaVu lacks.
 * Both are subset by pdf-lib, so a report carries only the glyphs it uses, and both lose their
 * OpenType layout tables on loading (sfnt.ts explains why).
 *
 * The files are resolved from node_modules. A bundled Lambda has no node_modules, so the reports
 * function must ship these two packages next to its bundle (see the decision record).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReportFontFiles, ReportFontPair } from '../../services/reports/fonts';
import { layoutTables, withoutTables, woffToSfnt } from './sfnt';

const files = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  cjkRegular: '@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-400-normal.woff',
  cjkBold: '@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff',
} as const;

const resolver = createRequire(import.meta.url);

function read(specifier: string): Uint8Array {
  let path: string;
  try {
    path = resolver.resolve(specifier);
  } catch (err) {
    throw new Error(`Report font ${specifier} is not installed next to the function (docs/decisions/060-report-rendering.md)`, { cause: err });
  }
  return new Uint8Array(readFileSync(path));
}

/** No shaping tables: see sfnt.ts for why. */
const prepare = (sfnt: Uint8Array) => withoutTables(sfnt, layoutTables);

let latin: ReportFontPair | undefined;
let cjk: ReportFontPair | undefined;

export const nodeModuleReportFonts: ReportFontFiles = {
  latin(): ReportFontPair {
    latin ??= { regular: prepare(read(files.regular)), bold: prepare(read(files.bold)) };
    return latin;
  },
  cjk(): ReportFontPair {
    cjk ??= { regular: prepare(woffToSfnt(read(files.cjkRegular))), bold: prepare(woffToSfnt(read(files.cjkBold))) };
    return cjk;
  },
};
