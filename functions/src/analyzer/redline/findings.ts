/** The findings of an analysis that edits can answer, and the playbook positions edits follow. */
import type { Analysis, Priority } from '../../../../shared/schemas/analysis';
import { parseRules } from '../playbook/grammar';
import type { FindingRef, Positions, RedlineInput } from './types';

const rank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function findingsOf(analysis: Analysis): FindingRef[] {
  const issues = analysis.risk_assessment_issues;
  const suggestionFor = (category: string, start?: number) =>
    analysis.suggested_language.find(
      (s) =>
        s.category === category &&
        (start === undefined || !s.spans?.length || s.spans.some((x) => x.start <= start + 1 && start <= x.end)),
    )?.recommendation;
  const out: FindingRef[] = [];
  for (const r of issues.categorized_risks) {
    const rec = suggestionFor(r.category, r.spans[0]?.start);
    out.push({
      kind: 'risk',
      category: r.category,
      title: r.risk_description,
      severity: r.severity ?? 'medium',
      spans: r.spans,
      reference: r.relevant_clause_reference,
      ...(r.playbook_rule ? { playbookRule: r.playbook_rule } : {}),
      ...(rec ? { recommendation: rec } : {}),
    });
  }
  for (const n of issues.non_standard_unusual_terms)
    out.push({
      kind: 'nonstandard',
      category: n.category,
      title: n.term_description,
      severity: 'medium',
      spans: n.spans,
      reference: n.relevant_clause_reference,
    });
  for (const m of issues.missing_clauses) {
    if (!m.category) continue;
    const rec = suggestionFor(m.category);
    out.push({
      kind: 'missing',
      category: m.category,
      title: `${m.clause_name}. ${m.risk_of_omission}`.trim(),
      severity: m.playbook_violation ? 'high' : 'medium',
      spans: [],
      reference: 'Not present in the contract',
      ...(m.playbook_violation ? { playbookRule: `require: ${m.category}` } : {}),
      ...(rec ? { recommendation: rec } : {}),
    });
  }
  // Playbook breaches first, then by severity, then in document order.
  return out
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        Number(!!b.f.playbookRule) - Number(!!a.f.playbookRule) ||
        rank[a.f.severity] - rank[b.f.severity] ||
        (a.f.spans[0]?.start ?? Infinity) - (b.f.spans[0]?.start ?? Infinity) ||
        a.i - b.i,
    )
    .map(({ f }) => f);
}

export function positionsOf(input: Pick<RedlineInput, 'playbook' | 'additionalInstructions'>): Positions {
  const rules = parseRules(input.playbook?.content, input.additionalInstructions)
    .map((l) => l.rule)
    .filter((r) => r !== undefined);
  const p: Positions = { rules, prohibited: [], mutualIndemnity: false };
  for (const r of rules) {
    if (r.kind === 'cap-months' && r.cmp !== 'max') p.capMonths = Math.max(p.capMonths ?? 0, r.months);
    else if (r.kind === 'payment-days' && r.cmp === 'max')
      p.maxPaymentDays = Math.min(p.maxPaymentDays ?? Infinity, r.days);
    else if (r.kind === 'payment-days' && r.cmp === 'min') p.minPaymentDays = Math.max(p.minPaymentDays ?? 0, r.days);
    else if (r.kind === 'auto-renewal') {
      if (r.maxNoticeDays === undefined) p.prohibited.push('renewal-term');
      else p.maxNoticeDays = Math.min(p.maxNoticeDays ?? Infinity, r.maxNoticeDays);
    } else if (r.kind === 'capped') p.capped = true;
    else if (r.kind === 'max-days' && r.what === 'notice')
      p.maxNoticeDays = Math.min(p.maxNoticeDays ?? Infinity, r.days);
    else if (r.kind === 'max-days' && r.what === 'term') p.maxTermDays = Math.min(p.maxTermDays ?? Infinity, r.days);
    else if (r.kind === 'governing-law') p.governingLaw = r.places[0];
    else if (r.kind === 'jurisdiction') p.jurisdiction = r.places[0];
    else if (r.kind === 'prohibit') p.prohibited.push(r.category);
    else if (r.kind === 'mutual-indemnity') p.mutualIndemnity = true;
  }
  return p;
}
