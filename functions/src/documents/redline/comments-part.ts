/**
 * Where a writer's comments go in the package: the comments part the document already names
 * (resolved by OPC rules and refused when it leaves the package or is not a comments part), or a
 * fresh part registered in the content types and the document's relationships (read back to be sure
 * the registration took). Shared by the redlined file and the answer to the other side's changes.
 */
import { contentTypeOf, parseContentTypes, resolveTarget, type ContentTypes } from '../docx/docx-package';
import { COMMENTS_CONTENT_TYPE, commentsTarget, registerCommentsPart, type CommentWriter } from './comments';
import { freshPartName, partText, setPartText, type DocxPackage } from './package';
import { unsafeFile } from './sendable';

const DOCUMENT = 'word/document.xml';
const DOCUMENT_RELS = 'word/_rels/document.xml.rels';
const CONTENT_TYPES = '[Content_Types].xml';

/**
 * The existing comments part the document's relationship names, resolved in the package (undefined
 * when there is none yet). A target outside the package, or at a part that is not a comments part
 * (the document itself, say), is refused rather than written into.
 */
export function commentsPartOf(documentRels: string, types: ContentTypes): string | undefined {
  const target = commentsTarget(documentRels);
  if (target === undefined) return undefined;
  const part = resolveTarget(DOCUMENT, target);
  if (!part) throw unsafeFile(`comments target ${target} leaves the package`);
  if (contentTypeOf(types, part) !== COMMENTS_CONTENT_TYPE)
    throw unsafeFile(`comments target ${part} is a ${contentTypeOf(types, part) ?? 'untyped'} part`);
  return part;
}

/**
 * Writes the comments into the package (appended to the existing part, or a new one registered);
 * `finish` may rework the part's XML before it is stored (threading replies). Returns the part name.
 */
export function putComments(
  pkg: DocxPackage,
  types: ContentTypes,
  comments: CommentWriter,
  finish: (xml: string) => string = (xml) => xml,
): string {
  const rels = partText(pkg, DOCUMENT_RELS);
  const typesXml = partText(pkg, CONTENT_TYPES);
  if (!rels || !typesXml) throw unsafeFile('no document relationships or content types');
  const existing = commentsPartOf(rels, types);
  if (existing) {
    setPartText(pkg, existing, finish(comments.commentsXml(partText(pkg, existing))));
    return existing;
  }
  const part = freshPartName(pkg, 'word/comments', '.xml');
  setPartText(pkg, part, finish(comments.commentsXml(undefined)));
  const registered = registerCommentsPart(typesXml, rels, part);
  // A prefixed or oddly closed part would take the append silently: read both back.
  const target = commentsTarget(registered.documentRels);
  if (
    !target ||
    resolveTarget(DOCUMENT, target) !== part ||
    contentTypeOf(parseContentTypes(registered.contentTypes), part) !== COMMENTS_CONTENT_TYPE
  ) {
    throw unsafeFile('could not register the comments part');
  }
  setPartText(pkg, CONTENT_TYPES, registered.contentTypes);
  setPartText(pkg, DOCUMENT_RELS, registered.documentRels);
  return part;
}
