/**
 * The other side's revisions in a parsed document.xml: every w:ins, w:del, w:moveFrom and w:moveTo
 * whose author is not one of ours, told apart by what it marks (runs, or a paragraph mark in
 * w:pPr/w:rPr). Formatting-only revisions (w:rPrChange, w:pPrChange, table property changes) change
 * no text and are not listed.
 */
import { attrOf, isWEl, walk, type XElement } from '../docx/docx-dom';

export type RevisionKind = 'ins' | 'del' | 'mark-ins' | 'mark-del';

export interface Revision {
  kind: RevisionKind;
  el: XElement;
  /** w:id as written (kept when the revision is left alone). */
  id: string;
  author: string;
  date?: string;
  /** For mark revisions: the paragraph whose mark it is. */
  para?: XElement;
}

const TEXT_REVISIONS: Record<string, 'ins' | 'del'> = { ins: 'ins', moveTo: 'ins', del: 'del', moveFrom: 'del' };

/** Authors compare by name, case and spacing aside (Word writes the name the user typed). */
export const authorKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whose revisions are the other side's: every author but ours, or exactly the authors named. */
export type AuthorFilter = { notOurs: readonly string[] } | { theirs: readonly string[] };

export function isTheirsBy(filter: AuthorFilter): (author: string) => boolean {
  if ('theirs' in filter) {
    const theirs = new Set(filter.theirs.map(authorKey));
    return (a) => theirs.has(authorKey(a));
  }
  const own = new Set(filter.notOurs.map(authorKey).filter(Boolean));
  return (a) => !own.has(authorKey(a));
}

export function revisionsOf(body: XElement, isTheirs: (author: string) => boolean): Revision[] {
  const out: Revision[] = [];
  walk(body, (el) => {
    const kind = TEXT_REVISIONS[el.local];
    if (!kind || !isWEl(el, el.local)) return;
    const author = attrOf(el, 'author') ?? '';
    if (!isTheirs(author)) return;
    const rPr = el.parent;
    const pPr = rPr?.parent;
    const markOf = isWEl(rPr, 'rPr') && isWEl(pPr, 'pPr') && isWEl(pPr.parent, 'p') ? pPr.parent : undefined;
    // A run's own w:rPr never holds w:ins/w:del; inside w:rPr they mark a paragraph mark or a table row.
    if (isWEl(rPr, 'rPr') && !markOf) return;
    if (isWEl(rPr, 'trPr') || isWEl(rPr, 'tcPr')) return;
    const date = attrOf(el, 'date');
    out.push({
      kind: markOf ? (kind === 'ins' ? 'mark-ins' : 'mark-del') : kind,
      el,
      id: attrOf(el, 'id') ?? '',
      author,
      ...(date ? { date } : {}),
      ...(markOf ? { para: markOf } : {}),
    });
    return markOf ? false : undefined;
  });
  return out;
}
