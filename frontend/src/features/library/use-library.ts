/**
 * The library list: search (debounced 300 ms, docs/product-spec.md section 5), filter and page live in the URL
 * (`/library?q=acme&filter=recent&page=2`), so a reload, a shared link or Back shows the same
 * page. Pages follow the server's cursors: page n's query asks for page n - 1 first (from the
 * cache when it is there) and uses its cursor, so opening `?page=3` directly walks pages 1 and 2.
 * The total comes with page 1 ("Page 1 of N - M contracts"). The queries are invalidated when a
 * contract changes (features/contracts/contract-queries.ts).
 */
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  libraryFilters,
  LIBRARY_PAGE_DEFAULT,
  type LibraryFilter,
  type LibraryPage,
} from '../../../../shared/schemas/library';
import { LIBRARY_QUERY_KEY } from '../contracts/contract-queries';
import { fetchLibraryPage, type LibraryScope } from './library-api';
import { useDebouncedValue } from './use-debounced-value';
import { trackFeature } from '../engagement/track';

export { LIBRARY_QUERY_KEY };
export const SEARCH_DEBOUNCE_MS = 300;
/** Pages walked at most to reach a page opened by URL (10 per page: the first 500 contracts). */
const MAX_PAGE = 50;

const pageKey = (q: string, filter: LibraryFilter, page: number, scope: LibraryScope = 'personal') =>
  [...LIBRARY_QUERY_KEY, { q, filter, page, scope }] as const;

async function fetchPage(
  client: QueryClient,
  q: string,
  filter: LibraryFilter,
  page: number,
  scope: LibraryScope,
): Promise<LibraryPage> {
  if (page <= 1) return fetchLibraryPage({ q, filter, cursor: null, scope });
  const previous = await client.fetchQuery({
    queryKey: pageKey(q, filter, page - 1, scope),
    queryFn: () => fetchPage(client, q, filter, page - 1, scope),
  });
  // Past the end (a stale link): an empty page, and the pager offers Previous.
  if (!previous.nextCursor) return { contracts: [], nextCursor: null, partial: false, total: null };
  return fetchLibraryPage({ q, filter, cursor: previous.nextCursor, scope });
}

function readPage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

function readFilter(raw: string | null): LibraryFilter {
  return (libraryFilters as readonly string[]).includes(raw ?? '') ? (raw as LibraryFilter) : 'all';
}

export function useLibrary(enabled: boolean) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const filter = readFilter(params.get('filter'));
  const page = readPage(params.get('page'));
  // The organisation's shared library (`?scope=organization`) or one's own.
  const scope: LibraryScope = params.get('scope') === 'organization' ? 'organization' : 'personal';

  // The box follows typing at once; the URL (and so the request) 300 ms after the last key.
  const [search, setSearch] = useState(urlQ);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const update = useCallback(
    (changes: { q?: string; filter?: LibraryFilter; page?: number; scope?: LibraryScope }, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string, empty: string) =>
            value === empty ? next.delete(key) : next.set(key, value);
          if (changes.q !== undefined) set('q', changes.q, '');
          if (changes.filter !== undefined) set('filter', changes.filter, 'all');
          if (changes.page !== undefined) set('page', String(changes.page), '1');
          if (changes.scope !== undefined) set('scope', changes.scope, 'personal');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  // The search this box last put in the URL: when the URL then shows it, the box keeps whatever was
  // typed since (on a busy phone the URL can change after the next keys, which must not be undone).
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (debounced === urlQ) return;
    pushed.current = debounced;
    update({ q: debounced, page: 1 });
    // Only the debounced box drives this; the URL changing (Back) is handled below.
  }, [debounced]);
  // Back/Forward to another search: the box shows it.
  useEffect(() => {
    if (pushed.current === urlQ) {
      pushed.current = null;
      return;
    }
    setSearch((current) => (current.trim() === urlQ ? current : urlQ));
  }, [urlQ]);

  const q = urlQ.trim();
  // docs/product-spec.md section 7: search_contracts (the length only: a query may quote the contract).
  useEffect(() => {
    if (q) trackFeature('library', 'search_contracts', { queryLength: q.length });
  }, [q]);
  const query = useQuery({
    queryKey: pageKey(q, filter, page, scope),
    queryFn: () => fetchPage(client, q, filter, page, scope),
    enabled,
    placeholderData: keepPreviousData,
    // Another tab or device may have analysed a contract meanwhile: a visit after a minute rereads.
    staleTime: 60_000,
  });
  const first = useQuery({
    queryKey: pageKey(q, filter, 1, scope),
    queryFn: () => fetchPage(client, q, filter, 1, scope),
    enabled: enabled && page > 1,
    staleTime: 60_000,
  });
  const total = (page === 1 ? query.data?.total : first.data?.total) ?? null;
  const nextCursor = query.data?.nextCursor ?? null;

  return {
    query,
    search,
    setSearch,
    filter,
    setFilter: (value: LibraryFilter) => update({ filter: value, page: 1 }),
    scope,
    setScope: (value: LibraryScope) => update({ scope: value, page: 1 }, false),
    clearSearch: () => {
      setSearch('');
      update({ q: '', filter: 'all', page: 1 });
    },
    /** True while the search box holds text or a filter other than All is applied. */
    narrowed: q !== '' || filter !== 'all',
    page,
    total,
    pageCount: total === null ? null : Math.max(1, Math.ceil(total / LIBRARY_PAGE_DEFAULT)),
    hasPrevious: page > 1,
    hasNext: nextCursor !== null && !query.isPlaceholderData,
    // Paging is navigation: Back returns to the previous page.
    next: () => update({ page: page + 1 }, false),
    previous: () => update({ page: Math.max(1, page - 1) }, false),
  };
}
