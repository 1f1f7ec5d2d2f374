/**
 * The walk from document.xml to the contract text, in reading order: paragraphs separated by blank
 * lines, list items prefixed with their computed numbers, tables as one line per row with cells
 * separated by " | ". Deleted revisions, field codes, hidden text and compatibility fallbacks are
 * left out. Every character keeps its source (docx-mapped-text.ts), so extraction and the redline
 * writer read the same text by construction.
 */
import { attrOf, isOn, isWEl, wChild, type XElement, type XNode } from './docx-dom';
import {
  mConcat,
  mEmpty,
  mExpand,
  mJoin,
  mNormalise,
  mReplace,
  mSources,
  mt,
  mTrim,
  mTrimStart,
  type MText,
  type Src,
} from './docx-mapped-text';
import type { ListCounter } from './docx-numbering';
import { TRAILING_SPACES } from '../normalise';
import { MC_NS, W_NS } from '../xml';

export interface ParagraphInfo {
  el: XElement;
  /** The computed list label ('' when not numbered). */
  label: string;
  ilvl: number;
  /** True when the paragraph sits in a table cell. */
  inTable: boolean;
}

export interface DocxTextModel {
  text: string;
  /** Source of each character of `text`, and its offset inside that source. */
  map: Src[];
  offsets: Int32Array;
  /** Every paragraph met, in document order. */
  paragraphs: ParagraphInfo[];
}

interface OpenParagraph {
  el: XElement;
  parts: MText[];
  numId?: string;
  ilvl?: number;
  styleId?: string;
}

interface OpenTable {
  rows: MText[][];
  row?: MText[];
  cell?: MText[];
}

/** Elements whose whole subtree carries no visible text. */
const SKIPPED_W = new Set([
  'del',
  'moveFrom',
  'instrText',
  'delText',
  'delInstrText',
  'pPrChange',
  'rPrChange',
  'numberingChange',
]);

/** Elements the walk never enters (parseDom's pruning for extraction drops them as they close). */
export const skippedByTextModel = (el: XElement) =>
  (el.uri === MC_NS && el.local === 'Fallback') || (W_NS.has(el.uri) && SKIPPED_W.has(el.local));

/** A paragraph whose mark is a tracked deletion joins the next one in the document as it reads. */
export const markDeleted = (p: XElement) => !!wChild(wChild(wChild(p, 'pPr'), 'rPr'), 'del');

export function buildTextModel(body: XElement, lists: ListCounter): DocxTextModel {
  const blocks: MText[] = [];
  const paragraphs: ParagraphInfo[] = [];
  const open: OpenParagraph[] = [];
  const tables: OpenTable[] = [];
  let carry: MText | undefined;
  let run: XElement | undefined;
  let runHidden = false;

  const append = (t: MText) => {
    const p = open.at(-1);
    if (p && !runHidden) p.parts.push(t);
  };
  const emit = (t: MText) => {
    const table = tables.at(-1);
    if (table?.cell) table.cell.push(t);
    else if (t.s.trim() !== '') blocks.push(t);
  };

  const visit = (el: XElement) => {
    if (skippedByTextModel(el)) return;
    if (!W_NS.has(el.uri)) return visitChildren(el);
    switch (el.local) {
      case 'p': {
        open.push({ el, parts: [] });
        visitChildren(el);
        const p = open.pop();
        if (p) closeParagraph(p);
        return;
      }
      case 'pPr': {
        const p = open.at(-1);
        if (!p) return;
        const style = wChild(el, 'pStyle');
        if (style) p.styleId = attrOf(style, 'val');
        const numPr = wChild(el, 'numPr');
        const numId = wChild(numPr, 'numId');
        const ilvl = wChild(numPr, 'ilvl');
        if (numId) p.numId = attrOf(numId, 'val');
        if (ilvl) p.ilvl = Number.parseInt(attrOf(ilvl, 'val') ?? '0', 10) || 0;
        return; // nothing inside pPr is text
      }
      case 'r': {
        const outer = run;
        run = el;
        runHidden = isOn(wChild(wChild(el, 'rPr'), 'vanish'));
        visitChildren(el);
        run = outer;
        runHidden = false;
        return;
      }
      case 'rPr':
        return;
      case 't':
        for (const c of el.children) if (c.kind === 'text') append(textPiece(c));
        return;
      case 'tab':
        return append(atom('\t', el));
      case 'br':
      case 'cr':
        return append(atom('\n', el));
      case 'noBreakHyphen':
        return append(atom('-', el));
      case 'tbl': {
        tables.push({ rows: [] });
        visitChildren(el);
        const t = tables.pop();
        if (t)
          emit(
            mJoin(
              t.rows.map((cells) => mJoin(cells, () => mt(' | '))),
              () => mt('\n'),
            ),
          );
        return;
      }
      case 'tr': {
        const t = tables.at(-1);
        if (t) t.row = [];
        visitChildren(el);
        if (t?.row && t.row.some((c) => c.s !== '')) t.rows.push(t.row);
        if (t) t.row = undefined;
        return;
      }
      case 'tc': {
        const t = tables.at(-1);
        if (t) t.cell = [];
        visitChildren(el);
        if (t?.row && t.cell) {
          // Cell paragraphs are joined by a space that stands for the earlier paragraph's mark.
          const kept = t.cell.map(mTrim).filter((c) => c.s !== '');
          t.row.push(mJoin(kept, (before) => mt(' ', markOf(before))));
        }
        if (t) t.cell = undefined;
        return;
      }
      default:
        return visitChildren(el);
    }
  };

  const visitChildren = (el: XElement) => {
    for (const c of el.children as XNode[]) if (c.kind === 'el') visit(c);
  };

  const textPiece = (node: Extract<XNode, { kind: 'text' }>): MText => {
    const para = open.at(-1)!.el;
    return mt(node.text, { kind: 'text', para, run: run ?? para, node });
  };
  const atom = (ch: string, el: XElement): MText => {
    const para = open.at(-1)?.el ?? el;
    return mt(ch, { kind: 'atom', para, run: run ?? para, el });
  };

  function closeParagraph(p: OpenParagraph) {
    let parts = p.parts;
    if (carry) {
      parts = [carry, ...parts];
      carry = undefined;
    }
    const info: ParagraphInfo = { el: p.el, label: '', ilvl: 0, inTable: tables.length > 0 };
    paragraphs.push(info);
    if (markDeleted(p.el)) {
      carry = mConcat(parts);
      return;
    }
    const text = mReplace(mConcat(parts), TRAILING_SPACES, '');
    const list = lists.resolve(p.numId, p.ilvl, p.styleId);
    const sectionBreakOnly = text.s.trim() === '' && !!wChild(wChild(p.el, 'pPr'), 'sectPr');
    // An empty numbered paragraph still advances Word's counter (but shows nothing worth keeping);
    // an empty paragraph that only carries a section break does not.
    const label = list && !sectionBreakOnly ? lists.next(list.numId, list.ilvl) : '';
    info.label = label;
    info.ilvl = list?.ilvl ?? 0;
    if (text.s.trim() === '') return emit(mEmpty());
    const labelSrc: Src = { kind: 'label', para: p.el };
    const markSrc: Src = { kind: 'mark', para: p.el };
    const body = label ? mConcat([mt(`${'  '.repeat(info.ilvl)}${label} `, labelSrc), mTrimStart(text)]) : text;
    // The mark travels with the paragraph's last character so block joins can find it.
    lastMark.set(body, markSrc);
    emit(body);
  }

  const lastMark = new WeakMap<MText, Src>();
  const markOf = (before: MText): Src => {
    const sources = mSources(before);
    for (let i = sources.length - 1; i >= 0; i--) {
      const src = sources[i]!;
      if (src.kind !== 'synthetic') return { kind: 'mark', para: src.para };
    }
    return lastMark.get(before) ?? { kind: 'synthetic' };
  };

  visitChildren(body);
  const joined = mJoin(blocks, (before) =>
    mt('\n\n', before.s.length && !isTableBlock(before) ? markOf(before) : { kind: 'synthetic' }),
  );
  const text = mNormalise(joined);
  return { text: text.s, ...mExpand(text), paragraphs };
}

/** A block whose characters come from more than one paragraph is a table. */
function isTableBlock(block: MText): boolean {
  let para: XElement | undefined;
  for (const src of mSources(block)) {
    if (src.kind === 'synthetic') continue;
    if (para && src.para !== para) return true;
    para = src.para;
  }
  return false;
}

export const documentBody = (root: XElement): XElement | undefined =>
  isWEl(root, 'document') ? wChild(root, 'body') : undefined;

/** Each paragraph's label and visible text (without the label), in document order. */
export function labelledParagraphs(model: DocxTextModel): { el: XElement; label: string; text: string }[] {
  const texts = new Map<XElement, string>();
  model.map.forEach((src, i) => {
    if (src.kind === 'text' || src.kind === 'atom') texts.set(src.para, (texts.get(src.para) ?? '') + model.text[i]);
  });
  return model.paragraphs.map((p) => ({ el: p.el, label: p.label, text: texts.get(p.el) ?? '' }));
}
