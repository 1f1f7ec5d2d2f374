/**
 * The review's findings in the engine's internal form (context.ts Finding): each judged passage
 * (judge.ts) with its category, the clause it sits in, its words and the change to ask for.
 */
import type { Ctx, Finding } from '../context';
import { citedClause } from '../clause-ref';
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
  'mutual-assignment-barred': 'anti-assignment',
  'terminate-on-change-of-control': 'change-of-control',
  'other-liability-capped': 'cap-on-liability',
  'unassigned-cap': 'cap-on-liability',
  'mutual-cap': 'cap-on-liability',
  'auto-renewal': 'renewal-term',
  'mutual-termination-convenience': 'termination-for-convenience',
  'other-may-audit': 'audit-rights',
};

/** Termination at will is its own clause type: "for convenience", "at any time", "without cause". */
function categoryOf(j: Judged): string {
  if (j.rule.id === 'other-may-terminate' && j.passage.cues.includes('any-time')) return 'termination-for-convenience';
  return RULE_CATEGORY[j.rule.id] ?? CATEGORY[j.rule.family] ?? 'other';
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
