/**
 * From modifications to edits in contract-text offsets: each modification is located (exactly
 * once, or skipped with a reason), replacements are reduced to their changed words, and the
 * paragraphs a modification deletes entirely are noted so their marks go too.
 */
import { modificationKind, type RedlineModification } from '../../../../shared/schemas/redline';
import type { XElement } from '../docx/docx-dom';
import type { DocxTextModel } from '../docx/docx-text-model';
import { BLANK_LINE } from '../normalise';
import { fold, locate } from './locate';

const BLANK_LINES = new RegExp(BLANK_LINE.source, 'g');
import { wordDiff } from './word-diff';

export type Op =
  | { kind: 'del'; start: number; end: number }
  | { kind: 'ins'; at: number; text: string }
  | { kind: 'para'; after: XElement; texts: string[]; numbered: boolean };

export interface PlannedEdit {
  /** Index of the modification in the caller's list. */
  index: number;
  ops: Op[];
  /** Paragraphs whose every visible character this edit deletes. */
  wholeParagraphs: XElement[];
  /** Contract-text span the edit touches (for overlap checks). */
  span: [number, number];
}

export type SkipReason = 'not-found' | 'ambiguous' | 'missing-text' | 'no-change' | 'overlaps-another';

export interface Skipped {
  index: number;
  reason: SkipReason;
}

const isVisible = (kind: string) => kind === 'text' || kind === 'atom';

/** A list label typed at the start of new clause text, which Word numbering would repeat. */
const TYPED_LABEL = /^\s*(?:\d{1,3}(?:\.\d{1,3})*[.)]?|\(?[a-z]{1,2}[.)]|\([ivxlcdm]{1,6}\)|\(\d{1,3}\))\s+/i;

export function planEdits(
  model: DocxTextModel,
  modifications: readonly RedlineModification[],
): { edits: PlannedEdit[]; skipped: Skipped[] } {
  const folded = fold(model.text);
  const text = model.text;
  const edits: PlannedEdit[] = [];
  const skipped: Skipped[] = [];
  const paraChars = new Map<XElement, number[]>();
  model.map.forEach((src, i) => {
    if (src.kind === 'text' || src.kind === 'atom') {
      const list = paraChars.get(src.para) ?? [];
      list.push(i);
      paraChars.set(src.para, list);
    }
  });
  const labelOf = new Map(model.paragraphs.map((p) => [p.el, p.label]));

  const find = (index: number, needle: string | undefined) => {
    if (!needle?.trim()) {
      skipped.push({ index, reason: 'missing-text' });
      return undefined;
    }
    const found = locate(folded, text.length, needle);
    if ('problem' in found) {
      skipped.push({ index, reason: found.problem });
      return undefined;
    }
    return found;
  };

  modifications.forEach((mod, index) => {
    const kind = modificationKind(mod);
    const ops: Op[] = [];
    let span: [number, number];
    if (kind === 'replace' || kind === 'delete') {
      const at = find(index, mod.original_text);
      if (!at) return;
      span = [at.start, at.end];
      if (kind === 'delete') ops.push(tidyDeletion(text, at.start, at.end));
      else {
        const replacement = mod.modified_text ?? '';
        for (const h of wordDiff(text.slice(at.start, at.end), replacement)) {
          const start = at.start + h.start;
          const end = at.start + h.end;
          const deletesVisible = model.map.slice(start, end).some((s) => isVisible(s.kind));
          if (deletesVisible) ops.push({ kind: 'del', start, end });
          const insert = h.insert.replace(BLANK_LINES, '\n');
          if (insert) ops.push({ kind: 'ins', at: deletesVisible ? end : start, text: insert });
        }
        if (ops.length === 0) {
          skipped.push({ index, reason: 'no-change' });
          return;
        }
      }
    } else if (kind === 'insert') {
      const at = find(index, mod.insert_after);
      if (!at) return;
      const addition = (mod.modified_text ?? '').replace(BLANK_LINES, '\n');
      if (!addition.trim()) return void skipped.push({ index, reason: 'missing-text' });
      const glue = /^[\s.,;:)]/.test(addition) || /\s/.test(text[at.end - 1] ?? ' ') ? '' : ' ';
      ops.push({ kind: 'ins', at: at.end, text: glue + addition });
      span = [at.end, at.end];
    } else {
      const texts = (mod.modified_text ?? '')
        .split(BLANK_LINE)
        .map((t) => t.trim())
        .filter(Boolean);
      if (texts.length === 0) return void skipped.push({ index, reason: 'missing-text' });
      let after: XElement | undefined;
      if (mod.insert_after?.trim()) {
        const at = find(index, mod.insert_after);
        if (!at) return;
        after = paragraphAt(model, at.end - 1);
      } else after = lastBodyParagraph(model);
      if (!after) return void skipped.push({ index, reason: 'not-found' });
      const numbered = !!labelOf.get(after);
      ops.push({
        kind: 'para',
        after,
        texts: numbered ? texts.map((t) => t.replace(TYPED_LABEL, '')) : texts,
        numbered,
      });
      const chars = paraChars.get(after) ?? [];
      const end = (chars.at(-1) ?? 0) + 1;
      span = [end, end];
    }
    if (edits.some((e) => overlaps(e.span, span))) return void skipped.push({ index, reason: 'overlaps-another' });
    const deleted = new Set<number>();
    for (const op of ops) if (op.kind === 'del') for (let i = op.start; i < op.end; i++) deleted.add(i);
    const wholeParagraphs = [...paraChars]
      .filter(([, chars]) => chars.length > 0 && chars.every((i) => deleted.has(i)))
      .map(([p]) => p);
    edits.push({ index, ops, wholeParagraphs, span });
  });
  return { edits, skipped };
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/** A deleted phrase inside a sentence takes one neighbouring space with it (no double space left). */
function tidyDeletion(text: string, start: number, end: number): Op {
  const before = text[start - 1];
  const after = text[end];
  if (/\s/.test(text[start] ?? '') || /\s/.test(text[end - 1] ?? '')) return { kind: 'del', start, end };
  if (after === ' ' && (before === undefined || /\s/.test(before))) return { kind: 'del', start, end: end + 1 };
  if (before === ' ' && (after === undefined || /[\s.,;:)]/.test(after))) return { kind: 'del', start: start - 1, end };
  return { kind: 'del', start, end };
}

function paragraphAt(model: DocxTextModel, offset: number): XElement | undefined {
  for (let i = offset; i >= 0; i--) {
    const src = model.map[i]!;
    if (src.kind !== 'synthetic') return src.para;
  }
  return undefined;
}

/** The last paragraph with visible text directly in the body (not in a table). */
function lastBodyParagraph(model: DocxTextModel): XElement | undefined {
  for (let i = model.paragraphs.length - 1; i >= 0; i--) {
    const p = model.paragraphs[i]!;
    if (!p.inTable && model.map.some((s) => s.kind === 'text' && s.para === p.el)) return p.el;
  }
  return undefined;
}
