/** One finding of the risk assessment: a heading, badges, labelled facts, the quoted clause and its citation. */
import { Badge, Blockquote, Box, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Span } from '../../../../shared/schemas/analysis';
import { ReferenceTag } from './ReportSection';
import { ShowInContractButton } from './ShowInContractButton';

export interface FindingField {
  label: string;
  value: string;
}

interface Props {
  title: string;
  badges?: ReactNode;
  fields: FindingField[];
  reference?: string;
  quote?: string;
  spans?: Span[];
}

export function FindingCard({ title, badges, fields, reference, quote, spans }: Props) {
  const heading = title || 'Untitled finding';
  return (
    <Box as="article" borderWidth="1px" borderColor="brand.100" rounded="xl" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Heading as="h3" fontSize="md" color="brand.900" lineHeight="1.4">
          {heading}
        </Heading>
        {(badges || reference) && (
          <Wrap gap="2">
            {badges}
            {reference && <ReferenceTag>{reference}</ReferenceTag>}
          </Wrap>
        )}
        {fields
          .filter((f) => f.value.trim() !== '')
          .map((f) => (
            <Text key={f.label} fontSize="sm" color="ink">
              <Text as="span" fontWeight="semibold" color="brand.900">
                {f.label}:{' '}
              </Text>
              {f.value}
            </Text>
          ))}
        {quote && (
          <Blockquote.Root variant="subtle" colorPalette="brand" fontSize="sm">
            <Blockquote.Content fontStyle="italic" color="inkMuted" overflowWrap="anywhere">
              {quote}
            </Blockquote.Content>
          </Blockquote.Root>
        )}
        <ShowInContractButton label={reference ? `${heading} (${reference})` : heading} spans={spans} />
      </Stack>
    </Box>
  );
}

const PRIORITY_PALETTE = { high: 'red', medium: 'orange', low: 'green' } as const;

/** A high/medium/low badge with words, not colour alone. */
export function PriorityBadge({ priority, prefix = '' }: { priority: 'high' | 'medium' | 'low'; prefix?: string }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="solid" textTransform="capitalize">
      {prefix}
      {priority}
      {prefix ? '' : ' priority'}
    </Badge>
  );
}
