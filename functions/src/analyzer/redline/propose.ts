/**
 * The built-in redline proposer: from the stored analysis of a contract, edits a lawyer on
 * behalfOf's side would mark up — each answering one finding, written in the contract's own
 * words, placed unambiguously (locate.ts) and checked once more (accept.ts). Pure and
 * deterministic: the same input gives the same redline.
 */
import type { Priority } from '../../../../shared/schemas/analysis';
import type { RedlineMetadata, RedlineModification } from '../../../../shared/schemas/redline';
import { buildContext } from '../engine';
import { review, type Review } from '../findings';
import { incorporatedTerms } from '../incorporation';
import { selfPays } from '../playbook/evidence';
import { PLACEHOLDER } from './absent';
import { judgedAt } from './judgement';
import { acceptModifications, toMetadata } from './accept';
import { auditEditor, paymentEditor, unilateralChangeEditor } from './editors/commercial';
import {
  governingLawEditor,
  jurisdictionEditor,
  MAX_ADDED_CLAUSES,
  missingClauseEditor,
  prohibitedEditor,
} from './editors/clauses';
import { capEditor, exclusionEditor, indemnityEditor, uncappedEditor } from './editors/liability';
import { operativeEnd } from './editors/placement';
import { ipEditor, nonCompeteEditor } from './editors/restrictive';
import { clauseWordingProposals } from './editors/wording-pass';
import { coverPageChoices } from './editors/cover-page';
import { renewalEditor, termEditor, tfcEditor } from './editors/termination';
import { findingsOf, positionsOf } from './findings';
import { clauseRefAt } from '../clause-ref';
import { lineAround, paragraphAnchor, textStart, placeInsert, placeRewrite, type PlacedEdit } from './locate';
import type { Editor, EditorEnv, FindingRef, Proposal, RedlineInput } from './types';
import type { Span } from '../../../../shared/schemas/analysis';

const editors: Record<string, Editor[]> = {
  'cap-on-liability': [capEditor],
  'uncapped-liability': [uncappedEditor],
  indemnification: [indemnityEditor],
  'termination-for-convenience': [tfcEditor],
  'renewal-term': [renewalEditor],
  'notice-period-to-terminate-renewal': [renewalEditor],
  term: [termEditor],
  'payment-terms': [paymentEditor],
  'price-restrictions': [unilateralChangeEditor],
  'amendment-waiver': [unilateralChangeEditor],
  'audit-rights': [auditEditor],
  'non-compete': [nonCompeteEditor],
  'ip-ownership-assignment': [ipEditor],
  'governing-law': [governingLawEditor],
  'dispute-resolution': [jurisdictionEditor],
};

/**
 * Edits by the review rule that judged the finding's passage (findings/rules.ts): the rule says
 * what the passage does to the reviewed party, so the edit answers exactly that.
 */
const byRule: Record<string, Editor[]> = {
  'other-liability-capped': [capEditor],
  'unassigned-cap': [capEditor],
  'mutual-cap': [uncappedEditor],
  'other-liability-excluded': [exclusionEditor],
  'self-indemnifies': [indemnityEditor],
  'other-may-terminate': [tfcEditor],
  'auto-renewal': [renewalEditor],
  'self-pays': [paymentEditor],
  'other-may-change-price': [unilateralChangeEditor],
  'other-may-change': [unilateralChangeEditor],
  'price-open': [unilateralChangeEditor],
  'other-may-audit': [auditEditor],
  'self-non-compete': [nonCompeteEditor],
  'self-exclusive-dealing': [nonCompeteEditor],
  'ip-to-other': [ipEditor],
};

const KIND_LABEL: Record<FindingRef['kind'], string> = {
  risk: 'Risk',
  nonstandard: 'Non-standard term',
  ambiguity: 'Ambiguity',
  missing: 'Missing clause',
  clause: 'Clause wording',
};

function proposalsFor(f: FindingRef, env: EditorEnv): Proposal[] {
  if (f.kind === 'missing') return missingClauseEditor(f, env);
  const chosen = [...new Set([...(f.rule ? (byRule[f.rule] ?? []) : []), ...(editors[f.category] ?? [])])];
  const specific = chosen.flatMap((e) => e(f, env));
  return specific.length > 0 ? specific : prohibitedEditor(f, env);
}

/** Judgements of the review the analysis did not list as findings, that an editor answers. */
function judgedBeyond(judged: Review, listed: readonly FindingRef[]): FindingRef[] {
  if (!judged.findings.length && !judged.ranked.length) return [];
  const covered = (s: number, e: number) => listed.some((f) => f.spans.some((x) => x.start < e && s < x.end));
  return judged.ranked
    .filter((j) => byRule[j.rule.id] && j.score >= 0.45 && !covered(j.passage.start, j.passage.end))
    .map((j) => ({
      kind: 'risk' as const,
      category: RULE_CATEGORY[j.rule.id] ?? 'other',
      title: j.words.title,
      severity: j.severity,
      spans: [{ start: j.start, end: j.end }],
      reference: 'General',
      rule: j.rule.id,
    }));
}

/** The clause type of an edit answering a review rule (for the redline's categories). */
const RULE_CATEGORY: Record<string, string> = {
  'other-liability-capped': 'cap-on-liability',
  'unassigned-cap': 'cap-on-liability',
  'mutual-cap': 'cap-on-liability',
  'other-liability-excluded': 'limitation-of-liability',
  'self-indemnifies': 'indemnification',
  'other-may-terminate': 'termination-for-convenience',
  'auto-renewal': 'renewal-term',
  'self-pays': 'payment-terms',
  'other-may-change-price': 'price-restrictions',
  'other-may-change': 'amendment-waiver',
  'price-open': 'price-restrictions',
  'other-may-audit': 'audit-rights',
  'self-non-compete': 'non-compete',
  'self-exclusive-dealing': 'exclusivity',
  'ip-to-other': 'ip-ownership-assignment',
};

/** Text a redline must never insert: a value still to be filled in. */
const insertsPlaceholder = (p: Proposal) => {
  const c = p.change;
  const put = c.kind === 'rewrite' ? c.rewritten : c.kind === 'delete' ? '' : c.text;
  return PLACEHOLDER.test(put);
};

/** Extends a whole-sentence deletion over the space that separates it from its neighbour. */
function sentenceDeletion(text: string, start: number, end: number): Span {
  const line = lineAround(text, start);
  const floor = textStart(text, line.start);
  let a = Math.max(start, floor);
  let b = end;
  if (b < line.end && text[b] === ' ') while (b < line.end && text[b] === ' ') b++;
  else while (a > floor && text[a - 1] === ' ') a--;
  return { start: a, end: b };
}

interface Placed {
  fields: Pick<RedlineModification, 'type' | 'original_text' | 'modified_text' | 'insert_after'>;
  range: Span;
}

/** New words in a clause written in capitals are written in capitals too. */
function inCase(text: string, at: number, words: string): string {
  const before = text.slice(Math.max(0, at - 120), at);
  return /[A-Z]{4}/.test(before) && !/[a-z]/.test(before) ? words.toUpperCase() : words;
}

function place(text: string, p: Proposal, ctxEnd: () => number, taken: Span[]): Placed | undefined {
  const c = p.change;
  let edit: PlacedEdit | undefined;
  if (c.kind === 'rewrite') edit = placeRewrite(text, c.start, c.end, inCase(text, c.start, c.rewritten));
  else if (c.kind === 'delete') {
    const r = sentenceDeletion(text, c.start, c.end);
    edit = placeRewrite(text, r.start, r.end, '');
  } else if (c.kind === 'insert') edit = placeInsert(text, c.at, inCase(text, c.at, c.text));
  else {
    const anchor = paragraphAnchor(text, c.after ?? ctxEnd(), taken);
    if (!anchor) return undefined;
    return {
      fields: { type: 'add_clause', insert_after: text.slice(anchor.start, anchor.end), modified_text: c.text },
      range: anchor,
    };
  }
  if (!edit) return undefined;
  if (edit.type === 'insert')
    return {
      fields: { type: 'insert', insert_after: edit.insert_after, modified_text: edit.modified_text },
      range: edit.range,
    };
  if (edit.type === 'delete')
    return { fields: { type: 'delete', original_text: edit.original_text }, range: edit.range };
  return {
    fields: { type: 'replace', original_text: edit.original_text, modified_text: edit.modified_text },
    range: edit.range,
  };
}

const clauseRef = (env: EditorEnv, at: number): string => clauseRefAt(env.ctx, at);

export function proposeRedline(input: RedlineInput): RedlineMetadata {
  const text = input.contractText;
  const ctx = buildContext(text, input.behalfOf);
  const judged = review(text, ctx.sides, ctx.clauses);
  const env: EditorEnv = {
    ctx,
    positions: positionsOf(input),
    review: judged,
    selfPays: selfPays({ ctx, review: judged }),
    incorporated: incorporatedTerms(text),
  };
  let end: number | undefined;
  const ctxEnd = () => (end ??= operativeEnd(env.ctx));
  // Text changed by inline edits; new clauses' anchors only locate a paragraph and may share it.
  const taken: Span[] = [];
  const anchors: Span[] = [];
  const proposed: RedlineModification[] = [];
  let addedClauses = 0;
  // The findings' own edits first (they win any overlap), then word-level edits on the clauses.
  const work: Array<{ f: FindingRef; proposals: () => Proposal[] }> = [
    ...findingsOf(input.analysis).map((f0) => {
      const rule = f0.kind === 'missing' ? undefined : judgedAt(judged, f0.spans)?.rule.id;
      const f = rule ? { ...f0, rule } : f0;
      return { f, proposals: () => proposalsFor(f, env).filter((p) => !insertsPlaceholder(p)) };
    }),
    // The review's other judgements for the reviewed side that an editor can answer (ranked below the findings the report lists).
    ...judgedBeyond(judged, findingsOf(input.analysis)).map((f) => ({
      f,
      proposals: () => proposalsFor(f, env).filter((p) => !insertsPlaceholder(p)),
    })),
    ...coverPageChoices(env).map(({ finding, proposal }) => ({ f: finding, proposals: () => [proposal] })),
    ...clauseWordingProposals(env.ctx).map(({ finding, proposal }) => ({
      f: finding,
      proposals: () => [proposal].filter((p) => !insertsPlaceholder(p)),
    })),
  ];
  for (const { f, proposals } of work) {
    if (f.kind === 'missing' && addedClauses >= MAX_ADDED_CLAUSES) continue;
    for (const p of proposals()) {
      const placed = place(text, p, ctxEnd, taken);
      if (!placed) continue;
      const clause = placed.fields.type === 'add_clause';
      const hits = (t: Span) => placed.range.start < t.end && t.start < placed.range.end;
      if (taken.some(hits) || (!clause && anchors.some(hits))) continue;
      if (f.kind === 'missing') addedClauses++;
      (clause ? anchors : taken).push(placed.range);
      const priority: Priority = p.priority ?? f.severity;
      const where =
        placed.fields.type === 'add_clause'
          ? `New clause after ${clauseRef(env, placed.range.start)}`
          : clauseRef(env, placed.range.start);
      proposed.push({
        ...placed.fields,
        priority,
        suggestion: p.suggestion,
        reasoning: p.reasoning,
        position_reference: where,
        category: p.category ?? f.category,
        spans: f.spans.length > 0 ? f.spans : [placed.range],
        finding: `${KIND_LABEL[f.kind]}: ${f.title}`,
      });
    }
  }
  return toMetadata(acceptModifications(text, proposed));
}
