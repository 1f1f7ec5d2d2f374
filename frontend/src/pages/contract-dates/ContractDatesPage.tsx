/**
 * /key-dates/:contractId: one contract after signature. Before it is marked signed, the dates its
 * analysis proposes and the signature form; after, the tracked dates (correctable), the reminder
 * settings, the .ics download and the contract's audit trail. Loading, not-found and failure states.
 */
import { Box, Breadcrumb, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { useAuth } from '../../features/auth/auth-context';
import { downloadContractCalendar } from '../../features/key-dates/key-dates-api';
import { failureToast, useContractKeyDates } from '../../features/key-dates/use-key-dates';
import { ApiError } from '../../lib/api';
import { LibraryMessage } from '../library/LibraryMessage';
import { AuditTrail } from './AuditTrail';
import { KeyDatesEditor } from './KeyDatesEditor';
import { ProposedDates } from './ProposedDates';
import { RemindersPanel } from './RemindersPanel';
import { SignaturePanel } from './SignaturePanel';

export function ContractDatesPage() {
  useDocumentTitle(pageTitle('Contract key dates'));
  return (
    <RequireSignIn>
      <ContractDatesContent />
    </RequireSignIn>
  );
}

function ContractDatesContent() {
  const { contractId = '' } = useParams();
  const { isSignedIn } = useAuth();
  const { query, sign, save, unsign } = useContractKeyDates(contractId, isSignedIn);
  const view = query.data;

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Breadcrumb.Root size="sm" mb="4">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild color="brand.700">
              <RouterLink to="/key-dates">Key dates</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>Contract</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {query.isPending ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading the contract's dates">
          <Skeleton h="9" w="60%" />
          <Skeleton h="4" w="30%" />
          <Skeleton h="40" />
        </Stack>
      ) : query.isError ? (
        <LoadProblem error={query.error} retry={() => void query.refetch()} busy={query.isFetching} />
      ) : (
        view && (
          <Stack gap="8">
            <Stack gap="2">
              <Heading
                as="h1"
                fontFamily="heading"
                fontSize={{ base: '2xl', md: '3xl' }}
                color="brand.900"
                overflowWrap="anywhere"
              >
                {view.contractTitle}
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <RouterLink to={`/results/${contractId}`}>View the analysis</RouterLink>
                </Button>
                {view.signed && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() =>
                      void downloadContractCalendar(contractId).catch((error: unknown) =>
                        failureToast('The calendar file could not be downloaded', error),
                      )
                    }
                  >
                    Add to calendar (.ics)
                  </Button>
                )}
              </HStack>
            </Stack>
            <SignaturePanel
              view={view}
              onSign={(signedOn) => sign.mutate(signedOn)}
              signing={sign.isPending}
              onUnsign={(done) => unsign.mutate(undefined, { onSettled: done })}
              unsigning={unsign.isPending}
            />
            {view.signed ? (
              <>
                <KeyDatesEditor
                  key={view.version}
                  view={view}
                  saving={save.isPending}
                  onSave={(update) => save.mutate(update)}
                />
                <RemindersPanel
                  key={`r${view.version}`}
                  view={view}
                  saving={save.isPending}
                  onSave={(update) => save.mutate(update)}
                />
              </>
            ) : (
              <ProposedDates view={view} />
            )}
            <AuditTrail contractId={contractId} />
          </Stack>
        )
      )}
    </Container>
  );
}

function LoadProblem({ error, retry, busy }: { error: Error; retry: () => void; busy: boolean }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 409) {
    return (
      <LibraryMessage message={status === 404 ? keyDateMessages.contractNotFound : keyDateMessages.notAnalysed}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/library">Open your library</RouterLink>
        </Button>
      </LibraryMessage>
    );
  }
  return (
    <Box>
      <LibraryMessage message={keyDateMessages.loadFailed} tone="error">
        <Button variant="outline" colorPalette="brand" onClick={retry} loading={busy}>
          Retry
        </Button>
      </LibraryMessage>
      <Text srOnly>{error.message}</Text>
    </Box>
  );
}
