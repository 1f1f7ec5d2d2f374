/**
 * The submitted contract text in a drawer, scrolled to the cited passage, which is highlighted
 * with <mark>. The text is split into a few slices (plain, marked, plain...), so long contracts
 * stay cheap to render.
 */
import { Box, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Citation } from '../../features/analysis/citation-context';
import { segmentText } from '../../features/analysis/citation';

interface Props {
  contractText: string;
  citation: Citation | null;
  onClose: () => void;
}

export function ContractTextDrawer({ contractText, citation, onClose }: Props) {
  const segments = useMemo(() => segmentText(contractText, citation?.spans ?? []), [contractText, citation]);
  const cited = segments.some((s) => s.highlighted);

  // Scroll the first highlighted passage into view once it is in the document.
  const firstMarkRef = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    requestAnimationFrame(() => node.scrollIntoView({ block: 'center' }));
  }, []);

  let markIndex = 0;
  return (
    <Drawer.Root
      open={citation !== null}
      onOpenChange={(d) => !d.open && onClose()}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="brand.100" pe="14">
              <Box>
                <Drawer.Title fontFamily="heading" fontSize="xl" color="brand.900">
                  {m.contractTextTitle}
                </Drawer.Title>
                {citation && (
                  <Drawer.Description color="inkMuted" fontSize="sm" mt="1">
                    {citation.label}
                  </Drawer.Description>
                )}
              </Box>
            </Drawer.Header>
            <Drawer.Body py="5">
              {!cited && (
                <Text role="status" fontSize="sm" color="inkMuted" bg="accent.50" rounded="md" px="3" py="2" mb="4">
                  {m.citationOutOfRange}
                </Text>
              )}
              <Box
                as="pre"
                data-testid="contract-text"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                fontFamily="body"
                fontSize="sm"
                lineHeight="1.7"
                color="ink"
              >
                {segments.map((segment, i) =>
                  segment.highlighted ? (
                    <Box
                      as="mark"
                      key={i}
                      ref={markIndex++ === 0 ? firstMarkRef : undefined}
                      bg="accent.200"
                      color="brand.950"
                      rounded="sm"
                      px="0.5"
                      scrollMarginBlock="24"
                    >
                      {segment.text}
                    </Box>
                  ) : (
                    <span key={i}>{segment.text}</span>
                  ),
                )}
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close contract text" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
