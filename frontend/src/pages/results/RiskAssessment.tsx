/**
 * Risk assessment (spec section 2): tabs for risks, missing clauses, non-standard terms and
 * ambiguities. Each tab shows its count and a bar scaled to 10, 5, 3 and 3 (capped at full).
 * Chakra's Tabs give the keyboard model (arrow keys, Home/End) and the ARIA roles.
 */
import { Badge, Box, Progress, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Analysis } from '../../../../shared/schemas/analysis';
import { categoryLabel } from '../../../../shared/taxonomy';
import { riskBarPercent, type RiskTab } from '../../features/analysis/report-view';
import { FindingCard, PriorityBadge } from './FindingCard';
import { EmptyNote, ReportSection } from './ReportSection';

const TABS: RiskTab[] = ['risks', 'missing', 'nonStandard', 'ambiguities'];

/** The category badge, unless it would only repeat the finding's title. */
const category = (id: string | undefined, title = '') =>
  id && id !== 'other' && categoryLabel(id).toLowerCase() !== title.trim().toLowerCase() ? (
    <Badge colorPalette="brand" variant="subtle">
      {categoryLabel(id)}
    </Badge>
  ) : null;

export function RiskAssessment({ issues }: { issues: Analysis['risk_assessment_issues'] }) {
  const counts: Record<RiskTab, number> = {
    risks: issues.categorized_risks.length,
    missing: issues.missing_clauses.length,
    nonStandard: issues.non_standard_unusual_terms.length,
    ambiguities: issues.ambiguities_inconsistencies.length,
  };
  return (
    <ReportSection id="risks" title={m.sections.risks}>
      <Tabs.Root defaultValue="risks" variant="plain">
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

        <Tabs.Content value="risks">
          <FindingList empty={m.emptyTab.risks}>
            {issues.categorized_risks.map((r, i) => (
              <FindingCard
                key={i}
                title={r.risk_description}
                badges={
                  <>
                    {r.severity && <PriorityBadge priority={r.severity} prefix="Severity: " />}
                    {category(r.category)}
                    {r.playbook_violation && (
                      <Badge colorPalette="purple" variant="subtle">
                        Playbook rule
                      </Badge>
                    )}
                  </>
                }
                fields={[
                  { label: 'Potential impact', value: r.potential_impact },
                  { label: 'Playbook rule', value: r.playbook_rule ?? '' },
                ]}
                reference={r.relevant_clause_reference}
                quote={r.relevant_clause_text}
                spans={r.spans}
              />
            ))}
          </FindingList>
        </Tabs.Content>
        <Tabs.Content value="missing">
          <FindingList empty={m.emptyTab.missing}>
            {issues.missing_clauses.map((c, i) => (
              <FindingCard
                key={i}
                title={c.clause_name}
                badges={
                  <>
                    {category(c.category, c.clause_name)}
                    {c.playbook_violation && (
                      <Badge colorPalette="purple" variant="subtle">
                        Playbook rule
                      </Badge>
                    )}
                  </>
                }
                fields={[
                  { label: 'Typical purpose', value: c.typical_purpose },
                  { label: 'Risk of omission', value: c.risk_of_omission },
                ]}
              />
            ))}
          </FindingList>
        </Tabs.Content>
        <Tabs.Content value="nonStandard">
          <FindingList empty={m.emptyTab.nonStandard}>
            {issues.non_standard_unusual_terms.map((t, i) => (
              <FindingCard
                key={i}
                title={t.term_description}
                badges={category(t.category)}
                fields={[
                  { label: 'How it deviates', value: t.explanation_of_deviation },
                  { label: 'Potential impact', value: t.potential_impact },
                ]}
                reference={t.relevant_clause_reference}
                quote={t.relevant_clause_text}
                spans={t.spans}
              />
            ))}
          </FindingList>
        </Tabs.Content>
        <Tabs.Content value="ambiguities">
          <FindingList empty={m.emptyTab.ambiguities}>
            {issues.ambiguities_inconsistencies.map((t, i) => (
              <FindingCard
                key={i}
                title={t.issue_description}
                badges={category(t.category)}
                fields={[{ label: 'Potential impact', value: t.potential_impact }]}
                reference={t.relevant_clause_reference}
                quote={t.relevant_clause_text}
                spans={t.spans}
              />
            ))}
          </FindingList>
        </Tabs.Content>
      </Tabs.Root>
    </ReportSection>
  );
}

function FindingList({ empty, children }: { empty: string; children: ReactNode[] }) {
  return children.length === 0 ? <EmptyNote>{empty}</EmptyNote> : <Stack gap="4">{children}</Stack>;
}
