/**
 * Streaming, namespace-aware XML reading for OOXML parts. saxes never fetches anything and does not
 * expand entities declared in a DTD; on top of that any DOCTYPE is refused outright, so external
 * entities (XXE) and entity-expansion bombs cannot reach the text.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { AppError } from '../../domain/errors/app-error';
import { extractionFailed } from './errors';

export type XmlTag = SaxesTagNS;

export interface XmlHandlers {
  open?(tag: XmlTag): void;
  close?(tag: XmlTag): void;
  text?(text: string): void;
}

export function parseXml(xml: string, handlers: XmlHandlers, part = 'part'): void {
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('doctype', () => {
    throw extractionFailed('docx-unsafe-xml', `${part} declares a DOCTYPE`);
  });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) parser.on('closetag', handlers.close);
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw extractionFailed('docx-invalid', `${part}: ${(err as Error).message}`);
  }
}

/** WordprocessingML main namespace (transitional and strict). */
export const W_NS = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
export const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

/** True when the tag is w:<local>. */
export const isW = (tag: XmlTag, local: string) => tag.local === local && W_NS.has(tag.uri);

/** The value of a w:-namespaced attribute, e.g. w:val. */
export function wAttr(tag: XmlTag, local: string): string | undefined {
  for (const attr of Object.values(tag.attributes)) {
    if (attr.local === local && (W_NS.has(attr.uri) || attr.uri === '')) return attr.value;
  }
  return undefined;
}
