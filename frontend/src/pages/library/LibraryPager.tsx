/** Previous / "Page n of N - M contracts" / Next over the server's cursor pages. */
import { Button, HStack, Text } from '@chakra-ui/react';

interface Props {
  page: number;
  /** Pages and contracts in the listing, when known. */
  pageCount: number | null;
  total: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy: boolean;
}

export function LibraryPager({ page, pageCount, total, hasPrevious, hasNext, onPrevious, onNext, busy }: Props) {
  if (!hasPrevious && !hasNext && total === null) return null;
  const label =
    total === null || pageCount === null
      ? `Page ${page}`
      : `Page ${page} of ${pageCount} - ${total} ${total === 1 ? 'contract' : 'contracts'}`;
  return (
    // On a phone the label has its own line above the buttons: between them it broke mid-phrase.
    <HStack as="nav" aria-label="Library pages" justify="center" gap="4" rowGap="3" mt="8" flexWrap="wrap">
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onPrevious} disabled={!hasPrevious || busy}>
        ← Previous
      </Button>
      <Text
        fontSize="sm"
        color="inkMuted"
        aria-live="polite"
        minW="16"
        textAlign="center"
        whiteSpace="nowrap"
        order={{ base: -1, sm: 0 }}
        w={{ base: 'full', sm: 'auto' }}
        data-testid="library-page-label"
      >
        {label}
      </Text>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onNext} disabled={!hasNext || busy}>
        Next →
      </Button>
    </HStack>
  );
}
