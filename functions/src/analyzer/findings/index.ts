/**
 * The review's findings in the engine's internal form (context.ts Finding): each judged passage
 * (judge.ts) with its category, the clause it sits in, its words and the change to ask for.
 */
import type { Ctx, Finding } from '../context';
import type { Clause } from '../segment';
import type { ReviewSide } from '../../../../shared/schemas/analysis-review';
import type { Judged, Review } from './judge';

export { review, type Review, type Judged } from './judge';
export { resolveSides, type Sides } from './sides';
export { coverageOf } from './coverage';

const CATEGORY: Record<string, string> = {
  'liability-cap': 'limitation-of-liability',
  indemnity: 'indemnification',
  warranty: 'warranties',
  termination: 'termination-for-cause',
  renewal: 'term',
  exclusivity: 'exclusivity',
  'non-compete': 'non-compete',
  'non-solicit': 'non-solicitation',
  'ip-ownership': 'ip-ownership-assignment',
  'licence-scope': 'license-grant',
  confidentiality: 'confidentiality',
  payment: 'payment-terms',
  pricing: 'payment-terms',
  'minimum-commitment': 'minimum-commitment',
  assignment: 'assignment',
  'change-of-control': 'change-of-control',
  audit: 'audit-rights',
  insurance: 'insurance',
  'liquidated-damages': 'liquidated-damages',
  'governing-law': 'governing-law',
  'dispute-resolution': 'dispute-resolution',
  'data-protection': 'data-protection',
  'service-levels': 'service-levels',
  remedies: 'limitation-of-liability',
  compliance: 'compliance-with-laws',
  other: 'other',
};

/** Rules whose finding names a clause type more exactly than its family does. */
const RULE_CATEGORY: Record<string, string> = {
  'self-unlimited-liability': 'uncapped-liability',
  'self-assignment-restricted': 'anti-assignment',
  'terminate-on-change-of-control': 'change-of-control',
  'other-liability-capped': 'cap-on-liability',
  'unassigned-cap': 'cap-on-liability',
  'mutual-cap': 'cap-on-liability',
  'auto-renewal': 'renewal-term',
  'mutual-termination-convenience': 'termination-for-convenience',
  'other-may-audit': 'audit-rights',
};

function clauseAt(ctx: Ctx, i: number) {
  let best;
  for (const c of ctx.clauses) if (c.start <= i && i < c.end) best = c;
  return best;
}

/** Termination at will is its own clause type: "for convenience", "at any time", "without cause". */
function categoryOf(j: Judged): string {
  if (j.rule.id === 'other-may-terminate' && j.passage.cues.includes('any-time')) return 'termination-for-convenience';
  return RULE_CATEGORY[j.rule.id] ?? CATEGORY[j.rule.family] ?? 'other';
}

/**
 * The number a cited sentence carries itself ("COVENANTS BY THE CUSTOMER 4.1 Compliance with Local
 * Laws ... The Customer covenants"), which the clause tree of a flattened text can miss: the
 * sentence's own number is the one a lawyer finds, so it names the clause.
 */
const OWN_NUMBER = /^(?:[A-Z][A-Z ,&/'’-]{2,60}?\s+)?(\d{1,2}(?:\.\d{1,3}){1,2})\.?\s+[A-Z(“"]/;
const PART = /^((?:Exhibit|Schedule|Annex|Appendix|Attachment)\s+[\w.-]+,\s+)/;

/**
 * A clause number opening a sentence or line before the citation ("8.2 By Channel Partner.",
 * "Section 7.2. Indemnification Procedure."): a dotted number, a number with its point, or one
 * named as a section. A cross-reference inside a sentence ("under Section 5.1 hereof") is not one.
 */
const NUMBER_BEFORE =
  /(?:^|[.;:)]\s+|\n\s*)(?:(?:Section|SECTION|Article|ARTICLE|Clause)\s+(\d{1,2}(?:\.\d{1,3}){0,2})|(\d{1,2}(?:\.\d{1,3}){1,2})|(\d{1,2})\.)\.?\s+(?=[A-Z(“"])/g;

/** The last clause number before `start`, for a citation the clause tree places in no numbered clause. */
function numberBefore(text: string, from: number, start: number): string | undefined {
  let last: string | undefined;
  // The window keeps the cited sentence's first letter: a number right before it is followed by one.
  for (const m of text.slice(Math.max(from, start - 2000), start + 1).matchAll(NUMBER_BEFORE))
    last = m[1] ?? m[2] ?? m[3];
  return last;
}

function citedClause(ctx: Ctx, start: number): Clause | undefined {
  const clause = clauseAt(ctx, start);
  const unnumbered = clause?.kind === 'preamble' || clause?.kind === 'paragraph';
  const n =
    OWN_NUMBER.exec(ctx.text.slice(start, start + 100))?.[1] ??
    (unnumbered ? numberBefore(ctx.text, clause.start, start) : undefined);
  if (!clause || !n || clause.number === n || new RegExp(`\\b${n.replace(/\./g, '\\.')}\\b`).test(clause.ref))
    return clause;
  return { ...clause, ref: `${PART.exec(clause.label)?.[1] ?? ''}Section ${n}` };
}

export function toFinding(ctx: Ctx, j: Judged): Finding {
  const clause = citedClause(ctx, j.start);
  return {
    kind: j.words.list ?? 'risk',
    rule: j.rule.id,
    title: j.words.title,
    impact: j.words.impact,
    category: categoryOf(j),
    severity: j.severity,
    weight: j.score,
    ...(clause ? { clause } : {}),
    start: j.start,
    end: j.end,
    ...(j.words.list === 'nonstandard' ? { deviation: j.words.impact } : {}),
    ...(j.words.ask ? { suggestion: { type: 'modification', recommendation: j.words.ask } } : {}),
  };
}

export function findingsOf(ctx: Ctx, r: Review): Finding[] {
  return r.findings.map((j) => toFinding(ctx, j));
}

/** For whom the review was made; a request that names no party of the contract says so. */
export function reviewSide(ctx: Ctx): ReviewSide {
  const parties = ctx.parties.map((p) => (p.role && p.role !== p.name ? `${p.name} (${p.role})` : p.name));
  const requested = ctx.behalfOf.trim();
  const self = ctx.sides.self;
  if (self) return { requested, party: self.name, ...(self.role ? { role: self.role } : {}), is_party: true, parties };
  const list = parties.length ? ` Its parties are ${parties.slice(0, 4).join(' and ')}.` : '';
  const notice = requested
    ? `“${requested}” is not a party to this contract.${list} Choose one of them to see the risks judged from that side.`
    : `No party was chosen for this review.${list} Choose one of them to see the risks judged from that side.`;
  return { requested, party: null, is_party: false, parties, notice };
}
