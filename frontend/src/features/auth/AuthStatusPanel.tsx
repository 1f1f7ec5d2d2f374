/** A centred card for the account pages' states (verifying, verified, check your email, failed...). */
import { Box, Card, Container, Heading, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Tone = 'progress' | 'success' | 'error' | 'info';

const TONE_MARK: Record<Exclude<Tone, 'progress'>, { mark: string; bg: string; color: string }> = {
  success: { mark: '✓', bg: 'green.100', color: 'green.800' },
  error: { mark: '!', bg: 'red.100', color: 'red.800' },
  info: { mark: '✉', bg: 'accent.100', color: 'accent.800' },
};

interface Props {
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

export function AuthStatusPanel({ tone, title, children, actions }: Props) {
  const mark = tone === 'progress' ? null : TONE_MARK[tone];
  return (
    <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
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
            {children && <Box color="inkMuted">{children}</Box>}
            {actions && (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }} justify="center">
                {actions}
              </Stack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
