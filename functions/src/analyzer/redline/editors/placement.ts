/** Where a new clause goes: after a related clause, or at the end of the operative text. */
import { clausesWith, type Ctx } from '../../context';

/** The offset of the last character of the operative text (before the signature block). */
export function operativeEnd(ctx: Ctx): number {
  const sig = ctx.clauses.find(
    (c) => c.kind === 'signature' || (c.kind === 'heading' && /^(?:signatures?|execution)\b/i.test(c.ref)),
  )?.start;
  const witness = ctx.text.search(/\bIN WITNESS WHEREOF\b/i);
  let end = Math.min(sig ?? ctx.text.length, witness >= 0 ? witness : ctx.text.length);
  // The last line before that which reads like clause text (ends a sentence, is not a signature line).
  for (let guard = 0; end > 0 && guard < 200; guard++) {
    const lineStart = ctx.text.lastIndexOf('\n', end - 2) + 1;
    const line = ctx.text.slice(lineStart, end).trim();
    if (line.length >= 30 && /[.;)]$/.test(line) && !/^(?:By|Name|Title|Date|Signature)\s*:/i.test(line))
      return lineStart + line.length - 1;
    if (lineStart === 0) break;
    end = lineStart;
  }
  return Math.max(0, Math.min(ctx.text.length, end) - 1);
}

/** After the last clause of the first listed category present, else at the end of the operative text. */
export function clauseAfterCategory(ctx: Ctx, categories: readonly string[]): { after: number } {
  for (const cat of categories) {
    const cs = clausesWith(ctx, cat);
    const last = cs[cs.length - 1];
    if (last && last.end > last.bodyStart) {
      const body = ctx.text.slice(last.bodyStart, last.end).trimEnd();
      return { after: last.bodyStart + Math.max(0, body.length - 1) };
    }
  }
  return { after: operativeEnd(ctx) };
}
