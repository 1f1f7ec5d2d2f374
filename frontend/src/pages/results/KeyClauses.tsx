/**
 * Key information clauses: one card per clause, merged when several clause types cite
 * the same passage; the plain-language takeaway first, the key details as a compact list, the AI
 * notes, and the clause itself behind "Show in contract". Two columns from 768 px.
 */
import { Badge, Box, Grid, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { categoryLabel } from '../../../../shared/taxonomy';
import type { DisplayClause } from '../../../../shared/analysis-findings';
import { EmptyNote, ReferenceTag, ReportSection } from './ReportSection';
import { ShowInContractButton } from './ShowInContractButton';

export function KeyClauses({ clauses }: { clauses: DisplayClause[] }) {
  return (
    <ReportSection
      id="clauses"
      title={m.sections.clauses}
      description={`${clauses.length} ${clauses.length === 1 ? 'clause' : 'clauses'} identified`}
    >
      {clauses.length === 0 ? (
        <EmptyNote>No key clauses were identified.</EmptyNote>
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3" alignItems="start">
          {clauses.map((clause, i) => (
            <ClauseCard key={i} clause={clause} />
          ))}
        </Grid>
      )}
    </ReportSection>
  );
}

function ClauseCard({ clause }: { clause: DisplayClause }) {
  const title = [clause.title, ...clause.alsoTitles].join(' · ');
  const reference = clause.references.join('; ');
  const badges = clause.categories.filter(
    (c) => ![clause.title, ...clause.alsoTitles].some((t) => t.toLowerCase() === categoryLabel(c).toLowerCase()),
  );
  return (
    <Box as="article" aria-label={title} borderWidth="1px" borderColor="brand.100" rounded="xl" p="4" h="full">
      <Stack gap="2">
        <Heading as="h3" fontSize="md" color="brand.900" lineHeight="1.35">
          {title}
        </Heading>
        {(badges.length > 0 || reference) && (
          <Wrap gap="1.5">
            {badges.map((c) => (
              <Badge key={c} colorPalette="brand" variant="subtle">
                {categoryLabel(c)}
              </Badge>
            ))}
            {reference && <ReferenceTag>{reference}</ReferenceTag>}
          </Wrap>
        )}
        <Text color="ink" fontSize="sm" lineHeight="1.6">
          {clause.summary}
        </Text>
        {clause.details.length > 0 && (
          <List.Root ps="5" gap="0.5" fontSize="sm" color="ink" aria-label="Key details">
            {clause.details.map((d, i) => (
              <List.Item key={i}>{d}</List.Item>
            ))}
          </List.Root>
        )}
        {clause.notes.length > 0 && (
          <Box
            bg="accent.50"
            borderStartWidth="3px"
            borderColor="accent.400"
            rounded="md"
            px="3"
            py="1.5"
            fontSize="sm"
          >
            {clause.notes.map((n, i) => (
              <Text key={i}>{n}</Text>
            ))}
          </Box>
        )}
        <ShowInContractButton
          label={reference ? `${clause.title} (${reference})` : clause.title}
          spans={clause.spans}
        />
      </Stack>
    </Box>
  );
}
