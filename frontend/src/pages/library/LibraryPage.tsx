/**
 * /library (docs/product-spec.md section 2): the user's analysed contracts, newest first, 10 per page, searched
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
import { DeleteContractDialog } from '../../features/contracts/DeleteContractDialog';
import { useDeleteContract } from '../../features/contracts/use-delete-contract';
import { cardTitle } from '../../features/library/card-title';
import type { LibraryFilter } from '../../../../shared/schemas/library';

/**
 * Nothing to list: a search that matched nothing (the spec's message and Clear search), a date
 * filter alone that holds nothing (its own message and Show all contracts), or no contracts yet.
 */
function EmptyLibrary({ q, filter, onClear }: { q: string; filter: LibraryFilter; onClear: () => void }) {
  if (q.trim() === '' && filter !== 'all') {
    return (
      <LibraryMessage message={libraryMessages.noneInPeriod[filter]}>
        <Button variant="outline" colorPalette="brand" onClick={onClear}>
          {libraryMessages.showAll}
        </Button>
      </LibraryMessage>
    );
  }
  if (q.trim() !== '') {
    return (
      <LibraryMessage message={libraryMessages.noMatches}>
        <Button variant="outline" colorPalette="brand" onClick={onClear}>
          {libraryMessages.clearSearch}
        </Button>
      </LibraryMessage>
    );
  }
  return (
    <LibraryMessage message={libraryMessages.noContracts}>
      <Button asChild colorPalette="brand">
        <RouterLink to="/contract-review">Analyse your first contract</RouterLink>
      </Button>
    </LibraryMessage>
  );
}

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
  const [deleting, setDeleting] = useState<LibraryContract | null>(null);
  const removal = useDeleteContract(() => setDeleting(null));
  const { query } = library;
  const contracts = query.data?.contracts ?? [];
  useEffect(() => trackFeature('library', 'view_library'), []);
  const viewContract = (contract: LibraryContract) => {
    trackFeature('library', 'view_contract');
    setViewing(contract);
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <HStack
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        gap="4"
        mb="6"
        flexDirection={{ base: 'column', sm: 'row' }}
      >
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
      {organization && (
        <LibraryScopeSwitch scope={library.scope} onScope={library.setScope} organizationName={organization.name} />
      )}
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
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            Retry
          </Button>
        </LibraryMessage>
      ) : contracts.length === 0 && !library.hasNext && (library.page === 1 || library.narrowed) ? (
        <EmptyLibrary q={library.search} filter={library.filter} onClear={library.clearSearch} />
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
              <ContractCard key={contract.id} contract={contract} onView={viewContract} onDelete={setDeleting} />
            ))}
          </SimpleGrid>
          {contracts.length === 0 && library.hasNext && (
            <Text mt="4" color="inkMuted" textAlign="center">
              Still searching older contracts… use Next to continue.
            </Text>
          )}
        </>
      )}
      {/* An empty listing has no pages to turn. */}
      {(contracts.length > 0 || library.hasPrevious || library.hasNext) && (
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
      )}
      <ContractDialog contract={viewing} onClose={() => setViewing(null)} />
      <DeleteContractDialog
        name={deleting ? cardTitle(deleting).name : null}
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
