/**
 * Redline strings (docs/product-spec.md sections 2, 4, 8 and 9), word for word where the spec words them; the rest
 * is marked "not worded by the spec". The redline API and the preview dialog import them from here.
 */
import { reportMessages } from './report-messages';

export const redlineMessages = {
  generateRedline: 'Generate Redline',
  previewRedline: 'Preview Redline',
  closePreview: 'Close Preview',
  downloadRedlined: 'Download Redlined Contract (beta)',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  /** docs/product-spec.md section 8. */
  redliningFailedTitle: 'Redlining Failed',
  redliningFailedBody: 'Failed to redline contract. Please try again.',
  downloadFailedTitle: 'Download Failed',
  downloadFailedBody: 'Failed to download redlined contract. Please try again.',
  noModifications: 'No modifications found in redline data.',
  /** docs/product-spec.md section 6: the upgrade-needed answer free users get for downloads. */
  paidOnly: reportMessages.paidOnly,
  /** Not worded by the spec. */
  generating: 'Generating redline…',
  previewTitle: 'Redline Preview',
  authorLabel: 'Author of the tracked changes',
  authorHelp: 'Shown in Word on every change and comment, e.g. "J. Smith (AI-assisted)".',
  downloadedTitle: 'Redlined contract downloaded',
  selectedCount: (selected: number, total: number) => `${selected} of ${total} changes selected`,
  analysisNotReady: reportMessages.analysisNotReady,
  notGenerated: 'Generate the redline of this contract before downloading it.',
  noneSelected: 'Select at least one modification to download.',
  unknownModification: (index: number) => `Modification ${index} does not exist in this redline.`,
  betaFree: 'Redlined downloads are free during the beta (2 credits each afterwards).',
  downloadPaidOnly: 'Downloading the redlined Word file comes with a paid plan (free of credits during the beta).',
  /**
   * Not worded by the spec: the uploaded Word file carries macros or parts Word would not open, so no
   * redlined copy of it is sent.
   */
  unsafeOriginal:
    'This Word file cannot be redlined safely: it contains macros or damaged parts. Save it as a plain Word document (.docx), upload it again and redline the new review.',
} as const;

/** docs/product-spec.md section 7: the name the client falls back to without a Content-Disposition header. */
export const REDLINE_DEFAULT_FILENAME = 'redlined_contract.docx';

/**
 * docs/product-spec.md section 9 (the guide's reading): a redlined download is free during the beta and will cost
 * 2 credits afterwards. The server decides with these (docs/decisions/086-redline-credits.md).
 */
export const redlinePricing = { beta: true, creditsAfterBeta: 2 } as const;
export const redlineDownloadCredits = (): number => (redlinePricing.beta ? 0 : redlinePricing.creditsAfterBeta);

/** Machine codes of the redline API's errors (shared/error-codes.ts lists them with the others). */
export const redlineErrorCodes = [
  'NOTHING_SELECTED',
  'UNKNOWN_MODIFICATION',
  'REDLINE_NOT_GENERATED',
  'ANALYSIS_UNREADABLE',
  'REDLINE_UNSAFE_FILE',
] as const;
