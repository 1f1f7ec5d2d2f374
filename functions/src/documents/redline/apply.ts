/**
 * Writes planned edits into the document tree as tracked changes. Two passes: first every run is
 * split where an edit starts or ends (from the last position back, so earlier positions stay
 * valid) and the text model is rebuilt over the split runs; then each edit wraps whole runs in
 * w:del, adds w:ins runs and new paragraphs, deletes the marks of paragraphs it empties, and gets
 * its comment.
 */
import { isWEl, wChild, type XElement } from '../docx/docx-dom';
import type { DocxTextModel } from '../docx/docx-text-model';
import { AppError } from '../../domain/errors/app-error';
import type { CommentWriter } from './comments';
import { append, clone, descendants, insertAfter, insertBefore, nextElement, removeAll, wEl } from './dom-edit';
import type { PlannedEdit } from './plan';
import { markParagraph, unnumberParagraph, type Revisions } from './revisions';
import { cleanRPr, insertedRuns, splitRunsAt, wrapDeleted } from './runs';

/** Markup that may sit between two paragraphs without being a block of its own. */
const NON_BLOCK = new Set([
  'bookmarkStart',
  'bookmarkEnd',
  'commentRangeStart',
  'commentRangeEnd',
  'proofErr',
  'permStart',
  'permEnd',
  'moveFromRangeStart',
  'moveFromRangeEnd',
  'moveToRangeStart',
  'moveToRangeEnd',
]);

function nextBlock(p: XElement): XElement | undefined {
  let next = nextElement(p);
  while (next && NON_BLOCK.has(next.local)) next = nextElement(next);
  return next;
}

/**
 * A paragraph mark may be deleted (or inserted) only when the next block is a paragraph: never the
 * last mark of a table cell or of the body, never one before a table, never one carrying a section.
 */
export function markCanMerge(p: XElement): boolean {
  if (wChild(wChild(p, 'pPr'), 'sectPr')) return false;
  return isWEl(nextBlock(p), 'p');
}

export interface ApplyContext {
  rebuild(): DocxTextModel;
  rev: Revisions;
  comments: Pick<CommentWriter, 'anchor'>;
  /** The comment on an edit; undefined leaves the edit without one. */
  commentText(index: number): string | undefined;
}

export function applyEdits(model: DocxTextModel, edits: PlannedEdit[], ctx: ApplyContext): void {
  // Pass 1: run boundaries at every edit position.
  const cuts = new Set<number>();
  for (const e of edits) {
    for (const op of e.ops) {
      if (op.kind === 'del') {
        cuts.add(op.start);
        cuts.add(op.end);
      } else if (op.kind === 'ins') cuts.add(op.at);
    }
  }
  splitRunsAt(model, cuts);
  const split = ctx.rebuild();
  if (split.text !== model.text)
    throw new AppError(500, 'INTERNAL_ERROR', 'Failed to redline contract. Please try again.').because(
      'redline: splitting runs changed the text',
    );

  const numbered = new Set(split.paragraphs.filter((p) => p.label).map((p) => p.el));

  // Pass 2: the tracked changes, edit by edit.
  for (const edit of edits) {
    const touched: XElement[] = [];
    const deletedRuns = new Set<XElement>();
    let lastDel: XElement | undefined;
    const deleteRun = (run: XElement) => {
      if (deletedRuns.has(run)) return;
      deletedRuns.add(run);
      lastDel = wrapDeleted(run, () => ctx.rev.change('del'), lastDel);
      if (!touched.includes(lastDel)) touched.push(lastDel);
    };
    for (const op of edit.ops) {
      if (op.kind === 'del') {
        lastDel = undefined;
        for (let i = op.start; i < op.end; i++) {
          const src = split.map[i]!;
          if ((src.kind === 'text' || src.kind === 'atom') && src.run !== src.para) deleteRun(src.run);
          if (src.kind === 'mark' && !edit.wholeParagraphs.includes(src.para) && markCanMerge(src.para))
            markParagraph(src.para, ctx.rev.change('del'));
        }
      } else if (op.kind === 'ins') {
        const ins = insertText(split, op.at, op.text, ctx.rev);
        if (ins) touched.push(ins);
      } else {
        touched.push(...insertParagraphs(op.after, op.texts, ctx.rev));
      }
    }
    for (const p of edit.wholeParagraphs) {
      lastDel = undefined;
      for (const run of descendants(
        p,
        (e) => isWEl(e, 'r'),
        (e) => isWEl(e, 'del') || isWEl(e, 'moveFrom') || isWEl(e, 'txbxContent') || isWEl(e, 'pPr'),
      ))
        deleteRun(run);
      if (markCanMerge(p)) markParagraph(p, ctx.rev.change('del'));
      else if (numbered.has(p)) unnumberParagraph(p, ctx.rev.change('del'));
    }
    const comment = ctx.commentText(edit.index);
    if (touched.length > 0 && comment) {
      const order = documentOrder(touched);
      ctx.comments.anchor(order[0]!, order.at(-1)!, comment);
    }
  }
}

/** The outermost of our own change wrappers around a node (so new text goes beside, not inside). */
function outsideOurWrappers(node: XElement, rev: Revisions): XElement {
  let n = node;
  while (n.parent && rev.isOurs(n.parent)) n = n.parent;
  return n;
}

function insertText(model: DocxTextModel, at: number, text: string, rev: Revisions): XElement | undefined {
  const left = model.map[at - 1];
  const right = model.map[at];
  let anchor: XElement | undefined;
  let where: 'after' | 'before' = 'after';
  if (left && (left.kind === 'text' || left.kind === 'atom') && left.run !== left.para) anchor = left.run;
  else if (right && (right.kind === 'text' || right.kind === 'atom') && right.run !== right.para) {
    anchor = right.run;
    where = 'before';
  }
  if (!anchor) return undefined;
  const ins = rev.change('ins');
  for (const run of insertedRuns(text, cleanRPr(anchor))) append(ins, run);
  const place = outsideOurWrappers(anchor, rev);
  if (where === 'after') insertAfter(place, ins);
  else insertBefore(place, ins);
  return ins;
}

/** The last run with text in a paragraph: new clauses take its formatting (body text, not a bold title). */
function bodyRun(p: XElement): XElement | undefined {
  return descendants(
    p,
    (e) => isWEl(e, 'r') && !!wChild(e, 't'),
    (e) => isWEl(e, 'del') || isWEl(e, 'pPr'),
  ).at(-1);
}

/** A copy of a paragraph's properties for a new paragraph: no section, no one else's revision marks. */
function copiedPPr(p: XElement, keepSection: boolean): XElement | undefined {
  const pPr = wChild(p, 'pPr');
  if (!pPr) return undefined;
  const copy = clone(pPr);
  removeAll(
    copy,
    keepSection
      ? ['pPrChange', 'ins', 'del', 'moveFrom', 'moveTo', 'rPrChange']
      : ['sectPr', 'pPrChange', 'ins', 'del', 'moveFrom', 'moveTo', 'rPrChange'],
  );
  return copy;
}

/**
 * New paragraphs after `p`, each with inserted text and an inserted mark. When p's mark cannot merge
 * with what follows (end of a cell or the body, a table, a section break), p's own mark is the
 * inserted one and the last new paragraph takes over p's original properties instead.
 */
function insertParagraphs(p: XElement, texts: string[], rev: Revisions): XElement[] {
  const rPr = cleanRPr(bodyRun(p));
  const created: XElement[] = [];
  const viaNext = markCanMerge(p);
  const originalPPr = viaNext ? undefined : copiedPPr(p, true);
  if (!viaNext) {
    const pPr = wChild(p, 'pPr');
    if (pPr) removeAll(pPr, ['sectPr']);
    markParagraph(p, rev.change('ins'));
  }
  let previous = p;
  texts.forEach((text, i) => {
    const last = i === texts.length - 1;
    const para = wEl(
      'p',
      Object.fromEntries(p.attrs.filter((a) => !/paraId|textId/.test(a.name)).map((a) => [a.name, a.value])),
    );
    const pPr = !viaNext && last ? originalPPr : copiedPPr(p, false);
    if (pPr) append(para, pPr);
    if (viaNext || !last) markParagraph(para, rev.change('ins'));
    const ins = rev.change('ins');
    for (const run of insertedRuns(text, rPr)) append(ins, run);
    append(para, ins);
    insertAfter(previous, para);
    previous = para;
    created.push(ins);
  });
  return created;
}

/** Sorts elements into document order. */
function documentOrder(elements: XElement[]): XElement[] {
  const path = (e: XElement) => {
    const out: number[] = [];
    let n: XElement = e;
    while (n.parent) {
      out.unshift(n.parent.children.indexOf(n));
      n = n.parent;
    }
    return out;
  };
  const keyed = elements.map((e) => ({ e, p: path(e) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < Math.min(a.p.length, b.p.length); i++) if (a.p[i] !== b.p[i]) return a.p[i]! - b.p[i]!;
    return a.p.length - b.p.length;
  });
  return keyed.map((k) => k.e);
}
