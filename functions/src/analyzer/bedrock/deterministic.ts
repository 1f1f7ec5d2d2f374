/**
 * The deterministic part of a review, applied to the model's answer too: the
 * facts the built-in engine reads by rule (parties as written, agreement/effective/expiration
 * dates as ISO, governing law) fill what the model left out or gave in another form, and the
 * side-aware checks that are plain rules (unlimited liability of the reviewed side, text addressed
 * to an automated reviewer) are added when the model's answer lacks them. The model's own findings
 * are kept; nothing here asks the model anything.
 */
import type { Analysis, CategorizedRisk, NonStandardTerm } from '../../../../shared/schemas/analysis';
import type { Finding } from '../context';
import { buildContext } from '../engine';
import { normName } from '../party-list';
import { embeddedInstructions } from '../review';
import { unlimitedLiabilityRisks } from '../risks/unlimited';
import type { AnalyzerInput } from '../port';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

function cite(text: string, f: Finding) {
  return {
    relevant_clause_reference: f.clause?.ref ?? 'General',
    relevant_clause_text: text.slice(f.start, f.end),
    category: f.category,
    spans: f.end > f.start ? [{ start: f.start, end: f.end }] : [],
  };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export function applyDeterministicChecks(analysis: Analysis, input: AnalyzerInput): Analysis {
  const ctx = buildContext(input.contractText, input.behalfOf);
  const f = ctx.facts;
  const snap = analysis.dashboard_executive_summary.contract_snapshot;
  const kd = snap.key_dates;
  const iso = (x: { iso?: string } | undefined) => x?.iso;
  if (!kd.agreement_date || !ISO.test(kd.agreement_date.slice(0, 10))) {
    const a = iso(f.agreementDate);
    if (a) kd.agreement_date = a;
  }
  if (!ISO.test(kd.effective_date.slice(0, 10)) && iso(f.effectiveDate)) kd.effective_date = f.effectiveDate!.iso!;
  if (!ISO.test(kd.expiration_date.slice(0, 10)) && iso(f.expiration)) kd.expiration_date = f.expiration!.iso!;
  if (!snap.governing_law && f.governingLaw && !f.governingLaw.placeholder) snap.governing_law = f.governingLaw.value;
  // Parties the model did not list, as written in the preamble or signature blocks.
  const known = snap.parties.map(normName);
  for (const p of ctx.parties) {
    const n = normName(p.name);
    if (!n || known.some((k) => ` ${k} `.includes(` ${n} `) || ` ${n} `.includes(` ${k} `))) continue;
    snap.parties.push(p.role && p.role !== p.name ? `${p.name} (${p.role})` : p.name);
    snap.party_details.push(p.role ? { name: p.name, role: p.role } : { name: p.name });
    known.push(n);
  }
  // Side-aware rule checks the model's answer does not already cover (same place, same topic).
  const risks = analysis.risk_assessment_issues.categorized_risks;
  for (const r of unlimitedLiabilityRisks(ctx)) {
    const covered = risks.some(
      (x) =>
        (x.category === r.category || /unlimited|uncapped/i.test(x.risk_description)) &&
        x.spans.some((s) => overlaps(s, r)),
    );
    if (covered) continue;
    const item: CategorizedRisk = {
      risk_description: r.title,
      potential_impact: r.impact,
      ...cite(ctx.text, r),
      severity: r.severity,
    };
    risks.unshift(item);
  }
  const ns = analysis.risk_assessment_issues.non_standard_unusual_terms;
  for (const n of embeddedInstructions(ctx)) {
    if (ns.some((x) => x.spans.some((s) => overlaps(s, n)))) continue;
    const item: NonStandardTerm = {
      term_description: n.title,
      explanation_of_deviation: n.deviation ?? '',
      potential_impact: n.impact,
      ...cite(ctx.text, n),
    };
    ns.push(item);
  }
  return analysis;
}
