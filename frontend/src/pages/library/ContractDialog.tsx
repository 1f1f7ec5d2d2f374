/**
 * The contract dialog (docs/product-spec.md section 2): text and any instructions, Close and Proceed to
 * Report; titled by the contract.
 */
import { Box, Button, CloseButton, Dialog, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { LibraryContract } from '../../../../shared/schemas/library';
import { cardTitle } from '../../features/library/card-title';
import { formatLibraryDate } from '../../features/library/format-date';
import { libraryMessages } from '../../features/library/library-messages';
import { useLibraryContract } from '../../features/library/use-library-contract';

interface Props {
  contract: LibraryContract | null;
  onClose: () => void;
}

export function ContractDialog({ contract, onClose }: Props) {
  const navigate = useNavigate();
  const detail = useLibraryContract(contract?.id ?? null);
  // Titled as its card is: the contract (type and counterparty), then whom it was reviewed for.
  const { name, subtitle } = contract ? cardTitle(contract) : { name: libraryMessages.unnamed, subtitle: null };
  const instructions = detail.data?.additionalInstructions.trim() ?? '';

  return (
    <Dialog.Root
      open={contract !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Stack gap="1">
                <Dialog.Title fontFamily="heading" fontSize="2xl" color="brand.900">
                  {name}
                </Dialog.Title>
                <Dialog.Description color="inkMuted">
                  {subtitle ? `${subtitle} · ` : ''}
                  {formatLibraryDate(contract?.createdAt)}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {detail.isPending ? (
                <Stack gap="2" aria-busy="true">
                  {[90, 100, 80, 95, 60].map((width) => (
                    <Skeleton key={width} height="4" width={`${width}%`} />
                  ))}
                </Stack>
              ) : detail.isError ? (
                <Stack gap="3" align="start">
                  <Text color="red.700">Failed to load the contract. Please try again.</Text>
                  <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
                    Retry
                  </Button>
                </Stack>
              ) : (
                <Stack gap="5">
                  <Stack gap="2">
                    <Heading as="h3" size="sm" color="brand.800">
                      Contract text
                    </Heading>
                    <Box
                      as="pre"
                      whiteSpace="pre-wrap"
                      wordBreak="break-word"
                      fontFamily="body"
                      fontSize="sm"
                      bg="brand.50"
                      borderWidth="1px"
                      borderColor="brand.100"
                      rounded="md"
                      p="4"
                    >
                      {detail.data.contractText}
                    </Box>
                  </Stack>
                  <Stack gap="2">
                    <Heading as="h3" size="sm" color="brand.800">
                      Additional instructions
                    </Heading>
                    <Text fontSize="sm" color={instructions ? 'ink' : 'inkMuted'} whiteSpace="pre-wrap">
                      {instructions || 'No additional instructions'}
                    </Text>
                  </Stack>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => contract && navigate(`/results/${encodeURIComponent(contract.id)}`)}
              >
                Proceed to Report
              </Button>
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
