/**
 * The results page's "Their changes" section: every change of the other side with its
 * recommendation, the user's decisions, and the answer Word file (plus the comparison file when the
 * drafts were compared). Internal notes and reasons are kept with the contract, never in the file.
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import type { CounterpartyChange } from '../../../../shared/schemas/negotiation';
import { toaster } from '../../app/toaster';
import { EmptyNote, ReportSection } from '../../pages/results/ReportSection';
import { ApiError, saveFile } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import { ChangeCard } from './ChangeCard';
import { downloadComparison } from './negotiation-api';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useTheirChanges } from './use-their-changes';

// Chakra's dialog code loads after the report is on screen, not with the results page
// (docs/decisions/269-prerendered-review-and-results-shells.md); asked for before, it opens when it arrives.
const SavePositionDialog = lazy(() =>
  import('./SavePositionDialog').then((mod) => ({ default: mod.SavePositionDialog })),
);

interface Props {
  contractId: string;
  changes: CounterpartyChange[];
}

export function TheirChanges({ contractId, changes }: Props) {
  const { status } = useAuth();
  const defaultAuthor = [status.firstName, status.lastName].filter(Boolean).join(' ');
  const state = useTheirChanges(contractId, changes, defaultAuthor);
  const [saving, setSaving] = useState<CounterpartyChange | null>(null);
  const comparison = useMutation({
    mutationFn: () => downloadComparison(contractId),
    onSuccess: saveFile,
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: m.downloadFailedTitle,
        description: error instanceof ApiError ? (error.serverMessage ?? m.comparisonFailed) : m.comparisonFailed,
      }),
  });
  const compared = changes.some((c) => c.source === 'comparison');
  return (
    <ReportSection
      id="their-changes"
      title={m.title}
      description={changes.length ? m.intro(changes.length) : undefined}
    >
      {changes.length === 0 ? (
        <EmptyNote>{m.empty}</EmptyNote>
      ) : (
        <Stack gap="4">
          <Box bg="brand.50" borderWidth="1px" borderColor="brand.100" rounded="lg" p="4">
            <Stack gap="3">
              <HStack gap="3" wrap="wrap" align="end">
                <Field.Root
                  maxW={{ base: 'full', md: '22rem' }}
                  invalid={Boolean(state.problem && /Author/.test(state.problem))}
                >
                  <Field.Label fontSize="sm">{m.authorLabel}</Field.Label>
                  <Input
                    value={state.author}
                    onChange={(e) => state.setAuthor(e.target.value)}
                    bg="white"
                    name="answerAuthor"
                  />
                </Field.Root>
                <Button variant="outline" colorPalette="brand" onClick={state.followAll} disabled={state.downloading}>
                  {m.followAll}
                </Button>
                {compared && (
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => comparison.mutate()}
                    loading={comparison.isPending}
                  >
                    {m.downloadComparison}
                  </Button>
                )}
              </HStack>
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="accent"
                  onClick={state.download}
                  loading={state.downloading}
                  loadingText={m.downloading}
                  disabled={state.decided === 0 || Boolean(state.problem) || state.downloading}
                >
                  {m.downloadAnswer}
                </Button>
                <Text fontSize="sm" color="inkMuted" aria-live="polite" data-testid="decided-count">
                  {m.decidedCount(state.decided, changes.length)}
                </Text>
              </HStack>
              {state.problem && state.decided > 0 && (
                <Text fontSize="sm" color="red.700" role="alert">
                  {state.problem}
                </Text>
              )}
            </Stack>
          </Box>
          <Stack as="ol" gap="4" listStyleType="none" ps="0">
            {changes.map((c) => (
              <Box as="li" key={c.id}>
                <ChangeCard
                  change={c}
                  draft={state.drafts[c.id]!}
                  onChange={(patch) => state.update(c.id, patch)}
                  onSavePosition={() => setSaving(c)}
                  disabled={state.downloading}
                />
              </Box>
            ))}
          </Stack>
          <LazySavePositionDialog
            change={saving}
            draft={saving ? state.drafts[saving.id] : undefined}
            onClose={() => setSaving(null)}
          />
        </Stack>
      )}
    </ReportSection>
  );
}

/** Waits for the paint in a component of its own: a state of TheirChanges' would render its cards again. */
function LazySavePositionDialog(props: ComponentProps<typeof SavePositionDialog>) {
  const ready = useAfterPaint();
  if (!ready && !props.change) return null;
  return (
    <Suspense fallback={null}>
      <SavePositionDialog {...props} />
    </Suspense>
  );
}
