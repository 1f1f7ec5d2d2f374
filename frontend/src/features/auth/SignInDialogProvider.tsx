import { useMemo, useState, type ReactNode } from 'react';
import { SignInDialog, type SignInDialogVariant } from './SignInDialog';
import { SignInDialogContext, type SignInDialogControls } from './sign-in-dialog-context';

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [variant, setVariant] = useState<SignInDialogVariant>('default');

  const controls = useMemo<SignInDialogControls>(
    () => ({
      openSignIn: (next = 'default') => {
        setVariant(next);
        setOpen(true);
      },
      closeSignIn: () => setOpen(false),
    }),
    [],
  );

  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} variant={variant} />
    </SignInDialogContext.Provider>
  );
}
