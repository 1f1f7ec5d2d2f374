/** /email-verified and /email-verified/{token} (token also read from ?token=): docs/product-spec.md section 2. */
import { Box, Button, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { verificationMessages } from '../../../../shared/messages';
import { pageTitle } from '../../app/site-config';
import { toaster } from '../../app/toaster';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthStatusPanel } from '../../features/auth/AuthStatusPanel';
import { ResendVerification } from '../../features/auth/ResendVerification';
import { useAuth } from '../../features/auth/auth-context';
import { useSignInDialog } from '../../features/auth/sign-in-dialog-context';
import { USER_STATUS_QUERY_KEY } from '../../features/auth/user-status-query';
import { useEmailVerification } from './verify-email-token';

export function EmailVerifiedPage() {
  useDocumentTitle(pageTitle('Email verification'));
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? null;
  const verification = useEmailVerification(token);
  const { openSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const outcome = verification.data;
  const { isSignedIn, status } = useAuth();
  const queryClient = useQueryClient();

  // Verification grants the free credits: a signed-in header should show them at once.
  useEffect(() => {
    if (outcome?.state === 'verified') void queryClient.invalidateQueries({ queryKey: USER_STATUS_QUERY_KEY });
  }, [outcome, queryClient]);

  const toasted = useRef(false);
  useEffect(() => {
    if (outcome?.state === 'failed' && outcome.notify && !toasted.current) {
      toasted.current = true;
      toaster.create({
        type: 'error',
        title: verificationMessages.toastTitle,
        description: verificationMessages.toastBody,
      });
    }
  }, [outcome]);

  const home = (
    <Button colorPalette="brand" onClick={() => navigate('/')}>
      Return to Home
    </Button>
  );

  const wayIn = isSignedIn ? (
    <Button colorPalette="accent" size="lg" onClick={() => navigate('/contract-review')}>
      Analyse a contract
    </Button>
  ) : (
    <Button colorPalette="accent" size="lg" onClick={() => openSignIn()}>
      Sign In
    </Button>
  );

  if (!token) {
    return (
      <AuthStatusPanel tone="error" title="Verification Failed" actions={home}>
        <Text>{verificationMessages.noToken}</Text>
      </AuthStatusPanel>
    );
  }
  if (!outcome) {
    return (
      <AuthStatusPanel tone="progress" title="Verifying your email">
        <Text>Please wait while we confirm your email address.</Text>
      </AuthStatusPanel>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <AuthStatusPanel tone="error" title="Verification Failed" actions={home}>
        <Text>{outcome.message}</Text>
        <Text mt="4" fontSize="sm" color="inkMuted">
          Need a new link? Enter the email you signed up with.
        </Text>
        <Box mt="3" textAlign="start">
          <ResendVerification email={isSignedIn && status.email ? status.email : undefined} />
        </Box>
      </AuthStatusPanel>
    );
  }
  if (outcome.state === 'alreadyVerified') {
    return (
      <AuthStatusPanel tone="success" title={verificationMessages.alreadyVerifiedTitle} actions={wayIn}>
        <Text>{isSignedIn ? 'Your email is already verified.' : verificationMessages.alreadyVerified}</Text>
      </AuthStatusPanel>
    );
  }
  return (
    <AuthStatusPanel tone="success" title="Email Verified" actions={wayIn}>
      <Text>
        {verificationMessages.verified}{' '}
        {isSignedIn ? 'Your free analysis is ready to use.' : 'Sign in to run your first contract analysis.'}
      </Text>
    </AuthStatusPanel>
  );
}
