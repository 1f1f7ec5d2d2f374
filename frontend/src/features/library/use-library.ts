/**
 * The library list: search (debounced 300 ms, spec section 5) and filter go to the server; pages
 * follow the server's cursor. A stack of the cursors that opened each page gives Previous/Next and
 * "Page n"; a new search or filter starts again at page 1.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LibraryFilter } from '../../../../shared/schemas/library';
import { fetchLibraryPage } from './library-api';
import { useDebouncedValue } from './use-debounced-value';
import { trackFeature } from '../engagement/track';

export const SEARCH_DEBOUNCE_MS = 300;
export { LIBRARY_QUERY_KEY } from '../contracts/contract-queries';
import { LIBRARY_QUERY_KEY } from '../contracts/contract-queries';

export function useLibrary(enabled: boolean) {
  const [search, setSearchState] = useState('');
  const [filter, setFilterState] = useState<LibraryFilter>('all');
  /** cursors[i] opened page i + 1 (page 1 has none). */
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pagedFor, setPagedFor] = useState({ q, filter });
  // Spec section 7: search_contracts (the length only: a query may quote the contract).
  useEffect(() => {
    if (q) trackFeature('library', 'search_contracts', { queryLength: q.length });
  }, [q]);

  // A new search or filter resets the pages (adjusting state during render, not in an effect).
  if (pagedFor.q !== q || pagedFor.filter !== filter) {
    setPagedFor({ q, filter });
    setCursors([null]);
  }

  const cursor = cursors[cursors.length - 1] ?? null;
  const query = useQuery({
    queryKey: [...LIBRARY_QUERY_KEY, { q, filter, cursor }],
    queryFn: () => fetchLibraryPage({ q, filter, cursor }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const nextCursor = query.data?.nextCursor ?? null;

  return {
    query,
    search,
    setSearch: setSearchState,
    filter,
    setFilter: setFilterState,
    /** True while the search box holds text or a filter other than All is applied. */
    narrowed: q !== '' || filter !== 'all',
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null && !query.isPlaceholderData,
    next: () => {
      if (nextCursor) setCursors((stack) => [...stack, nextCursor]);
    },
    previous: () => setCursors((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)),
  };
}
