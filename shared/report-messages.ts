/**
 * Report download strings (docs/product-spec.md sections 2, 6 and 8), word for word where the spec words them; the
 * rest is marked "not worded by the spec". The API and the results page's Download Analysis menu
 * both import them from here.
 */

export const reportMessages = {
  /** docs/product-spec.md section 6: free users' PDF and DOCX downloads are refused with this upgrade-needed answer. */
  paidOnly: 'Reports are only available for paid subscriptions',
  /** docs/product-spec.md section 8: the toast titles of a refused or failed report download. */
  upgradeRequiredTitle: 'Upgrade Required',
  downloadFailedTitle: 'Download Failed',
  /** docs/product-spec.md section 8 (unparseable analysis); the report shows the raw text under this note. */
  rawTextNotice: 'Could not display structured analysis. Showing raw text instead.',
  /** Not worded by the spec: the contract exists but its analysis has not completed (or failed). */
  analysisNotReady: 'The analysis of this contract is not complete yet. Please try again when it has finished.',
  /** Not worded by the spec: the disclaimer printed in every report. */
  disclaimer:
    'This report was generated automatically to support, not replace, review by a qualified lawyer. It is not legal advice, may be incomplete or inaccurate, and creates no lawyer-client relationship. Check every finding against the contract itself before relying on it.',
} as const;

/** docs/product-spec.md section 7: the download names the client falls back to without a Content-Disposition header. */
export const reportDefaultFilenames = {
  pdf: 'Contract_Analysis_Report.pdf',
  docx: 'Contract_Analysis_Report.docx',
} as const;

export type ReportFormat = keyof typeof reportDefaultFilenames;

export const reportContentTypes: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
