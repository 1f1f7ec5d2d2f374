/**
 * Saves a decision into one of the user's playbooks as a position ("When they propose "…": refuse —
 * reason"), which the next review of their changes follows. The line is shown before it is added;
 * the playbook keeps its 10,000-character limit.
 */
import { Button, CloseButton, Code, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import { savedPositionLine } from '../../../../shared/negotiation-positions';
import type { CounterpartyChange } from '../../../../shared/schemas/negotiation';
import { toaster } from '../../app/toaster';
import { listPlaybooks, updatePlaybook } from '../playbooks/playbooks-api';
import { PLAYBOOKS_FULL_QUERY_KEY } from '../playbooks/use-playbooks-page';
import type { Draft } from './use-their-changes';

const PLAYBOOK_MAX = 10_000;

interface Props {
  change: CounterpartyChange | null;
  draft: Draft | undefined;
  onClose: () => void;
}

export function SavePositionDialog({ change, draft, onClose }: Props) {
  const queryClient = useQueryClient();
  const playbooks = useQuery({ queryKey: PLAYBOOKS_FULL_QUERY_KEY, queryFn: listPlaybooks, enabled: change !== null });
  const [chosen, setChosen] = useState('');
  const line =
    change && draft?.action
      ? savedPositionLine({
          when: change.kind === 'deletion' ? 'delete' : 'propose',
          quote: change.kind === 'deletion' ? change.before : change.after,
          action: draft.action,
          ...(draft.action === 'counter' ? { counterText: draft.counterText } : {}),
          ...(draft.reason.trim() ? { reason: draft.reason } : {}),
        })
      : '';
  const list = playbooks.data ?? [];
  const target = list.find((p) => String(p.id) === chosen) ?? list[0];
  const content = target ? `${target.content.replace(/\s+$/, '')}\n${line}` : '';
  const tooLong = content.length > PLAYBOOK_MAX;
  const save = useMutation({
    mutationFn: () => updatePlaybook(target!.id, { name: target!.name, content }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: m.savedPosition, description: target?.name });
      void queryClient.invalidateQueries({ queryKey: ['playbooks'] });
      onClose();
    },
    onError: () => toaster.create({ type: 'error', title: m.savePositionFailed }),
  });
  return (
    <Dialog.Root
      open={change !== null}
      onOpenChange={(d) => !d.open && !save.isPending && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{m.savePositionTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Code display="block" whiteSpace="pre-wrap" p="3" fontSize="xs" overflowWrap="anywhere">
                  {line}
                </Code>
                {playbooks.isLoading ? (
                  <Text fontSize="sm">…</Text>
                ) : list.length === 0 ? (
                  <Text fontSize="sm" color="inkMuted">
                    {m.noPlaybooks}
                  </Text>
                ) : (
                  <Field.Root invalid={tooLong}>
                    <Field.Label>Playbook</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={target ? String(target.id) : ''}
                        onChange={(e) => setChosen(e.target.value)}
                        bg="white"
                      >
                        {list.map((p) => (
                          <option key={p.id} value={String(p.id)}>
                            {p.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {tooLong && <Field.ErrorText>{m.positionTooLong}</Field.ErrorText>}
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                Cancel
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => save.mutate()}
                loading={save.isPending}
                disabled={!target || tooLong || !line}
              >
                {m.saveAsPosition}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" disabled={save.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
