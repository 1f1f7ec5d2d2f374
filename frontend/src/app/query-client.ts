/**
 * React Query defaults from docs/product-spec.md section 7: reads are never refetched on an interval or on focus,
 * never go stale and are never retried; writes are not retried. A query that must poll (the
 * session status) opts in explicitly.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
