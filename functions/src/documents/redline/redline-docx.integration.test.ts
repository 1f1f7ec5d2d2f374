/**
 * The invariants for the redlined Word file, on every fixture contract, on a fixture that
 * already carries another author's tracked changes and comment, and on pasted text:
 * reject all → the original exactly; accept all → the original with exactly the selected edits and
 * no empty numbered paragraph; other authors' revisions untouched; styles, numbering and sections
 * unchanged; valid package (comments, ids); minimal word-level edits; LibreOffice opens the file,
 * converts it to PDF, and its own "accept all" reads like ours.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  convertAll,
  libreOfficeAcceptAll,
  libreOfficeTexts,
  skipLibreOffice,
} from '../../../../tests/support/libreoffice';
import {
  buildCase,
  OTHER_AUTHOR,
  OTHER_DATE,
  paragraphsOf,
  withOtherAuthorsChanges,
  type RedlineCase,
} from '../../../../tests/support/redline-cases';
import { expectSameBytes } from '../../../../tests/support/same-bytes';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import {
  acceptAll,
  all,
  canonicalDocument,
  commentIdsBy,
  rejectAll,
  stripCommentMarkup,
  withoutCommentsBy,
} from '../../../../tests/support/tracked-changes';
import { extractDocxText } from '../docx/docx';
import { isWEl, parseDom, type XElement } from '../docx/docx-dom';
import { docxFromText } from './from-text';
import { buildRedlinedDocxWithReport, type RedlineResult } from './index';

const AUTHOR = 'J. Smith (AI-assisted)';
const DATE = new Date('2026-11-23T15:04:05.678Z');
const fixtureDir = path.join(FIXTURES_DIR, 'docx');
const PASTED = `MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into by Acme Corp and Widget LLC.

1. Services

1.1 Provider will perform the services described in each statement of work with reasonable care and skill.

1.2 Customer will pay all fees within thirty days of the invoice date, without set-off or deduction.

2. Term and Termination

2.1 This Agreement starts on the Effective Date and continues for twelve months unless terminated earlier.

2.2 Either party may terminate this Agreement for convenience on ninety days written notice to the other party.

(a) Termination does not affect accrued rights.

3. Governing Law

This Agreement is governed by the laws of the State of New York.`;

interface Subject {
  name: string;
  /** The DOCX the engine is given (null for pasted text) and the one the invariants compare with. */
  original: Uint8Array | null;
  baseline: Uint8Array;
  text: string;
  case: RedlineCase;
  result?: RedlineResult;
}

const parts = (docx: Uint8Array) => unzipSync(docx);
const xmlOf = (files: Record<string, Uint8Array>, name: string) => (files[name] ? strFromU8(files[name]!) : undefined);
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const attr = (e: XElement, name: string) => e.attrs.find((a) => a.name === name)?.value;
const REVISIONS = [
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'pPrChange',
  'rPrChange',
  'sectPrChange',
  'tblPrChange',
  'trPrChange',
  'tcPrChange',
  'numberingChange',
];

const subjects: Subject[] = [];

beforeAll(async () => {
  for (const file of readdirSync(fixtureDir)
    .filter((f) => f.endsWith('.docx'))
    .sort()) {
    const docx = new Uint8Array(readFileSync(path.join(fixtureDir, file)));
    const text = extractDocxText(docx);
    subjects.push({ name: file, original: docx, baseline: docx, text, case: buildCase(docx, text) });
  }
  const tracked = withOtherAuthorsChanges(
    new Uint8Array(readFileSync(path.join(fixtureDir, 'common-paper-pilot-agreement.docx'))),
  );
  const trackedText = extractDocxText(tracked.docx);
  subjects.push({
    name: 'pilot agreement with another author’s changes',
    original: tracked.docx,
    baseline: tracked.docx,
    text: trackedText,
    case: buildCase(tracked.docx, trackedText, { nestedRun: tracked.insertedText }),
  });
  const built = await docxFromText(PASTED);
  const builtText = extractDocxText(built);
  subjects.push({
    name: 'pasted text',
    original: null,
    baseline: built,
    text: PASTED,
    case: buildCase(built, builtText),
  });
  for (const s of subjects) {
    s.result = await buildRedlinedDocxWithReport({
      original: s.original,
      contractText: s.text,
      modifications: s.case.modifications,
      author: AUTHOR,
      date: DATE,
    });
  }
}, 180_000);

describe('pasted text becomes a document that reads as the text', () => {
  it('keeps every paragraph, heading and typed clause number', async () => {
    expect(extractDocxText(await docxFromText(PASTED))).toBe(PASTED);
  });
});

describe.each([
  ...readdirSync(fixtureDir)
    .filter((f) => f.endsWith('.docx'))
    .sort(),
  'pilot agreement with another author’s changes',
  'pasted text',
])('redlined %s', (name) => {
  const subject = () => subjects.find((s) => s.name === name)!;
  const produced = () => parts(subject().result!.docx);
  const ourComments = () => commentIdsBy(xmlOf(produced(), 'word/comments.xml'), AUTHOR);

  it('applies every placeable modification and reports the others', () => {
    const { case: c, result } = subject();
    expect(c.kinds.length).toBeGreaterThanOrEqual(name === 'pasted text' ? 3 : 1);
    expect(result!.skipped.map((s) => s.index)).toEqual(c.unplaceable);
    expect(result!.skipped.map((s) => s.reason)).toEqual(['ambiguous', 'not-found']);
    expect(result!.applied).toEqual(c.modifications.map((_, i) => i).filter((i) => !c.unplaceable.includes(i)));
    expect(ourComments().size).toBe(result!.applied.length);
  });

  it('gives back the original exactly when every change is rejected', () => {
    const base = parts(subject().baseline);
    const out = produced();
    const rejected = rejectAll(xmlOf(out, 'word/document.xml')!, AUTHOR, ourComments());
    expect(canonicalDocument(rejected)).toBe(canonicalDocument(xmlOf(base, 'word/document.xml')!));
    const baseComments = xmlOf(base, 'word/comments.xml');
    const outComments = withoutCommentsBy(xmlOf(out, 'word/comments.xml')!, AUTHOR);
    if (baseComments) expect(outComments).toBe(canonicalComments(baseComments));
    else expect(all(parseDom(outComments).root, (e) => isWEl(e, 'comment'))).toHaveLength(0);
    // Every other part byte for byte; content types and relationships only gain the comments part.
    for (const partName of Object.keys(base)) {
      if (
        ['word/document.xml', 'word/comments.xml', '[Content_Types].xml', 'word/_rels/document.xml.rels'].includes(
          partName,
        )
      )
        continue;
      // Pasted text: the baseline is a separate build of the same text, stamped with its own time.
      if (name === 'pasted text' && partName === 'docProps/core.xml') continue;
      expectSameBytes(out[partName], base[partName], partName);
    }
    for (const partName of ['[Content_Types].xml', 'word/_rels/document.xml.rels']) {
      const before = xmlOf(base, partName)!.replace(/<\/(Types|Relationships)>\s*$/, '');
      expect(xmlOf(out, partName)!.startsWith(before), partName).toBe(true);
    }
  });

  it('gives the original with exactly the selected modifications when every change is accepted, and no empty numbered paragraph', () => {
    const out = produced();
    const accepted = zipSync({
      ...out,
      'word/document.xml': strToU8(acceptAll(xmlOf(out, 'word/document.xml')!, AUTHOR)),
    });
    const paragraphs = paragraphsOf(accepted);
    expect(paragraphs.filter((p) => p.text.trim()).map((p) => squash(p.text))).toEqual(
      subject().case.expectedParagraphs.filter(Boolean),
    );
    const emptyNumbered = (list: typeof paragraphs) => list.filter((p) => p.label && !p.text.trim()).length;
    expect(emptyNumbered(paragraphs)).toBeLessThanOrEqual(emptyNumbered(paragraphsOf(subject().baseline)));
  });

  it('keeps earlier revisions with their authors and dates, and styles, numbering and sections as they were', () => {
    const base = parts(subject().baseline);
    const out = produced();
    const revisionsBy = (xml: string, keep: (a?: string) => boolean) =>
      all(parseDom(xml).root, (e) => REVISIONS.some((r) => isWEl(e, r)) && keep(attr(e, 'w:author'))).map(
        (e) => `${e.local}#${attr(e, 'w:id')} ${attr(e, 'w:author')} ${attr(e, 'w:date')}`,
      );
    const others = (a?: string) => a !== AUTHOR;
    expect(revisionsBy(xmlOf(out, 'word/document.xml')!, others)).toEqual(
      revisionsBy(xmlOf(base, 'word/document.xml')!, others),
    );
    if (name.includes('another author')) {
      expect(revisionsBy(xmlOf(out, 'word/document.xml')!, (a) => a === OTHER_AUTHOR).length).toBe(3);
      expect(xmlOf(out, 'word/comments.xml')).toContain(`w:author="${OTHER_AUTHOR}" w:date="${OTHER_DATE}"`);
    }
    for (const partName of ['word/styles.xml', 'word/numbering.xml', 'word/settings.xml'])
      expectSameBytes(out[partName], base[partName], partName);
    const sections = (xml: string) => all(parseDom(xml).root, (e) => isWEl(e, 'sectPr')).length;
    expect(sections(xmlOf(out, 'word/document.xml')!)).toBe(sections(xmlOf(base, 'word/document.xml')!));
  });

  it('is a valid package: well-formed parts, a comment for every reference, unique ids, every change attributed', () => {
    const out = produced();
    for (const [partName, data] of Object.entries(out))
      if (/\.(xml|rels)$/.test(partName)) expect(() => parseDom(strFromU8(data), partName)).not.toThrow();
    const doc = parseDom(xmlOf(out, 'word/document.xml')!).root;
    const comments = all(parseDom(xmlOf(out, 'word/comments.xml')!).root, (e) => isWEl(e, 'comment')).map((e) =>
      attr(e, 'w:id'),
    );
    const refs = all(doc, (e) => isWEl(e, 'commentReference')).map((e) => attr(e, 'w:id'));
    const starts = all(doc, (e) => isWEl(e, 'commentRangeStart')).map((e) => attr(e, 'w:id'));
    const ends = all(doc, (e) => isWEl(e, 'commentRangeEnd')).map((e) => attr(e, 'w:id'));
    expect(new Set(comments).size).toBe(comments.length);
    expect([...refs].sort()).toEqual([...comments].sort());
    expect([...starts].sort()).toEqual([...ends].sort());
    const revisionIds = all(doc, (e) => REVISIONS.some((r) => isWEl(e, r))).map((e) => attr(e, 'w:id'));
    expect(new Set(revisionIds).size).toBe(revisionIds.length);
    const ours = all(doc, (e) => (isWEl(e, 'ins') || isWEl(e, 'del')) && attr(e, 'w:author') === AUTHOR);
    expect(ours.length).toBeGreaterThan(0);
    for (const e of ours) expect(attr(e, 'w:date')).toBe('2026-11-23T15:04:05Z');
    expect(all(doc, (e) => REVISIONS.some((r) => isWEl(e, r)) && !attr(e, 'w:author'))).toHaveLength(0);
    expect(xmlOf(out, '[Content_Types].xml')).toContain('PartName="/word/comments.xml"');
    expect(xmlOf(out, 'word/_rels/document.xml.rels')).toMatch(/relationships\/comments" Target="comments\.xml"/);
  });

  it('marks only the words that change, without alternating deletions and insertions, and nests inside another author’s insertion', () => {
    const doc = parseDom(xmlOf(produced(), 'word/document.xml')!).root;
    const isOurs = (e: XElement) => attr(e, 'w:author') === AUTHOR;
    const deletedWords = all(doc, (e) => isWEl(e, 'del') && isOurs(e) && !isWEl(e.parent, 'rPr'))
      .flatMap((d) => all(d, (e) => isWEl(e, 'delText')))
      .map((t) => t.children.map((c) => (c.kind === 'text' ? c.text : '')).join(''))
      .join(' ')
      .split(/\s+/)
      .filter(Boolean).length;
    const { case: c } = subject();
    const wholeDeletes = c.modifications
      .filter((m, i) => m.type === 'delete' && !c.unplaceable.includes(i))
      .reduce((n, m) => n + m.original_text!.split(/\s+/).length, 0);
    const replacements = c.modifications.filter((m, i) => m.type === 'replace' && !c.unplaceable.includes(i)).length;
    // A replacement here changes at most three words; the rest of its quoted passage stays as it was.
    expect(deletedWords).toBeLessThanOrEqual(wholeDeletes + 4 * replacements);
    // No word-by-word alternation: our insertion is never followed, across only spaces, by our deletion.
    for (const p of all(doc, (e) => isWEl(e, 'p'))) {
      const seq = p.children.filter(
        (n): n is XElement => n.kind === 'el' && n.local !== 'pPr' && !n.local.startsWith('comment'),
      );
      for (let i = 0; i + 2 < seq.length; i++) {
        const [a, gap, b] = [seq[i]!, seq[i + 1]!, seq[i + 2]!];
        const gapIsSpace =
          isWEl(gap, 'r') &&
          /^\s*$/.test(
            all(gap, (e) => isWEl(e, 't'))
              .map((t) => t.children.map((x) => (x.kind === 'text' ? x.text : '')).join(''))
              .join(''),
          );
        expect(isWEl(a, 'ins') && isOurs(a) && gapIsSpace && isWEl(b, 'del') && isOurs(b)).toBe(false);
      }
    }
    if (name.includes('another author')) expect(c.nestedIn).toBeTruthy();
    if (c.nestedIn) {
      const nested = all(doc, (e) => isWEl(e, 'ins') && attr(e, 'w:author') === OTHER_AUTHOR).flatMap((outer) =>
        all(outer, (e) => (isWEl(e, 'del') || isWEl(e, 'ins')) && isOurs(e)),
      );
      expect(nested.map((e) => e.local).sort()).toEqual(['del', 'ins']);
    }
  });
});

/** comments.xml as our serialiser writes it (the engine re-serialises a part it appends to). */
function canonicalComments(xml: string): string {
  return withoutCommentsBy(xml, AUTHOR);
}

describe.skipIf(skipLibreOffice)('redlined files in LibreOffice', () => {
  it('opens every file and converts it to PDF showing the changes', () => {
    const pdfs = convertAll(
      subjects.map((s) => s.result!.docx),
      'pdf',
      'pdf',
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'redline-pdf-'));
    try {
      subjects.forEach((s, i) => {
        expect(strFromU8(pdfs[i]!.slice(0, 5)), s.name).toBe('%PDF-');
        const file = path.join(dir, `${i}.pdf`);
        writeFileSync(file, pdfs[i]!);
        const text = squash(spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout);
        const inserted = s.case.modifications.filter(
          (_, j) => !s.case.unplaceable.includes(j) && s.case.modifications[j]!.type !== 'delete',
        );
        for (const m of inserted)
          expect(text, s.name).toContain(squash(m.modified_text!).split(' ').slice(-2).join(' '));
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('accepting all changes in LibreOffice reads like accepting them in our model', () => {
    // Comment markup stripped (see stripCommentMarkup); LibreOffice accepts everyone's changes, so do we here.
    const noComments = subjects.map((s) => {
      const out = parts(s.result!.docx);
      return { ...out, 'word/document.xml': strToU8(stripCommentMarkup(xmlOf(out, 'word/document.xml')!)) };
    });
    const theirs = libreOfficeAcceptAll(noComments.map((files) => zipSync(files)));
    const ours = libreOfficeTexts(
      noComments.map((files) =>
        zipSync({
          ...files,
          'word/document.xml': strToU8(acceptAll(acceptAll(xmlOf(files, 'word/document.xml')!, AUTHOR), OTHER_AUTHOR)),
        }),
      ),
    );
    const lines = (t: string) => t.split('\n').map(squash).filter(Boolean);
    subjects.forEach((s, i) => expect(lines(theirs[i]!), s.name).toEqual(lines(ours[i]!)));
  }, 300_000);
});
