/**
 * What text extraction may forget of document.xml as it reads: every element, text node and comment
 * the text model (docx-text-model.ts) never looks at. Used as parseDom's `prune` on the upload path,
 * so a document of millions of empty runs, unknown elements or skipped fallbacks costs memory for
 * the text it holds, not for its element count. The text is the same either way (a unit test holds
 * the pruned and the full reading equal on every fixture); the redline writer, which writes the whole
 * document back, reads it unpruned.
 */
import type { XElement } from './docx-dom';
import { skippedByTextModel } from './docx-text-model';
import { W_NS } from '../xml';

/** w: elements the text model reads even when they have no children (or reads the attributes of). */
const LEAVES = new Set([
  'p',
  't',
  'tab',
  'br',
  'cr',
  'noBreakHyphen',
  'tc',
  'pStyle',
  'ilvl',
  'numId',
  'vanish',
  'sectPr',
]);

const isW = (el: XElement | undefined, local: string) => !!el && el.local === local && W_NS.has(el.uri);

/** True to drop `el` (closing, its children already pruned); may also drop its unread children. */
export function prunedForText(el: XElement): boolean {
  // A tracked deletion of the paragraph mark (w:pPr/w:rPr/w:del) joins paragraphs: kept.
  const markChange = isW(el.parent, 'rPr') && (isW(el, 'del') || isW(el, 'ins'));
  if (skippedByTextModel(el) && !markChange) return true;
  // Only w:t's text is read; comments and processing instructions never are.
  if (!isW(el, 't') && el.children.some((c) => c.kind !== 'el'))
    el.children = el.children.filter((c) => c.kind === 'el');
  if (el.children.length === 0) {
    if (!W_NS.has(el.uri) || !(LEAVES.has(el.local) || markChange)) return true;
    // Consecutive empty paragraphs read as one (none carries a list, a style or text).
    if (isW(el, 'p')) return isW(previousElement(el), 'p') && previousElement(el)!.children.length === 0;
    return false;
  }
  // A run of nothing but properties shows nothing.
  return isW(el, 'r') && el.children.every((c) => c.kind === 'el' && isW(c, 'rPr'));
}

function previousElement(el: XElement): XElement | undefined {
  const siblings = el.parent?.children ?? [];
  // `el` is its parent's last child while it closes.
  const before = siblings[siblings.length - 2];
  return before?.kind === 'el' ? before : undefined;
}
