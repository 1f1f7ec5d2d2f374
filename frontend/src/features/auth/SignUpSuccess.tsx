/** The "Almost There" state after sign-up: check your inbox (or have the link sent again), or sign in if already verified. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ResendVerification } from './ResendVerification';

interface Props {
  email: string;
  onSignIn: () => void;
}

export function SignUpSuccess({ email, onSignIn }: Props) {
  return (
    <Stack gap="4" textAlign="center" align="center" py="4" role="status">
      <Box
        aria-hidden="true"
        boxSize="14"
        rounded="full"
        bg="accent.100"
        color="accent.800"
        display="grid"
        placeItems="center"
        fontSize="2xl"
      >
        ✉
      </Box>
      <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
        Almost There
      </Heading>
      <Text color="inkMuted">
        We've sent a verification link to <strong>{email}</strong>. Open it to verify your email, then sign in to run
        your first analysis.
      </Text>
      <Button colorPalette="brand" variant="outline" onClick={onSignIn}>
        Already Verified? Sign In
      </Button>
      <Text fontSize="sm" color="inkMuted">
        No email after a few minutes? Check your spam folder, or:
      </Text>
      <ResendVerification email={email} variant="ghost" />
    </Stack>
  );
}
