/**
 * Accepting and refusing the other side's revisions in the tree, the way Word's Accept and our own
 * tracked answer would:
 *  - accept makes their change clean text: their insertions unwrapped, their deletions gone, an
 *    inserted paragraph mark kept, a deleted one joining its paragraph to the next;
 *  - refuse leaves their change visible and undoes it with ours: our deletion of their inserted
 *    runs (nested in their w:ins, as Word writes it), our re-insertion of what they deleted (right
 *    after their w:del), our deletion of a paragraph mark they inserted, and a paragraph mark of
 *    ours where they deleted one.
 */
import { isWEl, wChild, type XElement } from '../docx/docx-dom';
import { append, clone, descendants, detach, insertAfter, removeAll, wEl } from '../redline/dom-edit';
import { markParagraph, type Revisions } from '../redline/revisions';
import { cleanRPr, wrapDeleted } from '../redline/runs';
import type { Revision } from './revisions-of';

const NON_BLOCK = new Set([
  'bookmarkStart',
  'bookmarkEnd',
  'commentRangeStart',
  'commentRangeEnd',
  'proofErr',
  'permStart',
  'permEnd',
]);

function unwrap(el: XElement): void {
  const parent = el.parent!;
  const at = parent.children.indexOf(el);
  for (const c of el.children) c.parent = parent;
  parent.children.splice(at, 1, ...el.children);
  el.children = [];
  el.parent = undefined;
}

/** The next paragraph after p among its siblings, skipping markup that is not a block. */
function nextParagraph(p: XElement): XElement | undefined {
  const siblings = p.parent?.children ?? [];
  for (let i = siblings.indexOf(p) + 1; i < siblings.length; i++) {
    const s = siblings[i]!;
    if (s.kind !== 'el') continue;
    if (s.local === 'p' && isWEl(s, 'p')) return s;
    if (!NON_BLOCK.has(s.local)) return undefined;
  }
  return undefined;
}

/** Joins p into the next paragraph (p's content first; the next keeps its own properties). */
function joinWithNext(p: XElement): boolean {
  const next = nextParagraph(p);
  if (!next) return false;
  const content = p.children.filter((c) => !(c.kind === 'el' && isWEl(c, 'pPr')));
  const at = next.children.findIndex((c) => c.kind === 'el' && isWEl(c, 'pPr')) + 1;
  for (const c of content) c.parent = next;
  next.children.splice(at, 0, ...content);
  detach(p);
  return true;
}

export function acceptRevision(r: Revision): void {
  if (!r.el.parent) return;
  if (r.kind === 'ins') unwrap(r.el);
  else if (r.kind === 'del') detach(r.el);
  else if (r.kind === 'mark-ins') detach(r.el);
  else {
    detach(r.el);
    joinWithNext(r.para!);
  }
}

/** Run copies of deleted runs as live text: w:delText → w:t, revision marks on the properties dropped. */
function revived(run: XElement): XElement {
  const copy = clone(run);
  const rPr = cleanRPr(run);
  copy.children = copy.children.filter((c) => !(c.kind === 'el' && isWEl(c, 'rPr')));
  if (rPr) copy.children.unshift(rPr);
  for (const c of copy.children) c.parent = copy;
  const rename = (el: XElement) => {
    for (const c of el.children) {
      if (c.kind !== 'el') continue;
      if (isWEl(c, 'delText')) Object.assign(c, { name: 'w:t', local: 't' });
      else if (isWEl(c, 'delInstrText')) Object.assign(c, { name: 'w:instrText', local: 'instrText' });
      else rename(c);
    }
  };
  rename(copy);
  return copy;
}

export function refuseRevision(r: Revision, rev: Revisions): void {
  if (r.kind === 'ins') {
    // Our deletion of each of their runs, where it stands (consecutive runs share one w:del).
    let last: XElement | undefined;
    for (const run of descendants(
      r.el,
      (e) => isWEl(e, 'r'),
      (e) => isWEl(e, 'del') || rev.isOurs(e),
    )) {
      last = wrapDeleted(run, () => rev.change('del'), last);
    }
  } else if (r.kind === 'del') {
    const runs = descendants(r.el, (e) => isWEl(e, 'r'));
    if (runs.length === 0) return;
    const ours = rev.change('ins');
    for (const run of runs) append(ours, revived(run));
    insertAfter(r.el, ours);
  } else if (r.kind === 'mark-ins') {
    markParagraph(r.para!, rev.change('del'));
  } else {
    // Their deleted mark joins p to the next paragraph; a paragraph of ours right after p, with p's
    // properties and an inserted mark, takes p's text when everything is accepted.
    const p = r.para!;
    const para = wEl('p');
    const pPr = wChild(p, 'pPr');
    if (pPr) {
      const copy = clone(pPr);
      removeAll(copy, ['sectPr', 'pPrChange', 'ins', 'del', 'moveFrom', 'moveTo', 'rPrChange']);
      append(para, copy);
    }
    markParagraph(para, rev.change('ins'));
    insertAfter(p, para);
  }
}

/**
 * Our insertions that the writer placed inside one of their w:ins (after a run of theirs) are
 * moved out: their insertion is split around ours (the second part keeps their author and date
 * under a new id), so no insertion nests in another.
 */
export function hoistNestedInsertions(rev: Revisions): void {
  for (const ours of rev.created) {
    const parent = ours.parent;
    if (!isWEl(ours, 'ins') || !parent || !isWEl(parent, 'ins') || rev.isOurs(parent)) continue;
    const at = parent.children.indexOf(ours);
    const rest = parent.children.slice(at + 1);
    parent.children.splice(at);
    insertAfter(parent, ours);
    if (rest.length > 0 && rest.some((c) => c.kind === 'el')) {
      const second: XElement = {
        ...parent,
        attrs: parent.attrs.map((a) => (a.name === 'w:id' ? { ...a, value: rev.id() } : { ...a })),
        children: [],
        parent: undefined,
      };
      for (const c of rest) append(second, c);
      insertAfter(ours, second);
    }
    if (!parent.children.some((c) => c.kind === 'el')) detach(parent);
  }
}
