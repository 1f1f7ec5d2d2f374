/**
 * The download's file name: named after the contract, not the reviewing party:
 * `<contract type>_<counterparty>_Analysis_Report.<ext>` (Distributor_Agreement_NETGEAR_Inc_...),
 * falling back to the first usable candidate (the type alone, then behalfOf), then the spec's
 * default (Contract_Analysis_Report.pdf / .docx). Letters of any script are kept (the HTTP layer
 * adds an ASCII fallback); everything else becomes one underscore.
 */
import { reportDefaultFilenames, type ReportFormat } from '../../../../shared/report-messages';
import { counterpartyOf } from '../../domain/contracts/library-card';
import { normaliseAnalysis } from '../../../../shared/schemas/analysis';

/** The candidates in order: type and counterparty, type, behalfOf. */
export function reportNameCandidates(analysisText: string, behalfOf: string): string[] {
  const analysis = normaliseAnalysis(analysisText);
  if (!analysis) return [behalfOf];
  const type = analysis.dashboard_executive_summary.contract_snapshot.title_type.trim();
  const counterparty = counterpartyOf(analysis, behalfOf);
  return [type && counterparty ? `${type} ${counterparty}` : '', type, behalfOf];
}

const MAX_STEM = 80;

export function reportFilename(format: ReportFormat, candidates: readonly (string | undefined)[]): string {
  for (const candidate of candidates) {
    const stem = (candidate ?? '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, MAX_STEM)
      .replace(/_+$/, '');
    if (stem && stem.toLowerCase() !== 'contract')
      return `${stem.replace(/_Analysis_Report$/i, '')}_Analysis_Report.${format}`;
  }
  return reportDefaultFilenames[format];
}
