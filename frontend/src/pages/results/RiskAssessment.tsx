/**
 * Risk assessment (docs/product-spec.md section 2): tabs for risks, missing clauses, non-standard terms and
 * ambiguities. Each tab shows its count and a bar scaled to 10, 5, 3 and 3 (capped at full).
 * Chakra's Tabs give the keyboard model (arrow keys, Home/End) and the ARIA roles. The findings are
 * merged for display (one card per clause and issue) and the open tab is the page's, so the risk
 * overview above can open one.
 */
import { Badge, Box, Progress, Stack, Tabs, Text } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { DisplayFinding } from '../../../../shared/analysis-findings';
import { riskBarPercent, type RiskTab } from '../../features/analysis/report-view';
import { FindingCard } from './FindingCard';
import { EmptyNote, ReportSection } from './ReportSection';

const TABS: RiskTab[] = ['risks', 'missing', 'nonStandard', 'ambiguities'];

interface Props {
  findings: Record<RiskTab, DisplayFinding[]>;
  tab: RiskTab;
  onTabChange: (tab: RiskTab) => void;
}

export function RiskAssessment({ findings, tab: openTab, onTabChange }: Props) {
  const counts: Record<RiskTab, number> = {
    risks: findings.risks.length,
    missing: findings.missing.length,
    nonStandard: findings.nonStandard.length,
    ambiguities: findings.ambiguities.length,
  };
  return (
    <ReportSection id="risks" title={m.sections.risks}>
      <Tabs.Root value={openTab} onValueChange={(details) => onTabChange(details.value as RiskTab)} variant="plain">
        <Tabs.List
          aria-label="Risk assessment categories"
          display="grid"
          gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
          gap="2"
          mb="5"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              h="auto"
              display="flex"
              flexDirection="column"
              justifyContent="space-between"
              alignItems="stretch"
              textAlign="start"
              px="3"
              py="2.5"
              rounded="lg"
              borderWidth="1px"
              borderColor="brand.100"
              bg="white"
              color="brand.900"
              _selected={{
                bg: 'brand.50',
                borderColor: 'brand.500',
                boxShadow: 'inset 0 -3px 0 0 var(--chakra-colors-brand-600)',
              }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="2" mb="2">
                <Text as="span" fontSize="sm" fontWeight="semibold" lineHeight="1.3">
                  {m.riskTabs[tab]}
                </Text>
                <Badge
                  colorPalette={counts[tab] > 0 ? 'accent' : 'gray'}
                  variant={counts[tab] > 0 ? 'solid' : 'subtle'}
                >
                  {counts[tab]}
                </Badge>
              </Box>
              <Progress.Root
                value={riskBarPercent(tab, counts[tab])}
                size="xs"
                colorPalette={tab === 'risks' ? 'red' : tab === 'missing' ? 'orange' : 'yellow'}
                aria-hidden="true"
                data-testid={`risk-bar-${tab}`}
                data-percent={riskBarPercent(tab, counts[tab])}
              >
                <Progress.Track bg="brand.100">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} pt="0">
            {findings[tab].length === 0 ? (
              <EmptyNote>{m.emptyTab[tab]}</EmptyNote>
            ) : (
              <Stack gap="3" data-testid={`findings-${tab}`}>
                {findings[tab].map((f, i) => (
                  <FindingCard key={i} finding={f} />
                ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ReportSection>
  );
}
