/**
 * The account page's data and actions: the summary query, password change, email preferences,
 * export, and account deletion (which ends like a sign-out: a full load of / with a toast).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountMessages as m } from '../../../../shared/account-messages';
import type { AccountSummary, ChangePasswordRequest, EmailPreferences } from '../../../../shared/schemas/account';
import { setFlashToast } from '../../app/flash-toast';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { clearStoredContract } from '../../lib/stored-contract';
import { useAuth } from '../auth/auth-context';
import { trackEvent } from '../engagement/track';
import {
  ACCOUNT_QUERY_KEY,
  changePassword,
  deleteAccount,
  downloadExport,
  fetchAccount,
  saveEmailPreferences,
} from './account-api';

export function useAccountSummary(enabled: boolean) {
  return useQuery({ queryKey: ACCOUNT_QUERY_KEY, queryFn: fetchAccount, enabled });
}

/** The server's field messages (wrong current password...) or the generic failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.body?.fields ? error.body.fields : {};
}

export function useChangePassword(onDone: () => void) {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => changePassword(request),
    onSuccess: () => {
      toaster.create({ type: 'success', title: m.passwordChanged, description: m.passwordChangedBody });
      onDone();
    },
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length > 0) return;
      toaster.create({ type: 'error', title: error instanceof ApiError ? error.message : m.loadFailed });
    },
  });
}

export function useEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => saveEmailPreferences(preferences),
    onSuccess: (saved) => {
      queryClient.setQueryData<AccountSummary>(ACCOUNT_QUERY_KEY, (old) =>
        old ? { ...old, emailPreferences: saved } : old,
      );
      toaster.create({ type: 'success', title: m.preferencesSaved });
    },
    onError: () => toaster.create({ type: 'error', title: m.preferencesFailed }),
  });
}

export function useExport() {
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: () => trackEvent({ eventType: 'feature_usage', component: 'account', action: 'export_data' }),
    onError: () => toaster.create({ type: 'error', title: m.exportFailed }),
  });
}

export function useDeleteAccount() {
  const { clearUser } = useAuth();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: () => {
      clearUser();
      clearStoredContract();
      setFlashToast({ type: 'success', title: m.accountDeleted, description: m.accountDeletedBody });
      window.location.assign('/');
    },
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length > 0) return;
      toaster.create({
        type: 'error',
        title: error instanceof ApiError && error.status === 429 ? error.message : m.deleteFailed,
      });
    },
  });
}
