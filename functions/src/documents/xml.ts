/**
 * The one XML reader for every OOXML part the product reads or rewrites (document, comments,
 * numbering, styles, relationships, content types, headers, footers): streaming, namespace-aware,
 * and bounded, so a small hostile part cannot cost much time or memory.
 *  - the tokenizer (xml-scan.ts) never fetches anything and expands only XML's five predefined
 *    entities and character references; any DOCTYPE is refused outright, so external entities (XXE)
 *    and entity bombs cannot reach the text;
 *  - depth, element count, attributes and text are limited (XmlLimits), checked as the parse goes;
 *  - namespaces are resolved here, one map lookup per prefix (prefix -> stack of bindings), so a
 *    name costs the same at any depth.
 * Callers get events (parseXml) or the small tree of docx-dom.ts (parseDom), which reads through here.
 */
import { AppError } from '../domain/errors/app-error';
import { extractionFailed } from './errors';
import { scanXml, type XmlDeclaration } from './xml-scan';

export type { XmlDeclaration } from './xml-scan';

export interface XmlLimits {
  /** Characters of the part itself (tokenising is the floor of the cost). */
  maxChars: number;
  /** Open elements at once. Word's own documents stay under 30; recursion over a tree is bounded by it. */
  maxDepth: number;
  /** Elements in the part (time: the parse stops here, whatever the part's size). */
  maxElements: number;
  /** Attributes on one element, and in the whole part. */
  maxAttributes: number;
  maxAttributesTotal: number;
  /** Characters of one attribute value. */
  maxAttributeChars: number;
  /** Characters of text and CDATA in the part, whitespace between elements included. */
  maxTextChars: number;
}

/**
 * Above any contract the product accepts: the fixtures use 2.5 to 4 elements, 1.2 attributes and
 * about 100 bytes of XML per word, depth 12 at most, so a contract at the 75,000-word cap is about
 * 300,000 elements and 10 MB. Low enough that a part at every limit is read in about half a second
 * of CPU (decision 220).
 */
export const defaultXmlLimits: XmlLimits = {
  maxChars: 24_000_000,
  maxDepth: 256,
  maxElements: 400_000,
  maxAttributes: 256,
  maxAttributesTotal: 800_000,
  maxAttributeChars: 65_536,
  maxTextChars: 8_000_000,
};

export interface XmlAttr {
  /** Qualified name as written (w:val). */
  name: string;
  /** Namespace URI ('' for an unprefixed attribute) and local name. */
  uri: string;
  local: string;
  value: string;
}

export interface XmlTag {
  /** Qualified name as written (w:p). */
  name: string;
  uri: string;
  local: string;
  /** In document order (read-only: elements without attributes share one empty array). */
  attributes: readonly XmlAttr[];
}

export interface XmlHandlers {
  open?(tag: XmlTag): void;
  close?(tag: XmlTag): void;
  /** Text and CDATA, entities decoded. */
  text?(text: string): void;
  comment?(text: string): void;
  processingInstruction?(target: string, body: string): void;
  declaration?(decl: XmlDeclaration): void;
}

export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Why a part was refused: a DOCTYPE, or a limit (the reason code tells the logs which). */
const unsafe = (part: string, what: string) => extractionFailed('docx-unsafe-xml', `${part} ${what}`);
const tooLarge = (part: string, what: string) => extractionFailed('docx-too-large', `${part}: ${what}`);

/** Qualified names split once each: a part repeats a few dozen names millions of times. */
const nameCache = new Map<string, [prefix: string, local: string]>();
function splitName(name: string): [prefix: string, local: string] {
  let split = nameCache.get(name);
  if (!split) {
    const colon = name.indexOf(':');
    split = colon < 0 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
    if (nameCache.size < 10_000) nameCache.set(name, split);
  }
  return split;
}

const NONE: readonly never[] = Object.freeze([]);

/** Start tags in `xml`, counted up to one past `max`. */
function startTags(xml: string, max: number): number {
  let n = 0;
  for (let i = xml.indexOf('<'); i >= 0 && n <= max; i = xml.indexOf('<', i + 1)) {
    const next = xml.charCodeAt(i + 1);
    if (next !== 47 && next !== 63 && next !== 33) n += 1; // not "/", "?" or "!"
  }
  return n;
}

/**
 * Reads `xml` (one part, named `part` in errors) and calls the handlers in document order. Throws
 * the extraction AppError: docx-unsafe-xml for a DOCTYPE, docx-too-large past a limit, docx-invalid
 * for XML that is not well-formed (or uses an undeclared prefix).
 */
export function parseXml(
  xml: string,
  handlers: XmlHandlers,
  part = 'part',
  limits: XmlLimits = defaultXmlLimits,
): void {
  /** prefix -> its bindings, innermost last ('' is the default namespace). */
  const bindings = new Map<string, string[]>([
    ['xml', [XML_NS]],
    ['xmlns', [XMLNS_NS]],
  ]);
  /** Per open element: the prefixes it declared (popped when it closes), and its tag. */
  const declared: string[][] = [];
  const open: XmlTag[] = [];
  let elements = 0;
  let attributeCount = 0;
  let textChars = 0;
  if (xml.length > limits.maxChars) throw tooLarge(part, `more than ${limits.maxChars} characters`);
  // Too many elements is refused before the parse, which would build them all first (about 2 s of CPU for
  // 450,000 empty runs): a "<" not followed by "/", "?" or "!" opens an element, an exact count when the
  // part has no comment or CDATA section (where "<" may be text) and no DOCTYPE.
  if (!xml.includes('<!') && startTags(xml, limits.maxElements) > limits.maxElements)
    throw tooLarge(part, `more than ${limits.maxElements} elements`);

  const resolve = (prefix: string, forAttribute: boolean): string => {
    if (prefix === '' && forAttribute) return '';
    const uri = bindings.get(prefix)?.at(-1);
    if (uri === undefined) {
      if (prefix === '') return '';
      throw extractionFailed('docx-invalid', `${part}: unbound namespace prefix ${prefix}`);
    }
    return uri;
  };

  const onText = (text: string) => {
    textChars += text.length;
    if (textChars > limits.maxTextChars) throw tooLarge(part, `more than ${limits.maxTextChars} characters of text`);
    handlers.text?.(text);
  };
  try {
    scanXml(xml, {
      doctype() {
        throw unsafe(part, 'declares a DOCTYPE');
      },
      open(name, raw) {
        elements += 1;
        if (elements > limits.maxElements) throw tooLarge(part, `more than ${limits.maxElements} elements`);
        if (open.length >= limits.maxDepth) throw tooLarge(part, `nested deeper than ${limits.maxDepth} elements`);
        let attributes: XmlAttr[] = NONE as never;
        let mine: string[] = NONE as never;
        const count = raw.length / 2;
        if (count > 0) {
          if (count > limits.maxAttributes)
            throw tooLarge(part, `an element with more than ${limits.maxAttributes} attributes`);
          attributeCount += count;
          if (attributeCount > limits.maxAttributesTotal)
            throw tooLarge(part, `more than ${limits.maxAttributesTotal} attributes`);
          // Declarations first: they apply to the element's own name and attributes.
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i]!;
            const value = raw[i + 1]!;
            if (value.length > limits.maxAttributeChars)
              throw tooLarge(part, `an attribute longer than ${limits.maxAttributeChars} characters`);
            const prefix = name === 'xmlns' ? '' : name.startsWith('xmlns:') ? name.slice(6) : undefined;
            if (prefix === undefined) continue;
            let stack = bindings.get(prefix);
            if (!stack) bindings.set(prefix, (stack = []));
            stack.push(value);
            if (mine.length === 0) mine = [];
            mine.push(prefix);
          }
          attributes = new Array<XmlAttr>(count);
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i]!;
            const [prefix, local] = splitName(name);
            const uri = name === 'xmlns' || prefix === 'xmlns' ? XMLNS_NS : resolve(prefix, true);
            attributes[i / 2] = { name, uri, local, value: raw[i + 1]! };
          }
        }
        declared.push(mine);
        const [prefix, local] = splitName(name);
        const tag: XmlTag = { name, uri: resolve(prefix, false), local, attributes };
        open.push(tag);
        handlers.open?.(tag);
      },
      close() {
        const tag = open.pop();
        if (!tag) return;
        handlers.close?.(tag);
        const mine = declared.pop();
        if (mine && mine.length > 0) for (const prefix of mine) bindings.get(prefix)?.pop();
      },
      text: onText,
      comment: (text) => handlers.comment?.(text),
      processingInstruction: (target, body) => handlers.processingInstruction?.(target, body),
      declaration: (decl) => handlers.declaration?.(decl),
    });
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

/** The value of a w:-namespaced (or unprefixed) attribute, e.g. w:val. */
export function wAttr(tag: XmlTag, local: string): string | undefined {
  for (const attr of tag.attributes) {
    if (attr.local === local && (W_NS.has(attr.uri) || attr.uri === '')) return attr.value;
  }
  return undefined;
}
