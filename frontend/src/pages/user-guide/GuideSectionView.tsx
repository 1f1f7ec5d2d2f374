/** One guide section: a heading with an anchor id, paragraphs and lists, and the rule forms for playbooks. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PlaybookRuleGuide } from '../playbooks/PlaybookRuleGuide';
import type { GuideSection } from './guide-content';

export function GuideSectionView({ section }: { section: GuideSection }) {
  return (
    <Box
      as="section"
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      scrollMarginTop="24"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p={{ base: '5', md: '7' }}
    >
      <Heading
        as="h2"
        id={`${section.id}-title`}
        fontFamily="heading"
        fontSize={{ base: 'xl', md: '2xl' }}
        color="brand.900"
        mb="4"
      >
        {section.title}
      </Heading>
      <Stack gap="3" color="ink" lineHeight="tall">
        {section.blocks.map((block, index) =>
          block.kind === 'p' ? (
            <Text key={index}>{block.text}</Text>
          ) : (
            <Box
              key={index}
              as={block.kind}
              ps="5"
              listStyleType={block.kind === 'ol' ? 'decimal' : 'disc'}
              display="grid"
              gap="2"
            >
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          ),
        )}
        {section.ruleForms && (
          <Box bg="brand.50" borderWidth="1px" borderColor="brand.100" rounded="lg" p="4" mt="2">
            <Text fontWeight="semibold" color="brand.900" mb="2">
              Rules the analyzer checks
            </Text>
            <PlaybookRuleGuide showEffects />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
