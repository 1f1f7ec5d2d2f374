/**
 * Optional playbook (spec sections 2 and 3): "None" sends null. A New Playbook button opens
 * /playbooks in a new tab. Without a playbooks endpoint the select offers just "None".
 */
import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { PlaybookSummary } from '../../features/contracts/contracts-api';

export const NO_PLAYBOOK = 'none';
/** Shared playbooks are chosen as `org:<id>` (their ids are the organisation's, not the user's). */
export const SHARED_PREFIX = 'org:';

interface Props {
  value: string;
  onChange: (value: string) => void;
  playbooks: PlaybookSummary[];
  /** The organisation's shared playbooks, for members. */
  shared?: { organizationName: string; playbooks: PlaybookSummary[] } | undefined;
  loading: boolean;
  error?: string;
}

export function PlaybookSelect({ value, onChange, playbooks, shared, loading, error }: Props) {
  const own = playbooks.map((playbook) => (
    <option key={playbook.id} value={String(playbook.id)}>
      {playbook.name}
    </option>
  ));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Playbook (optional)</Field.Label>
      <HStack width="full" gap="3" align="stretch">
        <NativeSelect.Root disabled={loading} flex="1">
          <NativeSelect.Field name="playbookId" value={value} onChange={(event) => onChange(event.target.value)} bg="white">
            <option value={NO_PLAYBOOK}>None</option>
            {shared && shared.playbooks.length > 0 ? (
              <>
                <optgroup label="My playbooks">{own}</optgroup>
                <optgroup label={`${shared.organizationName} (shared)`}>
                  {shared.playbooks.map((playbook) => (
                    <option key={`org-${playbook.id}`} value={`${SHARED_PREFIX}${playbook.id}`}>
                      {playbook.name}
                    </option>
                  ))}
                </optgroup>
              </>
            ) : (
              own
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button asChild variant="outline" colorPalette="brand" flexShrink={0}>
          <a href="/playbooks" target="_blank" rel="noopener noreferrer">
            New Playbook
          </a>
        </Button>
      </HStack>
      <Field.HelperText color="inkMuted">Saved review instructions, applied on top of your own.</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
