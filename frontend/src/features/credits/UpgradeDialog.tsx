/**
 * Upgrade Required (docs/product-spec.md section 8) as a dialog, not a toast: a free user's report or redline
 * download says why (the server's message), what a paid plan adds (the downloads; the review and
 * the redline preview are on every plan), and where to go: the access request (/waitlist) or the
 * prices (/pricing). "Not now" leaves the page as it is.
 */
import { Button, CloseButton, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { resultsMessages as m } from '../../../../shared/results-messages';

interface Props {
  /** The server's message; the dialog is open while it is set. */
  message: string | null;
  onClose: () => void;
}

export function UpgradeDialog({ message, onClose }: Props) {
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone; from md a centred card: the 'md' size does not undo the
              'full' size's screen height and square corners, so they are reset here. */}
          <Dialog.Content minH={{ md: 'auto' }} rounded={{ md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {m.upgradeRequiredTitle}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontWeight="medium" color="brand.900">
                  {message}
                </Text>
                <Text color="inkMuted" fontSize="sm">
                  {m.upgradeDialogIntro}
                </Text>
                <List.Root ps="5" gap="1" aria-label="What a paid plan adds">
                  {m.paidAdds.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
                <Text color="inkMuted" fontSize="sm">
                  {m.upgradeDialogOutro}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="ghost" colorPalette="brand" onClick={onClose}>
                {m.notNow}
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to="/pricing" onClick={onClose}>
                  {m.seePlans}
                </RouterLink>
              </Button>
              <Button asChild colorPalette="accent">
                <RouterLink to="/waitlist" onClick={onClose}>
                  {m.requestAccess}
                </RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
