/**
 * A small mutable XML tree for OOXML parts, built with saxes (so the DOCTYPE refusal of xml.ts
 * applies) and written back without losing anything Word cares about: qualified names, namespace
 * declarations, attribute order, whitespace, comments and processing instructions. Extraction
 * walks it read-only; the redline writer edits it in place and serialises it again.
 */
import { SaxesParser } from 'saxes';
import { AppError } from '../../domain/errors/app-error';
import { extractionFailed } from './errors';
import { W_NS } from './xml';

export interface XAttr {
  name: string;
  value: string;
}

export interface XElement {
  kind: 'el';
  /** Qualified name as written (w:p). */
  name: string;
  /** Namespace URI and local name, resolved at parse time (or set by whoever creates the node). */
  uri: string;
  local: string;
  attrs: XAttr[];
  children: XNode[];
  parent?: XElement;
}

export interface XText {
  kind: 'text';
  text: string;
  parent?: XElement;
}

/** Comments, processing instructions and CDATA kept verbatim. */
export interface XRaw {
  kind: 'raw';
  xml: string;
  parent?: XElement;
}

export type XNode = XElement | XText | XRaw;

export interface XDocument {
  /** Everything before the root element (XML declaration, comments), verbatim. */
  prolog: string;
  root: XElement;
}

export function parseDom(xml: string, part = 'part'): XDocument {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XElement[] = [];
  let root: XElement | undefined;
  let prolog = '';
  const add = (node: XNode) => {
    const parent = stack.at(-1);
    if (!parent) return;
    node.parent = parent;
    parent.children.push(node);
  };
  parser.on('doctype', () => {
    throw extractionFailed('docx-unsafe-xml', `${part} declares a DOCTYPE`);
  });
  parser.on('xmldecl', (decl) => {
    const version = decl.version ?? '1.0';
    prolog += `<?xml version="${version}"${decl.encoding ? ` encoding="${decl.encoding}"` : ''}${decl.standalone ? ` standalone="${decl.standalone}"` : ''}?>`;
  });
  parser.on('opentag', (tag) => {
    const el: XElement = {
      kind: 'el',
      name: tag.name,
      uri: tag.uri,
      local: tag.local,
      attrs: Object.values(tag.attributes).map((a) => ({ name: a.name, value: a.value })),
      children: [],
    };
    if (stack.length === 0) root = el;
    else add(el);
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => {
    if (stack.length > 0) add({ kind: 'text', text });
  });
  parser.on('cdata', (text) => add({ kind: 'text', text }));
  parser.on('comment', (text) => {
    if (stack.length > 0) add({ kind: 'raw', xml: `<!--${text}-->` });
    else if (!root) prolog += `<!--${text}-->`;
  });
  parser.on('processinginstruction', (pi) => {
    if (stack.length > 0) add({ kind: 'raw', xml: `<?${pi.target}${pi.body ? ` ${pi.body}` : ''}?>` });
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw extractionFailed('docx-invalid', `${part}: ${(err as Error).message}`);
  }
  if (!root) throw extractionFailed('docx-invalid', `${part}: no root element`);
  return { prolog, root };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');

export function serializeNode(node: XNode, out: string[] = []): string[] {
  if (node.kind === 'text') out.push(escapeText(node.text));
  else if (node.kind === 'raw') out.push(node.xml);
  else {
    out.push('<', node.name);
    for (const a of node.attrs) out.push(' ', a.name, '="', escapeAttr(a.value), '"');
    if (node.children.length === 0) out.push('/>');
    else {
      out.push('>');
      for (const c of node.children) serializeNode(c, out);
      out.push('</', node.name, '>');
    }
  }
  return out;
}

export function serializeDom(doc: XDocument): string {
  const prolog = doc.prolog || '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return `${prolog}\r\n${serializeNode(doc.root).join('')}`;
}

// ---- Reading helpers -------------------------------------------------------------------------

export const isWEl = (node: XNode | undefined, local: string): node is XElement =>
  node?.kind === 'el' && node.local === local && W_NS.has(node.uri);

export const elements = (el: XElement): XElement[] => el.children.filter((c): c is XElement => c.kind === 'el');

/** The first w:<local> child. */
export const wChild = (el: XElement | undefined, local: string): XElement | undefined =>
  el?.children.find((c): c is XElement => isWEl(c, local));

/** The value of a w:-prefixed (or unprefixed) attribute by local name. */
export function attrOf(el: XElement, local: string): string | undefined {
  for (const a of el.attrs) {
    const colon = a.name.indexOf(':');
    const name = colon < 0 ? a.name : a.name.slice(colon + 1);
    const prefix = colon < 0 ? '' : a.name.slice(0, colon);
    if (name === local && (prefix === '' || prefix === 'w')) return a.value;
  }
  return undefined;
}

export function setAttr(el: XElement, name: string, value: string): void {
  const existing = el.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else el.attrs.push({ name, value });
}

/** Boolean OOXML toggles (w:b, w:vanish): present means on unless val is 0/false/off. */
export const isOn = (el: XElement | undefined) => !!el && !['0', 'false', 'off'].includes(attrOf(el, 'val') ?? 'true');

/** Visits every element under `el` in document order; return false from `visit` to skip a subtree. */
export function walk(el: XElement, visit: (el: XElement) => boolean | void): void {
  for (const c of el.children) {
    if (c.kind !== 'el') continue;
    if (visit(c) === false) continue;
    walk(c, visit);
  }
}

export function textOf(el: XElement): string {
  let out = '';
  for (const c of el.children) out += c.kind === 'text' ? c.text : c.kind === 'el' ? textOf(c) : '';
  return out;
}
