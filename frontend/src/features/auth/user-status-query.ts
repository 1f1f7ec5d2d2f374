import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { signedOutStatus } from '../../../../shared/schemas/auth';
import { fetchUserStatus } from './auth-api';

export const USER_STATUS_QUERY_KEY = ['user-status'] as const;

/** docs/product-spec.md sections 4 and 9: the session status is re-polled every 30 seconds. */
export const STATUS_POLL_INTERVAL_MS = 30_000;

export function useUserStatusQuery() {
  return useQuery({
    queryKey: USER_STATUS_QUERY_KEY,
    queryFn: fetchUserStatus,
    refetchInterval: STATUS_POLL_INTERVAL_MS,
    // Polling is this query's whole point, even in a background tab.
    refetchIntervalInBackground: true,
  });
}

/** Replaces the cached status with the signed-out defaults. */
export function useClearUser(): (sessionExpired?: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (sessionExpired = false) => queryClient.setQueryData(USER_STATUS_QUERY_KEY, signedOutStatus(sessionExpired)),
    [queryClient],
  );
}
