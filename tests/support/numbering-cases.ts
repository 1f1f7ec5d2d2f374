/**
 * Small Word documents that each exercise one rule of Word's list numbering. The extraction test
 * checks our labels for them against LibreOffice's own rendering, like the real fixtures.
 */
import { buildDocx, documentXml, level, numberingXml, p, stylesXml } from './docx-builder';

const decimalOutline = `${level(0, 'decimal', '%1.')}${level(1, 'decimal', '%1.%2')}${level(2, 'lowerLetter', '(%3)')}`;
const num = (numId: number, abstractId: number, overrides = '') =>
  `<w:num w:numId="${numId}"><w:abstractNumId w:val="${abstractId}"/>${overrides}</w:num>`;
const startOverride = (ilvl: number, start: number) =>
  `<w:lvlOverride w:ilvl="${ilvl}"><w:startOverride w:val="${start}"/></w:lvlOverride>`;

/** A paragraph with raw run and mark markup, for hidden and deleted paragraphs. */
export const rawP = (pPrInner: string, runs: string) => `<w:p><w:pPr>${pPrInner}</w:pPr>${runs}</w:p>`;
export const numPr = (numId: number, ilvl = 0) =>
  `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`;

export const numberingCases: { name: string; docx: Uint8Array }[] = [
  {
    name: 'two list instances of one abstract definition, a restart by startOverride, a level override',
    docx: buildDocx({
      numbering: numberingXml(
        `<w:abstractNum w:abstractNumId="0">${decimalOutline}</w:abstractNum>` +
          num(1, 0) +
          num(2, 0) +
          num(3, 0, startOverride(0, 1)) +
          num(
            4,
            0,
            `<w:lvlOverride w:ilvl="0"><w:lvl w:ilvl="0"><w:start w:val="5"/><w:numFmt w:val="upperLetter"/><w:lvlText w:val="%1)"/></w:lvl></w:lvlOverride>`,
          ),
      ),
      document: documentXml(
        [
          p('Alpha first', { numId: 1 }),
          p('Alpha sub', { numId: 1, ilvl: 1 }),
          p('Alpha second', { numId: 1 }),
          p('Plain paragraph between lists'),
          p('Beta continues', { numId: 2 }),
          p('Beta sub', { numId: 2, ilvl: 1 }),
          p('Gamma restarts', { numId: 3 }),
          p('Gamma again', { numId: 3 }),
          p('Delta overridden level', { numId: 4 }),
          p('Delta second', { numId: 4 }),
        ].join(''),
      ),
    }),
  },
  {
    name: 'list instances sharing counters, start overrides applied where each instance is first used',
    docx: buildDocx({
      numbering: numberingXml(
        `<w:abstractNum w:abstractNumId="0">${decimalOutline}</w:abstractNum>` +
          num(1, 0) +
          num(2, 0) +
          num(3, 0, startOverride(0, 1)) +
          num(4, 0, startOverride(0, 7)) +
          num(5, 0, startOverride(1, 4)),
      ),
      document: documentXml(
        (
          [
            ['A1', 1, 0],
            ['A2', 1, 0],
            ['G1', 3, 0],
            ['G2', 3, 0],
            ['A3', 1, 0],
            ['B1', 2, 0],
            ['G3', 3, 0],
            ['S7', 4, 0],
            ['S7 sub', 4, 1],
            ['A4', 1, 0],
            ['L sub', 5, 1],
            ['L sub 2', 5, 1],
            ['L top', 5, 0],
            ['L sub 3', 5, 1],
          ] as const
        )
          .map(([text, numId, ilvl]) => p(`Item ${text}`, { numId, ilvl }))
          .join(''),
      ),
    }),
  },
  {
    name: 'numbering through paragraph styles, a numbering style link, and numId 0 turning it off',
    docx: buildDocx({
      numbering: numberingXml(
        `<w:abstractNum w:abstractNumId="0">${decimalOutline}</w:abstractNum>` +
          `<w:abstractNum w:abstractNumId="1"><w:numStyleLink w:val="ClauseList"/></w:abstractNum>` +
          `<w:abstractNum w:abstractNumId="2"><w:styleLink w:val="ClauseList"/>${level(0, 'lowerLetter', '%1)')}${level(1, 'lowerRoman', '%2)')}</w:abstractNum>` +
          num(1, 0) +
          num(2, 2) +
          num(3, 1),
      ),
      styles: stylesXml(
        `<w:style w:type="paragraph" w:styleId="Normal" w:default="1"><w:name w:val="Normal"/></w:style>` +
          `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>` +
          `<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Heading1"/><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr></w:style>` +
          `<w:style w:type="numbering" w:styleId="ClauseList"><w:name w:val="Clause List"/><w:pPr><w:numPr><w:numId w:val="2"/></w:numPr></w:pPr></w:style>`,
      ),
      document: documentXml(
        [
          p('Heading numbered by its style', undefined, 'Heading1'),
          p('Second level through basedOn', undefined, 'Heading2'),
          p('Heading with numbering turned off', { numId: 0 }, 'Heading1'),
          p('Heading again', undefined, 'Heading1'),
          p('Item through the numbering style', { numId: 3 }),
          p('Second item through the numbering style', { numId: 3 }),
          p('Its sub item', { numId: 3, ilvl: 1 }),
        ].join(''),
      ),
    }),
  },
  {
    name: 'hidden, empty and section-break paragraphs in a list',
    docx: buildDocx({
      numbering: numberingXml(`<w:abstractNum w:abstractNumId="0">${decimalOutline}</w:abstractNum>` + num(1, 0)),
      document: documentXml(
        [
          p('First visible', { numId: 1 }),
          rawP(`${numPr(1)}<w:rPr><w:vanish/></w:rPr>`, '<w:r><w:rPr><w:vanish/></w:rPr><w:t>Hidden item</w:t></w:r>'),
          p('After the hidden one', { numId: 1 }),
          rawP(numPr(1), ''),
          p('After an empty one', { numId: 1 }),
          rawP(`${numPr(1)}<w:sectPr><w:type w:val="continuous"/></w:sectPr>`, ''),
          p('After a section break', { numId: 1 }),
        ].join(''),
      ),
    }),
  },
];
