/**
 * Results-page and report strings for who the review is for and what it checked. Not worded by the
 * spec: the spec's results page predates the review-side notice and the coverage list.
 */
export const coverageMessages = {
  notPartyTitle: 'This review is not for a party of the contract',
  reviewForParty: (party: string) => `Review for ${party}`,
  coverageTitle: 'What the review checked',
  coverageDescription:
    'Each clause family a first-pass review judges: judged for your side, not in the contract, or not assessed and why.',
  coverageStatus: {
    judged: 'Judged',
    not_present: 'Not in the contract',
    not_assessed: 'Not assessed',
  },
} as const;
