import { createContext, useContext } from 'react';
import type { SignInDialogVariant } from './SignInDialog';

export interface SignInDialogControls {
  /** `returnTo`: the page to come back to after signing in (a protected page the visitor opened). */
  openSignIn: (variant?: SignInDialogVariant, options?: { returnTo?: string }) => void;
  closeSignIn: () => void;
}

export const SignInDialogContext = createContext<SignInDialogControls | null>(null);

/** Opens the app-wide sign-in dialog (header button, verified email, reset success). */
export function useSignInDialog(): SignInDialogControls {
  const controls = useContext(SignInDialogContext);
  if (!controls) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return controls;
}
