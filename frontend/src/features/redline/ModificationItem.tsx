/** One proposed change in the preview: accept/reject switch, priority, the change inline, reasoning. */
import { Badge, Box, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import type { RedlineModification } from '../../../../shared/schemas/redline';
import { categoryLabel } from '../../../../shared/taxonomy';
import { inlineChange } from './inline-change';

const priorityPalette = { high: 'red', medium: 'orange', low: 'gray' } as const;

interface Props {
  index: number;
  modification: RedlineModification;
  accepted: boolean;
  onToggle: (index: number, accepted: boolean) => void;
}

export function ModificationItem({ index, modification: mod, accepted, onToggle }: Props) {
  const { parts, newParagraph } = inlineChange(mod);
  const labelId = `redline-mod-${index}-title`;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={accepted ? 'brand.200' : 'gray.200'}
      bg={accepted ? 'white' : 'gray.50'}
      rounded="lg"
      p="4"
      data-testid="redline-modification"
      data-accepted={accepted ? 'true' : 'false'}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={priorityPalette[mod.priority]} variant="subtle">
                {mod.priority} priority
              </Badge>
              {mod.category && <Badge variant="outline">{categoryLabel(mod.category)}</Badge>}
              {mod.position_reference && (
                <Text fontSize="xs" color="inkMuted">
                  {mod.position_reference}
                </Text>
              )}
            </HStack>
            <Text id={labelId} fontWeight="semibold" color="brand.900">
              {index + 1}. {mod.suggestion ?? 'Suggested change'}
            </Text>
          </Stack>
          <Switch.Root
            checked={accepted}
            onCheckedChange={(d) => onToggle(index, d.checked)}
            colorPalette="green"
            flexShrink={0}
          >
            <Switch.HiddenInput aria-describedby={labelId} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontSize="sm" minW="14">
              {accepted ? 'Accept' : 'Reject'}
              <Text as="span" srOnly>
                {` change ${index + 1}`}
              </Text>
            </Switch.Label>
          </Switch.Root>
        </HStack>
        <Box
          fontSize="sm"
          lineHeight="tall"
          bg="brand.50"
          rounded="md"
          px="3"
          py="2"
          fontFamily="serif"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          opacity={accepted ? 1 : 0.6}
        >
          {newParagraph && (
            <Text as="span" display="block" fontFamily="body" fontSize="xs" color="inkMuted" mb="1">
              New paragraph after “…{mod.insert_after}”
            </Text>
          )}
          {parts.map((part, i) =>
            part.kind === 'del' ? (
              <Box as="del" key={i} color="red.700" textDecoration="line-through" bg="red.50">
                {part.text}
              </Box>
            ) : part.kind === 'ins' ? (
              <Box as="ins" key={i} color="green.800" textDecoration="underline" bg="green.50">
                {part.text}
              </Box>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </Box>
        {mod.reasoning && (
          <Text fontSize="sm" color="ink">
            <Text as="span" fontWeight="semibold">
              Why:{' '}
            </Text>
            {mod.reasoning}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
