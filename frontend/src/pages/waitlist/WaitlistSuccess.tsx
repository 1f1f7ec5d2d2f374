/** The submitted confirmation (docs/product-spec.md section 2). */
import { Button, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { waitlistMessages as m } from '../../../../shared/review-messages';

export function WaitlistSuccess({ homePath }: { homePath: string }) {
  return (
    <Stack gap="4" align="center" textAlign="center" py="6" role="status">
      <Circle size="14" bg="green.100" color="green.700" fontSize="2xl" aria-hidden>
        ✓
      </Circle>
      <Heading as="h2" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
        {m.successTitle}
      </Heading>
      <Text fontWeight="semibold" color="brand.800">
        {m.confidential}
      </Text>
      <Text color="inkMuted" maxW="lg">
        {m.successBody}
      </Text>
      <Button asChild colorPalette="brand" mt="2">
        <RouterLink to={homePath}>{m.returnHome}</RouterLink>
      </Button>
    </Stack>
  );
}
