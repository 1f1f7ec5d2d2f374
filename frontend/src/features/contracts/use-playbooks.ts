import { useQuery } from '@tanstack/react-query';
import { fetchPlaybooks } from './contracts-api';

export const PLAYBOOKS_QUERY_KEY = ['playbooks'] as const;

/** The user's playbooks for the picker (docs/product-spec.md section 7 read defaults: fetched once, not on focus). */
export function usePlaybooks(enabled: boolean) {
  return useQuery({ queryKey: PLAYBOOKS_QUERY_KEY, queryFn: fetchPlaybooks, enabled });
}
