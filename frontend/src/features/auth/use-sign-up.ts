/** Sign-up (docs/product-spec.md sections 4 and 8): success toast, or "Account already exists", or the error. */
import { useMutation } from '@tanstack/react-query';
import { authMessages } from '../../../../shared/messages';
import type { SignUpRequest } from '../../../../shared/schemas/auth';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { signUp } from './auth-api';
import { trackEvent } from '../engagement/track';

interface Options {
  onCreated: (email: string) => void;
  onAccountExists: (email: string) => void;
}

function isAccountExists(error: Error): boolean {
  if (error.message.includes('already exists')) return true;
  return error instanceof ApiError && error.status === 409 && error.body?.userExists === true;
}

export function useSignUp({ onCreated, onAccountExists }: Options) {
  return useMutation({
    mutationFn: (request: SignUpRequest) => signUp(request),
    onSuccess: (_result, request) => {
      trackEvent({ eventType: 'signup' });
      toaster.create({ type: 'success', title: authMessages.signUpSuccess });
      onCreated(request.email);
    },
    onError: (error, request) => {
      if (isAccountExists(error)) {
        toaster.create({
          type: 'info',
          title: authMessages.accountExistsTitle,
          description: authMessages.accountExistsBody,
        });
        onAccountExists(request.email);
        return;
      }
      toaster.create({
        type: 'error',
        title: authMessages.signUpErrorTitle,
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? authMessages.signUpErrorFallback)
            : authMessages.signUpErrorFallback,
      });
    },
  });
}
