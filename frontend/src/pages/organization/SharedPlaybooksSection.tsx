/** The organisation's shared playbooks: every member uses them; owners and admins add and delete them. */
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import {
  createSharedPlaybook,
  deleteSharedPlaybook,
  fetchSharedPlaybooks,
} from '../../features/organizations/organizations-api';
import { ApiError } from '../../lib/api';
import { LoadError, Loading, Section } from './Section';

export function SharedPlaybooksSection({ orgId, manager }: { orgId: string; manager: boolean }) {
  const queryClient = useQueryClient();
  const key = ['organization', orgId, 'playbooks'];
  const playbooks = useQuery({ queryKey: key, queryFn: () => fetchSharedPlaybooks(orgId) });
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: () => createSharedPlaybook(orgId, { name, content }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'Playbook created successfully' });
      setName('');
      setContent('');
      setError(undefined);
      void refresh();
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : 'Failed to create playbook'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSharedPlaybook(orgId, id),
    onSuccess: () => void refresh(),
    onError: () => toaster.create({ type: 'error', title: 'Failed to delete playbook' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <Section title="Shared playbooks" intro="Review instructions every member can pick on the review page.">
      {playbooks.isPending && <Loading label="Loading shared playbooks" />}
      {playbooks.isError && <LoadError message="Failed to load playbooks" />}
      {playbooks.data?.length === 0 && <Text color="inkMuted">No shared playbooks yet.</Text>}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {playbooks.data?.map((p) => (
          <HStack as="li" key={p.id} justify="space-between" align="start">
            <Stack gap="0">
              <Text fontWeight="semibold">{p.name}</Text>
              <Text fontSize="sm" color="inkMuted" lineClamp={2}>
                {p.content}
              </Text>
            </Stack>
            {manager && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove.mutate(p.id)}>
                Delete
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {manager && (
        <Stack as="form" gap="3" onSubmit={submit} aria-label="New shared playbook">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Name</Field.Label>
            <Input
              name="sharedPlaybookName"
              value={name}
              onChange={(e) => setName(e.target.value)}
              bg="white"
              maxLength={100}
            />
          </Field.Root>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Instructions</Field.Label>
            <Textarea
              name="sharedPlaybookContent"
              value={content}
              onChange={(e) => setContent(e.target.value)}
              bg="white"
              rows={3}
              maxLength={10000}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              Add shared playbook
            </Button>
          </HStack>
        </Stack>
      )}
    </Section>
  );
}
