/**
 * /organization: create an organisation, or run one: its credits and plan, members and
 * invitations, usage per member, shared playbooks, and (Enterprise, owners and admins) API keys and
 * the webhook.
 */
import { Badge, Button, Code, Container, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { managesOrganization, organizationPlanIsPaid } from '../../../../shared/organization-credits';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { useAuth } from '../../features/auth/auth-context';
import { USER_STATUS_QUERY_KEY } from '../../features/auth/user-status-query';
import { creditsLeftLabel, planLabel } from '../../features/auth/credits-label';
import { createOrganization, fetchOrganization } from '../../features/organizations/organizations-api';
import { paymentLinks } from '../../features/payments/payment-links';
import { ApiError } from '../../lib/api';
import { ApiKeysSection } from './ApiKeysSection';
import { MembersSection } from './MembersSection';
import { LoadError, Loading, Section } from './Section';
import { SharedPlaybooksSection } from './SharedPlaybooksSection';
import { UsageSection } from './UsageSection';

export function OrganizationPage() {
  useDocumentTitle(pageTitle('Organisation'));
  return (
    <RequireSignIn>
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <OrganizationContent />
      </Container>
    </RequireSignIn>
  );
}

function OrganizationContent() {
  const { status } = useAuth();
  const orgId = status.organization?.id;
  if (!orgId) return <CreateOrganization />;
  return <OrganizationView orgId={orgId} myEmail={status.email ?? ''} />;
}

function CreateOrganization() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => createOrganization(name),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_STATUS_QUERY_KEY }),
    onError: (err) => setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Stack gap="6">
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
        Your organisation
      </Heading>
      <Section
        title="Create an organisation"
        intro="Work as a team: one credit balance, a shared contract library and shared playbooks. Invitations come with the Business plan, API access with Enterprise."
      >
        <Stack as="form" gap="3" onSubmit={submit} aria-label="Create an organisation">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Organisation name</Field.Label>
            <Input
              name="organizationName"
              value={name}
              onChange={(e) => setName(e.target.value)}
              bg="white"
              maxLength={100}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              Create organisation
            </Button>
          </HStack>
        </Stack>
      </Section>
    </Stack>
  );
}

function OrganizationView({ orgId, myEmail }: { orgId: string; myEmail: string }) {
  const organization = useQuery({ queryKey: ['organization', orgId], queryFn: () => fetchOrganization(orgId) });
  if (organization.isPending) return <Loading label="Loading your organisation" />;
  if (organization.isError) return <LoadError message="Failed to load the organisation. Please try again." />;
  const org = organization.data;
  const manager = managesOrganization(org.role);
  // Owners and admins of a paid organisation buy credit packs for the shared balance.
  const buy = manager && organizationPlanIsPaid(org.plan) ? paymentLinks.buyForOrganization(org.name) : undefined;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          {org.name}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="brand">{planLabel(org.plan)} plan</Badge>
          <Badge colorPalette="accent" data-testid="organization-credits">
            {creditsLeftLabel(org.creditsRemaining)}
          </Badge>
          <Text color="inkMuted">
            You are {org.role === 'owner' ? 'the owner' : org.role === 'admin' ? 'an admin' : 'a member'}.
          </Text>
        </HStack>
        <Text color="inkMuted">Analyses by members use these credits first, then their own.</Text>
        {buy && (
          <HStack>
            <Button asChild colorPalette="accent" size="sm">
              <RouterLink to={buy.to}>{buy.label}</RouterLink>
            </Button>
          </HStack>
        )}
        <Text color="inkMuted" fontSize="sm">
          Organisation id: <Code>{org.id}</Code>
        </Text>
      </Stack>
      <MembersSection organization={org} myEmail={myEmail} />
      <UsageSection orgId={orgId} />
      <SharedPlaybooksSection orgId={orgId} manager={manager} />
      {manager && org.plan === 'enterprise' && <ApiKeysSection orgId={orgId} />}
    </Stack>
  );
}
