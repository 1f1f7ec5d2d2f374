/**
 * What a contract change makes stale: the library list (every page, search and filter),
 * the library's contract dialog and the contract's analysis on the results page. Called when a
 * submission is accepted and when the loading page sees the analysis complete or fail, so a
 * library opened minutes earlier lists the new contract on the next visit.
 */
import type { QueryClient } from '@tanstack/react-query';
import { analysisResultKey } from '../analysis/use-analysis-result';

export const LIBRARY_QUERY_KEY = ['library'] as const;
export const LIBRARY_CONTRACT_QUERY_KEY = ['library-contract'] as const;

export function invalidateContractQueries(queryClient: QueryClient, contractId?: string): void {
  void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
  void queryClient.invalidateQueries({
    queryKey: contractId ? [...LIBRARY_CONTRACT_QUERY_KEY, contractId] : LIBRARY_CONTRACT_QUERY_KEY,
  });
  if (contractId) void queryClient.invalidateQueries({ queryKey: analysisResultKey(contractId) });
}
