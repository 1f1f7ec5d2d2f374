/** What the review checked: each clause family judged, not in the contract, or not assessed and why. */
import { Badge, Box, HStack, List, Text } from '@chakra-ui/react';
import { coverageMessages as m } from '../../../../shared/coverage-messages';
import type { CoverageItem } from '../../../../shared/schemas/analysis-review';
import { ReportSection } from './ReportSection';

const PALETTE = { judged: 'green', not_present: 'gray', not_assessed: 'orange' } as const;

export function Coverage({ items }: { items: CoverageItem[] }) {
  if (items.length === 0) return null;
  return (
    <ReportSection id="coverage" title={m.coverageTitle} description={m.coverageDescription}>
      <List.Root gap="3" listStyle="none" data-testid="coverage-list">
        {items.map((c) => (
          <List.Item key={c.family}>
            <Box>
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight="semibold" color="ink">
                  {c.label}
                </Text>
                <Badge colorPalette={PALETTE[c.status]} variant="subtle">
                  {m.coverageStatus[c.status]}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="inkMuted">
                {c.detail}
              </Text>
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </ReportSection>
  );
}
