import { Box, Button, Container, Flex, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { StaticMarkup } from '../../app/StaticMarkup';

const CLAIMS = ['Results in about 30 seconds', 'First analysis free', 'No credit card required'];

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <circle cx="10" cy="10" r="10" fill="#e39a36" />
      <path
        d="M6 10.4l2.6 2.6L14 7.6"
        fill="none"
        stroke="#080f22"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface Props {
  onStart: () => void;
  /** The sign-up / sign-in card shown beside the pitch. */
  children: ReactNode;
}

export function HeroSection({ onStart, children }: Props) {
  const navigate = useNavigate();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      pt={{ base: '10', md: '16' }}
      pb={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '10', lg: '16' }} align={{ lg: 'center' }}>
          <Stack gap="6" flex="1" maxW={{ lg: '2xl' }}>
            <StaticMarkup>
              <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" fontWeight="bold" color="accent.200">
                AI contract review for legal teams and businesses
              </Text>
              <Heading
                id="hero-heading"
                as="h1"
                fontFamily="heading"
                fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
                lineHeight="1.1"
                fontWeight="bold"
              >
                Know what you are signing before you sign it.
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.100" maxW="xl">
                Clausewise reads your contract the way a careful lawyer would: it flags risky and missing clauses,
                explains them in plain language and suggests redlines you can send straight back.
              </Text>
              <List.Root as="ul" gap="2" variant="plain">
                {CLAIMS.map((claim) => (
                  <List.Item key={claim} alignItems="center" gap="2" fontWeight="medium">
                    <List.Indicator asChild>
                      <span>
                        <CheckIcon />
                      </span>
                    </List.Indicator>
                    {claim}
                  </List.Item>
                ))}
              </List.Root>
            </StaticMarkup>
            <HStack gap="3" flexWrap="wrap">
              <Button size="lg" colorPalette="accent" onClick={onStart}>
                Analyse a contract free
              </Button>
              <Button
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={() => navigate('/waitlist')}
              >
                Learn about subscriptions
              </Button>
            </HStack>
          </Stack>
          <Box flex={{ lg: '0 0 440px' }} w="full" maxW={{ base: 'full', lg: '440px' }} color="ink">
            {children}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
