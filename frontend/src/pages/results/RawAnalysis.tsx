/** The unparseable-analysis fallback (docs/product-spec.md sections 2 and 8): the raw text with Copy to clipboard. */
import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { useCopyToClipboard } from '../../features/analysis/use-copy-to-clipboard';

export function RawAnalysis({ text }: { text: string }) {
  const { state, copy } = useCopyToClipboard();
  return (
    <Stack gap="4">
      <Alert.Root status="warning" rounded="xl">
        <Alert.Indicator />
        <Alert.Title>{m.rawFallback}</Alert.Title>
      </Alert.Root>
      <Box bg="white" borderWidth="1px" borderColor="brand.100" rounded="2xl" p={{ base: '4', md: '6' }} shadow="xs">
        <Stack direction="row" justify="flex-end" align="center" gap="3" mb="4">
          <Box
            as="span"
            role="status"
            aria-live="polite"
            fontSize="sm"
            color={state === 'failed' ? 'red.700' : 'green.700'}
          >
            {state === 'copied' ? m.copied : state === 'failed' ? m.copyFailed : ''}
          </Box>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void copy(text)}>
            {m.copy}
          </Button>
        </Stack>
        <Box
          as="pre"
          data-testid="raw-analysis"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          fontFamily="mono"
          fontSize="sm"
          maxH="70vh"
          overflowY="auto"
          tabIndex={0}
          aria-label="Raw analysis text"
        >
          {text}
        </Box>
      </Box>
    </Stack>
  );
}
