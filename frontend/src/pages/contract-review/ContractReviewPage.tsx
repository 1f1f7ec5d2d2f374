/**
 * /contract-review: the review page shell (spec section 2). Signed-out visitors get the
 * review-page variant of the sign-in dialog. The submission form lives in this folder too.
 */
import { Box, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { ReviewSignInGate } from './ReviewSignInGate';

export function ContractReviewPage() {
  useDocumentTitle(pageTitle('Analyse a contract'));
  const { isLoading, isSignedIn, status } = useAuth();

  return (
    <Container id="top" maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} scrollMarginTop="20">
      <Stack gap="3" mb="8">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          Analyse a contract
        </Heading>
        <Text color="inkMuted" fontSize="lg" maxW="3xl">
          Paste the contract text or upload a DOCX or PDF, tell us whose side you are on, and get a structured risk
          report in about 30 seconds. Each analysis uses 1 credit.
        </Text>
      </Stack>
      {isLoading ? (
        <Box py="16" textAlign="center">
          <Spinner size="lg" color="brand.solid" aria-label="Checking your session" />
        </Box>
      ) : isSignedIn ? (
        <Box bg="white" borderWidth="1px" borderColor="brand.100" rounded="2xl" p={{ base: '5', md: '8' }}>
          <Text fontWeight="semibold" color="brand.900">
            Signed in as {status.firstName}.
          </Text>
          <Text color="inkMuted" mt="2">
            The submission form is being prepared. Soon you will be able to paste or upload your contract here.
          </Text>
        </Box>
      ) : (
        <ReviewSignInGate />
      )}
    </Container>
  );
}
