/**
 * DOCX to plain text, in reading order: paragraphs separated by blank lines, list items prefixed
 * with their computed numbers, tables as one line per row with cells separated by " | ".
 * Deleted revisions, field codes, hidden text and compatibility fallbacks are left out
 * (docx-text-model.ts walks the document; docx-numbering.ts computes the list labels).
 */
import { parseDom, type XDocument } from './docx-dom';
import { checkPackage, CONTENT_TYPES_PART, DOCUMENT_PART, DOCUMENT_RELS_PART, PACKAGE_RELS_PART } from './docx-package';
import { prunedForText } from './docx-prune';
import { emptyNumbering, ListCounter, parseNumbering, parseStyles } from './docx-numbering';
import { buildTextModel, documentBody, type DocxTextModel } from './docx-text-model';
import { extractionFailed } from '../errors';
import { defaultZipLimits, readZipParts, type ZipLimits } from '../zip';

const NUMBERING = 'word/numbering.xml';
const STYLES = 'word/styles.xml';
export { DOCUMENT_PART };

/** The contract text of a DOCX; the document is read pruned to what carries text (docx-prune.ts). */
export function extractDocxText(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): string {
  return readDocx(bytes, limits, { pruned: true }).model.text;
}

/** The parsed document and its text model; the redline writer edits `document` in place. */
export interface ReadDocx {
  document: XDocument;
  model: DocxTextModel;
}

export function readDocx(
  bytes: Uint8Array,
  limits: ZipLimits = defaultZipLimits,
  options: { pruned?: boolean } = {},
): ReadDocx {
  const { parts, names } = readZipParts(
    bytes,
    [DOCUMENT_PART, NUMBERING, STYLES, CONTENT_TYPES_PART, PACKAGE_RELS_PART, DOCUMENT_RELS_PART],
    limits,
  );
  const documentXml = parts.get(DOCUMENT_PART);
  if (!documentXml) throw extractionFailed('docx-invalid', `no ${DOCUMENT_PART}`);
  // Content types and the two relationship parts are small; the redline writer checks the rest.
  checkPackage({ names, text: (name) => parts.get(name) }, [PACKAGE_RELS_PART, DOCUMENT_RELS_PART]);
  return textModelOf(documentXml, parts.get(NUMBERING), parts.get(STYLES), options);
}

/** Pure: the parts' XML to the parsed document and its text model. */
export function textModelOf(
  documentXml: string,
  numberingXml: string | undefined,
  stylesXml: string | undefined,
  options: { pruned?: boolean } = {},
): ReadDocx {
  const model = emptyNumbering();
  parseNumbering(model, numberingXml);
  parseStyles(model, stylesXml);
  const document = parseDom(documentXml, DOCUMENT_PART, options.pruned ? { prune: prunedForText } : {});
  const body = documentBody(document.root);
  if (!body) throw extractionFailed('docx-invalid', `${DOCUMENT_PART} has no w:body`);
  return { document, model: buildTextModel(body, new ListCounter(model)) };
}
