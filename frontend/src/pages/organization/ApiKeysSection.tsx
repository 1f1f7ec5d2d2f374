/**
 * API keys and the webhook (Enterprise; owners and admins): a new key is shown once, then only its
 * hint; keys are revoked here and show their last use. The webhook's secret too is shown once.
 */
import { Alert, Badge, Button, Code, Field, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  createApiKey,
  fetchApiKeys,
  fetchWebhook,
  removeWebhook,
  revokeApiKey,
  setWebhook,
} from '../../features/organizations/organizations-api';
import { ApiError } from '../../lib/api';
import { formatDate, LoadError, Loading, Section } from './Section';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{label}: copy it now, it is not shown again</Alert.Title>
        <Alert.Description>
          <Code wordBreak="break-all" data-testid="shown-once">
            {value}
          </Code>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function ApiKeysSection({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const key = ['organization', orgId, 'api-keys'];
  const keys = useQuery({ queryKey: key, queryFn: () => fetchApiKeys(orgId) });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('write');
  const [created, setCreated] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => createApiKey(orgId, { name, scope }),
    onSuccess: (answer) => {
      setCreated(answer.key);
      setName('');
      setError(undefined);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => setError(messageOf(err)),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(orgId, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <Section title="API keys" intro="Call the product from your own systems with Authorization: Bearer <key>.">
      <Text>
        <Link asChild color="brand.solid">
          <RouterLink to="/api-docs">Read the API documentation</RouterLink>
        </Link>
      </Text>
      {created && <ShownOnce label="Your new API key" value={created} />}
      <Stack as="form" gap="3" onSubmit={submit} aria-label="Create an API key">
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root invalid={Boolean(error)} flex="1" minW="52">
            <Field.Label>Key name</Field.Label>
            <Input
              name="apiKeyName"
              value={name}
              onChange={(e) => setName(e.target.value)}
              bg="white"
              placeholder="e.g. Matter management"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Field.Root w="40">
            <Field.Label>Scope</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="apiKeyScope"
                value={scope}
                onChange={(e) => setScope(e.target.value === 'read' ? 'read' : 'write')}
                bg="white"
              >
                <option value="write">Read and write</option>
                <option value="read">Read only</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            Create key
          </Button>
        </HStack>
      </Stack>
      {keys.isPending && <Loading label="Loading API keys" />}
      {keys.isError && <LoadError message={messageOf(keys.error)} />}
      {keys.data?.length === 0 && <Text color="inkMuted">No API keys yet.</Text>}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {keys.data?.map((k) => (
          <HStack
            as="li"
            key={k.id}
            justify="space-between"
            flexWrap="wrap"
            borderBottomWidth="1px"
            borderColor="border"
            pb="2"
          >
            <Stack gap="0">
              <Text fontWeight="semibold">
                {k.name} <Code>{k.hint}</Code> <Badge>{k.scope}</Badge>{' '}
                {k.revokedAt && <Badge colorPalette="red">revoked</Badge>}
              </Text>
              <Text fontSize="sm" color="inkMuted">
                Created {formatDate(k.createdAt)} · last used {k.lastUsedAt ? formatDate(k.lastUsedAt) : 'never'}
              </Text>
            </Stack>
            {!k.revokedAt && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => revoke.mutate(k.id)}
                disabled={revoke.isPending}
              >
                Revoke
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <WebhookForm orgId={orgId} />
    </Section>
  );
}

function WebhookForm({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const key = ['organization', orgId, 'webhook'];
  const webhook = useQuery({ queryKey: key, queryFn: () => fetchWebhook(orgId) });
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => setWebhook(orgId, url),
    onSuccess: (answer) => {
      setSecret(answer.secret);
      setError(undefined);
      queryClient.setQueryData(key, answer);
    },
    onError: (err) => setError(messageOf(err)),
  });
  const remove = useMutation({
    mutationFn: () => removeWebhook(orgId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Stack gap="3" aria-label="Webhook">
      <Text fontWeight="semibold">Webhook</Text>
      <Text color="inkMuted" fontSize="sm">
        analysis.completed and analysis.failed are POSTed to this HTTPS URL, signed in the Clausewise-Signature header
        (HMAC-SHA256 over the timestamp and the raw body).
      </Text>
      {webhook.data?.url && (
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontSize="sm">
            Sending to <Code>{webhook.data.url}</Code>
          </Text>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove.mutate()}>
            Remove
          </Button>
        </HStack>
      )}
      {secret && <ShownOnce label="Signing secret" value={secret} />}
      <HStack as="form" gap="3" align="end" onSubmit={submit} flexWrap="wrap">
        <Field.Root invalid={Boolean(error)} flex="1" minW="60">
          <Field.Label>Webhook URL</Field.Label>
          <Input
            name="webhookUrl"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            bg="white"
            placeholder="https://example.com/hooks/clausewise"
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="brand" loading={save.isPending}>
          {webhook.data?.url ? 'Replace URL and secret' : 'Set webhook'}
        </Button>
      </HStack>
      {(webhook.data?.deliveries.length ?? 0) > 0 && (
        <Stack gap="1" fontSize="sm" aria-label="Recent deliveries">
          {webhook.data!.deliveries.map((d) => (
            <Text key={d.eventId}>
              {d.type} · {d.contractId} ·{' '}
              <Badge colorPalette={d.status === 'delivered' ? 'green' : d.status === 'failed' ? 'red' : 'orange'}>
                {d.status}
              </Badge>{' '}
              after {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
              {d.lastError ? ` (${d.lastError})` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
