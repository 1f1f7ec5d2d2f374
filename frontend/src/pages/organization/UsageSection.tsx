/** Completed analyses per member and month (the organisation paid for them or keeps them). */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchUsage } from '../../features/organizations/organizations-api';
import { LoadError, Loading, Section } from './Section';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function UsageSection({ orgId }: { orgId: string }) {
  const usage = useQuery({ queryKey: ['organization', orgId, 'usage'], queryFn: () => fetchUsage(orgId) });
  const months = usage.data?.months.filter((m, i) => i === 0 || m.total > 0) ?? [];
  return (
    <Section title="Usage" intro="Analyses per member and month, for the last 12 months.">
      {usage.isPending && <Loading label="Loading usage" />}
      {usage.isError && <LoadError message="Failed to load usage. Please try again." />}
      {months.map((m) => (
        <Stack key={m.month} gap="1" aria-label={`Usage ${monthLabel(m.month)}`}>
          <HStack justify="space-between">
            <Text fontWeight="semibold">{monthLabel(m.month)}</Text>
            <Text>
              {m.total} {m.total === 1 ? 'analysis' : 'analyses'}
            </Text>
          </HStack>
          {m.members.length === 0 && (
            <Text color="inkMuted" fontSize="sm">
              No analyses yet.
            </Text>
          )}
          {m.members.map((member) => (
            <HStack key={member.id} justify="space-between" pl="4" fontSize="sm">
              <Text>{member.name}</Text>
              <Text>{member.count}</Text>
            </HStack>
          ))}
        </Stack>
      ))}
    </Section>
  );
}
