/**
 * The top of the report: how many issues, by severity and by risk tab, each a link that
 * opens its tab in the risk assessment. The counts are those of the cards the page shows (merged
 * findings), so the overview and the tabs always agree.
 */
import { Box, Button, Grid, Heading, HStack, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Priority } from '../../../../shared/schemas/analysis';
import type { RiskOverviewCounts } from '../../../../shared/analysis-findings';
import type { RiskTab } from '../../features/analysis/report-view';

const TABS: RiskTab[] = ['risks', 'missing', 'nonStandard', 'ambiguities'];
const SEVERITIES: { key: Priority; label: string; palette: string }[] = [
  { key: 'high', label: 'High', palette: 'red' },
  { key: 'medium', label: 'Medium', palette: 'orange' },
  { key: 'low', label: 'Low', palette: 'green' },
];

interface Props {
  counts: RiskOverviewCounts;
  onOpenTab: (tab: RiskTab) => void;
}

export function RiskOverview({ counts, onOpenTab }: Props) {
  return (
    <Box
      as="section"
      id="overview"
      aria-labelledby="overview-heading"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
      shadow="xs"
      scrollMarginTop="32"
    >
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading
            as="h2"
            id="overview-heading"
            fontFamily="heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            color="brand.900"
          >
            {m.overviewTitle}
          </Heading>
          <Text color="inkMuted" fontSize="sm" data-testid="overview-total">
            {counts.total === 1 ? '1 issue to review' : `${counts.total} issues to review`}
          </Text>
        </HStack>
        <Wrap gap="2" aria-label="Risks by severity">
          {SEVERITIES.map(({ key, label, palette }) => (
            <Button
              key={key}
              size="sm"
              variant="subtle"
              colorPalette={counts.bySeverity[key] > 0 ? palette : 'gray'}
              onClick={() => onOpenTab('risks')}
              data-testid={`overview-severity-${key}`}
            >
              {/* The name starts with what the button shows ("2 High"), then says what it does. */}
              <Text as="span" fontWeight="bold" data-count>
                {counts.bySeverity[key]}
              </Text>{' '}
              {label}
              <VisuallyHidden>{` severity ${counts.bySeverity[key] === 1 ? 'risk' : 'risks'}: open Risks`}</VisuallyHidden>
            </Button>
          ))}
          {counts.unrated > 0 && (
            // Missing clauses, non-standard terms and ambiguities carry no severity: with these the
            // row adds up to the headline.
            <Text fontSize="sm" color="inkMuted" alignSelf="center" data-testid="overview-unrated">
              <Text as="span" fontWeight="bold">
                {counts.unrated}
              </Text>{' '}
              not rated
            </Text>
          )}
        </Wrap>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="2">
          {TABS.map((tab) => (
            <Button
              key={tab}
              variant="outline"
              colorPalette="brand"
              h="auto"
              py="2.5"
              px="3"
              justifyContent="space-between"
              onClick={() => onOpenTab(tab)}
              data-testid={`overview-tab-${tab}`}
            >
              <Text as="span" fontSize="sm" fontWeight="medium" whiteSpace="normal" textAlign="start">
                {m.riskTabs[tab]}
              </Text>{' '}
              <Text
                as="span"
                fontSize="lg"
                fontWeight="bold"
                color={counts.byTab[tab] > 0 ? 'accent.700' : 'inkMuted'}
                data-count
              >
                {counts.byTab[tab]}
              </Text>
              <VisuallyHidden>: open the tab</VisuallyHidden>
            </Button>
          ))}
        </Grid>
      </Stack>
    </Box>
  );
}
