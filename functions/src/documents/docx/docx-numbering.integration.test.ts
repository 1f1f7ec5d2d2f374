/**
 * List numbering as the document shows it: our labels for every fixture Word contract and for small
 * documents exercising each numbering rule equal LibreOffice's own text conversion (one soffice run
 * for all of them). Rules where LibreOffice 7.4 differs from Word (legal numbering, w:lvlRestart,
 * tracked deletions, which LibreOffice still shows) are checked against Word's documented result.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, documentXml, level, numberingXml, p } from '../../../../tests/support/docx-builder';
import { libreOfficeTexts, requireLibreOffice, skipLibreOffice, soffice } from '../../../../tests/support/libreoffice';
import { compareListLabels } from '../../../../tests/support/list-labels';
import { numberingCases, numPr, rawP } from '../../../../tests/support/numbering-cases';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { extractDocxText, readDocx } from './docx';
import { mExpand, mNormalise, mt } from './docx-mapped-text';
import { labelledParagraphs } from './docx-text-model';
import { normaliseText } from '../normalise';

const fixtureDir = path.join(FIXTURES_DIR, 'docx');
const fixtures = readdirSync(fixtureDir)
  .filter((f) => f.endsWith('.docx'))
  .sort()
  .map((name) => ({ name, docx: new Uint8Array(readFileSync(path.join(fixtureDir, name))) }));
const documents = [...fixtures, ...numberingCases];

const labelsOf = (docx: Uint8Array) => labelledParagraphs(readDocx(docx).model);

describe('DOCX list numbering against LibreOffice', () => {
  let texts: string[] = [];
  beforeAll(() => {
    if (soffice) texts = libreOfficeTexts(documents.map((d) => d.docx));
  }, 240_000);

  it.runIf(requireLibreOffice && !soffice)('has LibreOffice installed (required in CI)', () => {
    expect(soffice, 'soffice not found: install libreoffice-writer-nogui').toBeDefined();
  });

  it('has the fixture Word contracts to compare', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  it.skipIf(skipLibreOffice).each(documents.map((d, i) => [d.name, i] as const))(
    '%s: every label equals LibreOffice’s',
    (_name, i) => {
      const ours = labelsOf(documents[i]!.docx);
      const result = compareListLabels(ours, texts[i]!);
      expect(result.mismatches).toEqual([]);
      expect(result.unmatchedNumbered).toEqual([]);
      // Every paragraph with visible text was found in LibreOffice's rendering, numbered or not.
      expect(result.matched).toBe(ours.filter((p) => p.text.trim()).length);
    },
  );
});

describe('DOCX list numbering, Word rules', () => {
  it('numbers the cloud service agreement from 1 (an empty section-break heading takes no number)', () => {
    const text = extractDocxText(fixtures.find((f) => f.name === 'common-paper-cloud-service-agreement.docx')!.docx);
    expect(text).toContain('\n1. Service\n');
    expect(text).toContain('\n  1.1 Access and Use.');
    expect(text).not.toMatch(/\n2\. Service\n/);
  });

  it('shows every level in decimal under legal numbering (w:isLgl)', () => {
    const numbering = numberingXml(
      `<w:abstractNum w:abstractNumId="0">${level(0, 'upperRoman', 'Article %1')}` +
        `<w:lvl w:ilvl="1"><w:start w:val="1"/><w:isLgl/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/></w:lvl></w:abstractNum>` +
        `<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`,
    );
    const body = [
      p('Definitions', { numId: 1 }),
      p('Sub clause', { numId: 1, ilvl: 1 }),
      p('Scope', { numId: 1 }),
      p('Another', { numId: 1, ilvl: 1 }),
    ];
    expect(labelsOf(buildDocx({ numbering, document: documentXml(body.join('')) })).map((x) => x.label)).toEqual([
      'Article I',
      '1.1',
      'Article II',
      '2.1',
    ]);
  });

  it('keeps counting a level whose w:lvlRestart is 0, and restarts one only after the level it names', () => {
    const numbering = numberingXml(
      `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', '%1.')}${level(1, 'decimal', '%1.%2')}` +
        `<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlRestart w:val="1"/><w:lvlText w:val="(%3)"/></w:lvl>` +
        `<w:lvl w:ilvl="3"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlRestart w:val="0"/><w:lvlText w:val="%4)"/></w:lvl></w:abstractNum>` +
        `<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`,
    );
    const items: [number, string][] = [
      [0, 'A'],
      [2, 'r1'],
      [3, 'x1'],
      [1, 'B'],
      [2, 'r2'],
      [3, 'x2'],
      [0, 'C'],
      [2, 'r3'],
      [3, 'x3'],
    ];
    const body = items.map(([ilvl, t]) => p(t, { numId: 1, ilvl })).join('');
    expect(labelsOf(buildDocx({ numbering, document: documentXml(body) })).map((x) => x.label)).toEqual(
      // (ii) continues past 1.1 because level 3 (1-based) restarts only after level 1; x never restarts.
      ['1.', '(i)', 'a)', '1.1', '(ii)', 'b)', '2.', '(i)', 'c)'],
    );
  });

  it('drops a paragraph deleted with its mark (tracked) from the count and joins what is left to the next', () => {
    const rev = 'w:author="Someone" w:date="2024-01-01T00:00:00Z"';
    const numbering = numberingXml(
      `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', '%1.')}</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`,
    );
    const body = [
      p('First', { numId: 1 }),
      rawP(
        `${numPr(1)}<w:rPr><w:del w:id="1" ${rev}/></w:rPr>`,
        `<w:del w:id="2" ${rev}><w:r><w:delText>Deleted item</w:delText></w:r></w:del>`,
      ),
      p('Second', { numId: 1 }),
      rawP(
        `${numPr(1)}<w:rPr><w:del w:id="3" ${rev}/></w:rPr>`,
        `<w:r><w:t xml:space="preserve">Kept start </w:t></w:r>`,
      ),
      p('joined to this', { numId: 1 }),
    ];
    expect(extractDocxText(buildDocx({ numbering, document: documentXml(body.join('')) }))).toBe(
      '1. First\n\n2. Second\n\n3. Kept start joined to this',
    );
  });
});

describe('mapped normalisation', () => {
  it.each([
    ['ligatures ﬁ and ﬄ, odd\u00a0spaces\u2009here'],
    ['zero\u200bwidth\u00ad and control\u0007 chars\r\nnew line'],
    ['trailing spaces   \n\n\n\n\nmany blank lines\t \n'],
    ['\n\nleading blank lines and decomposed e\u0301 accents  '],
  ])('equals normaliseText for %j', (input) => {
    expect(mNormalise(mt(input)).s).toBe(normaliseText(input));
    const mapped = mNormalise(mt(input));
    expect(mExpand(mapped).map.length).toBe(mapped.s.length);
  });
});

describe('label comparison', () => {
  const lo =
    'Title\n    1. Definitions\n        1.1 Affiliate means a controlled entity.\n    2. Services\n\u2022 a bullet';
  it('accepts equal labels and symbol bullets', () => {
    const ours = [
      { label: '', text: 'Title' },
      { label: '1.', text: 'Definitions' },
      { label: '1.1', text: 'Affiliate means a controlled entity.' },
      { label: '2.', text: 'Services' },
      { label: '•', text: 'a bullet' },
    ];
    expect(compareListLabels(ours, lo)).toEqual({ matched: 5, mismatches: [], unmatchedNumbered: [] });
  });
  it('reports a wrong label, a label LibreOffice does not show, and a numbered paragraph it cannot find', () => {
    const ours = [
      { label: '1', text: 'Title' },
      { label: '2.', text: 'Definitions' },
      { label: '', text: 'Affiliate means a controlled entity.' },
      { label: '3.', text: 'Nowhere in the text' },
    ];
    const result = compareListLabels(ours, lo);
    expect(result.mismatches).toEqual([
      '"1" → "": Title',
      '"2." → "1.": Definitions',
      '"" → "1.1": Affiliate means a controlled entity.',
    ]);
    expect(result.unmatchedNumbered).toEqual(['3. Nowhere in the text']);
  });
});
