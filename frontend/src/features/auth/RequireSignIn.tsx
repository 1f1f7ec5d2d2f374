/**
 * Pages for signed-in users only (library, playbooks, user guide: spec section 6). While the first
 * status answer is pending a spinner shows; a signed-out visitor is sent to / (replace, so Back
 * does not return to the gated page).
 */
import { Box, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from './auth-context';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useAuth();
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
