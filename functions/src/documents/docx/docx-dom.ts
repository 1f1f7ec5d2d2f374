/**
 * A small mutable XML tree for OOXML parts, built from the bounded reader of xml.ts (so its DOCTYPE
 * refusal and limits apply) and written back without losing anything Word cares about: qualified
 * names, namespace declarations, attribute order, whitespace, comments and processing instructions.
 * Extraction walks it read-only (pruned to what carries text, see docx.ts); the redline writer edits
 * it in place and serialises it again. Nothing here recurses on the document's depth unbounded: the
 * reader caps depth (XmlLimits.maxDepth) and the serialiser keeps its own stack.
 */
import { defaultXmlLimits, parseXml, W_NS, type XmlLimits } from '../xml';
import { extractionFailed } from '../errors';
import { MAYBE_NOT_XML, NOT_XML } from '../xml-scan';

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

export interface ParseDomOptions {
  limits?: XmlLimits;
  /**
   * Called as each element closes, its children complete: true drops it (and its subtree) from its
   * parent. Readers that keep only part of a document (text extraction) free the rest as they go, so
   * memory follows what they keep, not the element count. The root is always kept.
   */
  prune?: (el: XElement) => boolean;
}

export function parseDom(xml: string, part = 'part', options: ParseDomOptions = {}): XDocument {
  const stack: XElement[] = [];
  let root: XElement | undefined;
  let prolog = '';
  const add = (node: XNode) => {
    const parent = stack.at(-1);
    if (!parent) return;
    node.parent = parent;
    parent.children.push(node);
  };
  parseXml(
    xml,
    {
      declaration(decl) {
        const version = decl.version ?? '1.0';
        prolog += `<?xml version="${version}"${decl.encoding ? ` encoding="${decl.encoding}"` : ''}${decl.standalone ? ` standalone="${decl.standalone}"` : ''}?>`;
      },
      open(tag) {
        const el: XElement = {
          kind: 'el',
          name: tag.name,
          uri: tag.uri,
          local: tag.local,
          attrs: tag.attributes.map((a) => ({ name: a.name, value: a.value })),
          children: [],
        };
        if (stack.length === 0) root = el;
        else add(el);
        stack.push(el);
      },
      close() {
        const el = stack.pop();
        if (el && stack.length > 0 && options.prune?.(el)) {
          el.parent!.children.pop();
          el.parent = undefined;
        }
      },
      text(text) {
        if (stack.length > 0) add({ kind: 'text', text });
      },
      comment(text) {
        if (stack.length > 0) add({ kind: 'raw', xml: `<!--${text}-->` });
        else if (!root) prolog += `<!--${text}-->`;
      },
      processingInstruction(target, body) {
        if (stack.length > 0) add({ kind: 'raw', xml: `<?${target}${body ? ` ${body}` : ''}?>` });
      },
    },
    part,
    options.limits ?? defaultXmlLimits,
  );
  if (!root) throw extractionFailed('docx-invalid', `${part}: no root element`);
  return { prolog, root };
}

/**
 * Characters XML 1.0 cannot carry (C0 controls but tab, line feed and carriage return; U+FFFE and
 * U+FFFF; unpaired surrogates) become U+FFFD, one code unit for one, so a pasted text or an inserted
 * change containing one still makes a valid part and every offset stays where it was.
 */
const NOT_XML_ALL = new RegExp(NOT_XML.source, 'g');
export const xmlSafe = (s: string) => (MAYBE_NOT_XML.test(s) ? s.replace(NOT_XML_ALL, '\ufffd') : s);

// Most text needs no escaping: one test for any special character before the replace, which is
// most of the cost of writing a part back.
const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTR_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};
const TEXT_SPECIAL = /[&<>\r]/;
const ATTR_SPECIAL = /[&<"\n\r\t]/;
const escapeText = (s: string) => {
  const safe = xmlSafe(s);
  return TEXT_SPECIAL.test(safe) ? safe.replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]!) : safe;
};
const escapeAttr = (s: string) => {
  const safe = xmlSafe(s);
  return ATTR_SPECIAL.test(safe) ? safe.replace(/[&<"\n\r\t]/g, (c) => ATTR_ESCAPES[c]!) : safe;
};

/**
 * The XML of `node`, with an explicit stack (no recursion on depth). Built by concatenation, which
 * V8 keeps as a rope until it is read: cheaper than collecting a million pieces to join.
 */
export function serializeNode(node: XNode): string {
  let out = '';
  const todo: (XNode | string)[] = [node];
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (typeof next === 'string') out += next;
    else if (next.kind === 'text') out += escapeText(next.text);
    else if (next.kind === 'raw') out += next.xml;
    else {
      out += `<${next.name}`;
      for (const a of next.attrs) out += ` ${a.name}="${escapeAttr(a.value)}"`;
      if (next.children.length === 0) out += '/>';
      else {
        out += '>';
        todo.push(`</${next.name}>`);
        for (let i = next.children.length - 1; i >= 0; i--) todo.push(next.children[i]!);
      }
    }
  }
  return out;
}

export function serializeDom(doc: XDocument): string {
  const prolog = doc.prolog || '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return `${prolog}\r\n${serializeNode(doc.root)}`;
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
