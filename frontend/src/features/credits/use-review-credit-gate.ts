/**
 * docs/product-spec.md section 4, review load: a free user with 0 credits gets the Credits used toast and goes to
 * /waitlist; a paid user with 1 to 5 credits sees the low-credits dialog (once per visit); for a
 * member of an organisation the balance and plan are those the next analysis is charged to
 * (credit-gate.ts). One exception: an unverified free user has not received the free credit yet
 * (it is granted on verification), so they stay and are asked to verify instead.
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
import { useAuth } from '../auth/auth-context';
import { reviewCreditGate } from './credit-gate';

export function useReviewCreditGate(onLowCredits: () => void): void {
  const { status, isLoading, isSignedIn } = useAuth();
  const navigate = useNavigate();
  const decided = useRef(false);

  useEffect(() => {
    if (isLoading || !isSignedIn || decided.current) return;
    decided.current = true;
    const decision = reviewCreditGate(status);
    if (decision === 'waitlist') {
      toaster.create({
        type: 'warning',
        title: reviewMessages.creditsUsedTitle,
        description: reviewMessages.creditsUsedBody,
      });
      navigate('/waitlist', { replace: true });
    } else if (decision === 'lowCredits') onLowCredits();
  }, [isLoading, isSignedIn, navigate, onLowCredits, status]);
}
