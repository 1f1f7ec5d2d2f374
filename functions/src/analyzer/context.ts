/** The shared analysis context and the internal finding type the rule modules produce. */
import type { Classification } from './classify';
import type { Facts } from './facts';
import type { Party } from './parties';
import type { Clause } from './segment';
import type { Sides } from './findings/sides';
import { escapeRe, excerpt, sentences, type Sentence } from './text';

export interface Ctx {
  text: string;
  clauses: Clause[];
  /** Each clause's categories by the rule cues, read whole (classify.ts). */
  cats: Classification[][];
  /** The same read from each clause's opening only: the rule verdict clause detection was fitted with. */
  openingCats: Classification[][];
  facts: Facts;
  parties: Party[];
  self?: Party;
  others: Party[];
  behalfOf: string;
  /** The reviewed party and the other side as the review reads them (findings/sides.ts). */
  sides: Sides;
  selfName: string;
  otherName: string;
  contractType: ContractType;
  selfRe?: RegExp;
  otherRe?: RegExp;
  definedTerms: Map<string, number>;
}

export type ContractType =
  | 'nda'
  | 'services'
  | 'license'
  | 'distribution'
  | 'supply'
  | 'employment'
  | 'dpa'
  | 'lease'
  | 'partnership'
  | 'undertaking'
  | 'general';

export type Severity = 'high' | 'medium' | 'low';

/** Gravest first: the order findings are listed in. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { high: 0, medium: 1, low: 2 };

/** The graver of two severities (a finding merged from several keeps the gravest). */
export const graver = (a: Severity, b: Severity): Severity => (SEVERITY_RANK[b] < SEVERITY_RANK[a] ? b : a);

export interface Finding {
  kind: 'risk' | 'nonstandard' | 'ambiguity';
  rule: string;
  title: string;
  impact: string;
  category: string;
  severity: Severity;
  clause?: Clause;
  start: number;
  end: number;
  deviation?: string;
  suggestion?: { type: string; recommendation: string; proposed_text?: string };
  playbookRule?: string;
  /** How much a reviewing lawyer weighs it (the judge's score, findings/judge.ts): orders the summary's top risks. */
  weight?: number;
  /** Other passages that give the same term by reference to this one's section (risks/cross-references.ts). */
  alsoAt?: { start: number; end: number }[];
}

export function termsRe(p: Party | undefined, extra: Party[] = []): RegExp | undefined {
  const words = [p, ...extra]
    .filter((x): x is Party => !!x)
    .flatMap((x) => [x.name, ...x.aliases, ...(x.role ? [x.role] : [])])
    .filter((w) => w.length >= 2);
  if (words.length === 0) return undefined;
  const uniq = [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return new RegExp(`\\b(?:${uniq.map(escapeRe).join('|')})\\b`, 'g');
}

/** Clauses whose classification includes one of the ids, in document order. */
export function clausesWith(ctx: Ctx, ...ids: string[]): Clause[] {
  return ctx.clauses.filter((_, i) => ctx.cats[i]!.some((c) => ids.includes(c.id)));
}

export function hasCategory(ctx: Ctx, ...ids: string[]): boolean {
  return ctx.cats.some((cs) => cs.some((c) => ids.includes(c.id)));
}

export function clauseSentences(ctx: Ctx, c: Clause): Sentence[] {
  return sentences(ctx.text, c.bodyStart, c.end);
}

export type Who = 'self' | 'other' | 'mutual' | 'unknown';

function lastIndex(re: RegExp | undefined, s: string): number {
  if (!re) return -1;
  re.lastIndex = 0;
  let last = -1;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) last = m.index;
  return last;
}

/** Who is the subject of the first `verb` in the sentence: the party named nearest before it. */
export function subjectOf(ctx: Ctx, s: string, verb: RegExp): Who {
  const v = verb.exec(s);
  if (!v) return 'unknown';
  const prefix = s.slice(Math.max(0, v.index - 160), v.index);
  const sIdx = lastIndex(ctx.selfRe, prefix);
  const oIdx = lastIndex(ctx.otherRe, prefix);
  const mIdx = lastIndex(
    /\b(?:each|either|both|neither)\s+(?:party|parties)\b|\bthe parties\b|\beach of the parties\b/gi,
    prefix,
  );
  const best = Math.max(sIdx, oIdx, mIdx);
  if (best < 0) return 'unknown';
  return best === mIdx ? 'mutual' : best === sIdx ? 'self' : 'other';
}

export function mk(ctx: Ctx, f: Omit<Finding, 'start' | 'end'> & { start?: number; end?: number }): Finding {
  const c = f.clause;
  const start = f.start ?? c?.start ?? 0;
  const end = f.end ?? c?.end ?? start;
  const ex = excerpt(ctx.text, start, end, 700);
  return { ...f, start: ex.start, end: ex.end };
}
