/** No playbooks yet: what they are for and Create Your First Playbook. */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { playbookMessages as m } from '../../features/playbooks/playbook-messages';

export function PlaybooksEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack
      align="center"
      gap="4"
      py="16"
      px="6"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      borderStyle="dashed"
      rounded="2xl"
      textAlign="center"
    >
      <Heading as="h2" fontFamily="heading" fontSize="2xl" color="brand.900">
        No playbooks yet
      </Heading>
      <Text color="inkMuted" maxW="lg">
        A playbook holds your standard positions: clauses you require or refuse, the governing law you accept, maximum
        payment and notice periods. Pick it on the review page and every analysis checks the contract against it.
      </Text>
      <Button colorPalette="brand" onClick={onCreate}>
        {m.createFirst}
      </Button>
    </Stack>
  );
}
