/**
 * User-facing strings of signed contracts, key dates, reminders, calendar feeds and the audit
 * trail (the specification predates these screens). Forms, handlers, emails and tests import them
 * from here, so a wording change happens in one place.
 */

export const keyDateErrorCodes = [
  'KEY_DATES_CHANGED',
  'CONTRACT_NOT_SIGNED',
  'FEED_TOKEN_INVALID',
  'UNSUBSCRIBE_TOKEN_INVALID',
] as const;

export const keyDateMessages = {
  signedOnRequired: 'Enter the date the contract was signed',
  signedOnInvalid: 'Enter the signature date as YYYY-MM-DD',
  signedOnFuture: 'The signature date cannot be in the future',
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  labelRequired: 'Describe the date',
  labelMax: 'A description cannot exceed 200 characters',
  referenceMax: 'A clause reference cannot exceed 200 characters',
  tooManyDates: 'A contract can track at most 50 dates',
  offsetsInvalid: 'Reminder days must be whole numbers from 1 to 365',
  offsetsCount: 'Choose from 1 to 5 reminder days',
  repeatInvalid: 'Repeat every 1 to 120 days, weeks, months or years',
  notAnalysed: 'Only an analysed contract can be marked as signed',
  notSigned: 'Mark the contract as signed first',
  changedMeanwhile: 'These dates were changed in another window. Reload to see the latest dates.',
  contractNotFound: 'Contract not found',
  feedNotFound: 'Calendar feed not found',
  unsubscribeInvalid: 'This unsubscribe link is no longer valid',
  loadFailed: 'Key dates could not be loaded. Please try again.',
  saveFailed: 'Your changes could not be saved. Please try again.',
  noDates: 'No coming dates yet. Mark an analysed contract as signed to track its dates.',
  noMatches: 'No dates match these filters.',
  auditLoadFailed: 'The audit trail could not be loaded. Please try again.',
} as const;

/** Reminder days when the user has not chosen any. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [90, 30, 7];
export const MAX_REMINDER_OFFSETS = 5;
export const MAX_REMINDER_OFFSET_DAYS = 365;
export const MAX_KEY_DATES = 50;
