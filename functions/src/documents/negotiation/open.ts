/**
 * Opens a Word package for the negotiation features: the whole package (every part kept byte for
 * byte, with the extraction's zip limits), the parsed document, its numbering, and the other side's
 * tracked changes and comments read from it.
 */
import type { XDocument, XElement } from '../docx/docx-dom';
import { ListCounter, type NumberingModel } from '../docx/docx-numbering';
import type { ContentTypes } from '../docx/docx-package';
import { commentsPartOf } from '../redline/comments-part';
import { openDocument } from '../redline/document';
import { checkedContentTypes, partText, readPackage, type DocxPackage } from '../redline/package';
import { readTracked, type TrackedReading } from './read-tracked';
import { isTheirsBy, type AuthorFilter } from './revisions-of';

export { DOCUMENT_PART } from '../redline/document';

export interface OpenedDocx {
  pkg: DocxPackage;
  /** The package's content types (checked: no macros, relationships inside the package). */
  types: ContentTypes;
  document: XDocument;
  body: XElement;
  numbering: NumberingModel;
  /** The comments part's name (word/comments.xml), when the document has one. */
  commentsPart?: string;
  reading: TrackedReading;
}

export function openTracked(bytes: Uint8Array, authors: AuthorFilter): OpenedDocx {
  const pkg = readPackage(bytes);
  // The redline writer's checks on the way in: content types and relationships parse, no macros.
  const types = checkedContentTypes(pkg);
  const { document, body, numbering } = openDocument(pkg);
  const rels = partText(pkg, 'word/_rels/document.xml.rels');
  const commentsPart = rels ? commentsPartOf(rels, types) : undefined;
  const commentsXml = commentsPart ? partText(pkg, commentsPart) : undefined;
  const reading = readTracked({
    body,
    counter: () => new ListCounter(numbering),
    isTheirs: isTheirsBy(authors),
    ...(commentsXml ? { commentsXml } : {}),
  });
  return { pkg, types, document, body, numbering, ...(commentsPart && commentsXml ? { commentsPart } : {}), reading };
}
