/**
 * Strings of the negotiation round-trip (the "Their changes" view, the answer file, the comparison
 * of drafts). None is worded by the spec; the API and the results page import them from here.
 */

export const negotiationMessages = {
  title: 'Their changes',
  intro: (count: number) =>
    `${count} ${count === 1 ? 'change' : 'changes'} by the other side, judged for the party you review for. Decide on each, then download your answer: accepted changes become clean text, refused ones are undone as your tracked changes, counters are your tracked edits on top. Internal notes and reasons stay with you.`,
  empty: 'No tracked changes or comments from the other side in this contract.',
  recommendationLabel: { accept: 'Accept', reject: 'Refuse', counter: 'Counter' } as Record<string, string>,
  actionLabel: { accept: 'Accept', refuse: 'Refuse', counter: 'Counter' } as Record<string, string>,
  kindLabel: { insertion: 'Insertion', deletion: 'Deletion', replacement: 'Replacement', comment: 'Comment' } as Record<
    string,
    string
  >,
  recommended: 'Recommended',
  undecided: 'Not decided (left as their tracked change)',
  counterTextLabel: 'Counter text',
  externalCommentLabel: 'Comment to the other side (goes in the file)',
  internalNoteLabel: 'Internal note (stays with us)',
  reasonLabel: 'Reason (stays with us)',
  authorLabel: 'Your name on the answer’s changes and comments',
  downloadAnswer: 'Download answer (.docx)',
  downloading: 'Building answer…',
  downloadedTitle: 'Answer downloaded',
  downloadFailedTitle: 'Download Failed',
  downloadFailedBody: 'Failed to build the answer file. Please try again.',
  decidedCount: (decided: number, total: number) => `${decided} of ${total} decided`,
  followAll: 'Follow all recommendations',
  previousRound: (action: string, reason: string | undefined) =>
    `${action === 'refuse' ? 'Refused' : action === 'counter' ? 'Countered' : 'Accepted'} last round${reason ? ` because ${reason}` : ''}.`,
  saveAsPosition: 'Save as playbook position',
  savePositionTitle: 'Save this decision into a playbook',
  savedPosition: 'Saved to the playbook',
  savePositionFailed: 'Failed to update playbook',
  noPlaybooks: 'Create a playbook first to save positions into it.',
  positionTooLong: 'The playbook would exceed 10,000 characters with this position.',
  downloadComparison: 'Download comparison (.docx)',
  comparisonFailed: 'Failed to download the comparison. Please try again.',
  before: 'Before',
  after: 'After',
  theirComment: 'Their comment',
  playbookRule: 'Playbook',
  effect: 'Effect',
  showInContract: 'Show in contract',
  // Review page: the previous draft beside the new one.
  previousDraftTitle: 'Previous draft (optional)',
  previousDraftHelp:
    'Attach the draft you sent (DOCX or PDF): the differences are listed as the other side’s changes and a comparison file is made.',
  previousDraftAttach: 'Attach previous draft',
  previousDraftRemove: 'Remove previous draft',
  // API refusals.
  notFound: 'Contract not found',
  noChanges: 'This contract has no changes from the other side to answer.',
  unknownChange: (id: string) => `Change ${id} does not exist in this contract.`,
  duplicateDecision: (id: string) => `Change ${id} has more than one decision.`,
  unknownChangeShape: 'Each decision must name a change by its id',
  badAction: 'Each decision must be accept, refuse or counter',
  counterNeedsText: 'A counter needs its counter text',
  decisionsShape: 'decisions must be a list of decisions',
  noDecisions: 'Decide on at least one change before downloading the answer.',
  tooManyDecisions: 'Too many decisions',
  tooLong: (field: string, max: number) => `${field} cannot exceed ${max.toLocaleString('en-US')} characters`,
  noSource: 'The Word file with their changes is no longer available.',
  noComparison: 'This contract was not compared with a previous draft.',
  analysisNotReady: 'The analysis of this contract is not finished yet.',
} as const;

/** Machine codes of the negotiation API's errors (shared/error-codes.ts lists them with the others). */
export const negotiationErrorCodes = [
  'NO_COUNTERPARTY_CHANGES',
  'UNKNOWN_CHANGE',
  'DUPLICATE_DECISION',
  'NEGOTIATION_SOURCE_MISSING',
  'NO_COMPARISON',
] as const;

export const RESPONSE_DEFAULT_FILENAME = 'answer_to_their_changes.docx';
export const COMPARISON_DEFAULT_FILENAME = 'comparison.docx';
