/**
 * The attached file: upload progress, then "Extracting text…" (or, while an extraction job reads a
 * scanned or long PDF, "Reading page X of N…" with a bar), then the file name with Remove.
 */
import { Box, Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { uploadProgressMessages as m } from '../../../../shared/review-messages';
import type { UploadState } from '../../features/contracts/use-contract-upload';

interface Props {
  state: Exclude<UploadState, { phase: 'idle' }>;
  onRemove: () => void;
  testId?: string;
}

export function UploadStatusCard({ state, onRemove, testId = 'upload-status' }: Props) {
  return (
    <Box
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="lg"
      px="4"
      py="3"
      role="status"
      aria-live="polite"
      data-testid={testId}
    >
      <HStack justify="space-between" gap="3" align="start">
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="semibold" color="brand.900" truncate title={state.filename}>
            {state.filename}
          </Text>
          {state.phase === 'uploading' && (
            <Progress.Root value={state.progress} size="sm" colorPalette="brand" maxW="md">
              <HStack gap="3">
                <Progress.Track flex="1" bg="white">
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText fontSize="xs" color="inkMuted" minW="9" textAlign="end">
                  {state.progress}%
                </Progress.ValueText>
              </HStack>
              <Progress.Label srOnly>{m.uploading(state.filename)}</Progress.Label>
            </Progress.Root>
          )}
          {state.phase === 'extracting' && state.pages && state.pages.pagesTotal > 0 && (
            <Progress.Root
              value={Math.round((state.pages.pagesRead / state.pages.pagesTotal) * 100)}
              size="sm"
              colorPalette="brand"
              maxW="md"
              data-testid="extraction-progress"
            >
              <Stack gap="1">
                <Progress.Label fontSize="sm" color="brand.800" fontWeight="normal">
                  {m.readingPage(Math.min(state.pages.pagesRead + 1, state.pages.pagesTotal), state.pages.pagesTotal)}
                </Progress.Label>
                <Progress.Track bg="white">
                  <Progress.Range />
                </Progress.Track>
                {state.kind === 'pdf' && (
                  <Text fontSize="xs" color="inkMuted">
                    {m.ocrNote}
                  </Text>
                )}
              </Stack>
            </Progress.Root>
          )}
          {state.phase === 'extracting' && !(state.pages && state.pages.pagesTotal > 0) && (
            <Stack gap="0.5">
              <HStack gap="2">
                <Spinner size="xs" color="brand.solid" />
                <Text fontSize="sm" color="brand.800">
                  {m.extracting}
                </Text>
              </HStack>
              {state.kind === 'pdf' && (
                <Text fontSize="xs" color="inkMuted">
                  {m.ocrNote}
                </Text>
              )}
            </Stack>
          )}
          {state.phase === 'attached' && (
            <Text fontSize="sm" color="inkMuted">
              {state.kind.toUpperCase()} attached. The extracted text is in the field above.
            </Text>
          )}
        </Stack>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} flexShrink={0}>
          Remove
        </Button>
      </HStack>
    </Box>
  );
}
