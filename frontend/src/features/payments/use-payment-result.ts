/**
 * The payment result page's state (docs/product-spec.md sections 2, 4 and 8): loading, then success or error.
 * While the credits have not visibly been added (the webhook may land a moment after the redirect)
 * the status is re-read a few times on its own; Refresh Status and Fix Credits are always there.
 * After Fix Credits the stored result is the fix answer: processingCompleted with the new balance.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { paymentMessages as m } from '../../../../shared/payment-messages';
import { whenToasterReady } from '../../app/flash-toast';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { USER_STATUS_QUERY_KEY } from '../auth/user-status-query';
import { trackEvent } from '../engagement/track';
import { creditsVisiblyAdded, fetchPaymentStatus, fixPayment, type PaymentStatus } from './payments-api';

/** Silent re-reads while the credits are not there yet, 2 s apart. */
export const AUTO_REFRESH_MS = 2000;
export const AUTO_REFRESH_COUNT = 5;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

export function usePaymentResult(sessionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['payment-status', sessionId] as const;

  const status = useQuery({
    queryKey,
    queryFn: () => fetchPaymentStatus(sessionId!),
    enabled: Boolean(sessionId),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || creditsVisiblyAdded(data) || data.status === 'expired') return false;
      return query.state.dataUpdateCount <= AUTO_REFRESH_COUNT ? AUTO_REFRESH_MS : false;
    },
  });

  // The header's credits badge follows the payment.
  const data = status.data;
  const added = data ? creditsVisiblyAdded(data) : false;
  useEffect(() => {
    if (added) void queryClient.invalidateQueries({ queryKey: USER_STATUS_QUERY_KEY });
  }, [added, queryClient]);

  const announced = useRef(false);
  useEffect(() => {
    if (!data || !added || announced.current) return;
    announced.current = true;
    whenToasterReady(() => toaster.create({ type: 'success', title: m.verifiedToast }));
    trackEvent({
      eventType: 'payment',
      metadata: { amount: data.amount, currency: data.currency, credits: data.creditsAdded },
    });
  }, [data, added]);

  const refresh = useMutation({
    mutationFn: async () => {
      const result = await status.refetch({ throwOnError: true });
      return result.data;
    },
    onSuccess: () => toaster.create({ type: 'info', title: m.refreshedToast }),
    onError: (error) =>
      toaster.create({ type: 'error', title: m.fixFailedTitle, description: messageOf(error, m.verifyFailedFallback) }),
  });

  const fix = useMutation({
    mutationFn: () => fixPayment(sessionId!),
    onSuccess: (result) => {
      const { credits, applied: _applied, ...verification } = result;
      queryClient.setQueryData<PaymentStatus>(queryKey, {
        ...verification,
        processingCompleted: true,
        creditsRemaining: credits,
      });
      void queryClient.invalidateQueries({ queryKey: USER_STATUS_QUERY_KEY });
      toaster.create({ type: 'success', title: m.fixedToast, description: m.fixedToastBody(credits) });
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: m.fixFailedTitle, description: messageOf(error, m.fixFailedFallback) }),
  });

  return {
    status,
    added,
    errorMessage: status.isError ? messageOf(status.error, m.verifyFailedFallback) : undefined,
    refresh: () => refresh.mutate(),
    refreshing: refresh.isPending || status.isFetching,
    fix: () => fix.mutate(),
    fixing: fix.isPending,
  };
}
