import { useQuery } from '@tanstack/react-query';
import { LIBRARY_CONTRACT_QUERY_KEY } from '../contracts/contract-queries';
import { fetchLibraryContract } from './library-api';

/** One contract's text and instructions, fetched when the contract dialog opens. */
export function useLibraryContract(id: string | null) {
  return useQuery({
    queryKey: [...LIBRARY_CONTRACT_QUERY_KEY, id],
    queryFn: () => fetchLibraryContract(id!),
    enabled: id !== null,
  });
}
