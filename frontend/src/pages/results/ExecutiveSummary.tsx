/** Executive summary with the contract snapshot: type, parties, governing law, key dates and date notes. */
import { Box, DataList, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Analysis } from '../../../../shared/schemas/analysis';
import { ReportSection } from './ReportSection';

/** In the order a reader looks for them; the agreement date is the date the contract bears. */
const DATE_LABELS = {
  agreement_date: 'Agreement date',
  effective_date: 'Effective date',
  expiration_date: 'Expiration date',
  renewal_terms: 'Renewal terms',
  notice_period_termination: 'Notice period for termination',
} as const;

const NOT_STATED = 'Not stated';

export function ExecutiveSummary({ summary }: { summary: Analysis['dashboard_executive_summary'] }) {
  const snap = summary.contract_snapshot;
  const parties =
    snap.party_details.length > 0 ? snap.party_details : snap.parties.map((name) => ({ name, role: undefined }));
  return (
    <ReportSection id="summary" title={m.sections.summary}>
      <Stack gap="6">
        <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7" color="ink" data-testid="executive-summary">
          {summary.overall_context.summary || 'No summary was produced for this contract.'}
        </Text>
        <Box bg="brand.50" rounded="xl" p={{ base: '4', md: '5' }}>
          <Heading as="h3" fontSize="md" color="brand.900" mb="4">
            Contract snapshot
          </Heading>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
            gap={{ base: '5', md: '8' }}
          >
            <DataList.Root orientation="vertical" gap="4">
              <DataList.Item>
                <DataList.ItemLabel>Contract type</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{snap.title_type || NOT_STATED}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Parties</DataList.ItemLabel>
                <DataList.ItemValue>
                  {parties.length === 0 ? (
                    NOT_STATED
                  ) : (
                    <List.Root gap="1" ps="4">
                      {parties.map((p, i) => (
                        <List.Item key={i}>
                          {p.name}
                          {p.role && <Text as="span" color="inkMuted">{` (${p.role})`}</Text>}
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Governing law</DataList.ItemLabel>
                <DataList.ItemValue>{snap.governing_law ?? NOT_STATED}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <DataList.Root orientation="vertical" gap="4">
              {(Object.keys(DATE_LABELS) as (keyof typeof DATE_LABELS)[]).map((key) => (
                <DataList.Item key={key}>
                  <DataList.ItemLabel>{DATE_LABELS[key]}</DataList.ItemLabel>
                  <DataList.ItemValue>{snap.key_dates[key] || NOT_STATED}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Grid>
          {snap.date_analysis_notes && (
            <Text mt="5" fontSize="sm" color="inkMuted" borderTopWidth="1px" borderColor="brand.100" pt="4">
              <Text as="span" fontWeight="semibold" color="brand.900">
                Date notes:{' '}
              </Text>
              {snap.date_analysis_notes}
            </Text>
          )}
        </Box>
      </Stack>
    </ReportSection>
  );
}
