/**
 * The key-date screens' data: the coming dates, one contract's dates with the sign / edit / unsign
 * mutations, its audit entries and the calendar feed. A change to a contract's dates refreshes the
 * list and its audit trail; a 401 sends the user home.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import type { ContractKeyDates, UpdateKeyDates } from '../../../../shared/schemas/key-dates';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { useAuthFailureRedirect } from '../playbooks/use-playbooks-page';
import {
  createFeed,
  fetchContractAudit,
  fetchContractKeyDates,
  fetchFeedStatus,
  fetchKeyDates,
  markNotSigned,
  markSigned,
  revokeFeed,
  updateKeyDates,
} from './key-dates-api';

export const KEY_DATES_QUERY_KEY = ['key-dates'] as const;
const contractKey = (id: string) => [...KEY_DATES_QUERY_KEY, 'contract', id] as const;
const auditKey = (id: string) => ['audit', 'contract', id] as const;
const FEED_KEY = ['calendar-feed'] as const;

export function failureToast(title: string, error: unknown) {
  const description = error instanceof ApiError ? error.serverMessage : undefined;
  toaster.create({ type: 'error', title, ...(description && description !== title ? { description } : {}) });
}

export const useKeyDateList = (enabled: boolean) =>
  useQuery({ queryKey: [...KEY_DATES_QUERY_KEY, 'list'], queryFn: fetchKeyDates, enabled });

export const useContractAudit = (id: string, enabled: boolean) =>
  useQuery({ queryKey: auditKey(id), queryFn: () => fetchContractAudit(id), enabled });

export function useContractKeyDates(id: string, enabled: boolean) {
  const client = useQueryClient();
  const redirect = useAuthFailureRedirect();
  const query = useQuery({
    queryKey: contractKey(id),
    queryFn: () => fetchContractKeyDates(id),
    enabled,
    retry: false,
  });

  const settled = (view: ContractKeyDates) => {
    client.setQueryData(contractKey(id), view);
    void client.invalidateQueries({ queryKey: [...KEY_DATES_QUERY_KEY, 'list'] });
    void client.invalidateQueries({ queryKey: auditKey(id) });
  };
  const onError = (title: string) => (error: unknown) => {
    if (redirect(error)) return;
    // Changed in another window: show the latest dates rather than keep a stale form.
    if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: contractKey(id) });
    failureToast(title, error);
  };

  const sign = useMutation({
    mutationFn: (signedOn: string) => markSigned(id, signedOn),
    onSuccess: (view) => {
      settled(view);
      toaster.create({
        type: 'success',
        title: 'Marked as signed',
        description: 'Its dates are tracked and reminders are on.',
      });
    },
    onError: onError(keyDateMessages.saveFailed),
  });
  const save = useMutation({
    mutationFn: (update: UpdateKeyDates) => updateKeyDates(id, update),
    onSuccess: (view) => {
      settled(view);
      toaster.create({ type: 'success', title: 'Key dates saved' });
    },
    onError: onError(keyDateMessages.saveFailed),
  });
  const unsign = useMutation({
    mutationFn: () => markNotSigned(id),
    onSuccess: (view) => {
      settled(view);
      toaster.create({
        type: 'success',
        title: 'Marked as not signed',
        description: 'Its dates and reminders were removed.',
      });
    },
    onError: onError(keyDateMessages.saveFailed),
  });
  return { query, sign, save, unsign };
}

export function useCalendarFeed(enabled: boolean) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: FEED_KEY, queryFn: fetchFeedStatus, enabled });
  const create = useMutation({
    mutationFn: createFeed,
    // The URL is only in this answer: kept in the mutation's data, never refetched.
    onSuccess: (feed) => client.setQueryData(FEED_KEY, { active: feed.active, createdAt: feed.createdAt }),
    onError: (error) => failureToast('The calendar feed could not be created', error),
  });
  const revoke = useMutation({
    mutationFn: revokeFeed,
    onSuccess: (feed) => {
      client.setQueryData(FEED_KEY, feed);
      create.reset();
      toaster.create({
        type: 'success',
        title: 'Calendar feed turned off',
        description: 'The old link no longer works.',
      });
    },
    onError: (error) => failureToast('The calendar feed could not be turned off', error),
  });
  return { status, create, revoke };
}
