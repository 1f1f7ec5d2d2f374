import { createContext, useContext } from 'react';
import type { SignInDialogVariant } from './SignInDialog';

export interface SignInDialogControls {
  openSignIn: (variant?: SignInDialogVariant) => void;
  closeSignIn: () => void;
}

export const SignInDialogContext = createContext<SignInDialogControls | null>(null);

/** Opens the app-wide sign-in dialog (header button, verified email, reset success). */
export function useSignInDialog(): SignInDialogControls {
  const controls = useContext(SignInDialogContext);
  if (!controls) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return controls;
}
