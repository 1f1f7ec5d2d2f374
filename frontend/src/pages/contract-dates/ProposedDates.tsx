/** Before signing: the dates the analysis proposes, read-only, each with its clause and how it was computed. */
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { keyDateKindLabels, type ContractKeyDates } from '../../../../shared/schemas/key-dates';
import { describeRepeats, formatDate } from '../../features/key-dates/format';
import { kindPalette } from '../key-dates/KeyDateList';

export function ProposedDates({ view }: { view: ContractKeyDates }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="proposed-title">
      <Heading as="h2" id="proposed-title" fontSize="xl" color="brand.900">
        Dates found in the analysis
      </Heading>
      {view.dates.length === 0 ? (
        <Text color="inkMuted">The analysis found no dates. After signing you can add them yourself.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {view.dates.map((d) => (
            <Box as="li" key={d.id} bg="white" borderWidth="1px" borderColor="brand.100" rounded="lg" p="3">
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Text fontWeight="semibold" minW="36">
                  {formatDate(d.date)}
                </Text>
                <Stack gap="1">
                  <Box>
                    <Badge colorPalette={kindPalette[d.kind]} variant="subtle">
                      {keyDateKindLabels[d.kind]}
                    </Badge>{' '}
                    {describeRepeats(d.repeats) && (
                      <Badge variant="outline" colorPalette="gray">
                        {describeRepeats(d.repeats)}
                      </Badge>
                    )}
                  </Box>
                  <Text>{d.label}</Text>
                  <Text fontSize="sm" color="inkMuted">
                    {[d.clauseReference, d.basis && `computed as ${d.basis}`].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
