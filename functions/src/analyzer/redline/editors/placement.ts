/** Where a new clause goes: after a related clause, or at the end of the operative text. */
import { clausesWith, type Ctx } from '../../context';
import type { Clause } from '../../segment/tree';

/**
 * A note that closes the body before the signature page ("(Signature page follows)", "[REMAINDER OF PAGE
 * INTENTIONALLY LEFT BLANK]"): a new clause is a paragraph of its own, so it goes before the paragraph that
 * ends with the note, never after the note.
 */
const PAGE_NOTE =
  /\s*[([]\s*(?:the\s+)?(?:signature\s+pages?\s+follows?|remainder\s+of\s+(?:this\s+)?page\s+(?:is\s+)?(?:intentionally\s+)?left\s+blank)\.?\s*[)\]]$/i;

/**
 * The last character of the last line in [from, end) that reads like clause text: it ends a sentence
 * and is not a signature line, a heading or a page footer ("TruckThat LLC Consulting Agreement Page
 * 5 of 7"), so a new clause never lands between a heading and its text or after a running footer.
 */
function lastClauseLine(text: string, from: number, end: number): number | undefined {
  for (let guard = 0; end > from && guard < 200; guard++) {
    const lineStart = Math.max(from, text.lastIndexOf('\n', end - 2) + 1);
    const line = text.slice(lineStart, end).trim();
    if (
      line.length >= 30 &&
      /[.;)]$/.test(line) &&
      !/^(?:By|Name|Title|Date|Signature)\s*:/i.test(line) &&
      !PAGE_NOTE.test(line)
    )
      return text.indexOf(line, lineStart) + line.length - 1;
    if (lineStart <= from) break;
    end = lineStart;
  }
  return undefined;
}

/** The offset of the last character of the operative text (before the signature block). */
export function operativeEnd(ctx: Ctx): number {
  const sig = ctx.clauses.find(
    (c) => c.kind === 'signature' || (c.kind === 'heading' && /^(?:signatures?|execution)\b/i.test(c.ref)),
  )?.start;
  const witness = ctx.text.search(/\bIN WITNESS WHEREOF\b/i);
  const end = Math.min(sig ?? ctx.text.length, witness >= 0 ? witness : ctx.text.length);
  return lastClauseLine(ctx.text, 0, end) ?? Math.max(0, end - 1);
}

/** Where a clause's section ends: after its last sub-clause ("7. Term and Termination." runs to 7.3). */
function sectionEnd(ctx: Ctx, c: Clause): number {
  let end = c.end;
  const inSection = new Set([c.index]);
  for (const d of ctx.clauses) {
    if (d.start < c.start || d.parent === null || !inSection.has(d.parent)) continue;
    inSection.add(d.index);
    end = Math.max(end, d.end);
  }
  return end;
}

/** After the last clause of the first listed category present, else at the end of the operative text. */
export function clauseAfterCategory(ctx: Ctx, categories: readonly string[]): { after: number } {
  for (const cat of categories) {
    const cs = clausesWith(ctx, cat);
    const last = cs[cs.length - 1];
    if (!last) continue;
    const after = lastClauseLine(ctx.text, last.bodyStart, sectionEnd(ctx, last));
    if (after !== undefined) return { after };
  }
  return { after: operativeEnd(ctx) };
}
