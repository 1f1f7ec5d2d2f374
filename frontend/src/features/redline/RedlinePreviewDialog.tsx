/**
 * The redline preview (spec sections 2, 4, 5 and 8): the summary, every modification with an
 * accept/reject switch (all accepted at first), Select All / Deselect All, the author of the tracked
 * changes, Close Preview and Download Redlined Contract (beta) — disabled when nothing is selected,
 * the author is invalid, or a download runs.
 */
import { Badge, Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { redlineMessages as m } from '../../../../shared/redline-messages';
import { DEFAULT_REDLINE_AUTHOR, RedlineAuthorSchema, type RedlineMetadata } from '../../../../shared/schemas/redline';
import { categoryLabel } from '../../../../shared/taxonomy';
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
  // Every opening starts with all modifications accepted (spec section 4).
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const summary = metadata?.summary;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && !downloading && onClose()} placement="center" size="xl" scrollBehavior="inside">
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
                  <Box bg="brand.50" rounded="lg" p="4" borderWidth="1px" borderColor="brand.100">
                    <HStack gap="8" flexWrap="wrap" align="start">
                      <Stat.Root maxW="40">
                        <Stat.Label>Total modifications</Stat.Label>
                        <Stat.ValueText data-testid="redline-total">{summary?.total_modifications ?? modifications.length}</Stat.ValueText>
                      </Stat.Root>
                      <Stat.Root maxW="40">
                        <Stat.Label>High priority</Stat.Label>
                        <Stat.ValueText color="red.700">{summary?.high_priority_count ?? 0}</Stat.ValueText>
                      </Stat.Root>
                      {summary && summary.modification_categories.length > 0 && (
                        <Stack gap="1" minW="0" flex="1">
                          <Text fontSize="sm" color="inkMuted">
                            Categories
                          </Text>
                          <Wrap gap="1">
                            {summary.modification_categories.map((c) => (
                              <Badge key={c} variant="outline" colorPalette="brand">
                                {label(c)}
                              </Badge>
                            ))}
                          </Wrap>
                        </Stack>
                      )}
                    </HStack>
                  </Box>
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
                      <ModificationItem key={i} index={i} modification={mod} accepted={selection.isAccepted(i)} onToggle={selection.toggle} />
                    ))}
                  </Stack>
                  <Field.Root invalid={Boolean(authorError)}>
                    <Field.Label>{m.authorLabel}</Field.Label>
                    <Input name="redline-author" value={author} placeholder={DEFAULT_REDLINE_AUTHOR} onChange={(e) => setAuthor(e.target.value)} bg="white" maxW="md" />
                    {authorError ? <Field.ErrorText>{authorError}</Field.ErrorText> : <Field.HelperText>{m.authorHelp}</Field.HelperText>}
                  </Field.Root>
                  <Text fontSize="xs" color="inkMuted">
                    {m.betaFree}
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
                onClick={() => parsedAuthor.success && onDownload(selection.selected, parsedAuthor.output)}
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
  );
}
