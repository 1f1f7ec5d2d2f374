/**
 * The fonts the PDF report embeds (docs/decisions/060-report-rendering.md), read once per process:
 *  - DejaVu Sans regular and bold (package dejavu-fonts-ttf): Latin with every European accent,
 *    Greek, Cyrillic, typographic quotes and dashes;
 *  - Noto Sans JP, its "japanese" subset (package @fontsource/noto-sans-jp, WOFF), as the fallback
 *    for Han and kana. It is decoded only when a report contains a character DejaVu lacks.
 * Both are subset by pdf-lib, so a report carries only the glyphs it uses, and both lose their
 * OpenType layout tables on loading (sfnt.ts explains why).
 *
 * The files are listed once in manifest.ts and found through adapters/assets.ts: in node_modules
 * when running from source, in the bundle's assets/ folder in Lambda (the `reports` entry of the
 * route catalogue declares the same list, and the CDK app copies it next to the bundle).
 */
import { readFileSync } from 'node:fs';
import type { ReportFontFiles, ReportFontPair } from '../../documents/report/fonts';
import { assetPath } from '../assets';
import { reportFontFiles as files } from './manifest';
import { layoutTables, withoutTables, woffToSfnt } from './sfnt';

function read(asset: string): Uint8Array {
  let path: string;
  try {
    path = assetPath(asset);
  } catch (err) {
    throw new Error(
      `Report font ${asset} is not installed next to the function (docs/decisions/060-report-rendering.md)`,
      { cause: err },
    );
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
