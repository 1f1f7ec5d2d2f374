/** Title, progress bar, typewriter status lines and the 30-60 seconds note (docs/product-spec.md section 2). */
import { Box, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { loadingMessages as m } from '../../../../shared/review-messages';
import { StatusLines } from './StatusLines';
import { stageIndexFor } from './loading-stage';

interface Props {
  progress: number;
  complete: boolean;
  troubled: boolean;
}

export function AnalysisProgressCard({ progress, complete, troubled }: Props) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="brand.100" rounded="2xl" p={{ base: '6', md: '10' }} shadow="sm">
      <Stack gap="6">
        <Heading
          as="h1"
          fontFamily="heading"
          fontSize={{ base: '2xl', md: '3xl' }}
          color="brand.900"
          aria-live="polite"
        >
          {complete ? m.complete : m.title}
        </Heading>
        <Progress.Root
          value={progress}
          colorPalette={complete ? 'green' : 'brand'}
          size="md"
          striped={!complete}
          animated={!complete}
        >
          <HStack justify="space-between" mb="2">
            <Progress.Label color="inkMuted" fontSize="sm">
              Progress
            </Progress.Label>
            <Progress.ValueText color="brand.900" fontWeight="semibold" fontSize="sm" data-testid="progress-value">
              {progress}%
            </Progress.ValueText>
          </HStack>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <StatusLines stageIndex={complete ? stageIndexFor(100) : stageIndexFor(progress)} complete={complete} />
        {/* The wait estimate only while waiting: never under "Analysis Complete". */}
        {!complete && (
          <Text fontSize="sm" color="inkMuted">
            {m.durationNote}
          </Text>
        )}
        {troubled && !complete && (
          <Text fontSize="sm" color="accent.700" role="status">
            {m.pollFailed}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
