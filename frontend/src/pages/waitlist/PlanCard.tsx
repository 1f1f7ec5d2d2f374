/** One marketed plan (docs/product-spec.md section 1) with its button that pre-selects it in the form. */
import { Box, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { planCards } from '../../../../shared/review-messages';

interface Props {
  plan: (typeof planCards)[number];
  selected: boolean;
  featured?: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, selected, featured = false, onChoose }: Props) {
  return (
    <Box
      as="article"
      aria-label={plan.planType}
      bg="white"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'accent.400' : featured ? 'brand.300' : 'brand.100'}
      rounded="2xl"
      p={{ base: '6', md: '7' }}
      shadow={featured ? 'md' : 'xs'}
      display="flex"
      flexDirection="column"
    >
      <Stack gap="1" mb="5">
        <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
          {plan.planType}
        </Heading>
        <Text color="inkMuted" fontSize="sm">
          {plan.tagline}
        </Text>
        <Text color="brand.700" fontWeight="semibold" fontSize="sm" mt="2">
          Tailored quote
        </Text>
      </Stack>
      <List.Root gap="2.5" variant="plain" flex="1" mb="6">
        {plan.features.map((feature) => (
          <List.Item key={feature} fontSize="sm" color="ink">
            <HStack align="start" gap="2">
              <Text as="span" color="accent.600" fontWeight="bold" aria-hidden>
                ✓
              </Text>
              <Text as="span">{feature}</Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <Button colorPalette={featured ? 'accent' : 'brand'} variant={featured ? 'solid' : 'outline'} onClick={onChoose}>
        {plan.action}
      </Button>
    </Box>
  );
}
