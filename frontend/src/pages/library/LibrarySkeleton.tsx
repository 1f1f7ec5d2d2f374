/** Placeholder cards while a page of contracts loads. */
import { Card, HStack, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function LibrarySkeleton({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-busy="true" aria-label="Loading contracts">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} bg="white" borderColor="brand.100" rounded="xl">
          <Card.Body gap="4">
            <HStack justify="space-between">
              <Stack gap="2" flex="1">
                <Skeleton height="5" width="60%" />
                <Skeleton height="3" width="40%" />
              </Stack>
              <Skeleton height="5" width="20" />
            </HStack>
            <SkeletonText noOfLines={3} gap="2" />
            <HStack gap="2">
              <Skeleton height="8" width="28" />
              <Skeleton height="8" width="28" />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
