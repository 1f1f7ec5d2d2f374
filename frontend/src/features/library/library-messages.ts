/** Library strings from spec sections 2 and 8, word for word. */
export const libraryMessages = {
  noMatches: 'No contracts match your search criteria.',
  noContracts: "You haven't uploaded any contracts yet.",
  loadFailed: 'Failed to load contracts. Please try again.',
  unnamed: 'Unnamed Contract',
  unknownDate: 'Unknown date',
  /** Not worded by the spec (issue 14): the way out of the no-results state. */
  clearSearch: 'Clear search',
  reviewedFor: (behalfOf: string) => `Reviewed for ${behalfOf}`,
} as const;
