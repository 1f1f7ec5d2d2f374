/**
 * Building blocks of the PDF report, each turned into atoms for the Flow (pdf-flow.ts): headings,
 * paragraphs, bullets, quoted clause text, label/value tables and badges.
 */
import { rgb, type Color, type PDFPage } from 'pdf-lib';
import type { Priority } from '../../../../shared/schemas/analysis';
import type { Weight } from './fonts';
import { contentWidth, pageLayout, type Atom } from './pdf-flow';
import type { Span, Typesetter } from './pdf-text';

export const palette = {
  ink: rgb(0.13, 0.15, 0.19),
  muted: rgb(0.42, 0.45, 0.5),
  navy: rgb(0.09, 0.19, 0.36),
  accent: rgb(0.17, 0.4, 0.72),
  rule: rgb(0.84, 0.86, 0.9),
  zebra: rgb(0.955, 0.963, 0.975),
  quoteBar: rgb(0.76, 0.8, 0.86),
  quoteBg: rgb(0.97, 0.975, 0.985),
  white: rgb(1, 1, 1),
  priority: { high: rgb(0.74, 0.15, 0.15), medium: rgb(0.8, 0.47, 0.02), low: rgb(0.2, 0.52, 0.3) } as Record<
    Priority,
    Color
  >,
};

const X = pageLayout.marginX;

export interface TextStyle {
  size: number;
  lineHeight: number;
  color: Color;
  indent?: number;
  /** Narrower than the content box, e.g. to leave room for a badge. */
  rightInset?: number;
  spaceBefore?: number;
  /** Space below the last line. */
  spaceAfter?: number;
  /** A vertical bar in the left margin of every line (cards, quotes). */
  bar?: Color;
  background?: Color;
}

export const body: TextStyle = { size: 10, lineHeight: 14.5, color: palette.ink };
export const small: TextStyle = { size: 8.5, lineHeight: 12, color: palette.muted };

function drawDecor(page: PDFPage, top: number, height: number, style: TextStyle): void {
  if (style.background) {
    const left = X + (style.indent ?? 0) - 8;
    page.drawRectangle({ x: left, y: top - height, width: X + contentWidth - left, height, color: style.background });
  }
  if (style.bar) page.drawRectangle({ x: X, y: top - height, width: 2.5, height, color: style.bar });
}

/**
 * A wrapped paragraph, one atom per line. Its first two and last two lines stay together, so a
 * page break never leaves a single line behind; `keepAll` keeps every line with the next atom.
 */
export function paragraph(ts: Typesetter, spans: readonly Span[], style: TextStyle, keepAll = false): Atom[] {
  const indent = style.indent ?? 0;
  const lines = ts.wrap(spans, style.size, contentWidth - indent - (style.rightInset ?? 0));
  const descent = style.lineHeight - style.size * 1.02;
  return lines.map((line, i) => {
    const last = i === lines.length - 1;
    const height = style.lineHeight + (last ? (style.spaceAfter ?? 0) : 0);
    return {
      height,
      ...(i === 0 && style.spaceBefore ? { spaceBefore: style.spaceBefore } : {}),
      keepWithNext: keepAll || (i === 0 && lines.length > 1) || (i === lines.length - 2 && lines.length > 2),
      draw(page, top) {
        drawDecor(page, top, height, style);
        ts.drawLine(page, line, X + indent, top - style.lineHeight + descent, style.size, style.color);
      },
    };
  });
}

const headingStyles: Record<1 | 2 | 3, TextStyle & { weight: Weight; rule: boolean }> = {
  1: { size: 17, lineHeight: 22, color: palette.navy, spaceBefore: 22, spaceAfter: 10, weight: 'bold', rule: true },
  2: { size: 12.5, lineHeight: 17, color: palette.navy, spaceBefore: 16, spaceAfter: 6, weight: 'bold', rule: false },
  3: { size: 10.5, lineHeight: 14.5, color: palette.ink, spaceBefore: 12, spaceAfter: 3, weight: 'bold', rule: false },
};

/** A heading; it always stays on the page of what follows it. */
export function heading(ts: Typesetter, level: 1 | 2 | 3, text: string, extra: Partial<TextStyle> = {}): Atom[] {
  const style = { ...headingStyles[level], ...extra };
  const atoms = paragraph(ts, [{ text, weight: style.weight }], style, true);
  if (style.rule && atoms.length > 0) {
    const last = atoms[atoms.length - 1]!;
    const draw = last.draw;
    last.draw = (page, top) => {
      draw(page, top);
      const y = top - last.height + 4;
      page.drawLine({ start: { x: X, y }, end: { x: X + contentWidth, y }, thickness: 0.75, color: palette.rule });
    };
  }
  return atoms;
}

export function bullets(ts: Typesetter, items: readonly Span[][], style: TextStyle, keepAll = false): Atom[] {
  const indent = (style.indent ?? 0) + 12;
  return items.flatMap((spans) => {
    const atoms = paragraph(ts, spans, { ...style, indent, spaceBefore: 2 }, keepAll);
    const first = atoms[0];
    if (first) {
      const draw = first.draw;
      first.draw = (page, top) => {
        draw(page, top);
        ts.drawText(
          page,
          '•',
          X + indent - 10,
          top - style.lineHeight + (style.lineHeight - style.size * 1.02),
          style.size,
          palette.muted,
        );
      };
    }
    return atoms;
  });
}

/** Quoted clause text: smaller, on a tinted band with a bar, as the contract words it. */
export function quote(ts: Typesetter, text: string, indent: number, keepAll: boolean): Atom[] {
  const style: TextStyle = {
    size: 9,
    lineHeight: 13,
    color: rgb(0.25, 0.28, 0.33),
    indent: indent + 10,
    rightInset: 8,
    background: palette.quoteBg,
    spaceBefore: 4,
    spaceAfter: 4,
  };
  const atoms = paragraph(ts, [{ text: `“${text}”` }], style, keepAll);
  return atoms.map((a) => {
    const draw = a.draw;
    return {
      ...a,
      draw(page: PDFPage, top: number) {
        draw(page, top);
        page.drawRectangle({ x: X + indent, y: top - a.height, width: 2, height: a.height, color: palette.quoteBar });
      },
    };
  });
}

/** A two-column table of labels and values; a row never splits across pages. */
export function labelTable(
  ts: Typesetter,
  rows: readonly { label: string; value: string }[],
  labelWidth = 130,
): Atom[] {
  const size = 9.5;
  const lineHeight = 13.5;
  const pad = 5;
  const valueWidth = contentWidth - labelWidth - 2 * pad;
  return rows.map((row, i) => {
    const labelLines = ts.wrap([{ text: row.label, weight: 'bold' }], size, labelWidth - 2 * pad);
    const valueLines = ts.wrap([{ text: row.value }], size, valueWidth);
    const height = Math.max(labelLines.length, valueLines.length) * lineHeight + 2 * pad;
    return {
      height,
      keepWithNext: i < rows.length - 1 && rows.length <= 8,
      draw(page, top) {
        if (i % 2 === 0)
          page.drawRectangle({ x: X, y: top - height, width: contentWidth, height, color: palette.zebra });
        const base = (n: number) => top - pad - (n + 1) * lineHeight + (lineHeight - size * 1.02);
        labelLines.forEach((l, n) => ts.drawLine(page, l, X + pad, base(n), size, palette.navy));
        valueLines.forEach((l, n) => ts.drawLine(page, l, X + labelWidth + pad, base(n), size, palette.ink));
      },
    };
  });
}

/**
 * A small coloured label ("HIGH RISK") on its own line above a card's title, so extracted or
 * copied text keeps the title in one piece.
 */
export function badge(ts: Typesetter, label: string, color: Color, indent: number, bar: Color): Atom {
  const size = 7;
  const w = ts.width(label, 'bold', size) + 10;
  return {
    height: 14,
    spaceBefore: 12,
    keepWithNext: true,
    draw(page, top) {
      page.drawRectangle({ x: X, y: top - 14, width: 2.5, height: 14, color: bar });
      page.drawRectangle({ x: X + indent, y: top - 12, width: w, height: 11, color });
      ts.drawText(page, label, X + indent + 5, top - 9.5, size, palette.white, 'bold');
    },
  };
}
