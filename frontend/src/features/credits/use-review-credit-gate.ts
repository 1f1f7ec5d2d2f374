/**
 * docs/product-spec.md section 4, review load: a free user with 0 credits gets the Credits used toast and goes to
 * /waitlist; a paid user with 1 to 5 credits sees the low-credits dialog (once per visit).
 * One exception: an unverified free user has not received the free credit yet (it is granted on
 * verification), so they stay and are asked to verify instead of being told their credits are used.
 *
 * The gate decides ONCE per visit, on the first signed-in status of the page: the balance it sees
 * later (the 30 s poll, the refetch after a submission) is the result of what the user did here,
 * and a submission's outcome is decided by the server's answer to it (its dialogs, or the loading
 * page). Re-deciding on a later status sent a free user whose first analysis had just brought the
 * balance to 0 from /loading/{id} to /waitlist.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reviewMessages } from '../../../../shared/review-messages';
import { toaster } from '../../app/toaster';
import { creditSource } from '../../../../shared/organization-credits';
import { useAuth } from '../auth/auth-context';

/** docs/product-spec.md section 9: the low-credit warning is for 5 or fewer credits, above 0. */
export const LOW_CREDITS_THRESHOLD = 5;

export function isLowOnCredits(subscriptionType: string, credits: number): boolean {
  return subscriptionType === 'paid' && credits > 0 && credits <= LOW_CREDITS_THRESHOLD;
}

/** A free account that has not verified its email yet, so has not received its free credit. */
export function awaitingFreeCredit(status: { subscriptionType: string; creditsRemaining: number; isVerified: boolean }): boolean {
  return status.subscriptionType === 'free' && status.creditsRemaining <= 0 && !status.isVerified;
}

export function useReviewCreditGate(onLowCredits: () => void): void {
  const { status, isLoading, isSignedIn } = useAuth();
  const navigate = useNavigate();
  const decided = useRef(false);
  const { subscriptionType, creditsRemaining, isVerified } = status;

  useEffect(() => {
    if (isLoading || !isSignedIn || decided.current) return;
    decided.current = true;
    // A member whose organisation has credits analyses on them: its plan decides the warning.
    const source = creditSource(status);
    if (source.kind === 'organization') {
      if (status.organization?.plan !== 'free' && isLowOnCredits('paid', source.creditsRemaining)) onLowCredits();
      return;
    }
    if (awaitingFreeCredit({ subscriptionType, creditsRemaining, isVerified })) return;
    if (subscriptionType === 'free' && creditsRemaining <= 0) {
      toaster.create({ type: 'warning', title: reviewMessages.creditsUsedTitle, description: reviewMessages.creditsUsedBody });
      navigate('/waitlist', { replace: true });
      return;
    }
    if (isLowOnCredits(subscriptionType, creditsRemaining)) onLowCredits();
  }, [isLoading, isSignedIn, subscriptionType, creditsRemaining, isVerified, navigate, onLowCredits, status]);
}
