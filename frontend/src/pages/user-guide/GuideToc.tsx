/** The guide's table of contents: anchor links to each section. */
import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import type { GuideSection } from './guide-content';

export function GuideToc({ sections }: { sections: GuideSection[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby="guide-toc"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p="5"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Heading
        as="h2"
        id="guide-toc"
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wider"
        color="inkMuted"
        mb="3"
      >
        Contents
      </Heading>
      <Stack as="ol" gap="1.5" listStyleType="decimal" ps="5" fontSize="sm">
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} color="brand.700" fontWeight="medium">
              {section.title}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
