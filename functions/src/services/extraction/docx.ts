/**
 * DOCX to plain text, in reading order: paragraphs separated by blank lines, list items prefixed
 * with their computed numbers, tables as one line per row with cells separated by " | ".
 * Deleted revisions, field codes, hidden text and compatibility fallbacks are left out.
 */
import { emptyNumbering, ListCounter, parseNumbering, parseStyles } from './docx-numbering';
import { extractionFailed } from './errors';
import { normaliseText } from './normalise';
import { defaultZipLimits, readZipParts, type ZipLimits } from './zip';
import { isW, MC_NS, parseXml, wAttr, type XmlTag } from './xml';

const DOCUMENT = 'word/document.xml';
const NUMBERING = 'word/numbering.xml';
const STYLES = 'word/styles.xml';

interface Paragraph {
  parts: string[];
  numId?: string;
  ilvl?: number;
  styleId?: string;
}

interface Table {
  rows: string[][];
  row?: string[];
  cell?: string[];
}

/** Elements whose whole subtree carries no visible text. */
const SKIPPED_W = new Set(['del', 'moveFrom', 'instrText', 'delText', 'pPrChange', 'rPrChange', 'numberingChange']);

export function extractDocxText(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): string {
  const parts = readZipParts(bytes, [DOCUMENT, NUMBERING, STYLES, '[Content_Types].xml'], limits);
  const documentXml = parts.get(DOCUMENT);
  if (!documentXml) throw extractionFailed('docx-invalid', `no ${DOCUMENT}`);
  if (!parts.get('[Content_Types].xml')?.includes('wordprocessingml')) {
    throw extractionFailed('docx-invalid', 'not a WordprocessingML package');
  }
  const model = emptyNumbering();
  parseNumbering(model, parts.get(NUMBERING));
  parseStyles(model, parts.get(STYLES));
  return normaliseText(documentToText(documentXml, new ListCounter(model)));
}

/** Pure: document.xml text plus a numbering counter to the document's text. */
export function documentToText(documentXml: string, lists: ListCounter): string {
  const blocks: string[] = [];
  const paragraphs: Paragraph[] = [];
  const tables: Table[] = [];
  let skipDepth = 0;
  let inText = false;
  let inPPr = false;
  let runHidden = false;
  let inRPr = false;

  const append = (text: string) => {
    const p = paragraphs.at(-1);
    if (p && !runHidden) p.parts.push(text);
  };
  const emit = (text: string) => {
    const table = tables.at(-1);
    if (table?.cell) table.cell.push(text);
    else if (text.trim() !== '') blocks.push(text);
  };

  parseXml(
    documentXml,
    {
      open(tag: XmlTag) {
        if (skipDepth > 0 || (tag.uri === MC_NS && tag.local === 'Fallback') || (SKIPPED_W.has(tag.local) && isW(tag, tag.local))) {
          skipDepth += 1;
          return;
        }
        if (isW(tag, 'p')) paragraphs.push({ parts: [] });
        else if (isW(tag, 'pPr')) inPPr = true;
        else if (inPPr && isW(tag, 'pStyle')) setPara('styleId', wAttr(tag, 'val'));
        else if (inPPr && isW(tag, 'numId')) setPara('numId', wAttr(tag, 'val'));
        else if (inPPr && isW(tag, 'ilvl')) setPara('ilvl', Number.parseInt(wAttr(tag, 'val') ?? '0', 10) || 0);
        else if (isW(tag, 'r')) runHidden = false;
        else if (isW(tag, 'rPr')) inRPr = true;
        else if (inRPr && !inPPr && isW(tag, 'vanish')) runHidden = !['0', 'false', 'off'].includes(wAttr(tag, 'val') ?? 'true');
        else if (isW(tag, 't')) inText = true;
        else if (inPPr) return;
        else if (isW(tag, 'tab')) append('\t');
        else if (isW(tag, 'br') || isW(tag, 'cr')) append('\n');
        else if (isW(tag, 'noBreakHyphen')) append('-');
        else if (isW(tag, 'tbl')) tables.push({ rows: [] });
        else if (isW(tag, 'tr')) { const t = tables.at(-1); if (t) t.row = []; }
        else if (isW(tag, 'tc')) { const t = tables.at(-1); if (t) t.cell = []; }
      },
      text(text: string) {
        if (skipDepth === 0 && inText) append(text);
      },
      close(tag: XmlTag) {
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (isW(tag, 't')) inText = false;
        else if (isW(tag, 'pPr')) inPPr = false;
        else if (isW(tag, 'rPr')) inRPr = false;
        else if (isW(tag, 'r')) runHidden = false;
        else if (isW(tag, 'p')) {
          const p = paragraphs.pop();
          if (p) emit(paragraphText(p, lists));
        } else if (isW(tag, 'tc')) {
          const t = tables.at(-1);
          if (t?.row && t.cell) t.row.push(t.cell.map((s) => s.trim()).filter(Boolean).join(' '));
          if (t) t.cell = undefined;
        } else if (isW(tag, 'tr')) {
          const t = tables.at(-1);
          if (t?.row && t.row.some((c) => c !== '')) t.rows.push(t.row);
          if (t) t.row = undefined;
        } else if (isW(tag, 'tbl')) {
          const t = tables.pop();
          if (t) emit(t.rows.map((cells) => cells.join(' | ')).join('\n'));
        }
      },
    },
    DOCUMENT,
  );
  return blocks.join('\n\n');

  function setPara<K extends 'styleId' | 'numId' | 'ilvl'>(key: K, value: Paragraph[K]) {
    const p = paragraphs.at(-1);
    if (p) p[key] = value;
  }
}

function paragraphText(p: Paragraph, lists: ListCounter): string {
  const text = p.parts.join('').replace(/[ \t]+$/gm, '');
  const list = lists.resolve(p.numId, p.ilvl, p.styleId);
  // An empty numbered paragraph still advances Word's counter, but shows nothing worth keeping.
  const label = list ? lists.next(list.numId, list.ilvl) : '';
  if (text.trim() === '') return '';
  if (!label) return text;
  return `${'  '.repeat(list?.ilvl ?? 0)}${label} ${text.trimStart()}`;
}
