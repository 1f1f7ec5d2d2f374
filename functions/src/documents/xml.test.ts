/**
 * The bounded XML reader: every limit refuses (with its reason) rather than working on, DOCTYPEs are
 * refused in any part, and namespaces resolve as XML says (scoped, rebound, unbound prefixes refused)
 * in time linear in the part however deep it nests.
 */
import { describe, expect, it } from 'vitest';
import { parseDom, serializeDom } from './docx/docx-dom';
import { extractionReason } from './errors';
import { defaultXmlLimits, parseXml, type XmlTag } from './xml';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return extractionReason(err) ?? (err as Error).message;
  }
  return 'no error';
};
const tags = (xml: string) => {
  const out: XmlTag[] = [];
  parseXml(xml, { open: (t) => out.push(t) });
  return out;
};

describe('bounded XML reader', () => {
  it('resolves namespaces per scope: declared, rebound inside, restored after, attributes unprefixed in no namespace', () => {
    const xml = `<w:document xmlns:w="${W}" xmlns="urn:d"><w:p w:val="1" plain="2"><w:r xmlns:w="urn:other"/></w:p><w:t/><x/></w:document>`;
    const [doc, p, r, t, x] = tags(xml);
    expect(doc).toMatchObject({ uri: W, local: 'document' });
    expect(p!.attributes.map((a) => [a.name, a.uri])).toEqual([
      ['w:val', W],
      ['plain', ''],
    ]);
    expect(r).toMatchObject({ uri: 'urn:other', local: 'r' });
    expect(t).toMatchObject({ uri: W, local: 't' });
    expect(x).toMatchObject({ uri: 'urn:d', local: 'x' });
  });

  it('refuses an unbound prefix and XML that is not well-formed', () => {
    expect(reasonOf(() => parseXml('<w:p/>', {}))).toBe('docx-invalid');
    expect(reasonOf(() => parseXml('<a><b></a>', {}))).toBe('docx-invalid');
  });

  it('refuses a DOCTYPE, with or without entity declarations, before any entity is used', () => {
    expect(
      reasonOf(() =>
        parseXml('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', {}),
      ),
    ).toBe('docx-unsafe-xml');
    expect(reasonOf(() => parseXml('<!DOCTYPE a><a/>', {}))).toBe('docx-unsafe-xml');
  });

  it('refuses too many elements before parsing them, and never counts a "<" inside a comment or CDATA', () => {
    const limits = { ...defaultXmlLimits, maxElements: 10 };
    const parse = (xml: string) => reasonOf(() => parseXml(xml, {}, 'part', limits));
    let opened = 0;
    // The count refuses it before the parser opens a single element.
    expect(reasonOf(() => parseXml(`<a>${'<b/>'.repeat(20)}</a>`, { open: () => (opened += 1) }, 'part', limits))).toBe(
      'docx-too-large',
    );
    expect(opened).toBe(0);
    expect(parse(`<?xml version="1.0"?><a>${'<b></b>'.repeat(9)}</a>`)).toBe('no error');
    expect(parse(`<a><!-- ${'<b/>'.repeat(20)} -->${'<b/>'.repeat(9)}</a>`)).toBe('no error');
    expect(parse(`<a><![CDATA[${'<'.repeat(20)}]]></a>`)).toBe('no error');
  });

  it('refuses past each limit', () => {
    const limits = {
      ...defaultXmlLimits,
      maxChars: 60,
      maxDepth: 4,
      maxElements: 10,
      maxAttributes: 2,
      maxAttributesTotal: 3,
      maxAttributeChars: 5,
      maxTextChars: 6,
    };
    const parse = (xml: string) => reasonOf(() => parseXml(xml, {}, 'part', limits));
    expect(parse('<a><a><a><a></a></a></a></a>')).toBe('no error');
    expect(parse('<a><a><a><a><a></a></a></a></a></a>')).toBe('docx-too-large');
    expect(parse(`<a>${'<b/>'.repeat(9)}</a>`)).toBe('no error');
    expect(parse(`<a>${'<b/>'.repeat(10)}</a>`)).toBe('docx-too-large');
    expect(parse('<a x="1" y="2"/>')).toBe('no error');
    expect(parse('<a x="1" y="2" z="3"/>')).toBe('docx-too-large');
    expect(parse('<a x="1"><b y="2"/><b z="3"/></a>')).toBe('no error');
    expect(parse('<a x="1"><b y="2"/><b z="3" w="4"/></a>')).toBe('docx-too-large');
    expect(parse(`<a>${' '.repeat(53)}</a>`)).toBe('docx-too-large');
    expect(parse('<a x="12345"/>')).toBe('no error');
    expect(parse('<a x="123456"/>')).toBe('docx-too-large');
    expect(parse('<a>abc<b/>def</a>')).toBe('no error');
    expect(parse(`<a>${'x'.repeat(7)}</a>`)).toBe('docx-too-large');
    expect(parse('<a>abc<b/>defg</a>')).toBe('docx-too-large');
    expect(parse('<a><![CDATA[1234567]]></a>')).toBe('docx-too-large');
  });

  it('stops a deep nest at the depth limit at once, and a deep prefix lookup costs one step', () => {
    const deep = `<w:document xmlns:w="${W}">${'<w:x>'.repeat(40_000)}${'</w:x>'.repeat(40_000)}</w:document>`;
    const started = process.cpuUsage();
    expect(reasonOf(() => parseDom(deep))).toBe('docx-too-large');
    // Within the limit: 255 levels, then a wide layer of prefixed elements bound at the root.
    const wide = `<w:document xmlns:w="${W}">${'<w:x>'.repeat(250)}${'<w:y w:a="1"/>'.repeat(200_000)}${'</w:x>'.repeat(250)}</w:document>`;
    let count = 0;
    parseXml(wide, { open: () => count++ });
    expect(count).toBe(200_251);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2_000);
  });

  it('serialises a tree at the depth limit without recursion, and keeps what Word cares about', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w:document xmlns:w="${W}"><!--c--><w:p w:a="&quot;x&quot;">a &amp; b<?pi body?></w:p></w:document>`;
    expect(serializeDom(parseDom(xml))).toBe(xml);
    const deep = `<a>${'<b>'.repeat(255)}t${'</b>'.repeat(255)}</a>`;
    expect(serializeDom(parseDom(deep)).endsWith(deep)).toBe(true);
  });

  it('writes characters XML cannot carry as U+FFFD, one for one', () => {
    const doc = parseDom('<a>x</a>');
    (doc.root.children[0] as { text: string }).text = 'a\uFFFEb\u0001c\uD800d\uD83D\uDE00';
    expect(serializeDom(doc)).toContain('<a>a\uFFFDb\uFFFDc\uFFFDd\uD83D\uDE00</a>');
  });
});
