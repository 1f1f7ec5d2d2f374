/**
 * Who and when of every tracked change and comment this feature writes, and ids that collide with
 * nothing already in the package: revision, comment and bookmark ids share one counter, taken above
 * the largest w:id found in any part. Ids are compared as integers of any size (an id past 2^53 is
 * not rounded onto its neighbours) and every id issued fits Word's signed 32-bit range; when the
 * package already reaches the top of it, the lowest free ids are used instead.
 */
import { isWEl, wChild, type XElement } from '../docx/docx-dom';
import { append, clone as cloneNode, detach, insertAt, wEl } from './dom-edit';

/** Word reads annotation ids as signed 32-bit integers. */
export const MAX_WORD_ID = 2 ** 31 - 1;

export class Revisions {
  private nextId: number;
  private readonly taken = new Set<number>();
  /** Every id this run gave out, in order. */
  readonly issued: string[] = [];
  readonly date: string;
  /** Every w:ins / w:del element this run created (the test helpers find them by author). */
  readonly created = new Set<XElement>();

  constructor(
    readonly author: string,
    date: Date,
    partsXml: Iterable<string>,
  ) {
    let max = 0;
    for (const xml of partsXml) {
      for (const m of xml.matchAll(/\bw:id="\s*(-?\d{1,40})\s*"/g)) {
        const id = BigInt(m[1]!);
        if (id < 0n || id > BigInt(MAX_WORD_ID)) continue;
        this.taken.add(Number(id));
        if (Number(id) > max) max = Number(id);
      }
    }
    this.nextId = max + 1;
    // Word writes whole seconds in UTC.
    this.date = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  id(): string {
    if (this.nextId > MAX_WORD_ID) this.nextId = 1;
    while (this.taken.has(this.nextId)) {
      this.nextId += 1;
      if (this.nextId > MAX_WORD_ID) throw new Error('no free annotation id below 2^31');
    }
    this.taken.add(this.nextId);
    const id = String(this.nextId++);
    this.issued.push(id);
    return id;
  }

  /** A new w:ins or w:del carrying this run's author and date. */
  change(kind: 'ins' | 'del'): XElement {
    const el = wEl(kind, { 'w:id': this.id(), 'w:author': this.author, 'w:date': this.date });
    this.created.add(el);
    return el;
  }

  isOurs(el: XElement | undefined): boolean {
    return !!el && this.created.has(el);
  }
}

/** The paragraph's w:pPr, created as its first child when absent. */
export function ensurePPr(p: XElement): XElement {
  const existing = wChild(p, 'pPr');
  if (existing) return existing;
  const pPr = wEl('pPr');
  insertAt(p, 0, pPr);
  return pPr;
}

/** The paragraph mark's run properties (w:pPr/w:rPr), created in schema order when absent. */
export function ensureMarkRPr(p: XElement): XElement {
  const pPr = ensurePPr(p);
  const existing = wChild(pPr, 'rPr');
  if (existing) return existing;
  const rPr = wEl('rPr');
  // CT_PPr: ... rPr, sectPr, pPrChange.
  const before = pPr.children.findIndex((c) => isWEl(c, 'sectPr') || isWEl(c, 'pPrChange'));
  if (before >= 0) insertAt(pPr, before, rPr);
  else append(pPr, rPr);
  return rPr;
}

/** Marks the paragraph mark as inserted or deleted (CT_ParaRPr: ins, del come first). */
export function markParagraph(p: XElement, change: XElement): void {
  const rPr = ensureMarkRPr(p);
  detach(change);
  change.children = [];
  // After an existing w:ins (someone else's inserted mark that we delete), before everything else.
  const afterIns = rPr.children.findIndex((c) => isWEl(c, 'ins')) + 1;
  insertAt(rPr, isWEl(change, 'del') ? afterIns : 0, change);
}

/** CT_PPr children that come before w:numPr. */
const BEFORE_NUMPR = ['pStyle', 'keepNext', 'keepLines', 'pageBreakBefore', 'framePr', 'widowControl'];

/**
 * Turns a paragraph's list numbering off as a tracked property change (w:pPrChange keeps the old
 * properties), for an emptied paragraph whose mark cannot be deleted: accepting leaves no empty
 * numbered item, rejecting gives the numbering back.
 */
export function unnumberParagraph(p: XElement, change: XElement): void {
  const pPr = ensurePPr(p);
  const old = wEl('pPr');
  for (const c of pPr.children) {
    if (c.kind === 'el' && !['rPr', 'sectPr', 'pPrChange'].includes(c.local)) append(old, cloneNode(c));
  }
  let numPr = wChild(pPr, 'numPr');
  if (!numPr) {
    numPr = wEl('numPr', {}, [wEl('ilvl', { 'w:val': '0' })]);
    let at = 0;
    pPr.children.forEach((c, i) => {
      if (c.kind === 'el' && BEFORE_NUMPR.includes(c.local)) at = i + 1;
    });
    insertAt(pPr, at, numPr);
  }
  const numId = wChild(numPr, 'numId');
  if (numId) numId.attrs = numId.attrs.map((a) => (a.name === 'w:val' ? { ...a, value: '0' } : a));
  else append(numPr, wEl('numId', { 'w:val': '0' }));
  change.local = 'pPrChange';
  change.name = 'w:pPrChange';
  change.children = [];
  append(change, old);
  append(pPr, change);
}
