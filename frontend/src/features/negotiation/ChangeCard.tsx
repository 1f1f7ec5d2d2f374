/**
 * One change of the other side: what it was and what it is, where, what it does to the reviewed
 * party, the recommendation and why, what was decided last round, and the user's decision (accept,
 * refuse or counter with editable text), a comment for the other side and internal notes.
 */
import { Badge, Box, Button, Field, Group, Heading, HStack, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import { decisionActions, negotiationLimits, type CounterpartyChange } from '../../../../shared/schemas/negotiation';
import { ReferenceTag } from '../../pages/results/ReportSection';
import { ShowInContractButton } from '../../pages/results/ShowInContractButton';
import type { Draft } from './use-their-changes';

const TONE: Record<string, string> = { accept: 'green', reject: 'red', counter: 'orange' };

interface Props {
  change: CounterpartyChange;
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  onSavePosition?: () => void;
  disabled: boolean;
}

export function ChangeCard({ change, draft, onChange, onSavePosition, disabled }: Props) {
  const title = `${change.id} · ${m.kindLabel[change.kind]} · ${change.section}`;
  const headingId = `change-${change.id}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      data-change={change.id}
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Wrap gap="2" align="center">
          <Heading as="h3" id={headingId} fontSize="md" color="brand.900">
            {change.id} · {m.kindLabel[change.kind]}
          </Heading>
          <ReferenceTag>{change.section}</ReferenceTag>
          <Badge
            colorPalette={TONE[change.recommendation]}
            variant="subtle"
            data-recommendation={change.recommendation}
          >
            {m.recommended}: {m.recommendationLabel[change.recommendation]}
          </Badge>
          {change.playbook_rule && (
            <Badge colorPalette="purple" variant="subtle" maxW="100%" overflowWrap="anywhere" whiteSpace="normal">
              {m.playbookRule}: {change.playbook_rule}
            </Badge>
          )}
        </Wrap>
        <Text fontSize="xs" color="inkMuted">
          {change.author}
          {change.date
            ? ` · ${new Date(change.date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`
            : ''}
        </Text>
        {change.kind === 'comment' ? (
          <Passage label={m.theirComment} text={change.comment ?? ''} tone="brand" />
        ) : (
          <Stack gap="2">
            {change.before && (
              <Passage label={m.before} text={change.before} tone="red" struck={change.kind !== 'insertion'} />
            )}
            {change.after && <Passage label={m.after} text={change.after} tone="green" />}
          </Stack>
        )}
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold" color="brand.900">
            {m.effect}:{' '}
          </Text>
          {change.effect}
        </Text>
        <Text fontSize="sm" color="inkMuted">
          {change.reasoning}
        </Text>
        {change.previous_decision && (
          <Text
            fontSize="sm"
            bg="yellow.50"
            borderStartWidth="3px"
            borderColor="yellow.500"
            px="3"
            py="2"
            rounded="md"
            data-testid="previous-decision"
          >
            {m.previousRound(change.previous_decision.action, change.previous_decision.reason)}
          </Text>
        )}
        <ShowInContractButton label={title} spans={change.spans.filter((s) => s.end > s.start)} />
        <Stack gap="3" borderTopWidth="1px" borderColor="brand.100" pt="3">
          <Group attached role="group" aria-label={`Decision on ${change.id}`}>
            {decisionActions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={draft.action === action ? 'solid' : 'outline'}
                colorPalette={
                  draft.action === action
                    ? action === 'accept'
                      ? 'green'
                      : action === 'refuse'
                        ? 'red'
                        : 'orange'
                    : 'gray'
                }
                aria-pressed={draft.action === action}
                disabled={disabled}
                onClick={() => onChange({ action: draft.action === action ? null : action })}
              >
                {m.actionLabel[action]}
              </Button>
            ))}
          </Group>
          {!draft.action && (
            <Text fontSize="xs" color="inkMuted">
              {m.undecided}
            </Text>
          )}
          {draft.action === 'counter' && (
            <Note
              label={m.counterTextLabel}
              value={draft.counterText}
              max={negotiationLimits.counterText}
              onChange={(counterText) => onChange({ counterText })}
              disabled={disabled}
              rows={3}
            />
          )}
          {draft.action && (
            <>
              <Note
                label={m.externalCommentLabel}
                value={draft.externalComment}
                max={negotiationLimits.externalComment}
                onChange={(externalComment) => onChange({ externalComment })}
                disabled={disabled}
              />
              <HStack gap="3" align="start" flexDirection={{ base: 'column', md: 'row' }}>
                <Note
                  label={m.internalNoteLabel}
                  value={draft.internalNote}
                  max={negotiationLimits.internalNote}
                  onChange={(internalNote) => onChange({ internalNote })}
                  disabled={disabled}
                />
                <Note
                  label={m.reasonLabel}
                  value={draft.reason}
                  max={negotiationLimits.reason}
                  onChange={(reason) => onChange({ reason })}
                  disabled={disabled}
                />
              </HStack>
              {onSavePosition && change.kind !== 'comment' && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  alignSelf="flex-start"
                  onClick={onSavePosition}
                  disabled={disabled}
                >
                  {m.saveAsPosition}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function Passage({
  label,
  text,
  tone,
  struck = false,
}: {
  label: string;
  text: string;
  tone: string;
  struck?: boolean;
}) {
  return (
    <Box bg={`${tone}.50`} borderStartWidth="3px" borderColor={`${tone}.500`} rounded="md" px="3" py="2">
      <Text fontSize="xs" fontWeight="semibold" color={`${tone}.800`} mb="1">
        {label}
      </Text>
      <Text
        fontSize="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        textDecoration={struck ? 'line-through' : undefined}
      >
        {text}
      </Text>
    </Box>
  );
}

function Note({
  label,
  value,
  max,
  onChange,
  disabled,
  rows = 2,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (v: string) => void;
  disabled: boolean;
  rows?: number;
}) {
  const tooLong = value.length > max;
  return (
    <Field.Root invalid={tooLong} flex="1" w="full">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={rows} bg="white" disabled={disabled} />
      {tooLong && <Field.ErrorText>{m.tooLong(label.replace(/ \(.*\)$/, ''), max)}</Field.ErrorText>}
    </Field.Root>
  );
}
