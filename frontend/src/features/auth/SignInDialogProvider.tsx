/**
 * The sign-in dialog for every page. The dialog (Chakra's dialog machine and focus trap) is its own
 * chunk, fetched the first time a page asks for it, not with the landing page's first load.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { SignInDialogVariant } from './SignInDialog';
import { SignInDialogContext, type SignInDialogControls } from './sign-in-dialog-context';

const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Once asked for, the dialog stays mounted so that it can animate closed and open again at once.
  const [wanted, setWanted] = useState(false);
  const [variant, setVariant] = useState<SignInDialogVariant>('default');
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);

  const controls = useMemo<SignInDialogControls>(
    () => ({
      openSignIn: (next = 'default', options = {}) => {
        setVariant(next);
        setReturnTo(options.returnTo);
        setWanted(true);
        setOpen(true);
      },
      closeSignIn: () => setOpen(false),
    }),
    [],
  );

  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={setOpen} variant={variant} returnTo={returnTo} />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}
