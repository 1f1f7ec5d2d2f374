/**
 * One finding of the risk assessment, merged: the issue, its severity, every category it
 * raises, the clause it is about, the facts, other wordings of the same issue, and the quoted clause
 * behind "Show in contract" (or a quote toggle when the contract text is not available).
 */
import { Badge, Blockquote, Box, Button, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { Priority } from '../../../../shared/schemas/analysis';
import { categoryLabel } from '../../../../shared/taxonomy';
import { useCitations } from '../../features/analysis/citation-context';
import type { DisplayFinding } from '../../../../shared/analysis-findings';
import { ReferenceTag } from './ReportSection';
import { ShowInContractButton } from './ShowInContractButton';

export function FindingCard({ finding }: { finding: DisplayFinding }) {
  const heading = finding.title || 'Untitled finding';
  const reference = finding.references.join('; ');
  const categories = finding.categories.filter((c) => categoryLabel(c).toLowerCase() !== heading.toLowerCase());
  return (
    <Box
      as="article"
      aria-label={heading}
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="2.5">
        <Heading as="h3" fontSize="md" color="brand.900" lineHeight="1.4">
          {heading}
        </Heading>
        <Wrap gap="1.5">
          {finding.severity && <PriorityBadge priority={finding.severity} prefix="Severity: " />}
          {categories.map((c) => (
            <Badge key={c} colorPalette="brand" variant="subtle" data-category={c}>
              {categoryLabel(c)}
            </Badge>
          ))}
          {finding.playbookViolation && (
            <Badge colorPalette="purple" variant="subtle">
              Playbook rule
            </Badge>
          )}
          {reference && <ReferenceTag>{reference}</ReferenceTag>}
        </Wrap>
        {finding.fields.map((f) => (
          <Text key={f.label} fontSize="sm" color="ink">
            <Text as="span" fontWeight="semibold" color="brand.900">
              {f.label}:{' '}
            </Text>
            {f.value}
          </Text>
        ))}
        {finding.playbookRules.map((rule) => (
          <Text key={rule} fontSize="sm" color="ink">
            <Text as="span" fontWeight="semibold" color="brand.900">
              Playbook rule:{' '}
            </Text>
            {rule}
          </Text>
        ))}
        {finding.also.length > 0 && (
          <Box fontSize="sm">
            <Text fontWeight="semibold" color="brand.900">
              {m.alsoRaised}:
            </Text>
            <List.Root ps="5" gap="0.5">
              {finding.also.map((a) => (
                <List.Item key={a}>{a}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <QuoteAccess
          label={reference ? `${heading} (${reference})` : heading}
          quote={finding.quote}
          finding={finding}
        />
      </Stack>
    </Box>
  );
}

/** The quote lives in the contract (Show in contract); without the contract text, behind a toggle. */
function QuoteAccess({ label, quote, finding }: { label: string; quote: string; finding: DisplayFinding }) {
  const citations = useCitations();
  const [open, setOpen] = useState(false);
  if (citations.available && finding.spans.length > 0)
    return <ShowInContractButton label={label} spans={finding.spans} />;
  if (!quote) return null;
  return (
    <Stack gap="2" align="flex-start">
      <Button size="xs" variant="ghost" colorPalette="brand" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? m.hideQuote : m.showQuote}
      </Button>
      {open && (
        <Blockquote.Root variant="subtle" colorPalette="brand" fontSize="sm">
          <Blockquote.Content color="inkMuted" overflowWrap="anywhere">
            {quote}
          </Blockquote.Content>
        </Blockquote.Root>
      )}
    </Stack>
  );
}

const PRIORITY_PALETTE = { high: 'red', medium: 'orange', low: 'green' } as const;

/**
 * A high/medium/low badge with words, not colour alone. The 700 shade: white on Chakra's solid
 * green (600) is 3.3:1, under WCAG AA for small text; on green/orange/red 700 it is 5:1 or more.
 */
export function PriorityBadge({ priority, prefix = '' }: { priority: Priority; prefix?: string }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="solid" bg="colorPalette.700" textTransform="capitalize">
      {prefix}
      {priority}
      {prefix ? '' : ' priority'}
    </Badge>
  );
}
