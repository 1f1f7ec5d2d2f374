/**
 * The XML tokenizer under xml.ts: one pass over a whole part held in memory, jumping from "<" to
 * "<" with indexOf and reading names with one sticky regular expression, instead of a character
 * state machine (saxes, which this replaced, spent most of a Word file's parse there). It checks
 * what makes XML 1.0 well-formed for the parts the product reads (names, quoting, entities, nesting,
 * one root, characters XML cannot carry, comments, CDATA, processing instructions) and reports
 * what it reads as saxes did: line ends as "\n", literal tabs and line ends in attribute values as
 * spaces, the five predefined entities and character references decoded, no text outside the root.
 * It expands no entity it does not know and stops at a DOCTYPE (the sink decides what that means).
 * A part that is not well-formed throws XmlSyntaxError.
 */

export interface XmlDeclaration {
  version?: string;
  encoding?: string;
  standalone?: string;
}

export interface ScanSink {
  /** `attrs` alternates names and decoded values, in document order. */
  open(name: string, attrs: string[]): void;
  close(name: string): void;
  /** Text and CDATA inside the root element. */
  text(text: string): void;
  comment(text: string): void;
  processingInstruction(target: string, body: string): void;
  declaration(decl: XmlDeclaration): void;
  /** Called at a DOCTYPE, before anything in it is read: throw to refuse the part. */
  doctype(): void;
}

export class XmlSyntaxError extends Error {}

const fail = (what: string, at: number): never => {
  throw new XmlSyntaxError(`${what} (at character ${at})`);
};

// XML 1.0 names (fifth edition); a character above U+FFFF arrives as a surrogate pair, allowed as
// such (an unpaired surrogate is refused with the other characters XML cannot carry).
const START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\uD800-\\uDFFF';
// The classes list UTF-16 code units on purpose (combining marks and surrogates are name characters).
// eslint-disable-next-line no-misleading-character-class
const NAME = new RegExp(`[${START}][${START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*`, 'y');
/** Characters XML 1.0 cannot carry: C0 controls but tab, LF and CR; U+FFFE/U+FFFF; unpaired surrogates. */
export const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same characters with any surrogate: a quick first look that a part has nothing to refuse. */
// eslint-disable-next-line no-control-regex
export const MAYBE_NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;
const DECLARATION =
  /^\s+version\s*=\s*(["'])(1\.[0-9]+)\1(?:\s+encoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._-]*)\3)?(?:\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*$/;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;
const lineEnds = (s: string) => (s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s);

function isXmlChar(code: number): boolean {
  return (
    code === 9 ||
    code === 10 ||
    code === 13 ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function reference(ref: string, at: number): string {
  const named = PREDEFINED[ref];
  if (named !== undefined) return named;
  const code = /^#x[0-9A-Fa-f]{1,6}$/.test(ref)
    ? parseInt(ref.slice(2), 16)
    : /^#[0-9]{1,7}$/.test(ref)
      ? parseInt(ref.slice(1), 10)
      : fail(`undefined entity &${ref.slice(0, 20)};`, at);
  if (!isXmlChar(code)) fail(`a character reference to a character XML cannot carry: &${ref};`, at);
  return String.fromCodePoint(code);
}

/** Entity and character references decoded; `at` is where `s` starts in the part (for errors). */
function decode(s: string, at: number): string {
  let amp = s.indexOf('&');
  if (amp < 0) return s;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    const semi = s.indexOf(';', amp + 1);
    if (semi < 0) fail('an "&" that starts no reference', at + amp);
    out += s.slice(from, amp) + reference(s.slice(amp + 1, semi), at + amp);
    from = semi + 1;
    amp = s.indexOf('&', from);
  }
  return out + s.slice(from);
}

function nameAt(xml: string, i: number): string {
  NAME.lastIndex = i;
  const m = NAME.exec(xml);
  return m ? m[0] : fail('a name expected', i);
}

function skipSpace(xml: string, i: number): number {
  while (isSpace(xml.charCodeAt(i))) i++;
  return i;
}

function endOf(xml: string, marker: string, from: number, what: string): number {
  const end = xml.indexOf(marker, from);
  return end < 0 ? fail(`${what} never closed`, from) : end;
}

/** Reads the start tag at `lt`; returns where it ends and whether it closed itself. */
function startTag(xml: string, lt: number, sink: ScanSink): { name: string; next: number; empty: boolean } {
  const name = nameAt(xml, lt + 1);
  const attrs: string[] = [];
  let i = lt + 1 + name.length;
  for (;;) {
    const spaced = isSpace(xml.charCodeAt(i));
    i = skipSpace(xml, i);
    const c = xml.charCodeAt(i);
    if (c === 62) {
      sink.open(name, attrs);
      return { name, next: i + 1, empty: false };
    }
    if (c === 47) {
      if (xml.charCodeAt(i + 1) !== 62) fail('"/" not followed by ">" in a tag', i);
      sink.open(name, attrs);
      return { name, next: i + 2, empty: true };
    }
    if (!spaced) fail(`no space before an attribute of <${name}>`, i);
    const attr = nameAt(xml, i);
    i = skipSpace(xml, i + attr.length);
    if (xml.charCodeAt(i) !== 61) fail(`attribute ${attr} without "="`, i);
    i = skipSpace(xml, i + 1);
    const q = xml[i];
    if (q !== '"' && q !== "'") fail(`attribute ${attr} without a quoted value`, i);
    const close = endOf(xml, q!, i + 1, `the value of ${attr}`);
    const raw = xml.slice(i + 1, close);
    if (raw.includes('<')) fail(`"<" in the value of ${attr}`, i);
    for (let k = 0; k < attrs.length; k += 2) if (attrs[k] === attr) fail(`attribute ${attr} repeated`, i);
    // Literal tabs and line ends read as spaces; the ones written as references stay what they are.
    const blanks = raw.includes('\n') || raw.includes('\t') || raw.includes('\r');
    attrs.push(attr, decode(blanks ? lineEnds(raw).replace(/[\t\n]/g, ' ') : raw, i + 1));
    i = close + 1;
  }
}

function declaration(xml: string, start: number, sink: ScanSink): number {
  const end = endOf(xml, '?>', start, 'the XML declaration');
  const m = DECLARATION.exec(xml.slice(start + 5, end));
  if (!m) fail('a malformed XML declaration', start);
  sink.declaration({ version: m![2], encoding: m![4], standalone: m![6] });
  return end + 2;
}

function markup(xml: string, lt: number, inRoot: boolean, sink: ScanSink): number {
  if (xml.startsWith('<!--', lt)) {
    const end = endOf(xml, '-->', lt + 4, 'a comment');
    const body = xml.slice(lt + 4, end);
    if (body.includes('--') || body.endsWith('-')) fail('"--" inside a comment', lt);
    sink.comment(lineEnds(body));
    return end + 3;
  }
  if (xml.startsWith('<![CDATA[', lt)) {
    if (!inRoot) fail('CDATA outside the root element', lt);
    const end = endOf(xml, ']]>', lt + 9, 'a CDATA section');
    const body = xml.slice(lt + 9, end);
    if (body) sink.text(lineEnds(body));
    return end + 3;
  }
  if (xml.startsWith('<!DOCTYPE', lt)) {
    sink.doctype();
    return fail('a DOCTYPE', lt);
  }
  return fail('"<!" that starts no comment or CDATA section', lt);
}

function instruction(xml: string, lt: number, sink: ScanSink): number {
  const target = nameAt(xml, lt + 2);
  if (target.toLowerCase() === 'xml') fail('an XML declaration not at the start', lt);
  const from = lt + 2 + target.length;
  const end = endOf(xml, '?>', from, `processing instruction ${target}`);
  if (end > from && !isSpace(xml.charCodeAt(from))) fail(`no space after processing instruction ${target}`, from);
  sink.processingInstruction(target, lineEnds(xml.slice(skipSpace(xml, from), end)));
  return end + 2;
}

/** Reads `xml` whole and reports it to `sink` in document order. */
export function scanXml(xml: string, sink: ScanSink): void {
  const bad = MAYBE_NOT_XML.test(xml) ? NOT_XML.exec(xml) : null;
  if (bad) fail('a character XML cannot carry', bad.index);
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (xml.startsWith('<?xml', i) && isSpace(xml.charCodeAt(i + 5))) i = declaration(xml, i, sink);
  const open: string[] = [];
  let sawRoot = false;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const end = lt < 0 ? xml.length : lt;
    if (end > i) {
      const raw = xml.slice(i, end);
      if (open.length === 0) {
        for (let k = 0; k < raw.length; k++)
          if (!isSpace(raw.charCodeAt(k))) fail('text outside the root element', i + k);
      } else {
        if (raw.includes(']]>')) fail('"]]>" in text', i);
        sink.text(decode(lineEnds(raw), i));
      }
    }
    if (lt < 0) break;
    const c = xml.charCodeAt(lt + 1);
    if (c === 47) {
      const name = nameAt(xml, lt + 2);
      const gt = skipSpace(xml, lt + 2 + name.length);
      if (xml.charCodeAt(gt) !== 62) fail(`a malformed end tag </${name}`, lt);
      if (open.pop() !== name) fail(`</${name}> does not close the open element`, lt);
      sink.close(name);
      i = gt + 1;
    } else if (c === 33) i = markup(xml, lt, open.length > 0, sink);
    else if (c === 63) i = instruction(xml, lt, sink);
    else {
      if (open.length === 0 && sawRoot) fail('a second root element', lt);
      sawRoot = true;
      const { name, next, empty } = startTag(xml, lt, sink);
      if (empty) sink.close(name);
      else open.push(name);
      i = next;
    }
  }
  if (open.length > 0) fail(`<${open.at(-1)}> never closed`, xml.length);
  if (!sawRoot) fail('no root element', xml.length);
}
