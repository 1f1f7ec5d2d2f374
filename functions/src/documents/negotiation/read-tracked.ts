/**
 * The other side's tracked changes and comments in a Word document, as a lawyer reads them: each
 * edit once, with the neighbouring deletions and insertions of one author in one sentence grouped
 * into one replacement ("ninety (90)" struck and "thirty (30)" inserted is one change), its text before and after, and
 * where it sits in the text as it reads with their changes made (the stored contract text) and with
 * them undone. The revision elements behind each change are kept for the answer file.
 */
import type { Span } from '../../../../shared/schemas/analysis';
import { attrOf, isWEl, parseDom, textOf, walk, type XElement } from '../docx/docx-dom';
import type { DocxTextModel } from '../docx/docx-text-model';
import type { ListCounter } from '../docx/docx-numbering';
import { enclosing, PositionIndex, readViews } from './views';
import { revisionsOf, type Revision } from './revisions-of';

export interface TrackedChange {
  /** C1, C2, ... in document order (changes and comments share the sequence). */
  id: string;
  author: string;
  date?: string;
  kind: 'insertion' | 'deletion' | 'replacement';
  before: string;
  after: string;
  /** Where the change reads in the text with their changes made / undone (empty at the place). */
  afterSpan: Span;
  beforeSpan: Span;
  revisions: Revision[];
}

export interface TrackedComment {
  id: string;
  /** The comment's w:id in comments.xml. */
  commentId: string;
  author: string;
  date?: string;
  text: string;
  /** The commented passage in the text with their changes made. */
  afterSpan: Span;
  anchored: string;
}

export interface TrackedReading {
  afterText: string;
  beforeText: string;
  changes: TrackedChange[];
  comments: TrackedComment[];
  /** The readings, for writers that edit the same tree. */
  after: DocxTextModel;
}

type Status = 'same' | 'ins' | 'del' | 'ghost';

interface UnionChar {
  status: Status;
  rev?: Revision[];
}

export interface ReadTrackedInput {
  body: XElement;
  counter: () => ListCounter;
  isTheirs: (author: string) => boolean;
  /** word/comments.xml, when the package has one. */
  commentsXml?: string;
}

export function readTracked(input: ReadTrackedInput): TrackedReading {
  const revisions = revisionsOf(input.body, input.isTheirs);
  const views = readViews(input.body, revisions, input.counter);
  const byEl = new Map(revisions.filter((r) => r.kind === 'ins' || r.kind === 'del').map((r) => [r.el, r]));
  const marks = new Map(revisions.filter((r) => r.para).map((r) => [r.para!, r]));
  const { union } = views;

  const chars: UnionChar[] = union.map.map((src): UnionChar => {
    if (src.kind === 'text' || src.kind === 'atom') {
      const around = enclosing(src.run, byEl);
      const ins = around.some((r) => r.kind === 'ins');
      const del = around.some((r) => r.kind === 'del');
      if (ins && del) return { status: 'ghost' };
      return ins || del ? { status: ins ? 'ins' : 'del', rev: around } : { status: 'same' };
    }
    if (src.kind === 'mark') {
      const m = marks.get(src.para);
      if (m) return { status: m.kind === 'mark-ins' ? 'ins' : 'del', rev: [m] };
    }
    return { status: 'same' };
  });

  const afterIdx = new PositionIndex(views.after);
  const beforeIdx = new PositionIndex(views.before);
  const groups = groupChanges(union.text, chars);
  const changes = groups.map((g) => toChange(g, union, chars, views, afterIdx, beforeIdx));
  const comments = input.commentsXml ? readComments(input.body, input.commentsXml, views.after, input.isTheirs) : [];
  // One id sequence in document order, so the list reads top to bottom.
  const ordered = [
    ...changes.map((c) => ({ at: c.afterSpan.start, item: c as { id: string } })),
    ...comments.map((c) => ({ at: c.afterSpan.start, item: c as { id: string } })),
  ].sort((a, b) => a.at - b.at);
  ordered.forEach((o, i) => (o.item.id = `C${i + 1}`));
  return { afterText: views.after.text, beforeText: views.before.text, changes, comments, after: views.after };
}

interface Group {
  start: number;
  end: number;
  author: string;
}

/**
 * Unchanged text between two revisions of one author that still reads as one edit: within the same
 * sentence (no paragraph break, no full stop or semicolon) and not longer than a clause.
 */
const MAX_GAP_WORDS = 25;
function sameEdit(gap: string): boolean {
  if (gap.includes('\n') || /[.;!?](?:\s|$)/.test(gap)) return false;
  return (gap.match(/[\p{L}\p{N}]+/gu) ?? []).length <= MAX_GAP_WORDS;
}

function groupChanges(text: string, chars: UnionChar[]): Group[] {
  const groups: Group[] = [];
  let open: Group | undefined;
  let lastChanged = -1;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c.status !== 'ins' && c.status !== 'del') continue;
    const author = c.rev![0]!.author;
    // A gap after a changed paragraph mark starts a new paragraph: a new edit.
    const gap = text.slice(lastChanged + 1, i);
    if (open && open.author === author && (gap === '' || (text[lastChanged] !== '\n' && sameEdit(gap)))) {
      open.end = i + 1;
    } else {
      if (open) groups.push(open);
      open = { start: i, end: i + 1, author };
    }
    lastChanged = i;
  }
  if (open) groups.push(open);
  return groups;
}

function toChange(
  g: Group,
  union: DocxTextModel,
  chars: UnionChar[],
  views: { after: DocxTextModel; before: DocxTextModel },
  afterIdx: PositionIndex,
  beforeIdx: PositionIndex,
): TrackedChange {
  const revs = new Set<Revision>();
  const afterPos: number[] = [];
  const beforePos: number[] = [];
  for (let i = g.start; i < g.end; i++) {
    const c = chars[i]!;
    if (c.status === 'ghost') continue;
    for (const r of c.rev ?? []) if (r.author === g.author) revs.add(r);
    const src = union.map[i]!;
    const o = union.offsets[i]!;
    if (c.status !== 'del') pushDefined(afterPos, afterIdx.find(src, o));
    if (c.status !== 'ins') pushDefined(beforePos, beforeIdx.find(src, o));
  }
  const afterSpan = spanOf(afterPos, views.after.text, () =>
    anchorAt(union, chars, g, afterIdx, views.after.text.length),
  );
  const beforeSpan = spanOf(beforePos, views.before.text, () =>
    anchorAt(union, chars, g, beforeIdx, views.before.text.length),
  );
  const after = views.after.text.slice(afterSpan.start, afterSpan.end);
  const before = views.before.text.slice(beforeSpan.start, beforeSpan.end);
  const list = [...revs];
  const dates = list
    .map((r) => r.date)
    .filter((d): d is string => !!d)
    .sort();
  return {
    id: '',
    author: g.author,
    ...(dates.length ? { date: dates.at(-1)! } : {}),
    kind: before.trim() === '' ? 'insertion' : after.trim() === '' ? 'deletion' : 'replacement',
    before,
    after,
    afterSpan,
    beforeSpan,
    revisions: list,
  };
}

function pushDefined(into: number[], n: number | undefined): void {
  if (n !== undefined) into.push(n);
}

/** The span covering the positions, whitespace at either end left out; else the empty span from `empty`. */
function spanOf(positions: number[], text: string, empty: () => number): Span {
  if (positions.length === 0) {
    const at = empty();
    return { start: at, end: at };
  }
  let start = Math.min(...positions);
  let end = Math.max(...positions) + 1;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (start === end) {
    const at = empty();
    return { start: at, end: at };
  }
  return { start, end };
}

/** Where an edit with nothing on one side sits in that reading: just before the next unchanged character. */
function anchorAt(union: DocxTextModel, chars: UnionChar[], g: Group, index: PositionIndex, length: number): number {
  for (let i = g.end; i < chars.length; i++) {
    if (chars[i]!.status !== 'same') continue;
    const at = index.find(union.map[i]!, union.offsets[i]!);
    if (at !== undefined) return at;
  }
  for (let i = g.start - 1; i >= 0; i--) {
    if (chars[i]!.status !== 'same') continue;
    const at = index.find(union.map[i]!, union.offsets[i]!);
    if (at !== undefined) return at + 1;
  }
  return length;
}

/** Their comments (comments.xml) with the passage each one is anchored on. */
function readComments(
  body: XElement,
  commentsXml: string,
  after: DocxTextModel,
  isTheirs: (author: string) => boolean,
): TrackedComment[] {
  const doc = parseDom(commentsXml, 'word/comments.xml');
  const order = new Map<XElement, number>();
  let n = 0;
  walk(body, (el) => void order.set(el, n++));
  const starts = new Map<string, number>();
  const ends = new Map<string, number>();
  walk(body, (el) => {
    if (isWEl(el, 'commentRangeStart')) starts.set(attrOf(el, 'id') ?? '', order.get(el)!);
    else if (isWEl(el, 'commentRangeEnd') || isWEl(el, 'commentReference')) {
      const id = attrOf(el, 'id') ?? '';
      if (!ends.has(id) || isWEl(el, 'commentRangeEnd')) ends.set(id, order.get(el)!);
    }
  });
  // The document order of each character's run (or paragraph, for the characters the extraction adds).
  const charOrder = after.map.map((src) =>
    src.kind === 'text' || src.kind === 'atom' ? (order.get(src.run) ?? -1) : -1,
  );
  const out: TrackedComment[] = [];
  walk(doc.root, (c) => {
    if (!isWEl(c, 'comment')) return;
    const author = attrOf(c, 'author') ?? '';
    const commentId = attrOf(c, 'id') ?? '';
    if (!isTheirs(author) || !ends.has(commentId)) return false;
    const from = starts.get(commentId) ?? ends.get(commentId)!;
    const to = ends.get(commentId)!;
    let start = -1;
    let end = -1;
    charOrder.forEach((o, i) => {
      if (o > from && o < to) {
        if (start < 0) start = i;
        end = i + 1;
      }
    });
    if (start < 0) {
      const next = charOrder.findIndex((o) => o > to);
      start = end = next < 0 ? after.text.length : next;
    }
    const text = c.children
      .filter((p): p is XElement => isWEl(p, 'p'))
      .map((p) => textOf(p).trim())
      .filter(Boolean)
      .join('\n');
    const date = attrOf(c, 'date');
    out.push({
      id: '',
      commentId,
      author,
      ...(date ? { date } : {}),
      text,
      afterSpan: { start, end },
      anchored: after.text.slice(start, end),
    });
    return false;
  });
  return out;
}
