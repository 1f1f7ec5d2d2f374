import { useMutation } from '@tanstack/react-query';
import { outreachMessages } from '../../../../shared/messages';
import type { CreditTarget } from '../../../../shared/organization-credits';
import type { TopUpRequest } from '../../../../shared/schemas/outreach';
import { toaster } from '../../app/toaster';
import { useAuth } from '../auth/auth-context';
import { requestTopUp } from './outreach-api';

/** docs/product-spec.md section 8: Top-up request submitted / Request failed. For the target's balance (the user's or the organisation's). */
export function useTopUpRequest(target: CreditTarget, onSent: () => void) {
  const { status } = useAuth();
  return useMutation({
    mutationFn: (request: TopUpRequest) => requestTopUp(status, target, request),
    onSuccess: () => {
      toaster.create({ type: 'success', title: outreachMessages.topUpTitle, description: outreachMessages.topUpBody });
      onSent();
    },
    onError: () => {
      toaster.create({
        type: 'error',
        title: outreachMessages.topUpFailedTitle,
        description: outreachMessages.topUpFailed,
      });
    },
  });
}
