/**
 * The analysis of /results/{id}, read once (docs/product-spec.md section 7 read defaults) while signed in, and
 * sorted into the page's states: loading, load failure (Retry), not found (404: unknown id or
 * someone else's contract), still running, failed, or completed.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../shared/schemas/contracts';
import { ApiError } from '../../lib/api';
import { fetchAnalysisResult } from './analysis-api';

export type AnalysisResultState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void; retrying: boolean }
  | { kind: 'notFound' }
  | { kind: 'signedOut' }
  | { kind: 'running' }
  | { kind: 'failed'; message: string | undefined }
  | { kind: 'completed'; result: AnalysisResponse };

export const analysisResultKey = (contractId: string) => ['analysis-result', contractId] as const;

export function useAnalysisResult(contractId: string, enabled: boolean): AnalysisResultState {
  const query = useQuery({
    queryKey: analysisResultKey(contractId),
    queryFn: () => fetchAnalysisResult(contractId),
    enabled: enabled && contractId !== '',
  });
  if (contractId === '') return { kind: 'notFound' };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return { kind: 'notFound' };
    if (status === 401) return { kind: 'signedOut' };
    return { kind: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  }
  const result = query.data;
  if (result.status === 'completed') return { kind: 'completed', result };
  if (result.status === 'failed') return { kind: 'failed', message: result.errorMessage };
  return { kind: 'running' };
}
