/**
 * Which of the other side's changes a finding difference comes from. A finding that appears after
 * their changes (or goes away) is laid at the changes it quotes, else at the changes in the same
 * clauses of its kind or the same article (a one-sided indemnity reported on 9.2 comes from their
 * edit of 9.1), else at the changes whose words its detail names. When several changes are candidates, each is tested on its own:
 * the engine reads the preamble and the articles concerned with that one change undone (or made),
 * and a change is a cause when the finding goes (or comes) with it.
 */
import type { Analysis, Span } from '../../../../shared/schemas/analysis';
import { findingItems, type FindingItem } from './findings';
import { articleOfReference, type Sections } from './sections';
import type { ChangeToJudge } from './types';

export type Side = 'after' | 'before';

export interface AttributionContext {
  afterText: string;
  beforeText: string;
  changes: readonly ChangeToJudge[];
  sections: Record<Side, Sections>;
  /** The analyses of the whole text before and after the changes (their key clauses place findings). */
  analyses: Record<Side, Analysis>;
  /** Runs the engine on a window of text (same party, playbook and instructions as the full runs). */
  analyse: (text: string) => Analysis;
  /** Engine runs left for window tests (shared by all findings; bounds the cost). */
  budget: { runs: number };
}

const MAX_TESTED = 6;
const PREAMBLE_MAX = 4000;

const spanOf = (c: ChangeToJudge, side: Side): Span => (side === 'after' ? c.afterSpan : c.beforeSpan);
const overlaps = (a: Span, b: Span) =>
  a.start < Math.max(b.end, b.start + 1) && Math.max(b.start - 1, 0) < Math.max(a.end, a.start + 1);
const STOP = new Set([
  'contract',
  'agreement',
  'party',
  'parties',
  'section',
  'clause',
  'shall',
  'will',
  'with',
  'that',
  'this',
  'from',
  'laws',
  'state',
  'courts',
  'months',
  'days',
  'fees',
]);
const words = (s: string) => new Set((s.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []).filter((w) => !STOP.has(w)));

export function attribute(item: FindingItem, side: Side, ctx: AttributionContext): ChangeToJudge[] {
  const text = side === 'after' ? ctx.afterText : ctx.beforeText;
  const sections = ctx.sections[side];
  const changes = ctx.changes.filter((c) => c.kind !== 'comment');
  const inArticles = (articles: Set<string>) =>
    changes.filter((c) => articles.has(sections.at(spanOf(c, side).start).article));
  const strategies: (() => ChangeToJudge[])[] = [
    // The passage the finding quotes.
    () => changes.filter((c) => item.spans.some((s) => overlaps(s, spanOf(c, side)))),
    // The clauses of the finding's kind, and their articles (a mutual-indemnity rule is about the indemnities, wherever the engine cites it).
    () => {
      if (item.category === 'other') return [];
      const clauses = ctx.analyses[side].key_information_clauses_summary
        .filter((k) => k.category === item.category)
        .flatMap((k) => k.spans);
      const direct = changes.filter((c) => clauses.some((s) => overlaps(s, spanOf(c, side))));
      return direct.length > 0
        ? direct
        : inArticles(new Set(clauses.map((s) => sections.at(s.start).article).filter(Boolean)));
    },
    // The article the finding cites.
    () => {
      const article =
        articleOfReference(item.reference) || (item.spans[0] ? sections.at(item.spans[0].start).article : '');
      return article ? inArticles(new Set([article])) : [];
    },
    // A protection that went missing: the deletions inside the clauses of that kind the text had before.
    () => {
      if (item.kind !== 'missing') return [];
      const lost = ctx.analyses.before.key_information_clauses_summary
        .filter((k) => k.category === item.category)
        .flatMap((k) => k.spans);
      return changes.filter((c) => c.before.trim() && lost.some((s) => overlaps(s, c.beforeSpan)));
    },
    // The changes whose words the finding's detail names ("State of California").
    () => {
      if (item.kind !== 'playbook' && item.kind !== 'missing') return [];
      const named = words(`${item.detail ?? ''} ${item.title}`);
      return changes.filter((c) => [...words(`${c.before} ${c.after}`)].some((w) => named.has(w)));
    },
  ];
  let first: ChangeToJudge[] | undefined;
  for (const strategy of strategies) {
    const candidates = strategy();
    if (candidates.length === 0) continue;
    if (candidates.length === 1) return candidates;
    first ??= candidates;
    const causes = refine(item, side, text, candidates, ctx);
    if (causes) return causes;
  }
  return first ?? [];
}

/**
 * Tests each candidate on a window of the text: the causes, all candidates when none stands alone,
 * or undefined when the window does not show the finding at all (the candidates are not its place).
 */
function refine(
  item: FindingItem,
  side: Side,
  text: string,
  candidates: ChangeToJudge[],
  ctx: AttributionContext,
): ChangeToJudge[] | undefined {
  if (candidates.length > MAX_TESTED || ctx.budget.runs < candidates.length + 1) return candidates;
  const sections = ctx.sections[side];
  const ranges: Span[] = [{ start: 0, end: Math.min(sections.firstStart ?? PREAMBLE_MAX, PREAMBLE_MAX) }];
  const around = (at: number) =>
    sections.articleRange(at, text.length) ?? { start: Math.max(0, at - 1500), end: Math.min(text.length, at + 1500) };
  for (const s of item.spans) ranges.push(around(s.start));
  for (const c of candidates) ranges.push(around(spanOf(c, side).start));
  const merged = mergeRanges(ranges);
  const window = (replace?: { span: Span; text: string }) =>
    merged
      .map((r) => {
        if (!replace || replace.span.start < r.start || replace.span.end > r.end) return text.slice(r.start, r.end);
        return text.slice(r.start, replace.span.start) + replace.text + text.slice(replace.span.end, r.end);
      })
      .join('\n\n');
  const has = (t: string) => {
    ctx.budget.runs -= 1;
    return findingItems(ctx.analyse(t)).some((i) => i.key === item.key && i.weight >= item.weight);
  };
  if (!has(window())) return undefined;
  const causes = candidates.filter(
    (c) => !has(window({ span: spanOf(c, side), text: side === 'after' ? c.before : c.after })),
  );
  return causes.length > 0 ? causes : candidates;
}

function mergeRanges(ranges: Span[]): Span[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
