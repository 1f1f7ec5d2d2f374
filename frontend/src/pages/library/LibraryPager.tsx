/** Previous / Page n / Next over the server's cursor pages. */
import { Button, HStack, Text } from '@chakra-ui/react';

interface Props {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy: boolean;
}

export function LibraryPager({ page, hasPrevious, hasNext, onPrevious, onNext, busy }: Props) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <HStack as="nav" aria-label="Library pages" justify="center" gap="4" mt="8">
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onPrevious} disabled={!hasPrevious || busy}>
        ← Previous
      </Button>
      <Text fontSize="sm" color="inkMuted" aria-live="polite" minW="16" textAlign="center">
        Page {page}
      </Text>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onNext} disabled={!hasNext || busy}>
        Next →
      </Button>
    </HStack>
  );
}
