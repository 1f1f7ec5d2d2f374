/**
 * Comparing two clean drafts: on every fixture, our draft and the other side's draft (their markup
 * with their changes made, as a clean file) give a comparison file that reads as the new draft,
 * reads as the previous draft with the changes rejected, and lists the same changes as their own
 * tracked changes did. A new draft without a Word file (PDF or pasted) is compared the same way.
 * LibreOffice opens every comparison and its Accept All gives the new draft.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureMarkup, THEIR_AUTHOR, type Markup } from '../../../../tests/support/counterparty-markup';
import { libreOfficeAcceptAll, libreOfficeTexts, skipLibreOffice } from '../../../../tests/support/libreoffice';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { expectSameBytes } from '../../../../tests/support/same-bytes';
import { acceptAll, stripCommentMarkup } from '../../../../tests/support/tracked-changes';
import { extractDocxText } from '../docx/docx';
import { buildComparisonDocx } from './comparison';
import { openTracked } from './open';

const OTHER_SIDE = 'Provider (comparison)';
const fixtureDir = path.join(FIXTURES_DIR, 'docx');
const names = readdirSync(fixtureDir)
  .filter((f) => f.endsWith('.docx'))
  .sort();
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const unlabelled = (text: string) =>
  text.replace(/^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?|\(?[a-z]{1,3}[.)]|\([ivx]{1,5}\))[ \t]+/gm, '');
const key = (c: { kind: string; before: string; after: string }) =>
  `${c.kind} | ${squash(c.before)} | ${squash(c.after)}`;

interface Subject {
  name: string;
  markup: Markup;
  cleanNew: Uint8Array;
  newText: string;
  comparison: Uint8Array;
}

const subjects: Subject[] = [];

beforeAll(async () => {
  for (const name of names) {
    const markup = await fixtureMarkup(new Uint8Array(readFileSync(path.join(fixtureDir, name))));
    const files = unzipSync(markup.docx);
    const cleanNew = zipSync({
      ...files,
      'word/document.xml': strToU8(acceptAll(strFromU8(files['word/document.xml']!), THEIR_AUTHOR)),
    });
    const newText = extractDocxText(cleanNew);
    const comparison = await buildComparisonDocx({
      newDocx: cleanNew,
      newText,
      previousText: markup.originalText,
      author: OTHER_SIDE,
      date: new Date('2026-11-24T09:00:00Z'),
    });
    subjects.push({ name, markup, cleanNew, newText, comparison });
  }
}, 240_000);

describe.each(names)('comparing our draft with their clean draft: %s', (name) => {
  const subject = () => subjects.find((s) => s.name === name)!;

  it('reads as the new draft, and as the previous one with their changes rejected', () => {
    const { comparison, newText, markup } = subject();
    const reading = openTracked(comparison, { theirs: [OTHER_SIDE] }).reading;
    expect(reading.afterText).toBe(newText);
    expect(squash(unlabelled(reading.beforeText))).toBe(squash(unlabelled(markup.originalText)));
  });

  it('lists the same changes as their tracked changes did, all by the other side', () => {
    const { comparison, markup } = subject();
    const compared = openTracked(comparison, { theirs: [OTHER_SIDE] }).reading.changes;
    const tracked = openTracked(markup.docx, { notOurs: [] }).reading.changes;
    expect(compared.map(key)).toEqual(tracked.map(key));
    for (const c of compared)
      expect(c.revisions.every((r) => r.author === OTHER_SIDE && r.date === '2026-11-24T09:00:00Z')).toBe(true);
  });

  it('changes nothing in the new draft but document.xml', () => {
    const { comparison, cleanNew } = subject();
    const before = unzipSync(cleanNew);
    const after = unzipSync(comparison);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const part of Object.keys(before))
      if (part !== 'word/document.xml') expectSameBytes(after[part], before[part], part);
  });
});

describe('a new draft without a Word file', () => {
  it('is built from its text and compared the same way', async () => {
    const { markup, newText } = subjects.find((s) => s.name.includes('mutual-nda'))!;
    const comparison = await buildComparisonDocx({
      newDocx: null,
      newText,
      previousText: markup.originalText,
      author: OTHER_SIDE,
      date: new Date(),
    });
    const reading = openTracked(comparison, { theirs: [OTHER_SIDE] }).reading;
    // A document built from text reads as the text, spacing at line starts aside (from-text.ts).
    expect(squash(reading.afterText)).toBe(squash(newText));
    expect(reading.changes.map(key)).toEqual(openTracked(markup.docx, { notOurs: [] }).reading.changes.map(key));
  });

  it('returns the new draft unchanged when nothing differs', async () => {
    const { cleanNew, newText } = subjects[0]!;
    expect(
      await buildComparisonDocx({
        newDocx: cleanNew,
        newText,
        previousText: newText,
        author: OTHER_SIDE,
        date: new Date(),
      }),
    ).toBe(cleanNew);
  });
});

describe.skipIf(skipLibreOffice)('comparison files in LibreOffice', () => {
  it('accepting all changes in LibreOffice gives the new draft', () => {
    // Their draft still carries their comments (see stripCommentMarkup).
    const theirs = libreOfficeAcceptAll(
      subjects.map((s) => {
        const files = unzipSync(s.comparison);
        return zipSync({
          ...files,
          'word/document.xml': strToU8(stripCommentMarkup(strFromU8(files['word/document.xml']!))),
        });
      }),
    );
    const expected = libreOfficeTexts(subjects.map((s) => s.cleanNew));
    const lines = (t: string) => t.split('\n').map(squash).filter(Boolean);
    subjects.forEach((s, i) => expect(lines(theirs[i]!), s.name).toEqual(lines(expected[i]!)));
  }, 300_000);
});
