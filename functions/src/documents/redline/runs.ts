/**
 * Run-level surgery: split a run at a character so an edit starts or ends exactly there (both
 * halves keep the run's properties), wrap runs in a tracked deletion, and make the runs of a
 * tracked insertion with the formatting of the text they follow.
 */
import { isWEl, textOf, wChild, type XElement, type XText } from '../docx/docx-dom';
import type { Src } from '../docx/docx-mapped-text';
import type { DocxTextModel } from '../docx/docx-text-model';
import { append, clone, detach, insertAfter, removeAll, wEl, wText } from './dom-edit';

/** Run properties for new text: the neighbour's, minus anything that records someone's revision. */
export function cleanRPr(run: XElement | undefined): XElement | undefined {
  const rPr = run && wChild(run, 'rPr');
  if (!rPr) return undefined;
  const copy = clone(rPr);
  removeAll(copy, ['rPrChange', 'ins', 'del', 'moveFrom', 'moveTo', 'vanish', 'specVanish']);
  return copy;
}

/** Moves run.children[index..] into a new run placed right after it; returns the new run. */
function splitChildren(run: XElement, index: number): XElement | undefined {
  const contentBefore = run.children.slice(0, index).some((c) => c.kind === 'el' && !isWEl(c, 'rPr'));
  const contentAfter = run.children.slice(index).some((c) => c.kind === 'el');
  if (!contentBefore || !contentAfter) return undefined;
  const right: XElement = { ...run, attrs: run.attrs.map((a) => ({ ...a })), children: [], parent: undefined };
  const rPr = wChild(run, 'rPr');
  if (rPr) append(right, clone(rPr));
  for (const c of run.children.slice(index)) append(right, c);
  insertAfter(run, right);
  return right;
}

/** Splits the run of a w:t at a character offset of one of its text nodes. */
function splitText(run: XElement, t: XElement, node: XText, offset: number): void {
  const whole = textOf(t);
  let pos = offset;
  for (const c of t.children) {
    if (c === node) break;
    if (c.kind === 'text') pos += c.text.length;
  }
  const index = run.children.indexOf(t);
  if (pos <= 0) return void splitChildren(run, index);
  if (pos >= whole.length) return void splitChildren(run, index + 1);
  // The left half keeps the text node object: positions before it still point at it.
  node.text = whole.slice(0, pos);
  t.children = [node];
  node.parent = t;
  t.attrs = t.attrs.filter((a) => a.name !== 'xml:space');
  t.attrs.push({ name: 'xml:space', value: 'preserve' });
  const rest = wText('t', whole.slice(pos));
  rest.attrs = [{ name: 'xml:space', value: 'preserve' }];
  insertAfter(t, rest);
  splitChildren(run, index + 1);
}

/** Makes a run boundary right before (side 'before') or right after the character from `src`. */
export function splitAtChar(src: Src, offset: number, side: 'before' | 'after'): void {
  if (src.kind === 'text') {
    const t = src.node.parent;
    if (!t || t.parent !== src.run) return;
    splitText(src.run, t, src.node, side === 'before' ? offset : offset + 1);
  } else if (src.kind === 'atom') {
    if (src.el.parent !== src.run) return;
    const index = src.run.children.indexOf(src.el);
    splitChildren(src.run, side === 'before' ? index : index + 1);
  }
}

const visible = (kind: string) => kind === 'text' || kind === 'atom';

/**
 * Makes a run boundary at each text offset (last first, so earlier offsets stay valid): the run at
 * the offset starts there and the run before it ends there. The text reads the same afterwards.
 */
export function splitRunsAt(model: DocxTextModel, cuts: Iterable<number>): void {
  for (const q of [...cuts].sort((a, b) => b - a)) {
    const right = model.map[q];
    const left = model.map[q - 1];
    if (right && visible(right.kind)) splitAtChar(right, model.offsets[q]!, 'before');
    if (
      left &&
      visible(left.kind) &&
      (!right || !visible(right.kind) || !('run' in right) || !('run' in left) || right.run !== left.run)
    ) {
      splitAtChar(left, model.offsets[q - 1]!, 'after');
    }
  }
}

/** Turns a run's text into deleted text (w:t → w:delText, w:instrText → w:delInstrText). */
function markTextDeleted(el: XElement): void {
  for (const c of el.children) {
    if (c.kind !== 'el') continue;
    const renamed = c.local === 't' ? 'delText' : c.local === 'instrText' ? 'delInstrText' : undefined;
    if (renamed && isWEl(c, c.local)) {
      c.name = `w:${renamed}`;
      c.local = renamed;
    } else markTextDeleted(c);
  }
}

/**
 * Wraps a run in a tracked deletion where it stands (inside someone else's w:ins it nests there);
 * joins the deletion `joinTo` when that is the run's previous sibling. Returns the w:del.
 */
export function wrapDeleted(run: XElement, makeDel: () => XElement, joinTo?: XElement): XElement {
  markTextDeleted(run);
  const siblings = run.parent!.children;
  const prev = siblings[siblings.indexOf(run) - 1];
  if (joinTo && prev === joinTo) {
    append(joinTo, run);
    return joinTo;
  }
  const del = makeDel();
  insertAfter(run, del);
  append(del, run);
  return del;
}

/** The runs of inserted text: tabs and line breaks become w:tab and w:br. */
export function insertedRuns(text: string, rPr: XElement | undefined): XElement[] {
  const run = wEl('r');
  if (rPr) append(run, clone(rPr));
  for (const piece of text.split(/(\t|\n)/)) {
    if (piece === '') continue;
    if (piece === '\t') append(run, wEl('tab'));
    else if (piece === '\n') append(run, wEl('br'));
    else append(run, wText('t', piece));
  }
  return [run];
}

export { detach };
