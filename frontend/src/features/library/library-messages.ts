/** Library strings from spec sections 2 and 8, word for word. */
export const libraryMessages = {
  noMatches: 'No contracts match your search criteria.',
  noContracts: "You haven't uploaded any contracts yet.",
  loadFailed: 'Failed to load contracts. Please try again.',
  unnamed: 'Unnamed Contract',
  unknownDate: 'Unknown date',
} as const;
