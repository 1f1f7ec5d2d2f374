/**
 * Hostile Word files (tests/support/hostile-files.ts) against the upload's text extraction and the
 * redlined download. Every case ends within 2 seconds of CPU (timed()), either refused with the product's answer
 * (DOCX_INVALID on upload, REDLINE_UNSAFE_FILE on download) or with a result that is sound: the text,
 * or a Word package whose every part parses, with no escaping entry names, no macros, and every
 * change and comment we wrote under its own id inside Word's 32-bit range.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { RedlineModification } from '../../shared/schemas/redline';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { isWEl, parseDom } from '../../functions/src/documents/docx/docx-dom';
import { buildRedlinedDocxWithReport } from '../../functions/src/documents/redline/index';
import { timed } from '../support/cpu-time';
import * as h from '../support/hostile-files';
import { all } from '../support/tracked-changes';

const LIMIT_MS = 2_000;
const AUTHOR = 'AI Reviewer';
const MODS: RedlineModification[] = [
  {
    type: 'replace',
    priority: 'high',
    original_text: 'within thirty days',
    modified_text: 'within sixty days',
    reasoning: 'More time.',
  },
  { type: 'add_clause', priority: 'low', modified_text: 'Notices must be in writing.', reasoning: 'Clarity.' },
] as RedlineModification[];

/** The independent soundness check of a package we would send. */
function expectSound(docx: Uint8Array): void {
  const files = unzipSync(docx);
  const names = Object.keys(files);
  for (const name of names) {
    expect(name.split('/'), name).not.toContain('..');
    expect(name.startsWith('/') || name.includes('\\'), name).toBe(false);
    expect(name, 'no macro part').not.toMatch(/vbaProject|vbaData|activeX/i);
    if (/\.(xml|rels)$/.test(name)) expect(() => parseDom(strFromU8(files[name]!), name)).not.toThrow();
  }
  expect(strFromU8(files['[Content_Types].xml']!)).not.toMatch(/macroEnabled|vbaProject/i);
  const doc = parseDom(strFromU8(files['word/document.xml']!)).root;
  const ours = all(
    doc,
    (e) => (isWEl(e, 'ins') || isWEl(e, 'del')) && e.attrs.some((a) => a.name === 'w:author' && a.value === AUTHOR),
  );
  const ids = ours.map((e) => e.attrs.find((a) => a.name === 'w:id')!.value);
  expect(ours.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(Number(id)).toBeLessThanOrEqual(2 ** 31 - 1);
  const commentsPart = names.find((n) => /^word\/comments\d*\.xml$/.test(n))!;
  const comments = all(
    parseDom(strFromU8(files[commentsPart]!)).root,
    (e) => isWEl(e, 'comment') && e.attrs.some((a) => a.name === 'w:author' && a.value === AUTHOR),
  );
  const commentIds = comments.map((e) => e.attrs.find((a) => a.name === 'w:id')!.value);
  expect(commentIds.length).toBeGreaterThan(0);
  for (const id of commentIds) expect(ids).not.toContain(id);
}

interface Case {
  name: string;
  docx: () => Uint8Array;
  /** What the upload must answer: the text, or a refusal. */
  upload: 'text' | 'refused';
  redline: 'sound' | 'refused';
}

const { RELATIONSHIP_TYPES: REL } = h;
const cases: Case[] = [
  {
    name: 'depth: 40,000 nested elements in a fallback',
    docx: () => h.deepNestDocx(40_000),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'depth: 200 nested elements (within the limit)',
    docx: () => h.deepNestDocx(200),
    upload: 'text',
    redline: 'sound',
  },
  {
    name: 'depth: 40,000 nested elements in comments.xml',
    docx: () => h.deepCommentsDocx(40_000),
    upload: 'text',
    redline: 'refused',
  },
  { name: 'breadth: 450,000 empty runs', docx: () => h.emptyRunsDocx(450_000), upload: 'refused', redline: 'refused' },
  {
    name: 'breadth: 100,000 empty runs (within the limit)',
    docx: () => h.emptyRunsDocx(100_000),
    upload: 'text',
    redline: 'sound',
  },
  {
    name: 'breadth: 450,000 one-letter elements',
    docx: () => h.tinyElementsDocx(450_000),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'long runs: 40,000 spaces in a paragraph',
    docx: () => h.spacesDocx(40_000),
    upload: 'text',
    redline: 'sound',
  },
  {
    name: 'long runs: 300,000 spaces in a paragraph',
    docx: () => h.spacesDocx(300_000),
    upload: 'text',
    redline: 'sound',
  },
  {
    name: 'ids: an earlier revision past 2^53',
    docx: () => h.hugeIdDocx('99999999999999999999'),
    upload: 'text',
    redline: 'sound',
  },
  {
    name: 'ids: an earlier revision at the top of the 32-bit range',
    docx: () => h.hugeIdDocx(String(2 ** 31 - 1)),
    upload: 'text',
    redline: 'sound',
  },
  { name: 'ids: a negative id', docx: () => h.hugeIdDocx('-5'), upload: 'text', redline: 'sound' },
  { name: 'ids: a non-numeric id', docx: () => h.hugeIdDocx('x1'), upload: 'text', redline: 'sound' },
  {
    name: 'relationships: comments target ../../../../tmp/x.xml',
    docx: () => h.commentsTargetDocx('../../../../tmp/x.xml'),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'relationships: comments target %2e%2e/%2e%2e/x.xml',
    docx: () => h.commentsTargetDocx('%2e%2e/%2e%2e/x.xml'),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'relationships: comments target document.xml',
    docx: () => h.commentsTargetDocx('document.xml'),
    upload: 'text',
    redline: 'refused',
  },
  {
    name: 'relationships: comments target a missing part',
    docx: () => h.commentsTargetDocx('comments.xml'),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'relationships: an image target with a backslash path',
    docx: () =>
      h.relationshipDocx('http://schemas.openxmlformats.org/officeDocument/2006/relationships/image', '..\\..\\x.png'),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'relationships: an external hyperlink (kept)',
    docx: () =>
      h.relationshipDocx(
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink',
        'https://example.com/',
        true,
      ),
    upload: 'text',
    redline: 'sound',
  },
  ...h.DOCTYPE_PARTS.map((part): Case => ({
    name: `entities: a DOCTYPE in ${part}`,
    docx: () => h.doctypeDocx(part),
    // Upload reads every part but comments.xml (the redline writer reads them all).
    upload: part === 'word/comments.xml' ? 'text' : 'refused',
    redline: 'refused',
  })),
  {
    name: 'entities: a billion laughs in document.xml',
    docx: () => h.doctypeDocx('word/document.xml', h.LAUGHS),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'macros: a macro-enabled main part with vbaProject.bin',
    docx: () => h.macroDocx(),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'macros: a vbaProject.bin part alone',
    docx: () => h.extraEntryDocx('word/vbaProject.bin', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'macros: a vbaProject relationship alone',
    docx: () => h.relationshipDocx(REL.vbaProject, 'https://evil.example/x.bin', true),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'macros: a template fetched from another machine',
    docx: () => h.relationshipDocx(REL.attachedTemplate, 'https://evil.example/t.dotm', true),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'macros: a template on this machine (kept)',
    docx: () => h.relationshipDocx(REL.attachedTemplate, 'file:///C:/Templates/Normal.dotm', true),
    upload: 'text',
    redline: 'sound',
  },
  {
    name: 'zip: an entry named ../../evil.xml',
    docx: () => h.extraEntryDocx('../../evil.xml'),
    upload: 'refused',
    redline: 'refused',
  },
  {
    name: 'zip: an entry named /abs.xml',
    docx: () => h.extraEntryDocx('/abs.xml'),
    upload: 'refused',
    redline: 'refused',
  },
];

describe('hostile Word files', () => {
  it.each(cases)('$name', async (c) => {
    const docx = c.docx();
    const upload = await timed(() => extractDocxText(docx));
    expect(upload.ms, 'upload ms').toBeLessThan(LIMIT_MS);
    if (c.upload === 'refused') expect(upload.outcome).toEqual({ kind: 'refused', code: 'DOCX_INVALID' });
    else expect(upload.outcome.kind, JSON.stringify(upload.outcome)).toBe('ok');

    const text = upload.outcome.kind === 'ok' ? String(upload.outcome.value) : h.HOSTILE_BODY_TEXT.join('\n\n');
    const redline = await timed(() =>
      buildRedlinedDocxWithReport({
        original: docx,
        contractText: text,
        modifications: MODS,
        author: AUTHOR,
        date: new Date(),
      }),
    );
    expect(redline.ms, 'redline ms').toBeLessThan(LIMIT_MS);
    if (c.redline === 'refused') expect(redline.outcome).toEqual({ kind: 'refused', code: 'REDLINE_UNSAFE_FILE' });
    else {
      expect(redline.outcome.kind, JSON.stringify(redline.outcome)).toBe('ok');
      expectSound((redline.outcome as { value: { docx: Uint8Array } }).value.docx);
    }
  });

  it.each([
    ['U+FFFE and U+FFFF', 'The Supplier shall deliver the goods within thirty days.\uFFFE\uFFFF\n\nEnd.'],
    [
      'C0 controls and a lone surrogate',
      'The Supplier\u0001 shall deliver the goods within thirty days.\uD800\n\nEnd\u000b.',
    ],
    [
      '40,000 spaces',
      `The Supplier shall deliver the goods within thirty days.${' '.repeat(40_000)}x\n\n${'\n '.repeat(20_000)}End.`,
    ],
    // Accepted by the character cap; its file compresses past the ratio meant for users' zips.
    ['1,400,000 spaces', `The Supplier shall deliver the goods within thirty days.${' '.repeat(1_400_000)}x\n\nEnd.`],
  ])('pasted text with %s is redlined into a sound file', async (_, text) => {
    const redline = await timed(() =>
      buildRedlinedDocxWithReport({
        original: null,
        contractText: text,
        modifications: MODS,
        author: AUTHOR,
        date: new Date(),
      }),
    );
    expect(redline.ms).toBeLessThan(LIMIT_MS);
    expect(redline.outcome.kind, JSON.stringify(redline.outcome)).toBe('ok');
    expectSound((redline.outcome as { value: { docx: Uint8Array } }).value.docx);
  });
});
