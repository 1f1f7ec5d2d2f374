/**
 * /library (spec section 2): the user's analysed contracts, newest first, 10 per page, searched
 * and filtered by the server; the contract dialog; empty, failure and loading states.
 */
import { Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LibraryContract } from '../../../../shared/schemas/library';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { useAuth } from '../../features/auth/auth-context';
import { libraryMessages } from '../../features/library/library-messages';
import { useLibrary } from '../../features/library/use-library';
import { ContractCard } from './ContractCard';
import { ContractDialog } from './ContractDialog';
import { LibraryMessage } from './LibraryMessage';
import { LibraryPager } from './LibraryPager';
import { LibrarySkeleton } from './LibrarySkeleton';
import { LibraryToolbar } from './LibraryToolbar';
import { LibraryScopeSwitch } from './LibraryScopeSwitch';
import { trackFeature } from '../../features/engagement/track';

export function LibraryPage() {
  useDocumentTitle(pageTitle('Contract Library'));
  return (
    <RequireSignIn>
      <LibraryContent />
    </RequireSignIn>
  );
}

function LibraryContent() {
  const { isSignedIn, status } = useAuth();
  const organization = status.organization ?? null;
  const library = useLibrary(isSignedIn);
  const [viewing, setViewing] = useState<LibraryContract | null>(null);
  const { query } = library;
  const contracts = query.data?.contracts ?? [];
  useEffect(() => trackFeature('library', 'view_library'), []);
  const viewContract = (contract: LibraryContract) => {
    trackFeature('library', 'view_contract');
    setViewing(contract);
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <HStack justify="space-between" align={{ base: 'start', sm: 'center' }} gap="4" mb="6" flexDirection={{ base: 'column', sm: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
            Contract Library
          </Heading>
          <Text color="inkMuted">Every contract you have analysed, newest first.</Text>
        </Stack>
        <Button asChild colorPalette="brand" flexShrink={0}>
          <RouterLink to="/contract-review">Analyse New Contract</RouterLink>
        </Button>
      </HStack>
      {organization && <LibraryScopeSwitch scope={library.scope} onScope={library.setScope} organizationName={organization.name} />}
      <LibraryToolbar
        search={library.search}
        onSearch={library.setSearch}
        filter={library.filter}
        onFilter={library.setFilter}
      />
      {query.isPending ? (
        <LibrarySkeleton />
      ) : query.isError ? (
        <LibraryMessage message={libraryMessages.loadFailed} tone="error">
          <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        </LibraryMessage>
      ) : contracts.length === 0 && !library.hasNext && (library.page === 1 || library.narrowed) ? (
        <LibraryMessage message={library.narrowed ? libraryMessages.noMatches : libraryMessages.noContracts}>
          {library.narrowed ? (
            <Button variant="outline" colorPalette="brand" onClick={library.clearSearch}>
              {libraryMessages.clearSearch}
            </Button>
          ) : (
            <Button asChild colorPalette="brand">
              <RouterLink to="/contract-review">Analyse your first contract</RouterLink>
            </Button>
          )}
        </LibraryMessage>
      ) : (
        <>
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap="5"
            aria-label={`Contracts, page ${library.page}`}
            opacity={query.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.2s"
          >
            {contracts.map((contract) => (
              <ContractCard key={contract.id} contract={contract} onView={viewContract} />
            ))}
          </SimpleGrid>
          {contracts.length === 0 && library.hasNext && (
            <Text mt="4" color="inkMuted" textAlign="center">
              Still searching older contracts… use Next to continue.
            </Text>
          )}
        </>
      )}
      <LibraryPager
        page={library.page}
        pageCount={library.pageCount}
        total={library.total}
        hasPrevious={library.hasPrevious}
        hasNext={library.hasNext}
        onPrevious={library.previous}
        onNext={library.next}
        busy={query.isFetching}
      />
      <ContractDialog contract={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}
