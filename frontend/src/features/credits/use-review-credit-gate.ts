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
 *
 * Returns true once the decision is to leave for /waitlist: the page then keeps showing its
 * spinner instead of rendering the form for the moment before it goes (on a phone, rendering the
 * form was the longest task of the page's start).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reviewMessages } from '../../../../shared/review-messages';
import { toaster } from '../../app/toaster';
import { useAuth } from '../auth/auth-context';
import { reviewCreditGate, type CreditGateDecision } from './credit-gate';

export function useReviewCreditGate(onLowCredits: () => void): boolean {
  const { status, isLoading, isSignedIn } = useAuth();
  const navigate = useNavigate();
  // Made on the first render with a signed-in status (set once, like a lazily initialised ref),
  // so that render already knows whether the page is leaving; acted on once, after it.
  const decision = useRef<CreditGateDecision | undefined>(undefined);
  if (decision.current === undefined && !isLoading && isSignedIn) decision.current = reviewCreditGate(status);
  const acted = useRef(false);

  useEffect(() => {
    if (decision.current === undefined || acted.current) return;
    acted.current = true;
    if (decision.current === 'waitlist') {
      toaster.create({
        type: 'warning',
        title: reviewMessages.creditsUsedTitle,
        description: reviewMessages.creditsUsedBody,
      });
      navigate('/waitlist', { replace: true });
    } else if (decision.current === 'lowCredits') onLowCredits();
  }, [isLoading, isSignedIn, navigate, onLowCredits, status]);

  return decision.current === 'waitlist';
}
