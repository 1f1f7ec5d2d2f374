/**
 * Sends the access request. docs/product-spec.md section 8: "Already applied" when the message includes
 * "already exists", otherwise "Error".
 */
import { useMutation } from '@tanstack/react-query';
import { waitlistMessages as m } from '../../../../shared/review-messages';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { applyToWaitlist } from './waitlist-api';

export function waitlistErrorToast(error: unknown): { title: string; description: string } {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (message?.toLowerCase().includes('already exists')) return { title: m.alreadyAppliedTitle, description: message };
  return { title: m.errorTitle, description: message ?? m.errorFallback };
}

export function useWaitlistApplication(onSubmitted: () => void) {
  return useMutation({
    mutationFn: applyToWaitlist,
    onSuccess: onSubmitted,
    onError: (error) => toaster.create({ type: 'error', ...waitlistErrorToast(error) }),
  });
}
