/**
 * Accept or reject one author's tracked changes in document.xml, the way Word does, so tests can
 * check what a reviewer gets from "Accept All" / "Reject All" without a word processor:
 *  - accept: their w:del go (with content), their w:ins are unwrapped, an inserted paragraph mark
 *    stays, a deleted one joins its paragraph to the next;
 *  - reject: their w:ins go, their w:del come back as text, a deleted mark stays, an inserted one
 *    joins its paragraph to the next; the comments they wrote are removed with their anchors.
 * Everyone else's revisions are left exactly as they are. `canonicalDocument` makes two documents
 * comparable when only run boundaries differ (a split run and its halves read the same).
 */
import {
  isWEl,
  parseDom,
  serializeDom,
  wChild,
  type XElement,
  type XNode,
} from '../../functions/src/documents/docx/docx-dom';

const authorOf = (el: XElement) => el.attrs.find((a) => a.name === 'w:author')?.value;

function unwrap(el: XElement): void {
  const parent = el.parent!;
  const i = parent.children.indexOf(el);
  for (const c of el.children) c.parent = parent;
  parent.children.splice(i, 1, ...el.children);
}

function remove(el: XNode): void {
  const parent = el.parent!;
  parent.children.splice(parent.children.indexOf(el), 1);
}

/** Every element below `root` (depth first) that `pred` accepts. */
export function all(root: XElement, pred: (e: XElement) => boolean): XElement[] {
  const out: XElement[] = [];
  const visit = (e: XElement) => {
    for (const c of e.children) {
      if (c.kind !== 'el') continue;
      if (pred(c)) out.push(c);
      visit(c);
    }
  };
  visit(root);
  return out;
}

const markChange = (p: XElement, kind: 'ins' | 'del', whose: (el: XElement) => boolean) => {
  const rPr = wChild(wChild(p, 'pPr'), 'rPr');
  return rPr?.children.find((c): c is XElement => isWEl(c, kind) && whose(c));
};

/** Joins paragraph p to the next paragraph: p's content goes first, the next keeps its properties. */
function joinWithNext(p: XElement): void {
  const siblings = p.parent!.children;
  let i = siblings.indexOf(p) + 1;
  while (i < siblings.length && !(siblings[i]!.kind === 'el' && isWEl(siblings[i], 'p'))) i++;
  const next = siblings[i] as XElement | undefined;
  if (!next) return;
  const content = p.children.filter((c) => !isWEl(c, 'pPr'));
  const nextPPr = next.children.findIndex((c) => isWEl(c, 'pPr'));
  for (const c of content) c.parent = next;
  next.children.splice(nextPPr + 1, 0, ...content);
  remove(p);
}

function renameDeleted(el: XElement): void {
  for (const c of el.children) {
    if (c.kind !== 'el') continue;
    if (isWEl(c, 'delText')) Object.assign(c, { name: 'w:t', local: 't' });
    else if (isWEl(c, 'delInstrText')) Object.assign(c, { name: 'w:instrText', local: 'instrText' });
    else renameDeleted(c);
  }
}

function resolve(
  xml: string,
  whose: (el: XElement) => boolean,
  accept: boolean,
  removeCommentIds: Set<string>,
): string {
  const doc = parseDom(xml);
  const root = doc.root;
  for (const el of all(root, (e) => (isWEl(e, 'ins') || isWEl(e, 'del')) && whose(e) && !isWEl(e.parent, 'rPr'))) {
    const keep = accept ? isWEl(el, 'ins') : isWEl(el, 'del');
    if (!keep) remove(el);
    else {
      if (isWEl(el, 'del')) renameDeleted(el);
      unwrap(el);
    }
  }
  // Tracked paragraph-property changes: accept keeps the new properties, reject restores the old.
  for (const change of all(root, (e) => isWEl(e, 'pPrChange') && whose(e))) {
    const pPr = change.parent!;
    remove(change);
    if (accept) continue;
    const old = wChild(change, 'pPr');
    const kept = pPr.children.filter((c) => isWEl(c, 'rPr') || isWEl(c, 'sectPr') || isWEl(c, 'pPrChange'));
    const restored = old ? old.children : [];
    for (const c of restored) c.parent = pPr;
    pPr.children = [...restored, ...kept];
  }
  const paragraphs = all(root, (e) => isWEl(e, 'p')).reverse();
  for (const p of paragraphs) {
    const joining = markChange(p, accept ? 'del' : 'ins', whose);
    const staying = markChange(p, accept ? 'ins' : 'del', whose);
    if (staying) remove(staying);
    if (joining) {
      remove(joining);
      joinWithNext(p);
    }
  }
  if (removeCommentIds.size > 0) {
    const idOf = (e: XElement) => e.attrs.find((a) => a.name === 'w:id')?.value ?? '';
    for (const el of all(
      root,
      (e) => (isWEl(e, 'commentRangeStart') || isWEl(e, 'commentRangeEnd')) && removeCommentIds.has(idOf(e)),
    ))
      remove(el);
    for (const run of all(
      root,
      (e) => isWEl(e, 'r') && e.children.some((c) => isWEl(c, 'commentReference') && removeCommentIds.has(idOf(c))),
    ))
      remove(run);
  }
  return serializeDom(doc);
}

const by = (author: string) => (el: XElement) => authorOf(el) === author;
export const acceptAll = (xml: string, author: string, removeCommentIds = new Set<string>()) =>
  resolve(xml, by(author), true, removeCommentIds);
export const rejectAll = (xml: string, author: string, removeCommentIds = new Set<string>()) =>
  resolve(xml, by(author), false, removeCommentIds);
/** Accepts only the revisions (text and paragraph marks) whose w:id is listed. */
export const acceptRevisions = (xml: string, ids: ReadonlySet<string>) =>
  resolve(xml, (el) => ids.has(el.attrs.find((a) => a.name === 'w:id')?.value ?? ''), true, new Set());

/** Ids of the comments `author` wrote in a comments.xml. */
export function commentIdsBy(commentsXml: string | undefined, author: string): Set<string> {
  if (!commentsXml) return new Set();
  return new Set(
    all(parseDom(commentsXml).root, (e) => isWEl(e, 'comment') && authorOf(e) === author).map(
      (e) => e.attrs.find((a) => a.name === 'w:id')!.value,
    ),
  );
}

/** comments.xml without the comments of `author`. */
export function withoutCommentsBy(commentsXml: string, author: string): string {
  const doc = parseDom(commentsXml);
  for (const c of all(doc.root, (e) => isWEl(e, 'comment') && authorOf(e) === author)) remove(c);
  return serializeDom(doc);
}

const runKey = (r: XElement) => {
  const rPr = wChild(r, 'rPr');
  return JSON.stringify([r.attrs, rPr ? serializeDom({ prolog: '', root: rPr }) : '']);
};
const textOnly = (r: XElement) => r.children.every((c) => c.kind === 'el' && (isWEl(c, 'rPr') || isWEl(c, 't')));
/** A run that may take text appended: text, and Word's page-break hint before it. */
const appendable = (r: XElement) =>
  r.children.every((c) => c.kind === 'el' && (isWEl(c, 'rPr') || isWEl(c, 't') || isWEl(c, 'lastRenderedPageBreak')));

/**
 * A form in which documents that differ only in run boundaries, xml:space flags, paragraph ids
 * and empty property elements serialise the same.
 */
export function canonicalDocument(xml: string): string {
  const doc = parseDom(xml);
  for (const p of all(doc.root, (e) => isWEl(e, 'p')))
    p.attrs = p.attrs.filter((a) => !/^w14:(paraId|textId)$/.test(a.name));
  for (const t of all(doc.root, (e) => isWEl(e, 't'))) t.attrs = t.attrs.filter((a) => a.name !== 'xml:space');
  for (const pPr of all(doc.root, (e) => isWEl(e, 'pPr'))) {
    const rPr = wChild(pPr, 'rPr');
    if (rPr && rPr.children.length === 0) remove(rPr);
    if (pPr.children.length === 0) remove(pPr);
  }
  for (const parent of all(doc.root, (e) => e.children.some((c) => isWEl(c, 'r')))) {
    const out: XNode[] = [];
    for (const c of parent.children) {
      const prev = out.at(-1);
      if (
        c.kind === 'el' &&
        isWEl(c, 'r') &&
        textOnly(c) &&
        prev?.kind === 'el' &&
        isWEl(prev, 'r') &&
        appendable(prev) &&
        runKey(prev) === runKey(c)
      ) {
        const prevT = prev.children.filter((x): x is XElement => isWEl(x, 't'));
        const ts = c.children.filter((x): x is XElement => isWEl(x, 't'));
        if (prevT.length > 0) {
          const last = prevT.at(-1)!;
          for (const t of ts) for (const tc of t.children) last.children.push({ ...tc, parent: last });
        } else for (const t of ts) prev.children.push({ ...t, parent: prev });
        continue;
      }
      out.push(c);
    }
    parent.children = out;
    // Adjacent text nodes inside one w:t read as one.
    for (const t of all(parent, (e) => isWEl(e, 't'))) {
      const text = t.children.map((x) => (x.kind === 'text' ? x.text : '')).join('');
      t.children = text ? [{ kind: 'text', text, parent: t }] : [];
    }
  }
  return serializeDom(doc);
}

/**
 * document.xml without comment ranges and references: LibreOffice 7.4 without a GUI aborts when a
 * view shows comments, and accepting changes does not need them.
 */
export function stripCommentMarkup(xml: string): string {
  const doc = parseDom(xml);
  const isMarkup = (x: XElement) =>
    x.local === 'commentRangeStart' ||
    x.local === 'commentRangeEnd' ||
    (x.local === 'r' && x.children.some((c) => isWEl(c, 'commentReference')));
  for (const e of all(doc.root, isMarkup)) remove(e);
  return serializeDom(doc);
}
