/** The coming dates, one row each: when, what kind, what it is, which contract and clause, whether it repeats. */
import { Badge, Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { keyDateKindLabels, type KeyDateKind, type KeyDateListItem } from '../../../../shared/schemas/key-dates';
import { describeRepeats, formatDate, relativeDays } from '../../features/key-dates/format';

export const kindPalette: Record<KeyDateKind, string> = {
  'notice-deadline': 'red',
  expiration: 'orange',
  renewal: 'purple',
  obligation: 'blue',
  effective: 'green',
  other: 'gray',
};

export function KeyDateList({ items }: { items: KeyDateListItem[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Coming dates">
      {items.map((item) => (
        <Box
          as="li"
          key={`${item.contractId}-${item.keyDateId}`}
          bg="white"
          borderWidth="1px"
          borderColor="brand.100"
          rounded="xl"
          p={{ base: '4', md: '5' }}
          aria-label={`${keyDateKindLabels[item.kind]}: ${item.contractTitle}, ${formatDate(item.date)}`}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }} align={{ sm: 'start' }}>
            <Stack gap="0" minW={{ sm: '36' }}>
              <Text fontWeight="semibold" color="brand.900">
                {formatDate(item.date)}
              </Text>
              <Text fontSize="sm" color="inkMuted">
                {relativeDays(item.date)}
              </Text>
            </Stack>
            <Stack gap="1" flex="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={kindPalette[item.kind]} variant="subtle">
                  {keyDateKindLabels[item.kind]}
                </Badge>
                {describeRepeats(item.repeats) && (
                  <Badge variant="outline" colorPalette="gray">
                    {describeRepeats(item.repeats)}
                  </Badge>
                )}
                {item.source === 'user' && (
                  <Badge variant="outline" colorPalette="brand">
                    Edited
                  </Badge>
                )}
              </HStack>
              <Text color="ink" overflowWrap="anywhere">
                {item.label}
              </Text>
              <Text fontSize="sm" color="inkMuted" overflowWrap="anywhere">
                <Link asChild color="brand.700" fontWeight="medium">
                  <RouterLink to={`/key-dates/${item.contractId}`}>{item.contractTitle}</RouterLink>
                </Link>
                {item.clauseReference ? ` · ${item.clauseReference}` : ''}
              </Text>
            </Stack>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export function KeyDateListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading key dates">
      {Array.from({ length: 4 }, (_, i) => (
        <Box key={i} bg="white" borderWidth="1px" borderColor="brand.100" rounded="xl" p="5">
          <HStack gap="5" align="start">
            <Stack gap="2" minW="36">
              <Skeleton h="5" w="32" />
              <Skeleton h="3" w="20" />
            </Stack>
            <Stack gap="2" flex="1">
              <Skeleton h="5" w="28" />
              <Skeleton h="4" w="70%" />
              <Skeleton h="3" w="50%" />
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
