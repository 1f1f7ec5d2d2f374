/** Shown when playbooks exist: a nudge to use them on a contract. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { playbookMessages } from '../../features/playbooks/playbook-messages';

export function AnalyzeBanner() {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'start', sm: 'center' }}
      gap="3"
      bg="brand.700"
      color="white"
      rounded="xl"
      px={{ base: '5', md: '6' }}
      py="4"
      mb="6"
    >
      <Text fontWeight="medium">
        Ready to use a playbook? Choose it on the review page when you analyse a contract.
      </Text>
      <Button asChild colorPalette="accent" color="brand.950" flexShrink={0}>
        <RouterLink to="/contract-review">{playbookMessages.analyzeBanner}</RouterLink>
      </Button>
    </Stack>
  );
}
