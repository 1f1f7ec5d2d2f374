/** A centred card holding one account form (forgot password, new password) under its title and intro. */
import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: string;
  children: ReactNode;
}

export function AuthFormCard({ title, intro, children }: Props) {
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Card.Root bg="white" shadow="md" rounded="2xl" borderColor="brand.100">
        <Card.Body p={{ base: '6', md: '8' }}>
          <Stack gap="5">
            <Stack gap="2">
              <Heading as="h1" fontFamily="heading" fontSize="3xl" color="brand.900">
                {title}
              </Heading>
              <Text color="inkMuted">{intro}</Text>
            </Stack>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
