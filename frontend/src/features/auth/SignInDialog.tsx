/**
 * The sign-in dialog (docs/product-spec.md section 2). The review-page variant adds a way to the sign-up card
 * on the landing page for visitors without an account.
 */
import { Button, CloseButton, Dialog, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { SignInForm } from './SignInForm';

export type SignInDialogVariant = 'default' | 'review';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant?: SignInDialogVariant;
  /** The protected page that asked for sign-in: the user comes back to it afterwards. */
  returnTo?: string;
}

export function SignInDialog({ open, onOpenChange, variant = 'default', returnTo }: Props) {
  const navigate = useNavigate();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* On a phone a card with a margin and the page around it, not an edge-to-edge band. */}
          <Dialog.Content maxW={{ base: 'calc(100% - 2rem)', sm: 'md' }}>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title fontFamily="heading" fontSize="2xl">
                  Sign in to Clausewise
                </Dialog.Title>
                <Dialog.Description color="inkMuted">
                  {variant === 'review'
                    ? 'Sign in to analyse a contract.'
                    : returnTo
                      ? 'Sign in to continue where you were.'
                      : 'Enter your email and password.'}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <SignInForm onLeave={close} returnTo={returnTo} />
              {variant === 'review' && (
                <Stack gap="3" mt="6">
                  <Separator />
                  <Text fontSize="sm" color="inkMuted" textAlign="center">
                    New to Clausewise? Your first analysis is free.
                  </Text>
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => {
                      close();
                      navigate('/');
                    }}
                  >
                    Create a free account
                  </Button>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close sign-in dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
