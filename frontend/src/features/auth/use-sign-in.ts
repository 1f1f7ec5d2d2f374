/**
 * Sign-in (docs/product-spec.md sections 4 and 8): success parks a welcome toast ("Welcome back" only after the
 * first sign-in) and reloads into the review page, or into the protected page that asked for it; needsReset sends the user to the reset page with the email carried along; everything
 * else is a "Sign in failed" toast.
 */
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '../../../../shared/messages';
import type { SignInRequest } from '../../../../shared/schemas/auth';
import { setFlashToast } from '../../app/flash-toast';
import { toaster } from '../../app/toaster';
import { ApiError, UnexpectedResponseError } from '../../lib/api';
import { login } from './auth-api';
import { reloadAfterSignIn } from './post-sign-in-redirect';
import { trackEvent } from '../engagement/track';

export function useSignIn(options: { onLeave?: () => void; returnTo?: string } = {}) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (request: SignInRequest) => login(request),
    onSuccess: (response) => {
      trackEvent({ eventType: 'login', metadata: { subscriptionType: response.user.subscriptionType } });
      setFlashToast({
        type: 'success',
        title: authMessages.signedInTitle,
        description: response.firstSignIn
          ? authMessages.firstSignInBody(response.user.firstName)
          : authMessages.signedInBody(response.user.firstName),
      });
      reloadAfterSignIn(options.returnTo);
    },
    onError: (error, request) => {
      if (error instanceof UnexpectedResponseError) {
        toaster.create({
          type: 'error',
          title: authMessages.authFailedTitle,
          description: error.serverMessage ?? authMessages.invalidCredentials,
        });
        return;
      }
      if (error instanceof ApiError && error.body?.needsReset) {
        toaster.create({
          type: 'warning',
          title: authMessages.resetRequiredTitle,
          description: authMessages.resetRequiredBody,
        });
        options.onLeave?.();
        navigate(`/reset-password?email=${encodeURIComponent(request.email)}`);
        return;
      }
      toaster.create({
        type: 'error',
        title: authMessages.signInFailedTitle,
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? authMessages.signInFailedFallback)
            : authMessages.signInFailedFallback,
      });
    },
  });
  // After success the page is reloading: keep the form busy until it goes.
  return { ...mutation, isBusy: mutation.isPending || mutation.isSuccess };
}
