/**
 * The paragraphs of a contract text for the Word document a redline is written into, when there is
 * no uploaded Word file. Text read from a PDF keeps the PDF's line breaks (every line ends where
 * the page's column ended) and its page breaks (a blank line, even mid-sentence), and may keep page
 * furniture the extraction could not recognise on short documents. As Word paragraphs that reads
 * as a broken document, so for such text this:
 *  - drops lines that are only a page number ("7", "- 7 -", "Page 7 of 38") and short reference
 *    lines repeated on their own between paragraphs ("D/WLM/717334.1" under every page);
 *  - joins the lines of a paragraph, where a line runs to the text's line width and the next one
 *    carries on the sentence (a clause number, a bullet or a short line ends the run);
 *  - joins a paragraph cut by a page break: the block before ends mid-sentence at full width and
 *    the block after starts in lower case.
 * Headings, addresses, signature blocks and lists keep their lines. Joining replaces a line break
 * by one space, so every word stays in order and the redline's quotes (matched with whitespace
 * folded, ./locate.ts) still find their place. Pure.
 */
import { BLANK_LINE } from '../normalise';
import { isPageNumberLine } from '../pdf/running-lines';

/** A line of at least this share of the line width was cut by the page's margin, not by the author. */
const WRAP_SHARE = 0.72;
/** Hard-wrapped text has most of its long lines at about the same width, and that width is a page's. */
const MAX_WRAP_WIDTH = 160;
const MIN_WRAPPED_SHARE = 0.35;

/** "1." "1.2" "(a)" "(iv)" "a." "•" "-" at the start of a line: a new item, never a continuation. */
const ITEM_START = /^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?\s|\([a-z0-9]{1,4}\)\s|[a-z]\.\s|[ivxlcdm]{1,6}\.\s|[•▪●◦*\-–]\s)/i;
/** "Section 4", "ARTICLE II": a heading when capitalised; "section II above" in prose is not. */
const HEADING_START =
  /^\s*(?:Section|SECTION|Article|ARTICLE|Exhibit|EXHIBIT|Schedule|SCHEDULE|Annex|ANNEX|Appendix|APPENDIX)\s+[\dA-Z]/;
const startsItem = (line: string) => ITEM_START.test(line) || HEADING_START.test(line);
const ENDS_SENTENCE = /[.;:!?)\]"”]$/;
/** Short lines that carry a reference number (document ids, form numbers), candidates for furniture. */
const REFERENCE_LINE = /^(?=.*\d)[\w./#\-–:\s]{3,40}$/;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/**
 * The width a block's lines were wrapped at: the document's, or narrower where a part of it is set
 * narrower (an indented schedule, a column): the block's own longest line when it has a few.
 */
function blockWidth(lines: string[], documentWidth: number): number {
  if (lines.length < 3) return documentWidth;
  const longest = Math.max(...lines.map((l) => l.trim().length));
  return longest >= 40 ? Math.min(documentWidth, longest) : documentWidth;
}

/** The width the text was wrapped at, or 0 when its lines are not hard-wrapped. */
export function wrapWidth(text: string): number {
  const lengths = text
    .split('\n')
    .map((l) => l.trim().length)
    .filter((n) => n >= 25);
  if (lengths.length < 8) return 0;
  const width = percentile(lengths, 0.9);
  if (width > MAX_WRAP_WIDTH) return 0;
  const nearWidth = lengths.filter((n) => n >= width * WRAP_SHARE).length / lengths.length;
  return nearWidth >= MIN_WRAPPED_SHARE ? width : 0;
}

/** Lines that are page furniture: bare page numbers, and short reference lines standing alone more than once. */
function furniture(blocks: string[][]): Set<string> {
  const alone = new Map<string, number>();
  for (const block of blocks) {
    if (block.length !== 1) continue;
    const line = block[0]!.trim();
    if (REFERENCE_LINE.test(line) && !startsItem(line)) alone.set(line, (alone.get(line) ?? 0) + 1);
  }
  return new Set([...alone].filter(([, n]) => n >= 2).map(([line]) => line));
}

const startsLower = (line: string) => /^\s*[\p{Ll}]/u.test(line);

/**
 * Whether `line` carries on the sentence of `previous`: the previous line ran to the wrap width
 * (the page's margin cut it), or it left the sentence open and this one goes on in lower case (a
 * short line where a redaction "***" stood for a longer amount, a figure or a page break).
 */
function continues(previous: string, line: string, width: number): boolean {
  if (/:$/.test(previous)) return false;
  if (previous.length >= width * WRAP_SHARE) return true;
  return !ENDS_SENTENCE.test(previous) && /[\p{Ll},]$/u.test(previous) && startsLower(line);
}

/**
 * The paragraphs of one block: lines wrapped by the page are joined; where the author broke the
 * line, a finished sentence or a new item starts a new paragraph, and anything else (an address, a
 * signature block) stays one paragraph with its line breaks.
 */
function joinWrapped(lines: string[], width: number): string[] {
  const out: string[] = [];
  let current = lines[0]!.trim();
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]!.trim();
    const line = lines[i]!.trim();
    const item = startsItem(line);
    if (!item && continues(previous, line, width)) current += ` ${line}`;
    // A finished sentence ends a paragraph of prose; short lines (an address, a signature block)
    // stay together however they end ("Pl.", "Title:").
    else if (
      item ||
      (ENDS_SENTENCE.test(previous) && current.length >= width / 2) ||
      current.length >= width * WRAP_SHARE
    ) {
      out.push(current);
      current = line;
    } else current += `\n${line}`;
  }
  out.push(current);
  return out;
}

/**
 * The text's paragraphs, in order: blocks separated by blank lines, rebuilt as described above
 * when `fromPdf` and the text is hard-wrapped (only page furniture is dropped otherwise).
 */
export function documentParagraphs(text: string, options: { fromPdf: boolean }): string[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(BLANK_LINE)
    .map((b) => b.split('\n').filter((l) => l.trim() !== ''))
    .filter((b) => b.length > 0);
  if (!options.fromPdf) return blocks.map((b) => b.join('\n'));

  const noise = furniture(blocks);
  const kept = blocks
    .map((b) => b.filter((l) => !isPageNumberLine(l) && !noise.has(l.trim())))
    .filter((b) => b.length > 0);
  const width = wrapWidth(text);
  if (width === 0) return kept.map((b) => b.join('\n'));

  const paragraphs: string[] = [];
  let carry: string[] | null = null;
  let carryWidth = width;
  kept.forEach((block, i) => {
    const own = blockWidth(block, width);
    const lines: string[] = carry ? [...carry, ...block] : block;
    const lineWidth = carry ? Math.min(carryWidth, own) : own;
    carry = null;
    const last = lines[lines.length - 1]!.trim();
    const next = kept[i + 1];
    // A page break inside a sentence: the block runs to full width without closing it, and the
    // next block picks the sentence up in lower case.
    if (next && !ENDS_SENTENCE.test(last) && startsLower(next[0]!) && continues(last, next[0]!.trim(), lineWidth)) {
      carry = lines;
      carryWidth = lineWidth;
      return;
    }
    paragraphs.push(...joinWrapped(lines, lineWidth));
  });
  if (carry) paragraphs.push(...joinWrapped(carry, carryWidth));
  return paragraphs;
}
