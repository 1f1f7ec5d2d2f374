/**
 * The answer file's invariants on every fixture marked up by the other side (tests/support/
 * counterparty-markup.ts) and on the negotiated Cloud Service Agreement, with a mix of accepted,
 * refused, countered and undecided changes and a reply to their comment:
 *  - reading their file gives back our draft (their changes undone) and their draft (made);
 *  - accepting everything in the answer gives their draft with our refusals and counters applied;
 *  - rejecting all of our revisions gives back their file exactly (the changes we accepted made final);
 *  - their revisions we did not decide on keep id, author and date; every other part is unchanged;
 *  - no internal note, reason or recommendation in any part of the package, docProps included;
 *  - LibreOffice converts the file and its own Accept All reads like ours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseDecision } from '../../../../shared/schemas/negotiation';
import { fixtureMarkup, THEIR_AUTHOR, type Markup } from '../../../../tests/support/counterparty-markup';
import {
  convertAll,
  libreOfficeAcceptAll,
  libreOfficeTexts,
  skipLibreOffice,
} from '../../../../tests/support/libreoffice';
import { negotiatedMarkup } from '../../../../tests/support/negotiated-fixture';
import { expectSameBytes } from '../../../../tests/support/same-bytes';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import {
  acceptAll,
  acceptRevisions,
  all,
  canonicalDocument,
  commentIdsBy,
  rejectAll,
  stripCommentMarkup,
} from '../../../../tests/support/tracked-changes';
import { readDocx } from '../docx/docx';
import { isWEl, parseDom, serializeDom, type XElement } from '../docx/docx-dom';
import { toAnswerDecisions } from '../../services/negotiation/decisions';
import { buildAnswerDocx, type AnswerResult } from './answer';
import { openTracked } from './open';
import type { TrackedReading } from './read-tracked';

const AUTHOR = 'Sam Buyer (Customer counsel)';
const DATE = new Date('2026-11-25T12:00:00.400Z');
const fixtureDir = path.join(FIXTURES_DIR, 'docx');
const names = readdirSync(fixtureDir)
  .filter((f) => f.endsWith('.docx'))
  .sort();
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Long texts compared where they first differ, so a failure shows the place, not two whole contracts. */
function expectSameText(actual: string, expected: string, label = 'text'): void {
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i++;
  expect(actual.slice(Math.max(0, i - 60), i + 60), `${label} differs at ${i}`).toBe(
    expected.slice(Math.max(0, i - 60), i + 60),
  );
  expect(actual.length, label).toBe(expected.length);
}
const attr = (e: XElement, name: string) => e.attrs.find((a) => a.name === name)?.value;
const REVISIONS = ['ins', 'del', 'moveFrom', 'moveTo', 'pPrChange', 'rPrChange'];

interface Subject {
  name: string;
  markup: Markup;
  reading: TrackedReading;
  decisions: ResponseDecision[];
  result: AnswerResult;
}

const subjects: Subject[] = [];

/** Refuse, accept, counter, leave undecided, in turn; a reply to their first comment; internal notes on every decision. */
function decide(reading: TrackedReading): ResponseDecision[] {
  const out: ResponseDecision[] = [];
  reading.changes.forEach((c, i) => {
    const note = {
      internalNote: `INTERNAL-NOTE-${c.id} client prefers to concede this`,
      reason: `INTERNAL-REASON-${c.id} per the pricing call`,
    };
    const turn = i % 4;
    if (turn === 0)
      out.push({ change: c.id, action: 'refuse', externalComment: `We cannot agree to change ${c.id}.`, ...note });
    else if (turn === 1) out.push({ change: c.id, action: 'accept', ...note });
    else if (turn === 2) {
      const words = c.after.split(' ');
      const counterText =
        words.length >= 2 ? [...words.slice(0, -1), 'COUNTERED'].join(' ') : `Counter wording for ${c.id}.`;
      out.push({ change: c.id, action: 'counter', counterText, externalComment: `Our counter on ${c.id}.`, ...note });
    }
  });
  const comment = reading.comments.find((c) => c.author === THEIR_AUTHOR);
  if (comment)
    out.push({
      change: comment.id,
      action: 'accept',
      externalComment: 'Confirmed on our side.',
      internalNote: 'INTERNAL-NOTE-reply',
    });
  return out;
}

beforeAll(async () => {
  const markups: [string, Markup][] = [];
  for (const name of names)
    markups.push([name, await fixtureMarkup(new Uint8Array(readFileSync(path.join(fixtureDir, name))))]);
  markups.push(['negotiated cloud service agreement', await negotiatedMarkup()]);
  for (const [name, markup] of markups) {
    const reading = openTracked(markup.docx, { notOurs: [AUTHOR] }).reading;
    const decisions = decide(reading);
    const result = buildAnswerDocx({
      markup: markup.docx,
      theirAuthors: [THEIR_AUTHOR],
      decisions: toAnswerDecisions(decisions),
      author: AUTHOR,
      date: DATE,
    });
    subjects.push({ name, markup, reading, decisions, result });
  }
}, 240_000);

const xmlOf = (docx: Uint8Array, part: string) => {
  const f = unzipSync(docx)[part];
  return f ? strFromU8(f) : undefined;
};
const unlabelled = (text: string) =>
  text.replace(/^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?|\(?[a-z]{1,3}[.)]|\([ivx]{1,5}\))[ \t]+/gm, '');
const textOf = (docx: Uint8Array, documentXml: string) =>
  readDocx(zipSync({ ...unzipSync(docx), 'word/document.xml': strToU8(documentXml) })).model.text;

/** Their insertion split around ours reads as one again (same author and date, the first id kept). */
function mergeSplitInsertions(xml: string): string {
  const doc = parseDom(xml);
  for (const parent of all(doc.root, (e) => e.children.some((c) => c.kind === 'el' && isWEl(c, 'ins')))) {
    const out: typeof parent.children = [];
    for (const c of parent.children) {
      const prev = out.at(-1);
      if (
        c.kind === 'el' &&
        isWEl(c, 'ins') &&
        prev?.kind === 'el' &&
        isWEl(prev, 'ins') &&
        attr(prev, 'w:author') === attr(c, 'w:author') &&
        attr(prev, 'w:date') === attr(c, 'w:date')
      ) {
        for (const x of c.children) prev.children.push({ ...x, parent: prev } as typeof x);
        continue;
      }
      out.push(c);
    }
    parent.children = out;
  }
  return serializeDom(doc);
}

describe.each([...names, 'negotiated cloud service agreement'])('their changes and our answer: %s', (name) => {
  const subject = () => subjects.find((s) => s.name === name)!;

  it('reads their file as our draft with their changes undone and as their draft with them made', () => {
    const { markup, reading } = subject();
    expectSameText(reading.beforeText, markup.originalText, 'before');
    expectSameText(reading.afterText, markup.theirText, 'after');
    expect(reading.changes.length).toBeGreaterThanOrEqual(1);
    for (const c of reading.changes) {
      expect(reading.afterText.slice(c.afterSpan.start, c.afterSpan.end)).toBe(c.after);
      expect(reading.beforeText.slice(c.beforeSpan.start, c.beforeSpan.end)).toBe(c.before);
      expect(c.author).toBe(THEIR_AUTHOR);
      expect(c.before !== c.after).toBe(true);
    }
  });

  it('accepting everything gives their draft with our refusals and counters applied', () => {
    const { reading, decisions, result } = subject();
    let expected = reading.afterText;
    for (const c of [...reading.changes].sort((a, b) => b.afterSpan.start - a.afterSpan.start)) {
      const d = decisions.find((x) => x.change === c.id);
      const text = d?.action === 'refuse' ? c.before : d?.action === 'counter' ? d.counterText! : c.after;
      // A refused deletion of a whole paragraph comes back as a paragraph of its own.
      const own = c.after === '' && /\n\n$/.test(reading.afterText.slice(0, c.afterSpan.start)) ? '\n\n' : ' ';
      expected = `${expected.slice(0, c.afterSpan.start)}${c.after === '' ? `${text}${own}` : text}${expected.slice(c.afterSpan.end)}`;
    }
    const doc = xmlOf(result.docx, 'word/document.xml')!;
    // Paragraphs refused back or accepted away renumber the lists: compare without list labels.
    expectSameText(
      squash(unlabelled(textOf(result.docx, acceptAll(acceptAll(doc, AUTHOR), THEIR_AUTHOR)))),
      squash(unlabelled(expected)),
    );
  });

  it('rejecting all of our revisions gives back their file exactly, the changes we accepted made final', () => {
    const { markup, reading, decisions, result } = subject();
    const ours = commentIdsBy(xmlOf(result.docx, 'word/comments.xml'), AUTHOR);
    const rejected = rejectAll(xmlOf(result.docx, 'word/document.xml')!, AUTHOR, ours);
    const acceptedIds = new Set(
      reading.changes
        .filter((c) => decisions.some((d) => d.change === c.id && d.action === 'accept'))
        .flatMap((c) => c.revisions.map((r) => r.id)),
    );
    const theirs = acceptRevisions(xmlOf(markup.docx, 'word/document.xml')!, acceptedIds);
    expectSameText(canonicalDocument(mergeSplitInsertions(rejected)), canonicalDocument(theirs), 'document.xml');
  });

  it('keeps their undecided revisions with id, author and date, and every other part as it was', () => {
    const { markup, reading, decisions, result } = subject();
    const decided = new Set(
      reading.changes
        .filter((c) => decisions.some((d) => d.change === c.id))
        .flatMap((c) => c.revisions.map((r) => r.id)),
    );
    const revisions = (xml: string) =>
      all(
        parseDom(xml).root,
        (e) =>
          REVISIONS.some((r) => isWEl(e, r)) &&
          attr(e, 'w:author') === THEIR_AUTHOR &&
          !decided.has(attr(e, 'w:id') ?? ''),
      ).map((e) => `${e.local}#${attr(e, 'w:id')} ${attr(e, 'w:author')} ${attr(e, 'w:date')}`);
    const untouched = revisions(xmlOf(markup.docx, 'word/document.xml')!);
    expect(revisions(xmlOf(result.docx, 'word/document.xml')!)).toEqual(untouched);
    const before = unzipSync(markup.docx);
    const after = unzipSync(result.docx);
    for (const part of Object.keys(before)) {
      if (
        ['word/document.xml', 'word/comments.xml', '[Content_Types].xml', 'word/_rels/document.xml.rels'].includes(part)
      )
        continue;
      expectSameBytes(after[part], before[part], part);
    }
    // Their comments are still there, word for word.
    const theirComments = (xml: string | undefined) =>
      all(
        parseDom(xml ?? '<w:comments xmlns:w="x"/>').root,
        (e) => isWEl(e, 'comment') && attr(e, 'w:author') === THEIR_AUTHOR,
      ).map((e) => `${attr(e, 'w:id')} ${attr(e, 'w:date')}`);
    expect(theirComments(xmlOf(result.docx, 'word/comments.xml'))).toEqual(
      theirComments(xmlOf(markup.docx, 'word/comments.xml')),
    );
  });

  it('writes every change and comment of ours under our name and date, with unique ids, and replies to their comment', () => {
    const { decisions, result } = subject();
    const doc = parseDom(xmlOf(result.docx, 'word/document.xml')!).root;
    const ours = all(doc, (e) => REVISIONS.some((r) => isWEl(e, r)) && attr(e, 'w:author') === AUTHOR);
    if (decisions.some((d) => d.action !== 'accept')) expect(ours.length).toBeGreaterThan(0);
    for (const e of ours) expect(attr(e, 'w:date')).toBe('2026-11-25T12:00:00Z');
    const ids = all(doc, (e) => REVISIONS.some((r) => isWEl(e, r))).map((e) => attr(e, 'w:id'));
    expect(new Set(ids).size).toBe(ids.length);
    const comments = all(parseDom(xmlOf(result.docx, 'word/comments.xml')!).root, (e) => isWEl(e, 'comment'));
    const ourComments = comments.filter((c) => attr(c, 'w:author') === AUTHOR);
    expect(ourComments).toHaveLength(decisions.filter((d) => d.externalComment).length);
    const refs = all(doc, (e) => isWEl(e, 'commentReference'))
      .map((e) => attr(e, 'w:id'))
      .sort();
    expect(refs).toEqual(comments.map((c) => attr(c, 'w:id')).sort());
    const extended = xmlOf(result.docx, 'word/commentsExtended.xml');
    expect(extended).toMatch(/w15:paraIdParent="[0-9A-F]{8}"/);
  });

  it('carries no internal note, reason or recommendation in any part of the package', () => {
    const { decisions, result } = subject();
    const secrets = decisions.flatMap((d) => [d.internalNote, d.reason]).filter((s): s is string => !!s);
    expect(secrets.length).toBeGreaterThan(0);
    for (const [part, bytes] of Object.entries(unzipSync(result.docx))) {
      const text = strFromU8(bytes, true);
      for (const s of ['INTERNAL-NOTE', 'INTERNAL-REASON', ...secrets])
        expect(text.includes(s), `${part} contains ${s}`).toBe(false);
    }
  });
});

describe.skipIf(skipLibreOffice)('answer files in LibreOffice', () => {
  it('converts every answer to PDF', () => {
    const pdfs = convertAll(
      subjects.map((s) => s.result.docx),
      'pdf',
      'pdf',
    );
    subjects.forEach((s, i) => expect(strFromU8(pdfs[i]!.slice(0, 5)), s.name).toBe('%PDF-'));
  }, 300_000);

  it('accepting all changes in LibreOffice reads like accepting them in our model', () => {
    const noComments = subjects.map((s) => {
      const files = unzipSync(s.result.docx);
      return { ...files, 'word/document.xml': strToU8(stripCommentMarkup(strFromU8(files['word/document.xml']!))) };
    });
    const theirs = libreOfficeAcceptAll(noComments.map((files) => zipSync(files)));
    const ours = libreOfficeTexts(
      noComments.map((files) =>
        zipSync({
          ...files,
          'word/document.xml': strToU8(
            acceptAll(acceptAll(strFromU8(files['word/document.xml']), AUTHOR), THEIR_AUTHOR),
          ),
        }),
      ),
    );
    const lines = (t: string) => t.split('\n').map(squash).filter(Boolean);
    subjects.forEach((s, i) => expect(lines(theirs[i]!), s.name).toEqual(lines(ours[i]!)));
  }, 300_000);
});
