/**
 * /key-dates: the coming dates of every signed contract (the user's, and the organisation's once
 * there is one), soonest first, filtered by kind and contract (kept in the URL), and the personal
 * calendar feed. Loading, failure, empty and no-match states.
 */
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { keyDateKinds, type KeyDateKind } from '../../../../shared/schemas/key-dates';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { useAuth } from '../../features/auth/auth-context';
import { useKeyDateList } from '../../features/key-dates/use-key-dates';
import { LibraryMessage } from '../library/LibraryMessage';
import { CalendarFeedCard } from './CalendarFeedCard';
import { KeyDateList, KeyDateListSkeleton } from './KeyDateList';
import { KeyDatesFilters } from './KeyDatesFilters';

export function KeyDatesPage() {
  useDocumentTitle(pageTitle('Key dates'));
  return (
    <RequireSignIn>
      <KeyDatesContent />
    </RequireSignIn>
  );
}

const readKind = (raw: string | null): KeyDateKind | '' =>
  (keyDateKinds as readonly string[]).includes(raw ?? '') ? (raw as KeyDateKind) : '';

function KeyDatesContent() {
  const { isSignedIn } = useAuth();
  const list = useKeyDateList(isSignedIn);
  const [params, setParams] = useSearchParams();
  const kind = readKind(params.get('kind'));
  const contractId = params.get('contract') ?? '';
  const setFilter = (key: 'kind' | 'contract', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const all = useMemo(() => list.data ?? [], [list.data]);
  const contracts = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of all) names.set(item.contractId, item.contractTitle);
    return [...names].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
  }, [all]);
  const shown = all.filter((item) => (!kind || item.kind === kind) && (!contractId || item.contractId === contractId));
  const narrowed = kind !== '' || contractId !== '';

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="1" mb="6">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          Key dates
        </Heading>
        <Text color="inkMuted" maxW="3xl">
          Notice deadlines, expirations, renewals and obligations of your signed contracts, soonest first. Reminders are
          emailed before each notice deadline and expiration.
        </Text>
      </Stack>
      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
        <Stack flex="1" minW="0" gap="4" w="full">
          <KeyDatesFilters
            kind={kind}
            contractId={contractId}
            contracts={contracts}
            onKind={(value) => setFilter('kind', value)}
            onContract={(value) => setFilter('contract', value)}
          />
          {list.isPending ? (
            <KeyDateListSkeleton />
          ) : list.isError ? (
            <LibraryMessage message={keyDateMessages.loadFailed} tone="error">
              <Button
                variant="outline"
                colorPalette="brand"
                onClick={() => void list.refetch()}
                loading={list.isFetching}
              >
                Retry
              </Button>
            </LibraryMessage>
          ) : all.length === 0 ? (
            <LibraryMessage message={keyDateMessages.noDates}>
              <Button asChild colorPalette="brand">
                <RouterLink to="/library">Open your library</RouterLink>
              </Button>
            </LibraryMessage>
          ) : shown.length === 0 && narrowed ? (
            <LibraryMessage message={keyDateMessages.noMatches}>
              <Button variant="outline" colorPalette="brand" onClick={() => setParams({}, { replace: true })}>
                Clear filters
              </Button>
            </LibraryMessage>
          ) : (
            <KeyDateList items={shown} />
          )}
        </Stack>
        <CalendarFeedCard />
      </Stack>
    </Container>
  );
}
