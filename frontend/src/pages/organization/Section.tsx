/** A titled card of the organisation page; every section shows its loading and error states alike. */
import { Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} bg="white">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" fontSize="xl" color="brand.900">
              {title}
            </Heading>
            {intro && <Text color="inkMuted">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function Loading({ label }: { label: string }) {
  return <Spinner size="sm" color="brand.solid" aria-label={label} />;
}

export function LoadError({ message }: { message: string }) {
  return (
    <Text color="red.700" role="alert">
      {message}
    </Text>
  );
}

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
