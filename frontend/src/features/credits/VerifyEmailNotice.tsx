/** Shown on the review page to a free account that must verify its email to get its free credit. */
import { Alert, Box } from '@chakra-ui/react';
import { contractMessages } from '../../../../shared/messages';
import { useAuth } from '../auth/auth-context';
import { ResendVerification } from '../auth/ResendVerification';

export function VerifyEmailNotice() {
  const { status } = useAuth();
  return (
    <Alert.Root status="info" rounded="xl" mb="6" borderWidth="1px" borderColor="blue.200">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Verify your email</Alert.Title>
        <Alert.Description>
          {contractMessages.verifyEmailFirst} Check your inbox for the link we sent.
        </Alert.Description>
        {status.email && (
          <Box mt="3">
            <ResendVerification email={status.email} />
          </Box>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
