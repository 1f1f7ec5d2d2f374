/** The results page's non-report states, each with a way on: retry, progress, or back. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title?: string;
  message: string;
  tone?: 'error' | 'info';
  children?: ReactNode;
}

export function ResultsProblem({ title, message, tone = 'error', children }: Props) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor={tone === 'error' ? 'red.200' : 'brand.100'}
      rounded="2xl"
      p={{ base: '5', md: '10' }}
      shadow="xs"
      role={tone === 'error' ? 'alert' : 'status'}
      maxW="2xl"
    >
      <Stack gap="4">
        {title && (
          <Heading as="h2" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900">
            {title}
          </Heading>
        )}
        <Text color={title ? 'inkMuted' : 'ink'} data-testid="results-problem-message">
          {message}
        </Text>
        {children && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="1">
            {children}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
