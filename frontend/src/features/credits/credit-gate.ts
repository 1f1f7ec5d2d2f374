/**
 * What the review page does on load about credits (docs/product-spec.md section 4; thresholds of section 9), as a
 * pure decision over the user's status: nothing, the low-credit dialog, or (a free user with 0
 * credits) the Credits used toast and /waitlist. For a member of an organisation the balance that
 * counts is the one the next analysis is charged to (shared/organization-credits.ts), judged by
 * its plan: a Business or Enterprise organisation is a paid plan.
 */
import { creditTarget, organizationPlanIsPaid, type TargetView } from '../../../../shared/organization-credits';

/** docs/product-spec.md section 9: the low-credit warning is for 5 or fewer credits, above 0. */
export const LOW_CREDITS_THRESHOLD = 5;

export function isLowOnCredits(subscriptionType: string, credits: number): boolean {
  return subscriptionType === 'paid' && credits > 0 && credits <= LOW_CREDITS_THRESHOLD;
}

/** A free account that has not verified its email yet, so has not received its free credit. */
export function awaitingFreeCredit(status: {
  subscriptionType: string;
  creditsRemaining: number;
  isVerified: boolean;
}): boolean {
  return status.subscriptionType === 'free' && status.creditsRemaining <= 0 && !status.isVerified;
}

export type CreditGateDecision = 'none' | 'lowCredits' | 'waitlist';

export function reviewCreditGate(status: TargetView & { isVerified: boolean }): CreditGateDecision {
  const target = creditTarget(status);
  if (target.kind === 'organization') {
    const plan = organizationPlanIsPaid(target.plan) ? 'paid' : 'free';
    return isLowOnCredits(plan, target.creditsRemaining) ? 'lowCredits' : 'none';
  }
  // A member of a paid organisation counts as paid: at 0 the server answers Credit Limit Reached, not the waitlist.
  const paidByOrganization = Boolean(status.organization && organizationPlanIsPaid(status.organization.plan));
  const plan = paidByOrganization ? 'paid' : status.subscriptionType;
  if (plan === 'free' && awaitingFreeCredit(status)) return 'none';
  if (plan === 'free' && status.creditsRemaining <= 0) return 'waitlist';
  return isLowOnCredits(plan, status.creditsRemaining) ? 'lowCredits' : 'none';
}
