/** Report completeness (spec section 3): 25% per section present, with links to the sections. */
import { Box, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { SectionPresence } from '../../features/analysis/report-view';
import { reportProgress } from '../../features/analysis/report-view';

const SECTIONS: { key: keyof SectionPresence; id: string }[] = [
  { key: 'summary', id: 'summary' },
  { key: 'clauses', id: 'clauses' },
  { key: 'risks', id: 'risks' },
  { key: 'suggestions', id: 'suggestions' },
];

export function ReportProgress({ presence }: { presence: SectionPresence }) {
  const percent = reportProgress(presence);
  return (
    <Box
      as="nav"
      aria-label="Report sections"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '4', md: '5' }}
      shadow="xs"
    >
      <Progress.Root value={percent} colorPalette="brand" size="sm">
        <HStack justify="space-between" mb="2">
          <Progress.Label fontSize="sm" fontWeight="semibold" color="brand.900">
            {m.reportProgress}
          </Progress.Label>
          <Progress.ValueText fontSize="sm" color="inkMuted" />
        </HStack>
        <Progress.Track bg="brand.100">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Stack
        as="ul"
        listStyleType="none"
        ps="0"
        mt="4"
        gap="1.5"
        direction={{ base: 'column', sm: 'row', lg: 'column' }}
        flexWrap="wrap"
        columnGap="4"
      >
        {SECTIONS.map(({ key, id }) => (
          <Box as="li" key={key} fontSize="sm">
            <Link href={`#${id}`} color="brand.700" display="inline-flex" alignItems="center" gap="2">
              <Text as="span" aria-hidden="true" color={presence[key] ? 'green.600' : 'gray.400'}>
                {presence[key] ? '●' : '○'}
              </Text>
              {m.sections[key]}
              <Text as="span" srOnly>
                {presence[key] ? '(included)' : '(empty)'}
              </Text>
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
