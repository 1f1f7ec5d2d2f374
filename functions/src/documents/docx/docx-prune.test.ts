/**
 * Extraction reads document.xml pruned to what carries text; the text must be exactly the full
 * reading's (what the redline writer maps offsets into), on every fixture Word contract and on the
 * constructs pruning touches, while millions of empty elements leave nothing behind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocx, documentXml, p, standardNumbering, table } from '../../../../tests/support/docx-builder';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { readDocx, textModelOf } from './docx';
import { numberingCases } from '../../../../tests/support/numbering-cases';
import type { XElement } from './docx-dom';

const fixtureDir = path.join(FIXTURES_DIR, 'docx');
const fixtures = readdirSync(fixtureDir)
  .filter((f) => f.endsWith('.docx'))
  .map((name) => ({ name, docx: new Uint8Array(readFileSync(path.join(fixtureDir, name))) }));

const count = (el: XElement): number => el.children.reduce((n, c) => n + (c.kind === 'el' ? count(c) : 1), 1);

const deletedMark = (text: string) =>
  `<w:p><w:pPr><w:rPr><w:del w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"/></w:rPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const constructs = buildDocx({
  numbering: standardNumbering,
  document: documentXml(
    [
      p('Title'),
      deletedMark('Joined to'),
      '<w:p/><w:p/><w:p><w:pPr><w:jc w:val="center"/></w:pPr></w:p>',
      p('the next.'),
      '<w:p><w:r><w:rPr><w:b/><w:vanish/></w:rPr><w:t>hidden</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>shown</w:t><w:tab/><w:t>after tab</w:t></w:r><w:r><w:rPr><w:sz w:val="2"/></w:rPr></w:r><w:r/></w:p>',
      '<w:p><w:r><w:t xml:space="preserve">  spaced  </w:t></w:r><!-- note --><w:bookmarkStart w:id="0" w:name="b"/><w:r><w:br/><w:t>line</w:t></w:r></w:p>',
      p('Numbered', { numId: 1 }),
      '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr></w:p>',
      p('Counted after an empty item', { numId: 1 }),
      table([
        ['a', '', 'c'],
        ['', '', ''],
      ]),
      '<w:tbl><w:tr><w:tc><w:p/></w:tc><w:tc><w:p><w:r><w:t>only</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
      '<w:p><mc:AlternateContent><mc:Choice Requires="wps"><w:r><w:t>choice</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>fallback</w:t></w:r></mc:Fallback></mc:AlternateContent></w:p>',
      '<w:p><w:pPr><w:sectPr><w:pgSz w:w="1"/></w:sectPr></w:pPr></w:p>',
      p('End.'),
    ].join(''),
  ),
});

describe('pruned DOCX reading', () => {
  it.each([...fixtures, ...numberingCases, { name: 'pruned constructs', docx: constructs }])(
    '$name: the same text as the full reading',
    ({ docx }) => {
      const full = readDocx(docx).model.text;
      expect(full.length).toBeGreaterThan(0);
      expect(readDocx(docx, undefined, { pruned: true }).model.text).toBe(full);
    },
  );

  it('keeps nothing of 360,000 empty runs and unknown elements', () => {
    const junk = '<w:r></w:r><w:r><w:rPr><w:b/></w:rPr></w:r><x:y xmlns:x="urn:x"/><w:proofErr/>'.repeat(60_000);
    const pruned = textModelOf(documentXml(p('Before.') + `<w:p>${junk}</w:p>` + p('After.')), undefined, undefined, {
      pruned: true,
    });
    expect(pruned.model.text).toBe('Before.\n\nAfter.');
    expect(count(pruned.document.root)).toBeLessThan(20);
  });
});
