/**
 * One library contract (docs/product-spec.md section 2): the contract type and counterparty from its
 * analysis as the title (the reviewed party, behalfOf, as the subtitle; behalfOf or "Unnamed
 * Contract" when the analysis names no type), created date, status badge, risk counts, a
 * 150-character excerpt from the first substantive clause, whether instructions were given, and
 * View Contract / View Analysis / Preview Redline, and Delete Contract.
 */
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { contractDeletionMessages } from '../../../../shared/account-messages';
import type { LibraryContract } from '../../../../shared/schemas/library';
import { formatLibraryDate } from '../../features/library/format-date';
import { cardTitle } from '../../features/library/card-title';
import { trackFeature } from '../../features/engagement/track';
import { RedlineAction } from '../../features/redline/RedlineAction';

interface Props {
  contract: LibraryContract;
  onView: (contract: LibraryContract) => void;
  onDelete: (contract: LibraryContract) => void;
}

export function ContractCard({ contract, onView, onDelete }: Props) {
  const { name, subtitle } = cardTitle(contract);
  const resultsPath = `/results/${encodeURIComponent(contract.id)}`;
  return (
    <Card.Root as="article" aria-label={name} bg="white" borderColor="brand.100" rounded="xl" shadow="xs" minW="0">
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            <Card.Title as="h2" fontSize="lg" color="brand.900" wordBreak="break-word" lineClamp={2} title={name}>
              {name}
            </Card.Title>
            {subtitle && (
              <Text fontSize="sm" color="brand.800" fontWeight="medium" lineClamp={1} title={subtitle}>
                {subtitle}
              </Text>
            )}
            <Text fontSize="sm" color="inkMuted">
              {formatLibraryDate(contract.createdAt)}
            </Text>
          </Stack>
          <Badge colorPalette={contract.hasAnalysis ? 'green' : 'orange'} variant="subtle" flexShrink={0}>
            {contract.hasAnalysis ? 'Completed' : 'Processing'}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body py="2" gap="3">
        {contract.riskCounts && <RiskChips counts={contract.riskCounts} />}
        <Text color="ink" fontSize="sm" wordBreak="break-word">
          {contract.excerpt || 'No contract text.'}
        </Text>
        <Text fontSize="xs" color="inkMuted" fontWeight="medium">
          {contract.hasAdditionalInstructions ? 'With additional instructions' : 'No additional instructions'}
        </Text>
      </Card.Body>
      <Card.Footer pt="3" flexWrap="wrap" gap="2">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onView(contract)}>
          View Contract
        </Button>
        <Button size="sm" colorPalette="brand" asChild>
          <RouterLink to={resultsPath} onClick={() => trackFeature('library', 'view_analysis')}>
            View Analysis
          </RouterLink>
        </Button>
        <RedlineAction place="library" contractId={contract.id} size="sm" variant="ghost" colorPalette="brand" />
        <Button size="sm" variant="ghost" colorPalette="red" ms="auto" onClick={() => onDelete(contract)}>
          {contractDeletionMessages.deleteContract}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

const SEVERITY_CHIPS = [
  { key: 'high', label: 'High', palette: 'red' },
  { key: 'medium', label: 'Medium', palette: 'orange' },
  { key: 'low', label: 'Low', palette: 'green' },
] as const;

/** Risks by severity and the number of findings, as the results page's overview counts them. */
function RiskChips({ counts }: { counts: NonNullable<LibraryContract['riskCounts']> }) {
  const unrated = counts.total - counts.high - counts.medium - counts.low;
  return (
    <HStack gap="1.5" wrap="wrap" aria-label="Risk counts">
      {SEVERITY_CHIPS.filter(({ key }) => counts[key] > 0).map(({ key, label, palette }) => (
        <Badge key={key} colorPalette={palette} variant="subtle" data-severity={key}>
          {counts[key]} {label}
        </Badge>
      ))}
      {/* Missing clauses, non-standard terms and ambiguities carry no severity: the chips add up to the total. */}
      {unrated > 0 && (
        <Badge colorPalette="gray" variant="subtle" data-severity="unrated">
          {unrated} not rated
        </Badge>
      )}
      <Text fontSize="xs" color="inkMuted">
        {counts.total === 0
          ? 'No issues found'
          : `${counts.total} ${counts.total === 1 ? 'issue' : 'issues'} to review`}
      </Text>
    </HStack>
  );
}
