/**
 * Fonts for the PDF report: the port that supplies font files, and the per-character choice
 * between the primary font (DejaVu Sans) and the CJK fallback (Noto Sans JP). The fallback is only
 * decoded and embedded when the report contains a character the primary font lacks.
 */
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface ReportFontPair {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** Supplies font files; implemented by adapters/fonts/report-fonts.ts. */
export interface ReportFontFiles {
  latin(): ReportFontPair;
  cjk(): ReportFontPair;
}

export type Weight = 'regular' | 'bold';

/** One weight: the primary font, an optional fallback, and which code points the primary covers. */
export interface Face {
  primary: PDFFont;
  fallback?: PDFFont;
  covers(codePoint: number): boolean;
}

export type Faces = Record<Weight, Face>;

const coverageCache = new WeakMap<Uint8Array, Set<number>>();

function coverage(bytes: Uint8Array): Set<number> {
  let set = coverageCache.get(bytes);
  if (!set) {
    set = new Set(fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).characterSet);
    coverageCache.set(bytes, set);
  }
  return set;
}

/** Whitespace and controls never need a glyph of their own (they are laid out as spaces). */
const needsGlyph = (cp: number) => cp > 0x20 && !(cp >= 0x7f && cp <= 0xa0) && cp !== 0x200b && cp !== 0xfeff;

/** True when some character of the texts is not in the primary font (so the fallback is needed). */
export function needsFallback(files: ReportFontFiles, texts: Iterable<string>): boolean {
  const covered = coverage(files.latin().regular);
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (needsGlyph(cp) && !covered.has(cp)) return true;
    }
  }
  return false;
}

export async function embedFaces(doc: PDFDocument, files: ReportFontFiles, withFallback: boolean): Promise<Faces> {
  doc.registerFontkit(fontkit);
  const latin = files.latin();
  const covered = coverage(latin.regular);
  const covers = (cp: number) => covered.has(cp) || !needsGlyph(cp);
  const cjk = withFallback ? files.cjk() : undefined;
  const face = async (weight: Weight): Promise<Face> => {
    const primary = await doc.embedFont(latin[weight], { subset: true });
    const fallback = cjk ? await doc.embedFont(cjk[weight], { subset: true }) : undefined;
    return fallback ? { primary, fallback, covers } : { primary, covers };
  };
  return { regular: await face('regular'), bold: await face('bold') };
}

/** Splits text into runs that each use one font. */
export function fontRuns(face: Face, text: string): { text: string; font: PDFFont }[] {
  if (!face.fallback) return [{ text, font: face.primary }];
  const runs: { text: string; font: PDFFont }[] = [];
  let current = '';
  let currentFont = face.primary;
  for (const ch of text) {
    const font = face.covers(ch.codePointAt(0)!) ? face.primary : face.fallback;
    if (font !== currentFont && current) {
      runs.push({ text: current, font: currentFont });
      current = '';
    }
    currentFont = font;
    current += ch;
  }
  if (current) runs.push({ text: current, font: currentFont });
  return runs;
}
