/** The library's empty and failure states: a message and an optional action. */
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function LibraryMessage({
  message,
  tone = 'muted',
  children,
}: {
  message: string;
  tone?: 'muted' | 'error';
  children?: ReactNode;
}) {
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
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Text fontSize="lg" color={tone === 'error' ? 'red.700' : 'inkMuted'}>
        {message}
      </Text>
      {children}
    </Stack>
  );
}
