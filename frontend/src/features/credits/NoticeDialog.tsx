/** A small centred dialog: a title, a message and the actions the caller passes. */
import { CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

export function NoticeDialog({ open, onClose, title, description, children, actions, size = 'md' }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', sm: '0' }}>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Stack gap="2">
                <Dialog.Title fontFamily="heading" fontSize="2xl" color="brand.900">
                  {title}
                </Dialog.Title>
                {description && <Dialog.Description color="inkMuted">{description}</Dialog.Description>}
              </Stack>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer flexWrap="wrap" gap="3">
              {actions}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
