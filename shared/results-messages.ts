/**
 * Results-page strings (docs/product-spec.md sections 2 and 8): word for word where the spec words them; the rest
 * is marked "not worded by the spec". Report-download strings shared with the reports API come from
 * report-messages.ts.
 */
import { reportMessages } from './report-messages';

export const resultsMessages = {
  /** Not worded by the spec: the playbook the review applied, named under the title. */
  playbookLabel: 'Playbook:',
  noPlaybook: 'None',
  title: 'Contract Analysis',
  breadcrumbLibrary: 'Library',
  breadcrumbCurrent: 'Analysis',
  backToLibrary: 'Back to Library',
  analyseNew: 'Analyse New Contract',
  downloadMenu: 'Download Analysis',
  downloading: 'Downloading…',
  downloadPdf: 'PDF',
  downloadDocx: 'DOCX',
  upgradeRequiredTitle: reportMessages.upgradeRequiredTitle,
  /** The fallback when a 403 upgrade answer carries no message. */
  upgradeRequiredBody: reportMessages.paidOnly,
  downloadFailedTitle: reportMessages.downloadFailedTitle,
  /** Not worded by the spec. */
  downloadFailedBody: 'Failed to download the report. Please try again.',
  downloadedTitle: 'Report downloaded',
  generateRedline: 'Generate Redline',
  /** Not worded by the spec: the redline feature is not built yet. */
  redlineComingSoon: 'Coming soon: AI redlines with per-change accept or reject.',

  loadFailed: 'Failed to load analysis results. Please try again.',
  retry: 'Retry',
  rawFallback: reportMessages.rawTextNotice,
  copy: 'Copy to clipboard',
  copied: 'Copied',
  copyFailed: 'Failed to copy',

  /** Not worded by the spec. */
  notFoundTitle: 'Analysis not found',
  notFoundBody: 'We could not find this analysis. It may have been removed, or the link may be wrong.',
  pendingTitle: 'Analysis in progress',
  pendingBody: 'This contract is still being analysed. Follow its progress on the loading page.',
  viewProgress: 'View progress',
  failedTitle: 'Analysis failed',
  backToReview: 'Back to contract review',
  signInPrompt: 'Sign in to view this analysis.',
  signIn: 'Sign In',
  checkingSession: 'Checking your session',
  loading: 'Loading analysis',

  sections: {
    summary: 'Executive Summary',
    clauses: 'Key Information Clauses',
    risks: 'Risk Assessment',
    suggestions: 'Suggested Language',
  },
  riskTabs: {
    risks: 'Risks',
    missing: 'Missing clauses',
    nonStandard: 'Non-standard terms',
    ambiguities: 'Ambiguities',
  },
  /** Not worded by the spec: the report's top and navigation. */
  overviewTitle: 'Risk overview',
  navOverview: 'Overview',
  navSummary: 'Summary',
  navClauses: 'Key clauses',
  navRisks: 'Risks',
  navSuggestions: 'Suggestions',
  showQuote: 'Show quoted text',
  hideQuote: 'Hide quoted text',
  alsoRaised: 'Also raised here',
  upgradeDialogIntro:
    'Every review includes the on-screen report and the redline preview, on any plan. A paid plan adds the downloads:',
  /** What a paid plan adds, as the upgrade dialog lists it (the server refuses these downloads to free plans). */
  paidAdds: [
    'The report as PDF and Word',
    'The redlined contract as a Word file with tracked changes',
    'Credit packs whenever you need them',
  ],
  upgradeDialogOutro: 'Your analyses stay in your library either way.',
  seePlans: 'See prices',
  requestAccess: 'Request access',
  notNow: 'Not now',
  showInContract: 'Show in contract',
  contractTextTitle: 'Contract text',
  contractTextUnavailable: 'The contract text is not available for this analysis.',
  citationOutOfRange: 'The cited passage is outside the contract text; showing the full text instead.',
  emptyTab: {
    risks: 'No risks were identified.',
    missing: 'No missing clauses were identified.',
    nonStandard: 'No non-standard terms were identified.',
    ambiguities: 'No ambiguities or inconsistencies were identified.',
  },
} as const;

/** docs/product-spec.md section 2: the risk-tab bars scale to 10 risks, 5 missing, 3 non-standard, 3 ambiguities. */
export const riskTabScales = { risks: 10, missing: 5, nonStandard: 3, ambiguities: 3 } as const;

/** docs/product-spec.md section 3: report progress is 25% per section present (4 sections). */
export const REPORT_PERCENT_PER_SECTION = 25;
