/**
 * A clean Word document from contract text (pasted, or read from a PDF), so the redline has a file
 * to mark up: one Word paragraph per paragraph of the text, headings in Word's heading styles, and
 * numbered clauses keeping their numbers as typed (so the document reads exactly as the text the
 * modifications quote) with their level's indent.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun, type ParagraphChild } from 'docx';
import { xmlSafe } from '../docx/docx-dom';
import { documentParagraphs } from './paragraphs';

/** "1." "1.2" "(a)" "(iv)" "a." and the like, and how deep each sits. */
const CLAUSE = /^(\d{1,3}(?:\.\d{1,3})*\.?|\([a-z]{1,2}\)|\([ivxlcdm]{1,6}\)|[a-z]\.|\(\d{1,3}\))\s+\S/i;

export function clauseDepth(label: string): number {
  if (/^\d/.test(label)) return label.replace(/\.$/, '').split('.').length - 1;
  if (/^\([ivxlcdm]+\)$/i.test(label) && label.length > 3) return 3;
  return 2;
}

/** A short line without closing punctuation, in capitals or title case: a heading. */
export function isHeading(line: string): boolean {
  const t = line.trim();
  if (t.length === 0 || t.length > 80 || /[.;:,]$/.test(t) || t.includes('\n')) return false;
  const words = t
    .replace(CLAUSE, '')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0 || words.length > 10) return false;
  if (t === t.toUpperCase()) return true;
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
  return words.every((w) => /^[\p{Lu}\d]/u.test(w) || small.has(w.toLowerCase()));
}

function runs(text: string, bold = false): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  text.split('\n').forEach((line, i) => {
    line.split('\t').forEach((piece, j) => {
      out.push(new TextRun({ text: piece, bold, break: i > 0 && j === 0 ? 1 : undefined }));
      if (j > 0) out.splice(out.length - 1, 0, new TextRun({ children: ['\t'] }));
    });
  });
  return out;
}

export async function docxFromText(contractText: string, options: { fromPdf?: boolean } = {}): Promise<Uint8Array> {
  // The docx package writes text as it is: characters XML cannot carry (U+FFFE, C0 controls) would
  // make the part unreadable, so they become U+FFFD (one for one: offsets stay where they were).
  const text = xmlSafe(contractText);
  // Text read from a PDF gets its paragraphs back (./paragraphs.ts); pasted text keeps its own.
  const blocks = documentParagraphs(text, { fromPdf: options.fromPdf ?? false });
  const paragraphs = blocks.map((block, i) => {
    const trimmed = block.replace(/^\s+/, '');
    const label = CLAUSE.exec(trimmed)?.[1];
    const heading = isHeading(trimmed);
    if (i === 0 && heading) return new Paragraph({ heading: HeadingLevel.TITLE, children: runs(trimmed) });
    if (heading && !label) return new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(trimmed) });
    if (label) {
      const depth = clauseDepth(label);
      return new Paragraph({
        heading: heading && depth === 0 ? HeadingLevel.HEADING_1 : undefined,
        indent: depth > 0 ? { left: 360 * depth } : undefined,
        spacing: { after: 120 },
        children: runs(trimmed),
      });
    }
    return new Paragraph({ spacing: { after: 120 }, children: runs(trimmed) });
  });
  const doc = new Document({
    creator: 'Clausewise',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children: paragraphs }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
