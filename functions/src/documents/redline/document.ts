/**
 * document.xml of a package opened for writing tracked changes: the parsed tree, its body, the list
 * numbering (numbering.xml and styles.xml) and a rebuild of the text model over the tree as it is
 * now (the extraction's walk, decision 080). The writers add `w:` elements, so the document must bind
 * `w` to the WordprocessingML namespace.
 */
import { parseDom, type XDocument, type XElement } from '../docx/docx-dom';
import { emptyNumbering, ListCounter, parseNumbering, parseStyles, type NumberingModel } from '../docx/docx-numbering';
import { buildTextModel, documentBody, type DocxTextModel } from '../docx/docx-text-model';
import { extractionFailed } from '../errors';
import { W_MAIN } from './dom-edit';
import { partText, type DocxPackage } from './package';

export const DOCUMENT_PART = 'word/document.xml';

export interface OpenDocument {
  document: XDocument;
  body: XElement;
  numbering: NumberingModel;
  /** The text model of the tree as it stands. */
  rebuild(): DocxTextModel;
}

export function openDocument(pkg: DocxPackage): OpenDocument {
  const xml = partText(pkg, DOCUMENT_PART);
  if (!xml) throw extractionFailed('docx-invalid', `no ${DOCUMENT_PART}`);
  const document = parseDom(xml, DOCUMENT_PART);
  if (!document.root.attrs.some((a) => a.name === 'xmlns:w' && a.value === W_MAIN))
    throw extractionFailed('docx-invalid', `${DOCUMENT_PART} does not bind w: to the WordprocessingML namespace`);
  const body = documentBody(document.root);
  if (!body) throw extractionFailed('docx-invalid', `${DOCUMENT_PART} has no w:body`);
  const numbering = emptyNumbering();
  parseNumbering(numbering, partText(pkg, 'word/numbering.xml'));
  parseStyles(numbering, partText(pkg, 'word/styles.xml'));
  return { document, body, numbering, rebuild: () => buildTextModel(body, new ListCounter(numbering)) };
}
