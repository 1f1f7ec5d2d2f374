/**
 * Builds small DOCX packages in memory for extraction tests: a body of WordprocessingML, optional
 * numbering and styles parts, and hooks to make hostile packages (zip bombs, XXE, missing parts).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

export const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`;
/** Relationships from the document to the parts present, so word processors find them. */
const documentRels = (numbering: boolean, styles: boolean) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${
    numbering ? `<Relationship Id="rIdNumbering" Type="${REL}/numbering" Target="numbering.xml"/>` : ''
  }${styles ? `<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/>` : ''}</Relationships>`;

export const documentXml = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>${body}</w:body></w:document>`;

export const numberingXml = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:numbering xmlns:w="${W}">${inner}</w:numbering>`;
export const stylesXml = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${W}">${inner}</w:styles>`;

/** A paragraph; `num` gives it list numbering. */
export const p = (text: string, num?: { numId: number; ilvl?: number }, style?: string) =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${
    num ? `<w:numPr><w:ilvl w:val="${num.ilvl ?? 0}"/><w:numId w:val="${num.numId}"/></w:numPr>` : ''
  }</w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

export const table = (rows: string[][]) =>
  `<w:tbl>${rows.map((cells) => `<w:tr>${cells.map((c) => `<w:tc>${p(c)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;

export const level = (ilvl: number, numFmt: string, lvlText: string, start = 1) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="${start}"/><w:numFmt w:val="${numFmt}"/><w:lvlText w:val="${lvlText}"/></w:lvl>`;

/** A legal outline (1. / 1.1 / (a) / (i)) as numId 1 and a bullet list as numId 2. */
export const standardNumbering = numberingXml(
  `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', '%1.')}${level(1, 'decimal', '%1.%2')}${level(2, 'lowerLetter', '(%3)')}${level(3, 'lowerRoman', '(%4)')}</w:abstractNum>` +
    `<w:abstractNum w:abstractNumId="1">${level(0, 'bullet', '\uf0b7')}${level(1, 'bullet', 'o')}</w:abstractNum>` +
    `<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>`,
);

export interface DocxParts {
  document: string;
  numbering?: string;
  styles?: string;
  extra?: Zippable;
  contentTypes?: string;
}

export function buildDocx(parts: DocxParts): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(parts.contentTypes ?? CONTENT_TYPES),
    '_rels/.rels': strToU8(PACKAGE_RELS),
    'word/_rels/document.xml.rels': strToU8(documentRels(!!parts.numbering, !!parts.styles)),
    'word/document.xml': strToU8(parts.document),
    ...(parts.numbering ? { 'word/numbering.xml': strToU8(parts.numbering) } : {}),
    ...(parts.styles ? { 'word/styles.xml': strToU8(parts.styles) } : {}),
    ...parts.extra,
  };
  return zipSync(files, { level: 6 });
}

/** A "DOCX" whose document.xml inflates to `megabytes` MB of one repeated character. */
export function zipBombDocx(megabytes = 64): Uint8Array {
  const filler = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  return zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), 'word/document.xml': [filler, { level: 9 }] });
}

/** A DOCX whose document declares an external entity and uses it in the text. */
export function xxeDocx(target = 'file:///etc/passwd'): Uint8Array {
  const prolog = `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "${target}">]>`;
  return buildDocx({ document: documentXml(p('Leak: &xxe;'), prolog) });
}
