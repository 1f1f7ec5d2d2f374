/** The payment result card: state mark, title, the figures at full width, and wrapping actions. */
import { Box, Card, Container, Heading, Spinner, Stack, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Tone = 'progress' | 'success' | 'error';

const MARK = {
  success: { mark: '✓', bg: 'green.100', color: 'green.800' },
  error: { mark: '!', bg: 'red.100', color: 'red.800' },
} as const;

export function PaymentPanel({ tone, title, children, actions }: { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode }) {
  const mark = tone === 'progress' ? null : MARK[tone];
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Card.Root bg="white" shadow="md" rounded="2xl" borderColor="brand.100">
        <Card.Body p={{ base: '6', md: '10' }}>
          <Stack gap="5" align="center" textAlign="center" role={tone === 'error' ? 'alert' : 'status'}>
            {mark ? (
              <Box aria-hidden="true" boxSize="14" rounded="full" bg={mark.bg} color={mark.color} display="grid" placeItems="center" fontSize="2xl" fontWeight="bold">
                {mark.mark}
              </Box>
            ) : (
              <Spinner size="xl" color="brand.solid" borderWidth="3px" />
            )}
            <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
              {title}
            </Heading>
            {children && (
              <Box color="inkMuted" w="full" maxW="md">
                {children}
              </Box>
            )}
            {actions && (
              <Wrap gap="3" justify="center">
                {actions}
              </Wrap>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
