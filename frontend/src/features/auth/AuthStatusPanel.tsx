/**
 * A centred card for a page's single state (verifying, verified, check your email, payment processed,
 * failed...). `wide` suits content with figures: a wider card, the body at full width, wrapping actions.
 */
import { Box, Card, Container, Heading, Spinner, Stack, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Tone = 'progress' | 'success' | 'error' | 'info' | 'pending' | 'canceled';

/** info: a message waits in the mailbox; pending: done, but its effect is not visible yet; canceled: stopped, nothing happened. */
const TONE_MARK: Record<Exclude<Tone, 'progress'>, { mark: string; bg: string; color: string }> = {
  success: { mark: '✓', bg: 'green.100', color: 'green.800' },
  error: { mark: '!', bg: 'red.100', color: 'red.800' },
  info: { mark: '✉', bg: 'accent.100', color: 'accent.800' },
  pending: { mark: '…', bg: 'orange.100', color: 'orange.800' },
  canceled: { mark: '✕', bg: 'gray.100', color: 'gray.700' },
};

interface Props {
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
}

export function AuthStatusPanel({ tone, title, children, actions, wide = false }: Props) {
  const mark = tone === 'progress' ? null : TONE_MARK[tone];
  return (
    <Container maxW={wide ? '2xl' : 'lg'} px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Card.Root bg="white" shadow="md" rounded="2xl" borderColor="brand.100">
        <Card.Body p={{ base: '6', md: '10' }}>
          <Stack gap="5" align="center" textAlign="center" role={tone === 'error' ? 'alert' : 'status'}>
            {mark ? (
              <Box
                aria-hidden="true"
                boxSize="14"
                rounded="full"
                bg={mark.bg}
                color={mark.color}
                display="grid"
                placeItems="center"
                fontSize="2xl"
                fontWeight="bold"
              >
                {mark.mark}
              </Box>
            ) : (
              <Spinner size="xl" color="brand.solid" borderWidth="3px" />
            )}
            <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
              {title}
            </Heading>
            {children && (
              <Box color="inkMuted" {...(wide ? { w: 'full', maxW: 'md' } : {})}>
                {children}
              </Box>
            )}
            {actions &&
              (wide ? (
                <Wrap gap="3" justify="center">
                  {actions}
                </Wrap>
              ) : (
                <Stack
                  direction={{ base: 'column', sm: 'row' }}
                  gap="3"
                  w={{ base: 'full', sm: 'auto' }}
                  justify="center"
                >
                  {actions}
                </Stack>
              ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
