import type { SubmitBlock } from '../../features/contracts/submit-blocks';

/** At most one review-page dialog is open at a time. */
export type ReviewDialog = SubmitBlock | 'lowCredits' | 'referral' | 'waitlistSteps' | null;
