/**
 * The playbooks page's data: the full list and the create/update/delete mutations with the toasts
 * of docs/product-spec.md section 8. Any 401 (an authentication failure) sends the user to /.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlaybookInput } from '../../../../shared/schemas/playbooks';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { playbookMessages as m } from './playbook-messages';
import { createPlaybook, deletePlaybook, listPlaybooks, updatePlaybook } from './playbooks-api';

/** Shares the ['playbooks'] prefix with the review page's picker, so one invalidation refreshes both. */
export const PLAYBOOKS_FULL_QUERY_KEY = ['playbooks', 'full'] as const;

const isAuthFailure = (error: unknown) => error instanceof ApiError && error.status === 401;

export function useAuthFailureRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isAuthFailure(error)) return false;
      navigate('/', { replace: true });
      return true;
    },
    [navigate],
  );
}

function failureToast(title: string, error: unknown) {
  const description = error instanceof ApiError ? error.serverMessage : undefined;
  toaster.create({ type: 'error', title, ...(description && description !== title ? { description } : {}) });
}

export function usePlaybooksPage(enabled: boolean) {
  const queryClient = useQueryClient();
  const redirectOnAuthFailure = useAuthFailureRedirect();
  const list = useQuery({ queryKey: PLAYBOOKS_FULL_QUERY_KEY, queryFn: listPlaybooks, enabled });

  useEffect(() => {
    if (!list.isError || redirectOnAuthFailure(list.error)) return;
    toaster.create({ type: 'error', title: m.loadFailed });
  }, [list.isError, list.error, redirectOnAuthFailure]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['playbooks'] });
  const onFailure = (title: string) => (error: unknown) => {
    if (!redirectOnAuthFailure(error)) failureToast(title, error);
  };

  const create = useMutation({
    mutationFn: (input: PlaybookInput) => createPlaybook(input),
    onSuccess: () => {
      toaster.create({ type: 'success', title: m.created });
      return refresh();
    },
    onError: onFailure(m.createFailed),
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: PlaybookInput }) => updatePlaybook(id, input),
    onSuccess: () => {
      toaster.create({ type: 'success', title: m.updated });
      return refresh();
    },
    onError: onFailure(m.updateFailed),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deletePlaybook(id),
    onSuccess: () => {
      toaster.create({ type: 'success', title: m.deleted });
      return refresh();
    },
    onError: onFailure(m.deleteFailed),
  });

  return { list, create, update, remove, refresh };
}
