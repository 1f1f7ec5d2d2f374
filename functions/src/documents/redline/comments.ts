/**
 * The reasoning of each change as a Word comment: the comment itself in word/comments.xml (created,
 * with its content type and relationship, or appended to), and its anchors in the document: a
 * range around the change and a reference run after it, both outside the tracked w:ins/w:del so
 * accepting or rejecting the change leaves the comment whole.
 */
import { parseDom, serializeDom, type XDocument, type XElement } from '../docx/docx-dom';
import { parseRelationships } from '../docx/docx-package';
import { append, insertAfter, insertBefore, wEl, wText } from './dom-edit';
import type { Revisions } from './revisions';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const COMMENTS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
export const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';

export class CommentWriter {
  private readonly comments: XElement[] = [];
  constructor(private readonly rev: Revisions) {}

  /** Anchors a new comment from `first` to `last` (elements in document order) and returns its id. */
  anchor(first: XElement, last: XElement, text: string): string {
    const id = this.rev.id();
    insertBefore(first, wEl('commentRangeStart', { 'w:id': id }));
    const end = wEl('commentRangeEnd', { 'w:id': id });
    insertAfter(last, end);
    const ref = wEl('r', {}, [
      wEl('rPr', {}, [wEl('rStyle', { 'w:val': 'CommentReference' })]),
      wEl('commentReference', { 'w:id': id }),
    ]);
    insertAfter(end, ref);
    const initials = this.rev.author
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}]/gu, '').charAt(0))
      .join('')
      .slice(0, 4);
    const paragraphs = text.split(/\n+/).filter((t) => t.trim() !== '');
    const comment = wEl('comment', {
      'w:id': id,
      'w:author': this.rev.author,
      'w:date': this.rev.date,
      'w:initials': initials || 'AI',
    });
    paragraphs.forEach((line, i) => {
      const runs: XElement[] = [];
      if (i === 0)
        runs.push(
          wEl('r', {}, [wEl('rPr', {}, [wEl('rStyle', { 'w:val': 'CommentReference' })]), wEl('annotationRef')]),
        );
      runs.push(wEl('r', {}, [wText('t', line)]));
      append(comment, wEl('p', {}, [wEl('pPr', {}, [wEl('pStyle', { 'w:val': 'CommentText' })]), ...runs]));
    });
    this.comments.push(comment);
    return id;
  }

  get count(): number {
    return this.comments.length;
  }

  /** comments.xml with the new comments appended (or a new part). */
  commentsXml(existing: string | undefined): string {
    const doc: XDocument = existing
      ? parseDom(existing, 'word/comments.xml')
      : {
          prolog: '',
          root: {
            kind: 'el',
            name: 'w:comments',
            uri: W,
            local: 'comments',
            attrs: [{ name: 'xmlns:w', value: W }],
            children: [],
          },
        };
    for (const c of this.comments) append(doc.root, c);
    return serializeDom(doc);
  }
}

/**
 * Registers a new comments part (`part`, under word/): its content type override and the document's
 * relationship to it, appended before the closing tag of each part (both parse, see index.ts).
 */
export function registerCommentsPart(
  contentTypes: string,
  documentRels: string,
  part: string,
): { contentTypes: string; documentRels: string } {
  const types = contentTypes.replace(
    /(<\/(?:[\w.-]+:)?Types>)\s*$/,
    `<Override PartName="/${part}" ContentType="${COMMENTS_CONTENT_TYPE}"/>$1`,
  );
  const ids = new Set(parseRelationships(documentRels, 'word/_rels/document.xml.rels').map((r) => r.id));
  let n = ids.size + 1;
  while (ids.has(`rId${n}`)) n++;
  const target = part.replace(/^word\//, '');
  const rels = documentRels.replace(
    /(<\/(?:[\w.-]+:)?Relationships>)\s*$/,
    `<Relationship Id="rId${n}" Type="${COMMENTS_TYPE}" Target="${target}"/>$1`,
  );
  return { contentTypes: types, documentRels: rels };
}

/** The target of the document's comments relationship, as written (resolve it with resolveTarget). */
export function commentsTarget(documentRels: string): string | undefined {
  return parseRelationships(documentRels, 'word/_rels/document.xml.rels').find(
    (r) => r.type === COMMENTS_TYPE && !r.external,
  )?.target;
}
