/** Key information clauses: type, plain-language summary, key details, AI notes/flags and reference. */
import { Badge, Box, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { KeyClause } from '../../../../shared/schemas/analysis';
import { categoryLabel } from '../../../../shared/taxonomy';
import { EmptyNote, ReferenceTag, ReportSection } from './ReportSection';
import { ShowInContractButton } from './ShowInContractButton';

export function KeyClauses({ clauses }: { clauses: KeyClause[] }) {
  return (
    <ReportSection
      id="clauses"
      title={m.sections.clauses}
      description={`${clauses.length} ${clauses.length === 1 ? 'clause' : 'clauses'} identified`}
    >
      {clauses.length === 0 ? (
        <EmptyNote>No key clauses were identified.</EmptyNote>
      ) : (
        <Stack gap="4">
          {clauses.map((clause, i) => (
            <ClauseCard key={i} clause={clause} />
          ))}
        </Stack>
      )}
    </ReportSection>
  );
}

function ClauseCard({ clause }: { clause: KeyClause }) {
  const title = clause.clause_type || 'Clause';
  return (
    <Box as="article" borderWidth="1px" borderColor="brand.100" rounded="xl" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Wrap gap="2" align="center" justify="space-between">
          <Heading as="h3" fontSize="md" color="brand.900">
            {title}
          </Heading>
          <Wrap gap="2">
            {clause.category !== 'other' && categoryLabel(clause.category).toLowerCase() !== title.toLowerCase() && (
              <Badge colorPalette="brand" variant="subtle">
                {categoryLabel(clause.category)}
              </Badge>
            )}
            {clause.relevant_clause_reference && <ReferenceTag>{clause.relevant_clause_reference}</ReferenceTag>}
          </Wrap>
        </Wrap>
        <Text color="ink">{clause.plain_language_summary}</Text>
        {clause.key_details_extracted.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" color="brand.900" mb="1">
              Key details
            </Text>
            <List.Root ps="5" gap="1" fontSize="sm">
              {clause.key_details_extracted.map((d, i) => (
                <List.Item key={i}>{d}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {clause.ai_notes_flags.length > 0 && (
          <Box bg="accent.50" borderStartWidth="3px" borderColor="accent.400" rounded="md" px="3" py="2">
            <Text fontSize="sm" fontWeight="semibold" color="brand.900" mb="1">
              AI notes and flags
            </Text>
            <List.Root ps="5" gap="1" fontSize="sm">
              {clause.ai_notes_flags.map((n, i) => (
                <List.Item key={i}>{n}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <ShowInContractButton
          label={clause.relevant_clause_reference ? `${title} (${clause.relevant_clause_reference})` : title}
          spans={clause.spans}
        />
      </Stack>
    </Box>
  );
}
