import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { StaticMarkup } from '../../app/StaticMarkup';

export function ClosingCallToAction({ onStart }: { onStart: () => void }) {
  const navigate = useNavigate();
  return (
    <Box as="section" aria-labelledby="cta-heading" pb={{ base: '14', md: '20' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <Stack
          gap="5"
          align="center"
          textAlign="center"
          bg="brand.800"
          color="white"
          rounded="2xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
        >
          <StaticMarkup>
            <Heading
              id="cta-heading"
              as="h2"
              fontFamily="heading"
              fontSize={{ base: '2xl', md: '4xl' }}
              lineHeight="1.2"
            >
              Your next contract, reviewed in about 30 seconds
            </Heading>
            <Text color="brand.100" fontSize="lg" maxW="2xl">
              Your first analysis is free and no credit card is required. Teams that review contracts every week can
              request access to a plan tailored to their volume.
            </Text>
          </StaticMarkup>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button size="lg" colorPalette="accent" onClick={onStart}>
              Start your free analysis
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
      </Container>
    </Box>
  );
}
