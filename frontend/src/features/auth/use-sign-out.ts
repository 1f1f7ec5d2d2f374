/** Sign out (docs/product-spec.md section 4): call logout, clear the user, go to / with a full reload. */
import { useMutation } from '@tanstack/react-query';
import { authMessages } from '../../../../shared/messages';
import { setFlashToast } from '../../app/flash-toast';
import { toaster } from '../../app/toaster';
import { clearStoredContract } from '../../lib/stored-contract';
import { logout } from './auth-api';
import { useAuth } from './auth-context';

export function useSignOut() {
  const { clearUser } = useAuth();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearUser();
      clearStoredContract();
      setFlashToast({ type: 'success', title: authMessages.signedOut });
      window.location.assign('/');
    },
    onError: () => {
      toaster.create({ type: 'error', title: authMessages.signOutFailed });
    },
  });
}
