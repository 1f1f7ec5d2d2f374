/**
 * Three readings of one document with tracked changes, all through the extraction's own walk
 * (docx-text-model.ts), so every character keeps its source:
 *  - after: the document as it reads (their changes made: the contract text the analysis stores);
 *  - before: their changes undone (their insertions gone, their deletions back, their paragraph
 *    marks restored or removed);
 *  - union: both their insertions and their deletions visible, in document order, which is what
 *    tells where each change sits and which changes touch each other.
 * The tree is changed in place for the before and union readings and restored exactly afterwards.
 */
import type { XElement } from '../docx/docx-dom';
import { W_NS } from '../xml';
import type { Src } from '../docx/docx-mapped-text';
import type { ListCounter } from '../docx/docx-numbering';
import { buildTextModel, type DocxTextModel } from '../docx/docx-text-model';
import type { Revision } from './revisions-of';

const VIEW_NS = 'urn:clausewise:negotiation-view';

export interface Views {
  after: DocxTextModel;
  before: DocxTextModel;
  union: DocxTextModel;
}

type Undo = () => void;

/** Renames an element (undoably): to another namespace makes the walk read through it. */
function rename(el: XElement, uri: string, local: string, name: string, undo: Undo[]): void {
  const was = { uri: el.uri, local: el.local, name: el.name };
  el.uri = uri;
  el.local = local;
  el.name = name;
  undo.push(() => Object.assign(el, was));
}

/** w:delText → w:t (and field codes) inside a deleted revision, so the walk reads it as text. */
function showDeleted(el: XElement, undo: Undo[]): void {
  for (const c of el.children) {
    if (c.kind !== 'el') continue;
    const w = W_NS.has(c.uri);
    if (w && c.local === 'delText') rename(c, c.uri, 't', 'w:t', undo);
    else if (w && c.local === 'delInstrText') rename(c, c.uri, 'instrText', 'w:instrText', undo);
    else showDeleted(c, undo);
  }
}

function detachMark(rev: Revision, undo: Undo[]): void {
  const parent = rev.el.parent!;
  const at = parent.children.indexOf(rev.el);
  parent.children.splice(at, 1);
  undo.push(() => parent.children.splice(at, 0, rev.el));
}

/** A paragraph mark shown as deleted: an element the walk recognises (w:del in w:pPr/w:rPr). */
function addDeletedMark(rev: Revision, undo: Undo[]): void {
  const rPr = rev.el.parent!;
  const marker: XElement = {
    kind: 'el',
    name: 'w:del',
    uri: rev.el.uri,
    local: 'del',
    attrs: [],
    children: [],
    parent: rPr,
  };
  rPr.children.unshift(marker);
  undo.push(() => rPr.children.splice(rPr.children.indexOf(marker), 1));
}

export function readViews(body: XElement, revisions: readonly Revision[], counter: () => ListCounter): Views {
  const after = buildTextModel(body, counter());
  const undo: Undo[] = [];
  try {
    // Union: their deletions readable where they stand; their deleted marks do not join paragraphs.
    for (const r of revisions) {
      if (r.kind === 'del') {
        rename(r.el, VIEW_NS, 'del-shown', 'cw:del-shown', undo);
        showDeleted(r.el, undo);
      } else if (r.kind === 'mark-del') detachMark(r, undo);
      else if (r.kind === 'ins' && r.el.local === 'moveTo') rename(r.el, r.el.uri, 'ins', 'w:ins', undo);
    }
    const union = buildTextModel(body, counter());
    // Before: their insertions skipped like deletions, their inserted marks join paragraphs.
    for (const r of revisions) {
      if (r.kind === 'ins') rename(r.el, r.el.uri, 'del', 'w:del', undo);
      else if (r.kind === 'mark-ins') addDeletedMark(r, undo);
    }
    const before = buildTextModel(body, counter());
    return { after, before, union };
  } finally {
    for (const u of undo.reverse()) u();
  }
}

/** The key of a character's source: the same character in another reading has the same key. */
export type SourceKey = { obj: object; kind: Src['kind']; o: number };

export function sourceKey(src: Src, o: number): SourceKey | undefined {
  switch (src.kind) {
    case 'text':
      return { obj: src.node, kind: 'text', o };
    case 'atom':
      return { obj: src.el, kind: 'atom', o };
    case 'mark':
    case 'label':
      return { obj: src.para, kind: src.kind, o };
    default:
      return undefined;
  }
}

/** Position of each sourced character in a reading, by its source. */
export class PositionIndex {
  private readonly maps: Record<string, Map<object, number[]>> = {
    text: new Map(),
    atom: new Map(),
    mark: new Map(),
    label: new Map(),
  };

  constructor(model: DocxTextModel) {
    model.map.forEach((src, i) => {
      const key = sourceKey(src, model.offsets[i]!);
      if (!key) return;
      const map = this.maps[key.kind]!;
      let list = map.get(key.obj);
      if (!list) map.set(key.obj, (list = []));
      list[key.o] = i;
    });
  }

  find(src: Src, o: number): number | undefined {
    const key = sourceKey(src, o);
    return key ? this.maps[key.kind]!.get(key.obj)?.[key.o] : undefined;
  }
}

/** Their revisions around a run, innermost first. */
export function enclosing(run: XElement, revisionEls: ReadonlyMap<XElement, Revision>): Revision[] {
  const out: Revision[] = [];
  for (let n: XElement | undefined = run; n; n = n.parent) {
    const r = revisionEls.get(n);
    if (r) out.push(r);
    if (W_NS.has(n.uri) && (n.local === 'p' || n.local === 'body')) break;
  }
  return out;
}
