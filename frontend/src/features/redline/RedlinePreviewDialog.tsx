/**
 * The redline preview (docs/product-spec.md sections 2, 4, 5 and 8): the summary, every modification with an
 * accept/reject switch (all accepted at first), Select All / Deselect All, the author of the tracked
 * changes, Close Preview and Download Redlined Contract (beta) — disabled when nothing is selected,
 * the author is invalid, or a download runs. On a free plan the download opens Upgrade Required
 * instead (generating and previewing a redline is part of every review; the Word file is paid).
 */
import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  Grid,
  HStack,
  Input,
  Portal,
  Stack,
  Stat,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { redlineMessages as m } from '../../../../shared/redline-messages';
import { DEFAULT_REDLINE_AUTHOR, RedlineAuthorSchema, type RedlineMetadata } from '../../../../shared/schemas/redline';
import { categoryLabel } from '../../../../shared/taxonomy';
import { useAuth } from '../auth/auth-context';
import { UpgradeDialog } from '../credits/UpgradeDialog';
import { ModificationItem } from './ModificationItem';
import { useModificationSelection } from './selection';

interface Props {
  open: boolean;
  metadata: RedlineMetadata | null;
  downloading: boolean;
  onClose: () => void;
  onDownload: (selected: number[], author: string) => void;
}

const label = (c: string) => (/^[a-z0-9-]+$/.test(c) ? categoryLabel(c) : c);

export function RedlinePreviewDialog({ open, metadata, downloading, onClose, onDownload }: Props) {
  const modifications = metadata?.modifications ?? [];
  const selection = useModificationSelection(modifications.length);
  const [author, setAuthor] = useState('');
  const parsedAuthor = v.safeParse(RedlineAuthorSchema, author);
  const authorError = parsedAuthor.success ? undefined : parsedAuthor.issues[0]?.message;
  const { reset } = selection;
  // Every opening starts with all modifications accepted (docs/product-spec.md section 4).
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const summary = metadata?.summary;
  const { status } = useAuth();
  const canDownload = status.subscriptionType === 'paid';
  const [upgrade, setUpgrade] = useState<string | null>(null);
  return (
    <>
      <UpgradeDialog message={upgrade} onClose={() => setUpgrade(null)} />
      <Dialog.Root
        open={open}
        onOpenChange={(d) => !d.open && !downloading && onClose()}
        placement="center"
        size="xl"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="redline-preview">
              <Dialog.Header pe="12">
                <Dialog.Title fontFamily="heading" fontSize="2xl" color="brand.900">
                  {m.previewTitle}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {modifications.length === 0 ? (
                  <Text color="inkMuted">{m.noModifications}</Text>
                ) : (
                  <Stack gap="5">
                    <Grid
                      bg="brand.50"
                      rounded="lg"
                      p="4"
                      borderWidth="1px"
                      borderColor="brand.100"
                      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'auto auto minmax(0, 1fr)' }}
                      columnGap="8"
                      rowGap="4"
                      alignItems="start"
                    >
                      <Stat.Root>
                        <Stat.Label>Total modifications</Stat.Label>
                        <Stat.ValueText data-testid="redline-total">
                          {summary?.total_modifications ?? modifications.length}
                        </Stat.ValueText>
                      </Stat.Root>
                      <Stat.Root>
                        <Stat.Label>High priority</Stat.Label>
                        <Stat.ValueText color="red.700">{summary?.high_priority_count ?? 0}</Stat.ValueText>
                      </Stat.Root>
                      {summary && summary.modification_categories.length > 0 && (
                        // Its own row on a phone; long category names wrap inside their chip.
                        <Stack gap="1" minW="0" gridColumn={{ base: '1 / -1', md: 'auto' }}>
                          <Text fontSize="sm" color="inkMuted">
                            Categories
                          </Text>
                          <Wrap gap="1">
                            {summary.modification_categories.map((c) => (
                              <Badge
                                key={c}
                                variant="outline"
                                colorPalette="brand"
                                whiteSpace="normal"
                                maxW="full"
                                h="auto"
                                py="0.5"
                              >
                                {label(c)}
                              </Badge>
                            ))}
                          </Wrap>
                        </Stack>
                      )}
                    </Grid>
                    <HStack justify="space-between" flexWrap="wrap" gap="3">
                      <Text fontSize="sm" color="inkMuted" aria-live="polite" data-testid="redline-selected-count">
                        {m.selectedCount(selection.selected.length, modifications.length)}
                      </Text>
                      <HStack gap="2">
                        <Button size="sm" variant="outline" onClick={selection.selectAll} disabled={downloading}>
                          {m.selectAll}
                        </Button>
                        <Button size="sm" variant="outline" onClick={selection.deselectAll} disabled={downloading}>
                          {m.deselectAll}
                        </Button>
                      </HStack>
                    </HStack>
                    <Stack as="ol" gap="3" p="0" m="0">
                      {modifications.map((mod, i) => (
                        <ModificationItem
                          key={i}
                          index={i}
                          modification={mod}
                          accepted={selection.isAccepted(i)}
                          onToggle={selection.toggle}
                        />
                      ))}
                    </Stack>
                    <Field.Root invalid={Boolean(authorError)}>
                      <Field.Label>{m.authorLabel}</Field.Label>
                      <Input
                        name="redline-author"
                        value={author}
                        placeholder={DEFAULT_REDLINE_AUTHOR}
                        onChange={(e) => setAuthor(e.target.value)}
                        bg="white"
                        maxW="md"
                      />
                      {authorError ? (
                        <Field.ErrorText>{authorError}</Field.ErrorText>
                      ) : (
                        <Field.HelperText>{m.authorHelp}</Field.HelperText>
                      )}
                    </Field.Root>
                    <Text fontSize="xs" color="inkMuted">
                      {canDownload ? m.betaFree : m.downloadPaidOnly}
                    </Text>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer gap="3" flexWrap="wrap">
                <Button variant="outline" onClick={onClose} disabled={downloading}>
                  {m.closePreview}
                </Button>
                <Button
                  colorPalette="brand"
                  loading={downloading}
                  disabled={selection.selected.length === 0 || downloading || Boolean(authorError)}
                  onClick={() => {
                    // A free plan previews and chooses; the Word file comes with a paid plan (decision 086).
                    if (!canDownload) setUpgrade(m.paidOnly);
                    else if (parsedAuthor.success) onDownload(selection.selected, parsedAuthor.output);
                  }}
                >
                  {m.downloadRedlined}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close dialog" disabled={downloading} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
