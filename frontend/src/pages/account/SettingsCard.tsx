/** One section of the account page: a titled white card. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  intro?: string;
  tone?: 'danger';
  children: ReactNode;
}

export function SettingsCard({ id, title, intro, tone, children }: Props) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      bg="white"
      borderWidth="1px"
      borderColor={tone === 'danger' ? 'red.200' : 'brand.100'}
      rounded="2xl"
      p={{ base: '5', md: '7' }}
      shadow="xs"
      minW="0"
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading
            as="h2"
            id={`${id}-heading`}
            fontFamily="heading"
            fontSize="xl"
            color={tone === 'danger' ? 'red.800' : 'brand.900'}
          >
            {title}
          </Heading>
          {intro && (
            <Text color="inkMuted" fontSize="sm">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
