/**
 * Shown above the report when the review was asked for a name or role that is not a party of the
 * contract: nothing could be judged from that side, so the page says so and offers each party.
 */
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { coverageMessages as m } from '../../../../shared/coverage-messages';
import type { ReviewSide } from '../../../../shared/schemas/analysis-review';

export function ReviewSideNotice({ side, contractText }: { side: ReviewSide; contractText: string | undefined }) {
  if (side.is_party) return null;
  return (
    <Box
      role="alert"
      data-testid="review-side-notice"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" fontSize="lg" color="orange.900" mb="2">
        {m.notPartyTitle}
      </Heading>
      <Text color="ink" mb={side.parties.length ? '4' : '0'}>
        {side.notice}
      </Text>
      {side.parties.length > 0 && (
        <HStack gap="3" flexWrap="wrap">
          {side.parties.map((p) => (
            <Button key={p} asChild size="sm" variant="outline" colorPalette="orange">
              <RouterLink to="/contract-review" state={{ behalfOf: p.replace(/\s*\([^)]*\)\s*$/, ''), contractText }}>
                {m.reviewForParty(p)}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
