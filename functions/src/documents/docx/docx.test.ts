import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  buildDocx,
  CONTENT_TYPES,
  documentXml,
  level,
  numberingXml,
  p,
  standardNumbering,
  stylesXml,
  table,
  xxeDocx,
  zipBombDocx,
} from '../../../../tests/support/docx-builder';
import { extractDocxText } from './docx';
import { formatNumber } from './docx-numbering';
import { extractionReason } from '../errors';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';

const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (extractionReason(err)) return extractionReason(err);
    throw err;
  }
  return 'no error';
};

describe('DOCX text', () => {
  it('keeps paragraphs apart and numbers lists in reading order across levels', () => {
    const body = [
      p('Agreement'),
      p('Definitions', { numId: 1 }),
      p('Affiliate means a controlled entity.', { numId: 1, ilvl: 1 }),
      p('Services', { numId: 1 }),
      p('Scope.', { numId: 1, ilvl: 1 }),
      p('first item', { numId: 1, ilvl: 2 }),
      p('second item', { numId: 1, ilvl: 2 }),
      p('nested roman', { numId: 1, ilvl: 3 }),
      p('another roman', { numId: 1, ilvl: 3 }),
      p('third item', { numId: 1, ilvl: 2 }),
      p('Fees.', { numId: 1, ilvl: 1 }),
      p('a bullet', { numId: 2 }),
      p('a sub-bullet', { numId: 2, ilvl: 1 }),
    ].join('');
    const text = extractDocxText(buildDocx({ document: documentXml(body), numbering: standardNumbering }));
    expect(text.split('\n\n')).toEqual([
      'Agreement',
      '1. Definitions',
      '  1.1 Affiliate means a controlled entity.',
      '2. Services',
      '  2.1 Scope.',
      '    (a) first item',
      '    (b) second item',
      '      (i) nested roman',
      '      (ii) another roman',
      '    (c) third item',
      '  2.2 Fees.',
      '• a bullet',
      '  ◦ a sub-bullet',
    ]);
  });

  it('numbers paragraphs through their style (basedOn chain) and honours start overrides', () => {
    const numbering = numberingXml(
      `<w:abstractNum w:abstractNumId="5">${level(0, 'upperRoman', 'Article %1')}${level(1, 'upperLetter', '%2)')}</w:abstractNum>` +
        `<w:num w:numId="9"><w:abstractNumId w:val="5"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="3"/></w:lvlOverride></w:num>`,
    );
    const styles = stylesXml(
      `<w:style w:type="paragraph" w:styleId="H1"><w:pPr><w:numPr><w:numId w:val="9"/></w:numPr></w:pPr></w:style>` +
        `<w:style w:type="paragraph" w:styleId="H1Custom"><w:basedOn w:val="H1"/></w:style>` +
        `<w:style w:type="paragraph" w:styleId="H2"><w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="9"/></w:numPr></w:pPr></w:style>`,
    );
    const body = [
      p('Term', undefined, 'H1'),
      p('Renewal', undefined, 'H2'),
      p('Notice', undefined, 'H2'),
      p('Payment', undefined, 'H1Custom'),
    ].join('');
    const text = extractDocxText(buildDocx({ document: documentXml(body), numbering, styles }));
    expect(text).toBe('Article III Term\n\n  A) Renewal\n\n  B) Notice\n\nArticle IV Payment');
  });

  it('renders tables one row per line with cells separated, and keeps their place in the text', () => {
    const body =
      p('Before') +
      table([
        ['Party', 'Address'],
        ['Provider', '1 Main St'],
        ['', ''],
      ]) +
      p('After');
    expect(extractDocxText(buildDocx({ document: documentXml(body) }))).toBe(
      'Before\n\nParty | Address\nProvider | 1 Main St\n\nAfter',
    );
  });

  it('leaves out deleted revisions, field codes, hidden text and compatibility fallbacks', () => {
    const body =
      '<w:p><w:r><w:t>Kept </w:t></w:r><w:del><w:r><w:delText>removed </w:delText></w:r></w:del>' +
      '<w:ins><w:r><w:t>inserted </w:t></w:r></w:ins>' +
      '<w:r><w:instrText> PAGE </w:instrText></w:r>' +
      '<w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden </w:t></w:r>' +
      '<mc:AlternateContent><mc:Choice Requires="wps"><w:r><w:t>choice</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>fallback</w:t></w:r></mc:Fallback></mc:AlternateContent>' +
      '<w:r><w:tab/><w:t>tabbed</w:t><w:br/><w:t>next line</w:t></w:r></w:p>';
    expect(extractDocxText(buildDocx({ document: documentXml(body) }))).toBe('Kept inserted choice\ttabbed\nnext line');
  });

  it('reads a real Common Paper agreement with its headings and clause numbers', () => {
    const bytes = readFileSync(`${FIXTURES_DIR}/docx/common-paper-pilot-agreement.docx`);
    const text = extractDocxText(bytes);
    expect(text).toMatch(/^Pilot Agreement\n/);
    expect(text).toContain('1. Pilot Access');
    expect(text).toContain('  1.1 Access and Use.');
    expect(text).toMatch(/Governing Law \| The laws of \{governing_law\}/);
  });
});

describe('DOCX safety', () => {
  it('refuses a DOCTYPE, so an external entity is never expanded', () => {
    expect(reasonOf(() => extractDocxText(xxeDocx()))).toBe('docx-unsafe-xml');
  });

  it('refuses a zip bomb by its compression ratio before inflating it', () => {
    const bomb = zipBombDocx(16);
    expect(bomb.length).toBeLessThan(100_000);
    expect(reasonOf(() => extractDocxText(bomb))).toBe('docx-too-large');
  });

  it('refuses archives with too many entries or too much declared content', () => {
    const many: Record<string, Uint8Array> = { '[Content_Types].xml': strToU8(CONTENT_TYPES) };
    for (let i = 0; i < 2_100; i++) many[`junk/${i}.xml`] = strToU8('<a/>');
    expect(reasonOf(() => extractDocxText(zipSync(many)))).toBe('docx-too-large');
    const small = buildDocx({ document: documentXml(p('x')) });
    expect(
      reasonOf(() =>
        extractDocxText(small, {
          maxEntries: 10,
          maxTotalInflatedBytes: 10,
          maxPartBytes: 10,
          maxRatio: 100,
          ratioFloorBytes: 1,
        }),
      ),
    ).toBe('docx-too-large');
  });

  it('refuses what is not a Word package', () => {
    expect(reasonOf(() => extractDocxText(strToU8('<html>not a zip</html>')))).toBe('docx-invalid');
    expect(reasonOf(() => extractDocxText(zipSync({ 'hello.txt': strToU8('hi') })))).toBe('docx-invalid');
    expect(reasonOf(() => extractDocxText(buildDocx({ document: '<w:document><unclosed>' })))).toBe('docx-invalid');
  });
});

describe('list number formats', () => {
  it.each([
    [1, 'decimal', '1'],
    [4, 'lowerLetter', 'd'],
    [28, 'lowerLetter', 'bb'],
    [9, 'lowerRoman', 'ix'],
    [14, 'upperRoman', 'XIV'],
    [3, 'upperLetter', 'C'],
    [7, 'decimalZero', '07'],
    [2, 'ordinal', '2nd'],
    [12, 'ordinal', '12th'],
  ])('%i as %s is %s', (n, fmt, expected) => {
    expect(formatNumber(n, fmt)).toBe(expected);
  });
});
