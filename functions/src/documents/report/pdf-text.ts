/**
 * Measuring and wrapping text for the PDF report. Every width comes from the embedded font
 * (widthOfTextAtSize, per font run), so a wrapped line is never wider than asked; a word wider
 * than a whole line (a URL, a row of underscores, CJK text without spaces) is broken by character.
 */
import type { Color, PDFPage } from 'pdf-lib';
import { fontRuns, type Faces, type Weight } from './fonts';

export interface Span {
  text: string;
  weight?: Weight;
  color?: Color;
}

interface Piece {
  text: string;
  weight: Weight;
  color: Color | undefined;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

/** Characters PDF text cannot show as such: tabs, line breaks and controls become spaces. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u00a0]+/g, ' ');
}

export class Typesetter {
  private widths = new Map<string, number>();

  constructor(readonly faces: Faces) {}

  width(text: string, weight: Weight, size: number): number {
    const key = `${weight}|${size}|${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = 0;
      for (const run of fontRuns(this.faces[weight], text)) w += run.font.widthOfTextAtSize(run.text, size);
      this.widths.set(key, w);
    }
    return w;
  }

  /** Breaks one over-long word into pieces that each fit `maxWidth`. */
  private breakWord(word: string, weight: Weight, size: number, maxWidth: number): string[] {
    const parts: string[] = [];
    let current = '';
    for (const ch of word) {
      if (current && this.width(current + ch, weight, size) > maxWidth) {
        parts.push(current);
        current = '';
      }
      current += ch;
    }
    if (current) parts.push(current);
    return parts;
  }

  /** Wraps styled text into lines no wider than maxWidth. Whitespace collapses to single spaces. */
  wrap(spans: readonly Span[], size: number, maxWidth: number): Line[] {
    const lines: Line[] = [];
    let line: Line = { pieces: [], width: 0 };
    const push = () => {
      if (line.pieces.length > 0) lines.push(line);
      line = { pieces: [], width: 0 };
    };
    for (const span of spans) {
      const weight = span.weight ?? 'regular';
      const space = this.width(' ', weight, size);
      const words = clean(span.text)
        .split(' ')
        .filter((w) => w !== '');
      for (const word of words) {
        const wordWidth = this.width(word, weight, size);
        const parts = wordWidth > maxWidth ? this.breakWord(word, weight, size, maxWidth) : [word];
        for (const part of parts) {
          const partWidth = parts.length === 1 ? wordWidth : this.width(part, weight, size);
          const gap = line.pieces.length > 0 ? space : 0;
          if (line.pieces.length > 0 && line.width + gap + partWidth > maxWidth) push();
          const lead = line.pieces.length > 0 ? ' ' : '';
          const last = line.pieces[line.pieces.length - 1];
          if (last && last.weight === weight && last.color === span.color) {
            last.text += lead + part;
            last.width += (lead ? space : 0) + partWidth;
          } else {
            line.pieces.push({ text: lead + part, weight, color: span.color, width: (lead ? space : 0) + partWidth });
          }
          line.width += (lead ? space : 0) + partWidth;
        }
      }
    }
    push();
    return lines;
  }

  /** Draws one wrapped line with its baseline at y. */
  drawLine(page: PDFPage, line: Line, x: number, y: number, size: number, color: Color): void {
    let cursor = x;
    for (const piece of line.pieces) {
      for (const run of fontRuns(this.faces[piece.weight], piece.text)) {
        page.drawText(run.text, { x: cursor, y, size, font: run.font, color: piece.color ?? color });
        cursor += run.font.widthOfTextAtSize(run.text, size);
      }
    }
  }

  /** Draws one line of plain text (no wrapping) with its baseline at y. */
  drawText(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    size: number,
    color: Color,
    weight: Weight = 'regular',
  ): void {
    this.drawLine(page, { pieces: [{ text, weight, color: undefined, width: 0 }], width: 0 }, x, y, size, color);
  }

  /** Cuts text to fit maxWidth on one line, ending with an ellipsis when shortened. */
  fit(text: string, weight: Weight, size: number, maxWidth: number): string {
    const t = clean(text).replace(/\s+/g, ' ').trim();
    if (this.width(t, weight, size) <= maxWidth) return t;
    const chars = [...t];
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.width(`${chars.slice(0, mid).join('').trimEnd()}…`, weight, size) <= maxWidth) lo = mid;
      else hi = mid - 1;
    }
    return `${chars.slice(0, lo).join('').trimEnd()}…`;
  }
}
