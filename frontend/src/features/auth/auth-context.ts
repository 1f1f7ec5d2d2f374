import { createContext, useContext } from 'react';
import type { UserStatus } from '../../../../shared/schemas/auth';

export interface AuthState {
  /** The latest user status (signed-out defaults until the first answer arrives). */
  status: UserStatus;
  /** True until the first status answer; pages that gate on sign-in wait for it. */
  isLoading: boolean;
  isSignedIn: boolean;
  /** True after 50 minutes without activity while signed in; cleared by any activity. */
  sessionExpiring: boolean;
  /** Forget the user locally (after sign-out or session expiry). */
  clearUser: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
