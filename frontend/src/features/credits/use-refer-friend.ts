import { useMutation } from '@tanstack/react-query';
import { outreachMessages } from '../../../../shared/messages';
import { referralMessages } from '../../../../shared/review-messages';
import type { ReferralRequest } from '../../../../shared/schemas/outreach';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { referFriend } from './outreach-api';

/** docs/product-spec.md section 8: an email-service-unavailable answer gets its own message; else the generic one. */
export function referralFailureMessage(error: unknown): string {
  const unavailable =
    error instanceof ApiError &&
    (error.body?.code === 'EMAIL_UNAVAILABLE' || /email service .*unavailable/i.test(error.serverMessage ?? ''));
  return unavailable ? outreachMessages.emailUnavailable : outreachMessages.referralFailed;
}

export function useReferFriend(onSent: () => void, onFieldErrors: (fields: Record<string, string>) => void) {
  return useMutation({
    mutationFn: referFriend,
    onSuccess: (_answer, request: ReferralRequest) => {
      toaster.create({
        type: 'success',
        title: outreachMessages.referralSent,
        description: referralMessages.sentBody(request.firstName),
      });
      onSent();
    },
    onError: (error) => {
      // Refused for the address itself (yourself, or a friend already invited today): said on the field.
      if (error instanceof ApiError && error.body?.fields) return onFieldErrors(error.body.fields);
      toaster.create({ type: 'error', title: referralFailureMessage(error) });
    },
  });
}
