/** Finished stages as ticked lines, the current stage typed out at 30 ms per character. */
import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { loadingStages } from '../../../../shared/review-messages';
import { useTypewriter } from '../../features/contracts/use-typewriter';

interface Props {
  stageIndex: number;
  complete: boolean;
}

/** Only the last few finished lines stay visible, so the card keeps its height on small screens. */
const VISIBLE_DONE_LINES = 3;

export function StatusLines({ stageIndex, complete }: Props) {
  const current = loadingStages[stageIndex]?.text ?? '';
  const typed = useTypewriter(current);
  const done = loadingStages.slice(Math.max(0, stageIndex - VISIBLE_DONE_LINES), stageIndex);

  return (
    <Stack gap="2" fontFamily="mono" fontSize="sm" minH="28" aria-live="polite">
      {done.map((stage) => (
        <HStack key={stage.text} gap="2" color="inkMuted">
          <Text as="span" color="green.600" aria-hidden>
            ✓
          </Text>
          <Text>{stage.text}</Text>
        </HStack>
      ))}
      <HStack gap="2" color="brand.900" data-testid="status-line">
        {complete ? (
          <Text as="span" color="green.600" aria-hidden>
            ✓
          </Text>
        ) : (
          <Spinner size="xs" color="brand.solid" />
        )}
        <Text>
          {typed}
          {!complete && typed.length < current.length && (
            <Box
              as="span"
              display="inline-block"
              w="2"
              h="4"
              bg="brand.400"
              ms="0.5"
              verticalAlign="text-bottom"
              aria-hidden
            />
          )}
        </Text>
      </HStack>
    </Stack>
  );
}
