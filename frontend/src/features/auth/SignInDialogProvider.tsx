import { useMemo, useState, type ReactNode } from 'react';
import { SignInDialog, type SignInDialogVariant } from './SignInDialog';
import { SignInDialogContext, type SignInDialogControls } from './sign-in-dialog-context';

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [variant, setVariant] = useState<SignInDialogVariant>('default');
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);

  const controls = useMemo<SignInDialogControls>(
    () => ({
      openSignIn: (next = 'default', options = {}) => {
        setVariant(next);
        setReturnTo(options.returnTo);
        setOpen(true);
      },
      closeSignIn: () => setOpen(false),
    }),
    [],
  );

  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} variant={variant} returnTo={returnTo} />
    </SignInDialogContext.Provider>
  );
}
