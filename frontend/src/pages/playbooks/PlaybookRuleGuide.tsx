/**
 * The rule forms the built-in analyzer checks (shared/playbook-rules.ts), so users write lines the
 * engine verifies. Other lines are kept and reported as points to check by hand.
 */
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import {
  exampleLadder,
  playbookClauseExamples,
  playbookPositionForms,
  playbookRuleForms,
} from '../../../../shared/playbook-rules';

export function PlaybookRuleGuide({ showEffects = false }: { showEffects?: boolean }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="inkMuted">
        Write each position as a line, a list item or a sentence, in plain English. Positions like these are checked
        automatically; any other is kept and listed in the report as not checkable, with the reason. Lines starting with
        # are headings.
      </Text>
      <Box as="ul" listStyleType="none" display="grid" gap="2">
        {playbookRuleForms.map((form) => (
          <Box as="li" key={form.title} fontSize="sm">
            <Text as="span" fontWeight="semibold" color="brand.800">
              {form.title}:
            </Text>{' '}
            <Code fontSize="xs" colorPalette="brand" wordBreak="break-word">
              {form.pattern}
            </Code>
            <Text as="span" color="inkMuted">
              {' '}
              e.g.{' '}
              <Code fontSize="xs" wordBreak="break-word">
                {form.example}
              </Code>
            </Text>
            {showEffects && (
              <Text fontSize="xs" color="inkMuted" mt="0.5">
                {form.effect}
              </Text>
            )}
          </Box>
        ))}
      </Box>
      <Text fontSize="xs" color="inkMuted">
        Clause names include: {playbookClauseExamples.join(', ')}.
      </Text>
      <Text fontSize="sm" color="inkMuted">
        Positions for the other side&apos;s changes: under a rule, add the lines below (a ladder). They guide the answer
        to their tracked changes and are not checked against the contract itself.
      </Text>
      <Box as="ul" listStyleType="none" display="grid" gap="2">
        {playbookPositionForms.map((form) => (
          <Box as="li" key={form.title} fontSize="sm">
            <Text as="span" fontWeight="semibold" color="brand.800">
              {form.title}:
            </Text>{' '}
            <Code fontSize="xs" colorPalette="brand" wordBreak="break-word">
              {form.pattern}
            </Code>
            <Text as="span" color="inkMuted">
              {' '}
              e.g.{' '}
              <Code fontSize="xs" wordBreak="break-word">
                {form.example}
              </Code>
            </Text>
            {showEffects && (
              <Text fontSize="xs" color="inkMuted" mt="0.5">
                {form.effect}
              </Text>
            )}
          </Box>
        ))}
      </Box>
      <Code display="block" whiteSpace="pre" fontSize="xs" p="2" overflowX="auto">
        {exampleLadder}
      </Code>
    </Stack>
  );
}
