/**
 * Deleting one contract (library card, results page): DELETE /api/contract/{id}, then the library
 * and the contract's own queries are dropped, and a stored "resume this contract" pointer to it is
 * forgotten so the landing page does not send the user to a deleted report.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractDeletionMessages as m } from '../../../../shared/account-messages';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { clearStoredContract, readStoredContract } from '../../lib/stored-contract';
import { deleteContract } from '../account/account-api';
import { analysisResultKey } from '../analysis/use-analysis-result';
import { trackEvent } from '../engagement/track';
import { LIBRARY_CONTRACT_QUERY_KEY, LIBRARY_QUERY_KEY } from './contract-queries';

export function useDeleteContract(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContract(id),
    onSuccess: (_data, id) => {
      trackEvent({ eventType: 'feature_usage', component: 'contract', action: 'delete_contract' });
      if (readStoredContract()?.contractId === id) clearStoredContract();
      queryClient.removeQueries({ queryKey: analysisResultKey(id) });
      queryClient.removeQueries({ queryKey: [...LIBRARY_CONTRACT_QUERY_KEY, id] });
      void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
      toaster.create({ type: 'success', title: m.deleted });
      onDeleted();
    },
    onError: (error) => {
      const description =
        error instanceof ApiError && error.status === 409 ? (error.serverMessage ?? m.failed) : m.failed;
      toaster.create({
        type: 'error',
        title: m.failed,
        description: description === m.failed ? undefined : description,
      });
    },
  });
}
