/** Shared layout for the static legal pages: title, effective date, numbered sections. */
import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';

export interface LegalSection {
  /** Anchor for links to the section (/terms#provider). */
  id?: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

interface Props {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

export function LegalDocument({ title, effectiveDate, intro, sections }: Props) {
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Box as="article" bg="white" rounded="2xl" borderWidth="1px" borderColor="brand.100" p={{ base: '5', md: '10' }}>
        <Stack gap="2" mb="8">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
            {title}
          </Heading>
          <Text color="inkMuted" fontSize="sm">
            Effective {effectiveDate}
          </Text>
        </Stack>
        <Text mb="8" fontSize="lg" color="ink">
          {intro}
        </Text>
        <Stack gap="8">
          {sections.map((section, index) => (
            <Box as="section" key={section.heading} id={section.id} scrollMarginTop="24">
              <Heading as="h2" fontFamily="heading" fontSize="xl" color="brand.800" mb="3">
                {index + 1}. {section.heading}
              </Heading>
              <Stack gap="3" color="ink" lineHeight="tall">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.bullets && (
                  <List.Root ps="5" gap="1">
                    {section.bullets.map((bullet) => (
                      <List.Item key={bullet}>{bullet}</List.Item>
                    ))}
                  </List.Root>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
