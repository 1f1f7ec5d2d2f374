/**
 * /invite/{token}: the emailed invitation link. Shows whom it is from; a signed-in user with the
 * invited address joins with one click; a visitor signs in (or up) first and comes back here.
 */
import { Alert, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { useSignInDialog } from '../../features/auth/sign-in-dialog-context';
import { USER_STATUS_QUERY_KEY } from '../../features/auth/user-status-query';
import { acceptInvite, previewInvite } from '../../features/organizations/organizations-api';
import { ApiError } from '../../lib/api';

export function InvitePage() {
  useDocumentTitle(pageTitle('Invitation'));
  const { token = '' } = useParams();
  const { isSignedIn, isLoading, status } = useAuth();
  const { openSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery({ queryKey: ['invite', token], queryFn: () => previewInvite(token), retry: false });
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    // The organisation's page, now showing its name, members and credits, is the confirmation.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_STATUS_QUERY_KEY });
      navigate('/organization');
    },
  });

  return (
    <Container maxW="xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="5">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {preview.data ? `Join ${preview.data.organizationName}` : 'Invitation'}
        </Heading>
        {preview.isPending && <Spinner color="brand.solid" aria-label="Reading the invitation" />}
        {preview.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {preview.error instanceof ApiError ? preview.error.message : 'This invitation could not be read.'}
            </Alert.Title>
          </Alert.Root>
        )}
        {preview.data && (
          <>
            <Text>
              {preview.data.invitedBy} invited {preview.data.email} to join {preview.data.organizationName} as{' '}
              {preview.data.role === 'admin' ? 'an admin' : 'a member'}. Members share the organisation's credits,
              contract library and playbooks.
            </Text>
            {accept.isError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>
                  {accept.error instanceof ApiError ? accept.error.message : 'Something went wrong. Please try again.'}
                </Alert.Title>
              </Alert.Root>
            )}
            {!isLoading && isSignedIn ? (
              <Stack gap="2" align="start">
                <Text color="inkMuted">Signed in as {status.email}.</Text>
                <Button colorPalette="brand" onClick={() => accept.mutate()} loading={accept.isPending}>
                  Accept invitation
                </Button>
              </Stack>
            ) : (
              <Stack gap="2" align="start">
                <Text color="inkMuted">
                  Sign in with {preview.data.email} to accept. New here? Create an account with that address first.
                </Text>
                <Button
                  colorPalette="brand"
                  onClick={() => openSignIn('default', { returnTo: `/invite/${encodeURIComponent(token)}` })}
                  disabled={isLoading}
                >
                  Sign in to accept
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
