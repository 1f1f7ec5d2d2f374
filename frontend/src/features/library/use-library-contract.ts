import { useQuery } from '@tanstack/react-query';
import { fetchLibraryContract } from './library-api';

/** One contract's text and instructions, fetched when the contract dialog opens. */
export function useLibraryContract(id: string | null) {
  return useQuery({
    queryKey: ['library-contract', id],
    queryFn: () => fetchLibraryContract(id!),
    enabled: id !== null,
  });
}
