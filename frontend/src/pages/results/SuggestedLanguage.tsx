/** Suggested language with priority badges, highest priority first. */
import { Badge, Box, Stack, Text, Wrap } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { SuggestedLanguage as Suggestion } from '../../../../shared/schemas/analysis';
import { PriorityBadge } from './FindingCard';
import { EmptyNote, ReportSection } from './ReportSection';
import { ShowInContractButton } from './ShowInContractButton';

const RANK = { high: 0, medium: 1, low: 2 } as const;

export function SuggestedLanguage({ suggestions }: { suggestions: Suggestion[] }) {
  const ordered = suggestions
    .map((s, i) => ({ s, i }))
    .sort((a, b) => RANK[a.s.priority] - RANK[b.s.priority] || a.i - b.i);
  return (
    <ReportSection id="suggestions" title={m.sections.suggestions}>
      {ordered.length === 0 ? (
        <EmptyNote>No language changes were suggested.</EmptyNote>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" ps="0">
          {ordered.map(({ s, i }) => {
            const reference = s.related_issue_reference || s.section_reference || '';
            const title = `${s.type ? capitalise(s.type) : 'Suggestion'}${reference ? ` — ${reference}` : ''}`;
            return (
              <Box as="li" key={i} borderWidth="1px" borderColor="brand.100" rounded="xl" p={{ base: '4', md: '5' }}>
                <Stack gap="3">
                  <Wrap gap="2" align="center">
                    <PriorityBadge priority={s.priority} />
                    {s.type && (
                      <Badge variant="subtle" colorPalette="brand" textTransform="capitalize">
                        {s.type.replace(/_/g, ' ')}
                      </Badge>
                    )}
                  </Wrap>
                  {reference && (
                    <Text fontSize="sm" color="inkMuted" overflowWrap="anywhere">
                      <Text as="span" fontWeight="semibold" color="brand.900">
                        Addresses:{' '}
                      </Text>
                      {reference}
                    </Text>
                  )}
                  <Text color="ink">{s.recommendation}</Text>
                  {s.proposed_text && s.proposed_text !== s.recommendation && (
                    <Box bg="green.50" borderStartWidth="3px" borderColor="green.500" rounded="md" px="3" py="2">
                      <Text fontSize="xs" fontWeight="semibold" color="green.800" mb="1">
                        Proposed text
                      </Text>
                      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                        {s.proposed_text}
                      </Text>
                    </Box>
                  )}
                  <ShowInContractButton label={title} spans={s.spans} />
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
    </ReportSection>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');
