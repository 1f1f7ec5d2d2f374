/**
 * The download's file name: `<behalfOf or contract title>_Analysis_Report.<ext>`, or the spec's
 * default (Contract_Analysis_Report.pdf / .docx) when neither gives a usable name. Letters of any
 * script are kept (the HTTP layer adds an ASCII fallback); everything else becomes one underscore.
 */
import { reportDefaultFilenames, type ReportFormat } from '../../../../shared/report-messages';

const MAX_STEM = 80;

export function reportFilename(format: ReportFormat, candidates: readonly (string | undefined)[]): string {
  for (const candidate of candidates) {
    const stem = (candidate ?? '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, MAX_STEM)
      .replace(/_+$/, '');
    if (stem && stem.toLowerCase() !== 'contract') return `${stem}_Analysis_Report.${format}`;
  }
  return reportDefaultFilenames[format];
}
