/**
 * The comparison Word file: the new draft as it is, with the differences from the previous draft as
 * tracked changes by the other side's name: what they added wrapped in their w:ins where it stands,
 * what they removed put back as their w:del, whole paragraphs with inserted or deleted marks. The
 * new draft's own text is untouched, so the file reads exactly as the new draft (the contract text)
 * and, with their changes rejected, as the previous draft; reading it gives the same list of changes
 * as if they had tracked them. A new draft that came as a PDF or pasted text is first built into a
 * clean document (the redline writer's from-text.ts).
 */
import { AppError } from '../../domain/errors/app-error';
import { isWEl, serializeDom, wChild, type XElement } from '../docx/docx-dom';
import type { DocxTextModel } from '../docx/docx-text-model';
import { append, clone, insertAfter, insertBefore, removeAll, wEl } from '../redline/dom-edit';
import { DOCUMENT_PART, openDocument } from '../redline/document';
import { docxFromText } from '../redline/from-text';
import { checkedContentTypes, partText, readPackage, setPartText, writePackage } from '../redline/package';
import { markParagraph, Revisions } from '../redline/revisions';
import { markCanMerge } from '../redline/apply';
import { cleanRPr, insertedRuns, splitRunsAt, wrapDeleted } from '../redline/runs';
import { assertSendable } from '../redline/sendable';
import { diffDrafts, type DraftEdit } from './draft-diff';

export interface ComparisonInput {
  /** The new draft as uploaded (null when it came as a PDF or pasted text). */
  newDocx: Uint8Array | null;
  /** The new draft's text (the contract text); used to build a document when there is no Word file. */
  newText: string;
  previousText: string;
  /** The other side's name, on every change. */
  author: string;
  date: Date;
}

const failed = (detail: string) =>
  new AppError(500, 'INTERNAL_ERROR', 'Failed to compare the drafts. Please try again.').because(
    `comparison: ${detail}`,
  );
const visible = (kind: string) => kind === 'text' || kind === 'atom';

export async function buildComparisonDocx(input: ComparisonInput): Promise<Uint8Array> {
  const source = input.newDocx ?? (await docxFromText(input.newText));
  const pkg = readPackage(source);
  checkedContentTypes(pkg);
  const { document, body, rebuild } = openDocument(pkg);
  const model = rebuild();
  const edits = diffDrafts(input.previousText, model.text);
  if (edits.length === 0) return source;

  // Pass 1: run boundaries where an insertion starts or ends and where a deletion goes back.
  const cuts = new Set<number>();
  for (const e of edits) {
    if (e.kind === 'insert' || e.kind === 'insert-paragraphs') {
      cuts.add(e.start);
      cuts.add(e.end);
    } else if (e.kind === 'delete') cuts.add(e.at);
  }
  splitRunsAt(model, cuts);
  const split = rebuild();
  if (split.text !== model.text) throw failed('splitting runs changed the text');

  const xmlParts = [...pkg.entries.keys()]
    .filter((n) => n.startsWith('word/') && n.endsWith('.xml'))
    .map((n) => partText(pkg, n) ?? '');
  const rev = new Revisions(input.author, input.date, xmlParts);
  // Last first; at one spot the deletion goes back before the run the insertion then wraps (struck text, then the new text).
  for (const e of [...edits].sort((x, y) => positionOf(y) - positionOf(x) || order(x) - order(y)))
    applyEdit(split, e, rev, body);
  setPartText(pkg, DOCUMENT_PART, serializeDom(document));
  assertSendable(pkg, rev.issued);
  return writePackage(pkg);
}

const positionOf = (e: DraftEdit) => (e.kind === 'insert' || e.kind === 'insert-paragraphs' ? e.start : e.at);
const order = (e: DraftEdit) => (e.kind === 'delete' || e.kind === 'delete-paragraphs' ? 0 : 1);

function runsIn(model: DocxTextModel, start: number, end: number): XElement[] {
  const runs: XElement[] = [];
  for (let i = start; i < end; i++) {
    const src = model.map[i]!;
    if ((src.kind === 'text' || src.kind === 'atom') && src.run !== src.para && runs.at(-1) !== src.run)
      runs.push(src.run);
  }
  return runs;
}

/** Wraps a run in their w:ins where it stands, joining the insertion just before it. */
function wrapInserted(run: XElement, rev: Revisions, joinTo?: XElement): XElement {
  const siblings = run.parent!.children;
  if (joinTo && siblings[siblings.indexOf(run) - 1] === joinTo) {
    append(joinTo, run);
    return joinTo;
  }
  const ins = rev.change('ins');
  insertAfter(run, ins);
  append(ins, run);
  return ins;
}

function paragraphsIn(model: DocxTextModel, start: number, end: number): XElement[] {
  const out: XElement[] = [];
  for (let i = start; i < end; i++) {
    const src = model.map[i]!;
    if (src.kind !== 'synthetic' && !out.includes(src.para)) out.push(src.para);
  }
  return out;
}

/** The run a deletion goes back beside: the one at `at`, else the one before it. */
function anchorAt(model: DocxTextModel, at: number): { run: XElement; before: boolean } | undefined {
  const right = model.map[at];
  if (right && visible(right.kind) && 'run' in right && right.run !== right.para)
    return { run: right.run, before: true };
  const left = model.map[at - 1];
  if (left && visible(left.kind) && 'run' in left && left.run !== left.para) return { run: left.run, before: false };
  return undefined;
}

function deletedRuns(text: string, rPr: XElement | undefined, rev: Revisions, place: (run: XElement) => void): void {
  const [run] = insertedRuns(text.replace(/\n\s*\n/g, '\n'), rPr);
  place(run!);
  wrapDeleted(run!, () => rev.change('del'));
}

function applyEdit(model: DocxTextModel, e: DraftEdit, rev: Revisions, body: XElement): void {
  if (e.kind === 'insert' || e.kind === 'insert-paragraphs') {
    let last: XElement | undefined;
    for (const run of runsIn(model, e.start, e.end)) last = wrapInserted(run, rev, last);
    if (e.kind === 'insert-paragraphs') {
      // Each new paragraph's own mark is theirs too, so rejecting removes the paragraph; the last
      // paragraph of the body or of a cell keeps its mark (Word cannot remove it).
      for (const p of paragraphsIn(model, e.start, e.end)) if (markCanMerge(p)) markParagraph(p, rev.change('ins'));
    }
    return;
  }
  if (e.kind === 'delete') {
    const at = anchorAt(model, e.at);
    if (!at) return;
    deletedRuns(e.text, cleanRPr(at.run), rev, (run) =>
      at.before ? insertBefore(at.run, run) : insertAfter(at.run, run),
    );
    return;
  }
  // Whole paragraphs removed: put back before the paragraph at `at`, each with its runs and mark deleted.
  const following = paragraphsIn(model, e.at, Math.min(e.at + 1, model.text.length))[0];
  const reference = following ?? lastParagraph(body);
  if (!reference) return;
  for (const text of e.texts) {
    const para = wEl('p');
    const pPr = wChild(reference, 'pPr');
    if (pPr) {
      const copy = clone(pPr);
      removeAll(copy, ['sectPr', 'pPrChange', 'ins', 'del', 'moveFrom', 'moveTo', 'rPrChange']);
      append(para, copy);
    }
    const runProps = cleanRPr(reference.children.find((c): c is XElement => c.kind === 'el' && isWEl(c, 'r')));
    if (following) insertBefore(following, para);
    else insertAfter(reference, para);
    deletedRuns(text, runProps, rev, (run) => append(para, run));
    markParagraph(para, rev.change('del'));
  }
}

function lastParagraph(body: XElement): XElement | undefined {
  return body.children.filter((c): c is XElement => c.kind === 'el' && isWEl(c, 'p')).at(-1);
}
