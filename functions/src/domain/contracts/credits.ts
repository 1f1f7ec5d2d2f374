/**
 * Credit rules (docs/credits.md). Pure: which answer a user gets when an analysis cannot be paid
 * for, and what one analysis costs.
 */

/** docs/product-spec.md section 9: each analysis costs 1 credit. */
export const ANALYSIS_COST = 1;

export type OutOfCreditsReason =
  /** A free user whose allowance is used: the Free Reviews Used dialog (subscribe / waitlist). */
  | 'freeUsed'
  /** A paid user at 0: the Credit Limit Reached dialog (request a top-up). */
  | 'needsTopup'
  /** A free user who has not verified the email yet: the free allowance comes with verification. */
  | 'needsVerification'
  /** Any other plan value: the generic "used all your available contract reviews" dialog. */
  | 'needsCredits';

export interface CreditHolder {
  subscriptionType: string;
  isVerified: boolean;
  /** Whether the free allowance was ever granted (users-repo sets freeCreditsGrantedAt). */
  freeCreditsGranted: boolean;
}

export function outOfCreditsReason(user: CreditHolder): OutOfCreditsReason {
  if (user.subscriptionType === 'paid') return 'needsTopup';
  if (user.subscriptionType === 'free') {
    return !user.isVerified && !user.freeCreditsGranted ? 'needsVerification' : 'freeUsed';
  }
  return 'needsCredits';
}
