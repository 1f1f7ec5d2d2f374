/**
 * /contract-review (docs/product-spec.md section 2): the submission form behind sign-in, its dialogs, and the
 * review-load credit checks of docs/product-spec.md section 4. Signed-out visitors get the sign-in dialog.
 */
import { Box, Container, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../features/auth/auth-context';
import { awaitingFreeCredit } from '../../features/credits/credit-gate';
import { useReviewCreditGate } from '../../features/credits/use-review-credit-gate';
import { VerifyEmailNotice } from '../../features/credits/VerifyEmailNotice';
import { ContractReviewForm } from './ContractReviewForm';
import { ReviewDialogs } from './ReviewDialogs';
import { ReviewSidePanel } from './ReviewSidePanel';
import { ReviewSignInGate } from './ReviewSignInGate';
import type { ReviewDialog } from './review-dialog';

export function ContractReviewPage() {
  useDocumentTitle(pageTitle('Analyse a contract'));
  const { isLoading, isSignedIn, status } = useAuth();
  const [dialog, setDialog] = useState<ReviewDialog>(null);
  const openLowCredits = useCallback(() => setDialog('lowCredits'), []);
  const leaving = useReviewCreditGate(openLowCredits);

  return (
    <Container id="top" maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} scrollMarginTop="20">
      <Stack gap="3" mb="8">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          Analyse a contract
        </Heading>
        <Text color="inkMuted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          Paste the contract text or upload a DOCX or PDF, tell us whose side you are on, and get a structured risk
          report in about 30 seconds.
        </Text>
      </Stack>
      {/* Leaving: a free user without credits goes on to /waitlist (useReviewCreditGate). */}
      {isLoading || leaving ? (
        <Box py="16" textAlign="center">
          <Spinner size="lg" color="brand.solid" aria-label="Checking your session" />
        </Box>
      ) : isSignedIn ? (
        <>
          {awaitingFreeCredit(status) && <VerifyEmailNotice />}
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }}
            gap={{ base: '6', lg: '8' }}
            alignItems="start"
          >
            <Box
              bg="white"
              borderWidth="1px"
              borderColor="brand.100"
              rounded="2xl"
              p={{ base: '5', md: '8' }}
              shadow="xs"
            >
              <ContractReviewForm onBlocked={setDialog} />
            </Box>
            <ReviewSidePanel onOpen={setDialog} />
            <ReviewDialogs open={dialog} onOpen={setDialog} />
          </Grid>
        </>
      ) : (
        <ReviewSignInGate />
      )}
    </Container>
  );
}
