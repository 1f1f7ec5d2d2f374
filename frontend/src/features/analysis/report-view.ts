/**
 * Turns the stored analysis text into what the page shows: the structured report (tolerant
 * reading through normaliseAnalysis) or, when that fails, the raw text. Also the report
 * progress of docs/product-spec.md section 3 (25% per section present, 4 sections) and the risk-tab bars.
 */
import { REPORT_PERCENT_PER_SECTION, riskTabScales } from '../../../../shared/results-messages';
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';

export type ReportView = { kind: 'structured'; analysis: Analysis } | { kind: 'raw'; text: string };

export function toReportView(analysisText: string | null): ReportView {
  const analysis = analysisText === null ? null : normaliseAnalysis(analysisText);
  return analysis ? { kind: 'structured', analysis } : { kind: 'raw', text: analysisText ?? '' };
}

export interface SectionPresence {
  summary: boolean;
  clauses: boolean;
  risks: boolean;
  suggestions: boolean;
}

/** A section is present when it holds something to read. */
export function sectionPresence(a: Analysis): SectionPresence {
  const des = a.dashboard_executive_summary;
  const snap = des.contract_snapshot;
  const r = a.risk_assessment_issues;
  return {
    summary: des.overall_context.summary.trim() !== '' || snap.title_type.trim() !== '' || snap.parties.length > 0,
    clauses: a.key_information_clauses_summary.length > 0,
    risks:
      r.categorized_risks.length +
        r.missing_clauses.length +
        r.non_standard_unusual_terms.length +
        r.ambiguities_inconsistencies.length >
      0,
    suggestions: a.suggested_language.length > 0,
  };
}

export function reportProgress(presence: SectionPresence): number {
  return Object.values(presence).filter(Boolean).length * REPORT_PERCENT_PER_SECTION;
}

import type { RiskTab } from '../../../../shared/analysis-findings';

export type { RiskTab };

/** A tab's bar: the count against its scale, capped at 100%. */
export function riskBarPercent(tab: RiskTab, count: number): number {
  return Math.round(Math.min(count / riskTabScales[tab], 1) * 100);
}
