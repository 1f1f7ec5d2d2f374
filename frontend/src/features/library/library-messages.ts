/** Library strings from docs/product-spec.md sections 2 and 8, word for word. */
export const libraryMessages = {
  noMatches: 'No contracts match your search criteria.',
  noContracts: "You haven't uploaded any contracts yet.",
  loadFailed: 'Failed to load contracts. Please try again.',
  unnamed: 'Unnamed Contract',
  unknownDate: 'Unknown date',
  /** Not worded by the spec: the way out of the no-results state. */
  clearSearch: 'Clear search',
  reviewedFor: (behalfOf: string) => `Reviewed for ${behalfOf}`,
  /** Not worded by the spec: a date filter alone that leaves nothing (no search typed). */
  noneInPeriod: {
    recent: 'No contracts in the last 7 days.',
    month: 'No contracts this month.',
    older: 'No contracts from before this month.',
  },
  showAll: 'Show all contracts',
} as const;
