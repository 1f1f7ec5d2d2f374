/**
 * Upgrade Required (spec section 8) as a dialog, not a toast (issue 14): a free user's download
 * says why (the server's message), what the paid plans add, and where to go: the plans and prices
 * (/pricing) or an access request (/waitlist). "Not now" leaves the report as it is.
 */
import { Box, Button, CloseButton, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { planCards } from '../../../../shared/review-messages';

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
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone; from md a centred card: the 'lg' size does not undo the
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
                <Stack gap="3" as="ul" listStyleType="none" ps="0" aria-label="Plans">
                  {planCards.map((plan) => (
                    <Box
                      as="li"
                      key={plan.planType}
                      borderWidth="1px"
                      borderColor="brand.100"
                      rounded="lg"
                      px="4"
                      py="3"
                    >
                      <Text fontWeight="semibold" color="brand.900">
                        {plan.planType}{' '}
                        <Text as="span" fontWeight="normal" color="inkMuted" fontSize="sm">
                          — {plan.tagline}
                        </Text>
                      </Text>
                      <List.Root ps="5" mt="1" fontSize="sm" gap="0.5">
                        {plan.features.slice(0, 3).map((f) => (
                          <List.Item key={f}>{f}</List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="ghost" colorPalette="brand" onClick={onClose}>
                {m.notNow}
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to="/waitlist" onClick={onClose}>
                  {m.requestAccess}
                </RouterLink>
              </Button>
              <Button asChild colorPalette="accent">
                <RouterLink to="/pricing" onClick={onClose}>
                  {m.seePlans}
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
