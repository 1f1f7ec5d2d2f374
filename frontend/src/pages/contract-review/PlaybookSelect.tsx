/**
 * Optional playbook (docs/product-spec.md sections 2 and 3): "None" sends null. A New Playbook button opens
 * /playbooks in a new tab. Without a playbooks endpoint the select offers just "None". The playbook
 * that will be applied is named under the select as a removable choice, and says when it was
 * pre-selected as the last one used, so a review never applies one unnoticed.
 */
import { Box, Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { reviewMessages as m } from '../../../../shared/review-messages';
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
  /** The value pre-selected as the last used playbook (null once the user chose). */
  preselected?: string | null;
}

export function PlaybookSelect({ value, onChange, playbooks, shared, loading, error, preselected = null }: Props) {
  const chosen =
    value === NO_PLAYBOOK
      ? undefined
      : value.startsWith(SHARED_PREFIX)
        ? shared?.playbooks.find((p) => `${SHARED_PREFIX}${p.id}` === value)
        : playbooks.find((p) => String(p.id) === value);
  const own = playbooks.map((playbook) => (
    <option key={playbook.id} value={String(playbook.id)}>
      {playbook.name}
    </option>
  ));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Playbook (optional)</Field.Label>
      <HStack width="full" gap="3" align="stretch">
        <NativeSelect.Root disabled={loading} flex="1" minW="0">
          <NativeSelect.Field
            name="playbookId"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            bg="white"
          >
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
      {chosen ? (
        <HStack
          mt="2"
          gap="2"
          px="3"
          py="1.5"
          rounded="md"
          bg="accent.50"
          borderWidth="1px"
          borderColor="accent.200"
          w="full"
          data-testid="playbook-in-use"
        >
          <Box flex="1" minW="0">
            <Text fontSize="sm" color="brand.900" overflowWrap="anywhere">
              {m.playbookApplied} <strong>{chosen.name}</strong>
            </Text>
            {preselected === value && (
              <Text fontSize="xs" color="inkMuted">
                {m.playbookPreselected}
              </Text>
            )}
          </Box>
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onChange(NO_PLAYBOOK)} flexShrink={0}>
            {m.removePlaybook}
          </Button>
        </HStack>
      ) : (
        <Field.HelperText color="inkMuted">Saved review instructions, applied on top of your own.</Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
