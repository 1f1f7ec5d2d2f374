/** The library's floating download progress card (docs/product-spec.md sections 2 and 4). */
import { Box, HStack, Progress, Text } from '@chakra-ui/react';

export function RedlineProgressCard({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <Box
      position="fixed"
      bottom={{ base: '4', md: '6' }}
      right={{ base: '4', md: '6' }}
      zIndex="toast"
      bg="white"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="xl"
      shadow="lg"
      p="4"
      w={{ base: 'calc(100% - 2rem)', sm: '80' }}
      role="status"
      aria-live="polite"
      data-testid="redline-progress"
    >
      <Progress.Root value={progress} colorPalette={progress === 100 ? 'green' : 'brand'} size="sm">
        <HStack justify="space-between" mb="2">
          <Progress.Label fontSize="sm" color="brand.900" fontWeight="medium">
            {progress === 100 ? 'Redlined contract ready' : 'Preparing redlined contract…'}
          </Progress.Label>
          <Progress.ValueText fontSize="sm" color="inkMuted">
            {progress}%
          </Progress.ValueText>
        </HStack>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text srOnly>{progress}%</Text>
    </Box>
  );
}
