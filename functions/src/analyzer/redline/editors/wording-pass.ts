/**
 * Word-level edits on the clauses the analysis detected, beyond its findings: balanced templates
 * (Common Paper, Bonterms) raise few findings, yet a lawyer for either side still marks up a few
 * words — a consent that may be withheld arbitrarily, the other side's right to act "immediately"
 * or "at any time", a short grace or notice period running against the reviewed party, a deadline
 * the reviewed party must meet. Each edit is side-aware (the engine's subject resolution: who
 * holds the right or owes the duty) and changes only the words that differ.
 */
import { clauseSentences, type Ctx } from '../../context';
import { who } from '../sentences';
import type { FindingRef, Proposal } from '../types';
import { RULES } from './wording-rules';

export interface ClauseProposal {
  finding: FindingRef;
  proposal: Proposal;
}

const MAX_PER_RULE = 2;

/** Proposals on the detected clauses, one finding per clause and rule, in document order. */
export function clauseWordingProposals(ctx: Ctx): ClauseProposal[] {
  if (!ctx.self) return [];
  const out: ClauseProposal[] = [];
  const used = new Map<string, number>();
  const seen = new Set<number>();
  ctx.clauses.forEach((clause, i) => {
    if (clause.kind === 'preamble') return;
    const category = ctx.cats[i]?.[0]?.id ?? 'general';
    for (const s of clauseSentences(ctx, clause)) {
      // A parent clause's body may cover its sub-clauses' sentences: read each sentence once.
      if (seen.has(s.start)) continue;
      seen.add(s.start);
      // Cover-page placeholders ("[    ]", "${...}") are not contract language to mark up.
      if (/\[\s*\]|\$\{|\{[a-z_]+\}/.test(s.text)) continue;
      for (const rule of RULES) {
        if ((used.get(rule.id) ?? 0) >= MAX_PER_RULE) continue;
        if (!rule.sentence.test(s.text) || rule.skip?.test(s.text)) continue;
        if (!rule.sides.includes((rule.holder ?? who)(ctx, s, rule.verb))) continue;
        const edit = rule.change(ctx, s);
        if (!edit) continue;
        used.set(rule.id, (used.get(rule.id) ?? 0) + 1);
        out.push({
          finding: {
            kind: 'clause',
            category,
            title: rule.title,
            severity: 'low',
            spans: [{ start: clause.start, end: clause.end }],
            reference: clause.ref,
          },
          proposal: {
            ...edit,
            priority: rule.id === 'reasonable-consent' || rule.id === 'no-immediate-termination' ? 'medium' : 'low',
          },
        });
      }
    }
  });
  return out;
}
