/**
 * The tokenizer reads what saxes (the parser it replaced, kept as the test's oracle) reads: the
 * same elements, attributes, text, comments and instructions for every part of every fixture Word
 * file and for the awkward corners of XML (line ends, references, attribute whitespace, CDATA),
 * and it refuses what saxes refuses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../../tests/support/shared-dir';
import { scanXml } from './xml-scan';

type Event = (string | undefined)[];

/** Adjacent text and CDATA read as one run, as both parsers are free to split them. */
function push(out: Event[], event: Event) {
  const last = out.at(-1);
  if (event[0] === 'text' && last?.[0] === 'text') last[1] += event[1]!;
  else out.push(event);
}

function ours(xml: string): Event[] {
  const out: Event[] = [];
  scanXml(xml, {
    open: (name, attrs) => push(out, ['open', name, ...attrs]),
    close: (name) => push(out, ['close', name]),
    text: (text) => push(out, ['text', text]),
    comment: (text) => push(out, ['comment', text]),
    processingInstruction: (target, body) => push(out, ['pi', target, body]),
    declaration: (d) => push(out, ['decl', d.version, d.encoding, d.standalone]),
    doctype: () => {
      throw new Error('doctype');
    },
  });
  return out;
}

function saxes(xml: string): Event[] {
  const out: Event[] = [];
  let depth = 0;
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('opentag', (t) => {
    depth += 1;
    push(out, ['open', t.name, ...Object.entries(t.attributes).flat()]);
  });
  parser.on('closetag', (t) => {
    depth -= 1;
    push(out, ['close', t.name]);
  });
  parser.on('text', (text) => depth > 0 && push(out, ['text', text]));
  parser.on('cdata', (text) => push(out, ['text', text]));
  parser.on('comment', (text) => push(out, ['comment', text]));
  parser.on('processinginstruction', (pi) => push(out, ['pi', pi.target, pi.body]));
  parser.on('xmldecl', (d) => push(out, ['decl', d.version, d.encoding, d.standalone]));
  parser.on('doctype', () => {
    throw new Error('doctype');
  });
  parser.write(xml).close();
  return out;
}

const refuses = (read: (xml: string) => unknown, xml: string) => {
  try {
    read(xml);
    return false;
  } catch {
    return true;
  }
};

describe('the XML tokenizer', () => {
  it('reads every part of every fixture Word file as saxes does', () => {
    const dir = path.join(FIXTURES_DIR, 'docx');
    let parts = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.docx'))) {
      for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(path.join(dir, file)))))) {
        if (!/\.(xml|rels)$/.test(name)) continue;
        const xml = strFromU8(bytes);
        expect(ours(xml), `${file} ${name}`).toEqual(saxes(xml));
        parts += 1;
      }
    }
    expect(parts).toBeGreaterThan(100);
  });

  it.each([
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<a b="x\r\ny\tz&#10;&#9;&#13;"/>',
    "\ufeff<?xml version='1.0'?><a/>",
    '<a>x\r\ny\rz&#13;&#x1F600;&lt;&gt;&amp;&quot;&apos;</a>',
    '<a\n  x = "1"\n  y=\'&quot;2&apos;\'\n/>',
    '<a><![CDATA[<not a tag> & ]] > \r\n]]>tail</a>',
    '<!-- before --><a><!-- in - side --><?pi?><?pi   body  ?><?pi\r\nx?></a><!-- after -->\n',
    '<w:a xmlns:w="urn:w"><w:b w:c="d"></w:b ></w:a>',
    '<a>\u00e9\u4e2d\ud83d\ude00</a>',
    '<\u00e9l\u00e9ment attr\u00b7x="1"/>',
    '<a> <b/> </a>',
  ])('reads %j as saxes does', (xml) => {
    expect(ours(xml)).toEqual(saxes(xml));
  });

  it.each([
    '',
    '<!-- only a comment -->',
    '<a>',
    '<a></b>',
    '<a/><b/>',
    'text<a/>',
    '<a/>text',
    '<a>&foo;</a>',
    '<a>&amp</a>',
    '<a>&#0;</a>',
    '<a>&#xD800;</a>',
    '<a>&#xFFFE;</a>',
    '<a x="1" x="2"/>',
    '<a x="1"y="2"/>',
    '<a x=1/>',
    '<a x="<"/>',
    '<a x="1/>',
    '<a><!-- a -- b --></a>',
    '<a><!-- a ---></a>',
    '<a>]]></a>',
    '<![CDATA[x]]><a/>',
    '<a><![CDATA[x</a>',
    ' <?xml version="1.0"?><a/>',
    '<a><?xml version="1.0"?></a>',
    '<?xml version="2.0"?><a/>',
    '<?xml encoding="UTF-8"?><a/>',
    '<a>\u0001</a>',
    '<a>\ud800</a>',
    '<1a/>',
    '<a></a x>',
    '<a/ >',
    '<a><!DOCTYPE x></a>',
    '<a><!ELEMENT x></a>',
  ])('refuses %j as saxes does', (xml) => {
    expect(refuses(saxes, xml), 'saxes refuses it').toBe(true);
    expect(refuses(ours, xml)).toBe(true);
  });
});
