/**
 * Pages for signed-in users only (library, playbooks, user guide: docs/product-spec.md section 6). While the first
 * status answer is pending a spinner shows; a signed-out visitor is sent to / (replace, so Back
 * does not return to the gated page) with the sign-in dialog open, and comes back to the page
 * after signing in (no dead ends).
 */
import { Box, Spinner } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context';
import { useSignInDialog } from './sign-in-dialog-context';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn, status } = useAuth();
  const { openSignIn } = useSignInDialog();
  const { pathname, search } = useLocation();
  const signedOut = !isLoading && !isSignedIn;
  // An expired session already says so (toast) and goes home; the dialog is for a visitor.
  const offerSignIn = signedOut && !status.sessionExpired;

  useEffect(() => {
    if (offerSignIn) openSignIn('default', { returnTo: `${pathname}${search}` });
  }, [offerSignIn, openSignIn, pathname, search]);

  if (isLoading) {
    return (
      <Box py="24" textAlign="center">
        <Spinner size="lg" color="brand.solid" aria-label="Checking your session" />
      </Box>
    );
  }
  if (!isSignedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
