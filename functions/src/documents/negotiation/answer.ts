/**
 * The answer file: the other side's Word file with our decisions on their changes.
 *  - accepted changes become clean text;
 *  - refused ones stay visible, undone by our tracked changes (resolve.ts);
 *  - counters are our tracked edits on top of their text, word by word (the redline writer's
 *    applyEdits, so our deletion of their inserted words nests in their insertion as Word writes it);
 *  - an external comment is anchored at its change, as a reply where they commented;
 *  - every revision and comment of ours carries the author and date given; their other revisions,
 *    comments and every other part of the package stay exactly as they were.
 * Nothing internal reaches the file: the input has no field for notes, reasons or recommendations.
 * Pure: bytes in, bytes out.
 */
import { AppError } from '../../domain/errors/app-error';
import { serializeDom, type XElement } from '../docx/docx-dom';
import { ListCounter } from '../docx/docx-numbering';
import { buildTextModel, type DocxTextModel } from '../docx/docx-text-model';
import { applyEdits } from '../redline/apply';
import { CommentWriter } from '../redline/comments';
import { putComments } from '../redline/comments-part';
import { assertSendable } from '../redline/sendable';
import { descendants } from '../redline/dom-edit';
import { partText, setPartText, writePackage } from '../redline/package';
import type { PlannedEdit } from '../redline/plan';
import { Revisions } from '../redline/revisions';
import { wordDiff } from '../redline/word-diff';
import { isWEl } from '../docx/docx-dom';
import { DOCUMENT_PART, openTracked } from './open';
import type { TrackedChange, TrackedComment } from './read-tracked';
import { commentsExtendedXml, registerCommentsExtended, replyAnchors, threadComments, type Thread } from './replies';
import { acceptRevision, hoistNestedInsertions, refuseRevision } from './resolve';

export interface AnswerDecision {
  change: string;
  action: 'accept' | 'refuse' | 'counter';
  counterText?: string;
  externalComment?: string;
}

export interface AnswerInput {
  /** Their file, as stored. */
  markup: Uint8Array;
  /** The other side's authors (as the analysis listed their changes). */
  theirAuthors: readonly string[];
  decisions: readonly AnswerDecision[];
  author: string;
  date: Date;
}

export interface AnswerResult {
  docx: Uint8Array;
  /** Decisions written, by change id. */
  applied: string[];
  /** Decisions that changed nothing (a counter identical to their text), by change id. */
  unchanged: string[];
}

type Item = { kind: 'change'; change: TrackedChange } | { kind: 'comment'; comment: TrackedComment };

export function buildAnswerDocx(input: AnswerInput): AnswerResult {
  const opened = openTracked(input.markup, { theirs: input.theirAuthors });
  const { pkg, document, body, numbering, reading } = opened;
  const items = new Map<string, Item>([
    ...reading.changes.map((c): [string, Item] => [c.id, { kind: 'change', change: c }]),
    ...reading.comments.map((c): [string, Item] => [c.id, { kind: 'comment', comment: c }]),
  ]);
  for (const d of input.decisions) {
    if (!items.has(d.change))
      throw new AppError(500, 'INTERNAL_ERROR', 'Failed to build the answer file. Please try again.').because(
        `answer: change ${d.change} is not in the file`,
      );
  }
  const xmlParts = [...pkg.entries.keys()]
    .filter((n) => n.startsWith('word/') && n.endsWith('.xml'))
    .map((n) => partText(pkg, n) ?? '');
  const rev = new Revisions(input.author, input.date, xmlParts);
  const comments = new CommentWriter(rev);
  const threads: Thread[] = [];

  // 1. External comments first, around the change as it stands: whatever the decisions do next happens inside the range.
  for (const d of input.decisions) {
    if (!d.externalComment) continue;
    const item = items.get(d.change)!;
    if (item.kind === 'comment') {
      const at = replyAnchors(body, item.comment.commentId);
      if (!at) continue;
      threads.push({
        parentCommentId: item.comment.commentId,
        replyCommentId: comments.anchor(at.first, at.last, d.externalComment),
      });
    } else {
      const at = changeAnchors(item.change);
      if (at) comments.anchor(at.first, at.last, d.externalComment);
    }
  }

  // 2. Counters: our word-level edits on their text.
  const unchanged: string[] = [];
  const edits: PlannedEdit[] = [];
  input.decisions.forEach((d, index) => {
    if (d.action !== 'counter' || d.counterText === undefined) return;
    const item = items.get(d.change)!;
    const span = item.kind === 'change' ? item.change.afterSpan : item.comment.afterSpan;
    const removedParagraph =
      item.kind === 'change' && item.change.after === ''
        ? item.change.revisions.find((r) => r.kind === 'mark-del')?.para
        : undefined;
    // Their deletion of whole paragraphs is countered with a paragraph of ours where theirs was.
    const ops: PlannedEdit['ops'] = removedParagraph
      ? [
          {
            kind: 'para',
            after: removedParagraph,
            texts: paragraphsOf(d.counterText),
            numbered:
              reading.after.paragraphs.some((p) => p.el === removedParagraph && p.label !== '') ||
              hasNumbering(removedParagraph),
          },
        ]
      : counterOps(reading.after, span, d.counterText);
    if (ops.length === 0) unchanged.push(d.change);
    else edits.push({ index, ops, wholeParagraphs: [], span: [span.start, span.end] });
  });
  if (edits.length > 0) {
    applyEdits(reading.after, edits, {
      rebuild: () => buildTextModel(body, new ListCounter(numbering)),
      rev,
      comments,
      commentText: () => undefined,
    });
    hoistNestedInsertions(rev);
  }

  // 3. Refusals, then acceptances (which may join paragraphs).
  for (const d of input.decisions) {
    const item = items.get(d.change)!;
    if (item.kind === 'change' && d.action === 'refuse') for (const r of item.change.revisions) refuseRevision(r, rev);
  }
  for (const d of input.decisions) {
    const item = items.get(d.change)!;
    if (item.kind === 'change' && d.action === 'accept') for (const r of item.change.revisions) acceptRevision(r);
  }

  setPartText(pkg, DOCUMENT_PART, serializeDom(document));
  if (comments.count > 0) writeComments(opened, comments, threads);
  assertSendable(pkg, rev.issued);
  return {
    docx: writePackage(pkg),
    applied: input.decisions.map((d) => d.change).filter((id) => !unchanged.includes(id)),
    unchanged,
  };
}

/** The first and last element of a change in the document (their w:ins / w:del; the paragraph's runs for a mark). */
function changeAnchors(change: TrackedChange): { first: XElement; last: XElement } | undefined {
  const els = change.revisions.filter((r) => r.kind === 'ins' || r.kind === 'del').map((r) => r.el);
  if (els.length === 0) {
    const para = change.revisions[0]?.para;
    const runs = para ? descendants(para, (e) => isWEl(e, 'r')) : [];
    return runs.length ? { first: runs[0]!, last: runs.at(-1)! } : undefined;
  }
  return { first: els[0]!, last: els.at(-1)! };
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((t) => t.trim())
    .filter(Boolean);
const hasNumbering = (p: XElement) => descendants(p, (e) => isWEl(e, 'numPr')).length > 0;

/** Our edits turning their text in `span` into the counter text: only the words that differ. */
function counterOps(model: DocxTextModel, span: { start: number; end: number }, counter: string): PlannedEdit['ops'] {
  const theirs = model.text.slice(span.start, span.end);
  const ops: PlannedEdit['ops'] = [];
  for (const h of wordDiff(theirs, counter.trim())) {
    const start = span.start + h.start;
    const end = span.start + h.end;
    const deletesVisible = model.map.slice(start, end).some((s) => s.kind === 'text' || s.kind === 'atom');
    if (deletesVisible) ops.push({ kind: 'del', start, end });
    const insert = h.insert.replace(/\n\s*\n/g, '\n');
    if (insert) ops.push({ kind: 'ins', at: deletesVisible ? end : start, text: insert });
  }
  return ops;
}

function writeComments(opened: ReturnType<typeof openTracked>, comments: CommentWriter, threads: Thread[]): void {
  const { pkg } = opened;
  let pairs: { paraId: string; parent: string }[] = [];
  putComments(pkg, opened.types, comments, (xml) => {
    const threaded = threadComments(xml, threads);
    pairs = threaded.pairs;
    return threaded.commentsXml;
  });
  if (pairs.length === 0) return;
  const types = partText(pkg, '[Content_Types].xml')!;
  const rels = partText(pkg, 'word/_rels/document.xml.rels')!;
  const extended = registerCommentsExtended(types, rels);
  setPartText(pkg, extended.part, commentsExtendedXml(partText(pkg, extended.part), pairs));
  if (extended.contentTypes !== types) setPartText(pkg, '[Content_Types].xml', extended.contentTypes);
  if (extended.documentRels !== rels) setPartText(pkg, 'word/_rels/document.xml.rels', extended.documentRels);
}
