/**
 * Redline test material: modifications picked from a document's own text (a word-level replacement,
 * a replacement across two differently formatted runs, a whole numbered clause deleted, an inline
 * insertion, a new clause, an edit in a table, and two that cannot be placed), the text expected
 * after accepting them, and a fixture that already carries another author's tracked changes and
 * comment.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { RedlineModification } from '../../shared/schemas/redline';
import {
  isWEl,
  parseDom,
  serializeDom,
  textOf,
  wChild,
  type XElement,
} from '../../functions/src/documents/docx/docx-dom';
import { readDocx } from '../../functions/src/documents/docx/docx';
import { labelledParagraphs, markDeleted } from '../../functions/src/documents/docx/docx-text-model';

export interface Para {
  el: XElement;
  label: string;
  text: string;
  inTable: boolean;
}

export interface RedlineCase {
  modifications: RedlineModification[];
  /** Which kinds of edit the case could find in this document. */
  kinds: string[];
  /** Visible paragraph texts after accepting every modification. */
  expectedParagraphs: string[];
  /** Indices of modifications that must be skipped. */
  unplaceable: number[];
  /** A replacement that must nest inside another author's insertion, when the document has one. */
  nestedIn?: string;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const count = (hay: string, needle: string) => hay.split(needle).length - 1;
const words = (s: string) => s.split(/\s+/).filter(Boolean);

export function paragraphsOf(docx: Uint8Array): Para[] {
  const model = readDocx(docx).model;
  const inTable = new Map(model.paragraphs.map((p) => [p.el, p.inTable]));
  return labelledParagraphs(model).map((p) => ({ ...p, inTable: inTable.get(p.el) ?? false }));
}

const isLastBlock = (el: XElement) => {
  const siblings = el.parent!.children.filter(
    (c): c is XElement => c.kind === 'el' && (isWEl(c, 'p') || isWEl(c, 'tbl') || isWEl(c, 'sectPr')),
  );
  const next = siblings[siblings.indexOf(el) + 1];
  return !next || !isWEl(next, 'p') || !!wChild(wChild(el, 'pPr'), 'sectPr');
};

/** Runs of a paragraph with their properties, to find a formatting change inside its text. */
function formattingBoundary(p: Para): { before: string; after: string } | undefined {
  const runs = p.el.children.filter((c): c is XElement => isWEl(c, 'r') && !!wChild(c, 't'));
  for (let i = 0; i + 1 < runs.length; i++) {
    const a = runs[i]!;
    const b = runs[i + 1]!;
    const key = (r: XElement) =>
      JSON.stringify(wChild(r, 'rPr') ? serializeDom({ prolog: '', root: wChild(r, 'rPr')! }) : '');
    const aText = textOf(a);
    const bText = textOf(b);
    if (key(a) !== key(b) && words(aText).length >= 2 && words(bText).length >= 3)
      return { before: aText, after: bText };
  }
  return undefined;
}

export function buildCase(docx: Uint8Array, contractText: string, options: { nestedRun?: string } = {}): RedlineCase {
  const paras = paragraphsOf(docx).filter((p) => p.text.trim() !== '');
  const unique = (s: string) => s.trim().length > 0 && count(contractText, s) === 1;
  const used = new Set<XElement>();
  const mods: RedlineModification[] = [];
  const kinds: string[] = [];
  const expected = new Map<XElement, string[] | null>(paras.map((p) => [p.el, [p.text]]));
  const edit = (p: Para, from: string, to: string) => {
    const current = expected.get(p.el)!;
    current[0] = current[0]!.replace(from, to);
  };
  // Pasted text keeps its clause numbers as typed: those paragraphs count as numbered too.
  const numbered = (p: Para) => !!p.label || /^\(?\d{1,3}(\.\d{1,3})*[.)]?\s/.test(p.text.trimStart());
  const quoted = (p: Para) => (p.label ? `${p.label} ${p.text.trimStart()}` : p.text.trim());
  const pick = (pred: (p: Para) => boolean) => {
    const p = paras.find((x) => !used.has(x.el) && pred(x));
    if (p) used.add(p.el);
    return p;
  };

  // 0. A replacement inside another author's insertion: it must nest.
  let nestedIn: string | undefined;
  if (options.nestedRun) {
    const original = words(options.nestedRun).slice(1, 7).join(' ');
    const p = paras.find((x) => x.text.includes(original) && !used.has(x.el));
    if (p && unique(original)) {
      used.add(p.el);
      const w = words(original);
      w[2] = 'NESTED';
      mods.push({
        type: 'replace',
        priority: 'medium',
        original_text: original,
        modified_text: w.join(' '),
        reasoning: 'Edit inside the other side’s insertion.',
      });
      edit(p, original, w.join(' '));
      kinds.push('replace-inside-other-insertion');
      nestedIn = original;
    }
  }

  // 1. A few words changed inside a long numbered clause (separate hunks, one comment).
  const clause = pick((p) => numbered(p) && !p.inTable && words(p.text).length >= 30);
  if (clause) {
    const w = words(clause.text);
    const original = w.slice(4, 22).join(' ');
    if (unique(original) && clause.text.includes(original)) {
      const changed = [...w.slice(4, 22)];
      changed[3] = 'UPDATED';
      changed.splice(9, 1);
      changed.splice(13, 0, 'promptly');
      const modified = changed.join(' ');
      mods.push({
        type: 'replace',
        priority: 'high',
        original_text: original,
        modified_text: modified,
        reasoning: 'Tighten the obligation.',
      });
      edit(clause, original, modified);
      kinds.push('replace-words');
    }
  }

  // 2. A replacement across two differently formatted runs: one word changed on each side.
  const acrossRuns = (p: Para) => {
    const boundary = formattingBoundary(p);
    const left = boundary && /\S+\s+\S+\s*$/.exec(boundary.before);
    const right = boundary && /^\s*\S+\s+\S+\s+\S+/.exec(boundary.after);
    if (!left || !right) return undefined;
    const original = left[0] + right[0];
    if (!unique(original) || !p.text.includes(original) || !/[A-Za-z]/.test(right[0])) return undefined;
    return { original, modified: left[0].replace(/\S+(\s*)$/, 'Amended$1') + right[0].replace(/[A-Za-z]+/, 'Revised') };
  };
  const styled = pick((p) => !p.inTable && !!acrossRuns(p));
  if (styled) {
    const { original, modified } = acrossRuns(styled)!;
    mods.push({
      type: 'replace',
      priority: 'medium',
      original_text: original,
      modified_text: modified,
      reasoning: 'Clarify the heading and its first words.',
    });
    edit(styled, original, modified);
    kinds.push('replace-across-runs');
  }

  // 3. A whole numbered clause deleted, quoted with its number (its mark must go too).
  const doomed = pick(
    (p) => numbered(p) && !p.inTable && words(p.text).length >= 8 && !isLastBlock(p.el) && unique(quoted(p)),
  );
  if (doomed) {
    mods.push({
      type: 'delete',
      priority: 'high',
      original_text: quoted(doomed),
      reasoning: 'This clause should not apply.',
    });
    expected.set(doomed.el, null);
    kinds.push('delete-clause');
  }

  // 4. Inline insertion after a unique phrase.
  const host = pick((p) => !p.inTable && words(p.text).length >= 12);
  if (host) {
    const after = words(host.text).slice(2, 7).join(' ');
    if (unique(after) && host.text.includes(after)) {
      mods.push({
        type: 'insert',
        priority: 'low',
        insert_after: after,
        modified_text: '(as amended from time to time)',
        reasoning: 'Keep references current.',
      });
      edit(host, after, `${after} (as amended from time to time)`);
      kinds.push('insert-inline');
    }
  }

  // 5. A new clause after a numbered one.
  const anchorClause = pick((p) => numbered(p) && !p.inTable && words(p.text).length >= 6 && unique(p.text.trim()));
  const newClause = 'The parties will meet each quarter to review performance under this Agreement.';
  if (anchorClause) {
    mods.push({
      type: 'add_clause',
      priority: 'medium',
      insert_after: anchorClause.text.trim(),
      modified_text: newClause,
      reasoning: 'Add a governance rhythm.',
    });
    kinds.push('add-clause');
  }

  // 6. A word changed in a table cell.
  const cell = pick((p) => p.inTable && words(p.text).length >= 6 && unique(words(p.text).slice(0, 5).join(' ')));
  if (cell) {
    const original = words(cell.text).slice(0, 5).join(' ');
    if (cell.text.includes(original)) {
      const w = words(original);
      w[2] = 'CHANGED';
      mods.push({
        type: 'replace',
        priority: 'low',
        original_text: original,
        modified_text: w.join(' '),
        reasoning: 'Table wording.',
      });
      edit(cell, original, w.join(' '));
      kinds.push('replace-in-table');
    }
  }

  // 8. Two that cannot be placed: ambiguous and absent.
  const unplaceable = [mods.length, mods.length + 1];
  mods.push({
    type: 'replace',
    priority: 'low',
    original_text: 'the',
    modified_text: 'THE',
    reasoning: 'Ambiguous on purpose.',
  });
  mods.push({
    type: 'delete',
    priority: 'low',
    original_text: 'This sentence is in no contract at all.',
    reasoning: 'Absent on purpose.',
  });

  const expectedParagraphs: string[] = [];
  for (const p of paras) {
    const texts = expected.get(p.el);
    if (texts) expectedParagraphs.push(...texts.map(squash));
    if (anchorClause && p.el === anchorClause.el) expectedParagraphs.push(newClause);
  }
  return { modifications: mods, kinds, expectedParagraphs, unplaceable, nestedIn };
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const OTHER_AUTHOR = 'Jane Counsel';
export const OTHER_DATE = '2024-05-01T09:00:00Z';

/**
 * A copy of a fixture in which another author has already worked: one run inserted by her, a
 * deletion of hers, a paragraph mark she inserted, and her comment on a paragraph.
 */
export function withOtherAuthorsChanges(docx: Uint8Array): { docx: Uint8Array; insertedText: string } {
  const files = unzipSync(docx);
  const doc = parseDom(new TextDecoder().decode(files['word/document.xml']!));
  const body = wChild(doc.root, 'body')!;
  const paragraphs = body.children.filter((c): c is XElement => isWEl(c, 'p') && !markDeleted(c));
  const withLongRun = paragraphs.filter((p) =>
    p.children.some((r) => isWEl(r, 'r') && textOf(r).split(/\s+/).length >= 12),
  );
  const rev = (id: number) => [
    { name: 'w:id', value: String(id) },
    { name: 'w:author', value: OTHER_AUTHOR },
    { name: 'w:date', value: OTHER_DATE },
  ];
  const el = (
    local: string,
    attrs: { name: string; value: string }[],
    children: XElement['children'] = [],
  ): XElement => {
    const e: XElement = { kind: 'el', name: `w:${local}`, uri: W, local, attrs, children: [] };
    for (const c of children) {
      c.parent = e;
      e.children.push(c);
    }
    return e;
  };
  const wrap = (node: XElement, wrapper: XElement) => {
    const parent = node.parent!;
    parent.children.splice(parent.children.indexOf(node), 1, wrapper);
    wrapper.parent = parent;
    node.parent = wrapper;
    wrapper.children = [node];
  };
  // Her insertion: a long run of the second such paragraph.
  const insPara = withLongRun[1]!;
  const insRun = insPara.children.find((r): r is XElement => isWEl(r, 'r') && textOf(r).split(/\s+/).length >= 12)!;
  wrap(insRun, el('ins', rev(9001)));
  // Her deletion at the start of another paragraph.
  const delPara = withLongRun[3]!;
  const firstRun = delPara.children.findIndex((c) => isWEl(c, 'r'));
  const delText = el(
    'delText',
    [{ name: 'xml:space', value: 'preserve' }],
    [{ kind: 'text', text: 'Subject to the Order Form, ' }],
  );
  const deleted = el('del', rev(9002), [el('r', [], [delText])]);
  deleted.parent = delPara;
  delPara.children.splice(firstRun, 0, deleted);
  // Her inserted paragraph mark.
  const markPara = withLongRun[4]!;
  let pPr = wChild(markPara, 'pPr');
  if (!pPr) {
    pPr = el('pPr', []);
    pPr.parent = markPara;
    markPara.children.unshift(pPr);
  }
  let rPr = wChild(pPr, 'rPr');
  if (!rPr) {
    rPr = el('rPr', []);
    rPr.parent = pPr;
    const sect = pPr.children.findIndex((c) => isWEl(c, 'sectPr') || isWEl(c, 'pPrChange'));
    pPr.children.splice(sect < 0 ? pPr.children.length : sect, 0, rPr);
  }
  const markIns = el('ins', rev(9003));
  markIns.parent = rPr;
  rPr.children.unshift(markIns);
  // Her comment on a whole paragraph.
  const commented = withLongRun[5]!;
  const start = el('commentRangeStart', [{ name: 'w:id', value: '9004' }]);
  const end = el('commentRangeEnd', [{ name: 'w:id', value: '9004' }]);
  const ref = el('r', [], [el('commentReference', [{ name: 'w:id', value: '9004' }])]);
  const afterPPr = commented.children.findIndex((c) => isWEl(c, 'pPr')) + 1;
  for (const [node, at] of [[start, afterPPr]] as const) {
    node.parent = commented;
    commented.children.splice(at, 0, node);
  }
  for (const node of [end, ref]) {
    node.parent = commented;
    commented.children.push(node);
  }
  files['word/document.xml'] = strToU8(serializeDom(doc));
  files['word/comments.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w:comments xmlns:w="${W}"><w:comment w:id="9004" w:author="${OTHER_AUTHOR}" w:date="${OTHER_DATE}" w:initials="JC"><w:p><w:r><w:t>Please confirm this paragraph with finance.</w:t></w:r></w:p></w:comment></w:comments>`,
  );
  const types = new TextDecoder().decode(files['[Content_Types].xml']!);
  files['[Content_Types].xml'] = strToU8(
    types.replace(
      '</Types>',
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/></Types>',
    ),
  );
  const rels = new TextDecoder().decode(files['word/_rels/document.xml.rels']!);
  files['word/_rels/document.xml.rels'] = strToU8(
    rels.replace(
      '</Relationships>',
      '<Relationship Id="rIdJaneComments" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>',
    ),
  );
  return { docx: zipSync(files), insertedText: textOf(insRun) };
}
