/**
 * Opens a Word package for the negotiation features: the whole package (every part kept byte for
 * byte, with the extraction's zip limits), the parsed document, its numbering, and the other side's
 * tracked changes and comments read from it.
 */
import { documentBody } from '../../extraction/docx-text-model';
import { parseDom, type XDocument, type XElement } from '../../extraction/docx-dom';
import { emptyNumbering, ListCounter, parseNumbering, parseStyles, type NumberingModel } from '../../extraction/docx-numbering';
import { extractionFailed } from '../../extraction/errors';
import type { ContentTypes } from '../../extraction/docx-package';
import { commentsPartOf } from '../../redline/docx/comments-part';
import { checkedContentTypes, partText, readPackage, type DocxPackage } from '../../redline/docx/package';
import { readTracked, type TrackedReading } from './read-tracked';
import { isTheirsBy, type AuthorFilter } from './revisions-of';

export const DOCUMENT_PART = 'word/document.xml';

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
  const xml = partText(pkg, DOCUMENT_PART);
  if (!xml) throw extractionFailed('docx-invalid', `no ${DOCUMENT_PART}`);
  const document = parseDom(xml, DOCUMENT_PART);
  const body = documentBody(document.root);
  if (!body) throw extractionFailed('docx-invalid', `${DOCUMENT_PART} has no w:body`);
  const numbering = emptyNumbering();
  parseNumbering(numbering, partText(pkg, 'word/numbering.xml'));
  parseStyles(numbering, partText(pkg, 'word/styles.xml'));
  const rels = partText(pkg, 'word/_rels/document.xml.rels');
  const commentsPart = rels ? commentsPartOf(rels, types) : undefined;
  const commentsXml = commentsPart ? partText(pkg, commentsPart) : undefined;
  const reading = readTracked({ body, counter: () => new ListCounter(numbering), isTheirs: isTheirsBy(authors), ...(commentsXml ? { commentsXml } : {}) });
  return { pkg, types, document, body, numbering, ...(commentsPart && commentsXml ? { commentsPart } : {}), reading };
}
