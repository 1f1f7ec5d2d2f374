import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const FEATURES = [
  {
    title: 'Expert analysis and detailed reports',
    body: 'An executive summary, the key clauses in plain language, a risk assessment covering risky, missing, non-standard and ambiguous terms, and concrete recommendations. Download it as PDF or Word.',
    mark: '§',
  },
  {
    title: 'Auto-redlining',
    body: 'Get suggested edits in track-changes form, accept or reject each one, and download a redlined Word document ready to send to the other side.',
    mark: '✎',
  },
  {
    title: 'Data-driven negotiation',
    body: 'Each finding is judged from the side you represent and ranked by priority, so you walk into the negotiation knowing which points matter and what to ask for.',
    mark: '⚖',
  },
];

export function FeatureCards() {
  return (
    <Box as="section" aria-labelledby="features-heading" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb="12">
          <Heading
            id="features-heading"
            as="h2"
            fontFamily="heading"
            fontSize={{ base: '3xl', md: '4xl' }}
            lineHeight="1.2"
            color="brand.900"
          >
            Everything you need to review with confidence
          </Heading>
          <Text color="inkMuted" fontSize="lg">
            Built for lawyers, consultants, agencies and businesses that review contracts every week.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {FEATURES.map((feature) => (
            <Card.Root key={feature.title} as="article" bg="white" borderColor="brand.100" shadow="sm">
              <Card.Body gap="4">
                <Box
                  aria-hidden="true"
                  boxSize="12"
                  rounded="lg"
                  bg="accent.100"
                  color="accent.800"
                  display="grid"
                  placeItems="center"
                  fontSize="2xl"
                  fontFamily="heading"
                >
                  {feature.mark}
                </Box>
                <Card.Title as="h3" fontFamily="heading" fontSize="xl" color="brand.900">
                  {feature.title}
                </Card.Title>
                <Card.Description color="inkMuted" fontSize="md">
                  {feature.body}
                </Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
