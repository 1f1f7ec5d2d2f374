/**
 * Choices a cover page leaves to the parties ("Rights in Deliverables: ☐ Licensed Deliverables ☐
 * Assigned Deliverables"): the reviewed party ticks the option that favours it, one character,
 * where the standard terms it incorporates would otherwise decide. The customer (who pays for the
 * work) takes ownership of what it pays for; the provider keeps it and grants a licence.
 */
import type { FindingRef, Proposal, EditorEnv } from '../types';

const BOX = '☐';
const CHOICE_LINE = /^[^\n]*\b(?:Rights?\s+in\s+Deliverables|Deliverables?|Work\s+Product|Ownership)\b[^\n]*$/gim;

export interface CoverChoice {
  finding: FindingRef;
  proposal: Proposal;
}

export function coverPageChoices(env: EditorEnv): CoverChoice[] {
  const { ctx } = env;
  if (!ctx.self) return [];
  const out: CoverChoice[] = [];
  CHOICE_LINE.lastIndex = 0;
  for (let m = CHOICE_LINE.exec(ctx.text); m !== null; m = CHOICE_LINE.exec(ctx.text)) {
    const line = m[0];
    // Both options still open: neither is ticked.
    if (/[☒☑✓✔]|\[\s*x\s*\]/i.test(line)) continue;
    const want = env.selfPays ? /☐\s*Assigned\b/ : /☐\s*Licen[cs]ed\b/;
    const opt = want.exec(line);
    if (
      !opt ||
      !/☐\s*(?:Assigned|Licen[cs]ed)\b/.test(line.slice(0, opt.index) + line.slice(opt.index + opt[0].length))
    )
      continue;
    const at = m.index + opt.index + opt[0].indexOf(BOX);
    const assigned = env.selfPays;
    out.push({
      finding: {
        kind: 'clause',
        category: 'ip-ownership-assignment',
        title: 'Rights in deliverables left open on the cover page',
        severity: 'medium',
        spans: [{ start: m.index, end: m.index + line.length }],
        reference: 'Cover Page',
      },
      proposal: {
        change: { kind: 'rewrite', start: at, end: at + 1, rewritten: '☒' },
        suggestion: assigned ? 'Choose Assigned Deliverables.' : 'Choose Licensed Deliverables.',
        reasoning: assigned
          ? `${ctx.selfName} pays for the deliverables and should own them; as Licensed Deliverables it would only have a licence to use them.`
          : `${ctx.selfName} keeps ownership of what it creates and can reuse it; as Assigned Deliverables it would have to transfer that ownership.`,
        priority: 'medium',
        category: 'ip-ownership-assignment',
      },
    });
  }
  return out;
}
