/**
 * The other side's markup on our fixtures: a Word file in which a second author has made tracked
 * edits (word-level replacements, a replacement across formatted runs, a deleted clause, an inline
 * insertion, a new clause, a table edit) and commented, as their counsel would send it back. The
 * edits are written by the product's own tracked-change writer (tested on its own in
 * redline-docx.test.ts) under their name; a comment without an edit is added by hand.
 */
import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { RedlineModification } from '../../shared/schemas/redline';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import {
  isWEl,
  parseDom,
  serializeDom,
  textOf,
  wChild,
  type XElement,
} from '../../functions/src/documents/docx/docx-dom';
import { buildRedlinedDocxWithReport } from '../../functions/src/documents/redline';
import { buildCase } from './redline-cases';
import { cachedForRun } from './run-cache';

export const THEIR_AUTHOR = 'Dana Whitfield (Provider counsel)';
export const THEIR_DATE = new Date('2026-11-20T10:30:00Z');
export const THEIR_COMMENT = 'Please confirm this paragraph reflects the pricing call.';

export interface Markup {
  /** The file as they send it back. */
  docx: Uint8Array;
  /** Our draft they started from, and its text. */
  original: Uint8Array;
  originalText: string;
  /** Their draft: the text with every one of their changes made. */
  theirText: string;
  modifications: RedlineModification[];
  applied: number[];
}

/**
 * Writes `modifications` into `original` as the other side's tracked changes (each with their
 * comment when it has reasoning). `originalText`, when the caller already read it, saves reading a
 * whole contract again.
 */
export async function markUp(
  original: Uint8Array,
  modifications: RedlineModification[],
  author = THEIR_AUTHOR,
  date = THEIR_DATE,
  originalText = extractDocxText(original),
): Promise<Markup> {
  const result = await buildRedlinedDocxWithReport({
    original,
    contractText: originalText,
    modifications,
    author,
    date,
  });
  const withoutReasonless = dropComments(result.docx, (text) => text.includes('Suggested change.'));
  return {
    docx: withoutReasonless,
    original,
    originalText,
    theirText: extractDocxText(withoutReasonless),
    modifications,
    applied: result.applied,
  };
}

/**
 * The fixture marked up with the redline test material's edits, plus a comment of theirs on a
 * paragraph without edits. Built once per run for each fixture (tests/support/run-cache.ts): the
 * answer and comparison checks both read every fixture's.
 */
export function fixtureMarkup(original: Uint8Array): Promise<Markup> {
  const key = `fixture-markup-${createHash('sha256').update(original).digest('hex')}`;
  return cachedForRun(key, () => buildFixtureMarkup(original));
}

async function buildFixtureMarkup(original: Uint8Array): Promise<Markup> {
  const text = extractDocxText(original);
  const mods = buildCase(original, text).modifications.filter(
    (m) => m.original_text !== 'the' && !m.original_text?.startsWith('This sentence is in no contract'),
  );
  // Half of their edits come with a comment, the others without (reasoning only where they explain).
  const modifications = mods.map((m, i) => (i % 2 === 0 ? m : { ...m, reasoning: '' }));
  const markup = await markUp(original, modifications, THEIR_AUTHOR, THEIR_DATE, text);
  return { ...markup, docx: addComment(markup.docx, THEIR_COMMENT) };
}

/** Many small edits of theirs: one word replaced in each of up to `count` long paragraphs. */
export function manyEdits(text: string, count: number): RedlineModification[] {
  const out: RedlineModification[] = [];
  const paragraphs = text.split(/\n\n+/).filter((p) => p.split(/\s+/).length >= 25 && !p.includes(' | '));
  for (const p of paragraphs) {
    if (out.length >= count) break;
    const words = p.trim().split(/\s+/);
    const passage = words.slice(8, 14).join(' ');
    if (!/^[\p{L} ,]+$/u.test(passage) || text.split(passage).length !== 2) continue;
    const changed = [...words.slice(8, 14)];
    changed[2] = out.length % 3 === 0 ? 'solely' : out.length % 3 === 1 ? 'reasonably' : 'promptly';
    out.push({
      type: 'replace',
      priority: 'medium',
      original_text: passage,
      modified_text: changed.join(' '),
      reasoning: out.length % 4 === 0 ? 'Provider wording.' : '',
    });
  }
  return out;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** Removes the comments (text matching) and their anchors. */
function dropComments(docx: Uint8Array, drop: (text: string) => boolean): Uint8Array {
  const files = unzipSync(docx);
  if (!files['word/comments.xml']) return docx;
  const comments = parseDom(strFromU8(files['word/comments.xml']));
  const ids = new Set<string>();
  for (const c of [...comments.root.children]) {
    if (c.kind === 'el' && isWEl(c, 'comment') && drop(textOf(c))) {
      ids.add(c.attrs.find((a) => a.name === 'w:id')!.value);
      comments.root.children.splice(comments.root.children.indexOf(c), 1);
    }
  }
  const doc = parseDom(strFromU8(files['word/document.xml']!));
  const idOf = (e: XElement) => e.attrs.find((a) => a.name === 'w:id')?.value ?? '';
  const visit = (el: XElement) => {
    el.children = el.children.filter((c) => {
      if (c.kind !== 'el') return true;
      if ((isWEl(c, 'commentRangeStart') || isWEl(c, 'commentRangeEnd')) && ids.has(idOf(c))) return false;
      if (isWEl(c, 'r') && c.children.some((x) => x.kind === 'el' && isWEl(x, 'commentReference') && ids.has(idOf(x))))
        return false;
      visit(c);
      return true;
    });
  };
  visit(doc.root);
  return zipSync({
    ...files,
    'word/document.xml': strToU8(serializeDom(doc)),
    'word/comments.xml': strToU8(serializeDom(comments)),
  });
}

/** Their comment on the longest paragraph that carries no tracked change. */
function addComment(docx: Uint8Array, text: string): Uint8Array {
  const files = unzipSync(docx);
  const doc = parseDom(strFromU8(files['word/document.xml']!));
  const body = wChild(doc.root, 'body')!;
  const hasRevision = (p: XElement): boolean =>
    p.children.some(
      (c) => c.kind === 'el' && (['ins', 'del'].includes(c.local) || c.local.startsWith('comment') || hasRevision(c)),
    );
  const paragraphs: XElement[] = [];
  const collect = (el: XElement) => {
    for (const c of el.children) {
      if (c.kind !== 'el') continue;
      if (isWEl(c, 'p')) paragraphs.push(c);
      else collect(c);
    }
  };
  collect(body);
  const candidates = paragraphs.filter((c) => !hasRevision(c) && textOf(c).length > 40);
  const target = candidates.sort((a, b) => textOf(b).length - textOf(a).length)[0]!;
  const id = '8801';
  const el = (local: string, attrs: Record<string, string>, children: XElement[] = []): XElement => {
    const e: XElement = {
      kind: 'el',
      name: `w:${local}`,
      uri: W,
      local,
      attrs: Object.entries(attrs).map(([name, value]) => ({ name, value })),
      children: [],
    };
    for (const c of children) {
      c.parent = e;
      e.children.push(c);
    }
    return e;
  };
  const firstRun = target.children.findIndex((c) => isWEl(c, 'r'));
  const start = el('commentRangeStart', { 'w:id': id });
  start.parent = target;
  target.children.splice(firstRun, 0, start);
  for (const node of [el('commentRangeEnd', { 'w:id': id }), el('r', {}, [el('commentReference', { 'w:id': id })])]) {
    node.parent = target;
    target.children.push(node);
  }
  const date = THEIR_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const comment = `<w:comment w:id="${id}" w:author="${THEIR_AUTHOR}" w:date="${date}" w:initials="DW"><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:comment>`;
  files['word/document.xml'] = strToU8(serializeDom(doc));
  const existing = files['word/comments.xml'] ? strFromU8(files['word/comments.xml']) : undefined;
  files['word/comments.xml'] = strToU8(
    existing
      ? existing.replace(/<\/w:comments>\s*$/, `${comment}</w:comments>`)
      : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w:comments xmlns:w="${W}">${comment}</w:comments>`,
  );
  if (!existing) {
    const types = strFromU8(files['[Content_Types].xml']!);
    files['[Content_Types].xml'] = strToU8(
      types.replace(
        '</Types>',
        '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/></Types>',
      ),
    );
    const rels = strFromU8(files['word/_rels/document.xml.rels']!);
    files['word/_rels/document.xml.rels'] = strToU8(
      rels.replace(
        '</Relationships>',
        '<Relationship Id="rIdTheirComments" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>',
      ),
    );
  }
  return zipSync(files);
}
