/**
 * The submission form (docs/product-spec.md sections 2, 3 and 5): contract text (typed, pasted or extracted from
 * an upload), on whose behalf, an optional playbook and optional instructions, validated with the
 * shared submission schema.
 */
import { Button, chakra, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ContractSubmissionSchema } from '../../../../shared/schemas/contracts';
import { useAuth } from '../../features/auth/auth-context';
import { TextField } from '../../features/auth/TextField';
import type { SubmitBlock } from '../../features/contracts/submit-blocks';
import { useContractUpload } from '../../features/contracts/use-contract-upload';
import { usePlaybooks } from '../../features/contracts/use-playbooks';
import { rememberLastUsedPlaybook } from '../../features/playbooks/playbooks-api';
import { useSubmitContract } from '../../features/contracts/use-submit-contract';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { ContractTextField } from './ContractTextField';
import { NO_PLAYBOOK, PlaybookSelect, SHARED_PREFIX } from './PlaybookSelect';
import { PreviousDraftControls } from './PreviousDraftControls';
import { fetchSharedPlaybooks } from '../../features/organizations/organizations-api';
import { UploadControls } from './UploadControls';
import { useLastUsedPlaybook } from './use-last-used-playbook';

interface Values {
  contractText: string;
  behalfOf: string;
  playbookId: string;
  additionalInstructions: string;
}

const EMPTY: Values = { contractText: '', behalfOf: '', playbookId: NO_PLAYBOOK, additionalInstructions: '' };

/** A review started from a results page ("Review for <party>") arrives with the text and the party. */
function prefilled(state: unknown): Values {
  const s = (state ?? {}) as { contractText?: unknown; behalfOf?: unknown };
  return {
    ...EMPTY,
    ...(typeof s.contractText === 'string' ? { contractText: s.contractText } : {}),
    ...(typeof s.behalfOf === 'string' ? { behalfOf: s.behalfOf } : {}),
  };
}

export function ContractReviewForm({ onBlocked }: { onBlocked: (block: SubmitBlock) => void }) {
  const { status } = useAuth();
  const location = useLocation();
  const [values, setValues] = useState<Values>(() => prefilled(location.state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(
    (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const setContractText = useCallback(
    (text: string) => setValues((current) => ({ ...current, contractText: text })),
    [],
  );
  const selectPlaybook = useCallback((id: string) => setValues((current) => ({ ...current, playbookId: id })), []);

  const upload = useContractUpload(setContractText);
  const [previousText, setPreviousText] = useState('');
  const previous = useContractUpload(setPreviousText);
  const playbooks = usePlaybooks(true);
  const organization = status.organization ?? null;
  const sharedPlaybooks = useQuery({
    queryKey: ['organization', organization?.id, 'playbooks'],
    queryFn: () => fetchSharedPlaybooks(organization!.id),
    enabled: organization !== null,
  });
  // Members keep their contracts in the organisation's library unless they say otherwise.
  const [share, setShare] = useState(true);
  const lastUsed = useLastUsedPlaybook(playbooks.data, status.lastUsedPlaybookId, selectPlaybook);
  const submission = useSubmitContract(onBlocked, setErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const attached = upload.state.phase === 'attached' ? upload.state : null;
    const sharedPlaybook = values.playbookId.startsWith(SHARED_PREFIX);
    const output = validateInto(
      ContractSubmissionSchema,
      {
        ...values,
        playbookId: sharedPlaybook ? values.playbookId.slice(SHARED_PREFIX.length) : values.playbookId,
        ...(sharedPlaybook ? { playbookScope: 'organization' } : {}),
        ...(organization ? { shareWithOrganization: share } : {}),
        originalDocxPath: attached?.kind === 'docx' ? attached.objectPath : null,
        originalDocxFilename: attached?.kind === 'docx' ? attached.filename : null,
        hasOriginalDocx: attached?.kind === 'docx',
        originalPdfPath: attached?.kind === 'pdf' ? attached.objectPath : null,
        originalPdfFilename: attached?.kind === 'pdf' ? attached.filename : null,
        hasOriginalPdf: attached?.kind === 'pdf',
        ...(previousText.trim() && previous.state.phase === 'attached'
          ? { previousDraftText: previousText, previousDraftFilename: previous.state.filename }
          : {}),
      },
      setErrors,
    );
    if (output === undefined) return;
    submission.mutate(output);
  };

  const busy = submission.isPending || upload.busy || previous.busy;

  return (
    <form onSubmit={submit} noValidate aria-label="Contract review request">
      <Stack gap="6">
        <Stack gap="3">
          <ContractTextField
            value={values.contractText}
            onChange={set('contractText')}
            error={errors.contractText}
            disabled={upload.busy}
          />
          <UploadControls upload={upload} disabled={submission.isPending} />
          <PreviousDraftControls upload={previous} disabled={submission.isPending} />
          {errors.previousDraftText && (
            <Text fontSize="sm" color="red.700" role="alert">
              {errors.previousDraftText}
            </Text>
          )}
        </Stack>
        <TextField
          label="Reviewing on behalf of"
          name="behalfOf"
          value={values.behalfOf}
          onChange={set('behalfOf')}
          error={errors.behalfOf}
        />
        <PlaybookSelect
          value={values.playbookId}
          onChange={(id) => {
            lastUsed.markChosen();
            selectPlaybook(id);
            // Only one's own playbooks are remembered (the last-used id is a personal playbook's).
            if (!id.startsWith(SHARED_PREFIX)) rememberLastUsedPlaybook(id === NO_PLAYBOOK ? null : Number(id));
          }}
          playbooks={playbooks.data ?? []}
          shared={
            organization && sharedPlaybooks.data
              ? { organizationName: organization.name, playbooks: sharedPlaybooks.data }
              : undefined
          }
          loading={playbooks.isLoading}
          error={errors.playbookId}
          preselected={lastUsed.preselected}
        />
        {organization && (
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            <input
              type="checkbox"
              name="shareWithOrganization"
              checked={share}
              onChange={(event) => setShare(event.target.checked)}
            />
            Share with {organization.name} (their shared library; otherwise only you see it)
          </chakra.label>
        )}
        <Field.Root invalid={Boolean(errors.additionalInstructions)}>
          <Field.Label>Additional instructions (optional)</Field.Label>
          <Textarea
            name="additionalInstructions"
            value={values.additionalInstructions}
            onChange={(event) => set('additionalInstructions')(event.target.value)}
            placeholder="E.g. focus on liability caps and termination rights."
            rows={3}
            bg="white"
          />
          <Field.ErrorText>{errors.additionalInstructions}</Field.ErrorText>
        </Field.Root>
        <Stack gap="2">
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            loading={submission.isPending}
            loadingText="Submitting..."
            disabled={busy}
            alignSelf={{ base: 'stretch', sm: 'start' }}
          >
            Analyse Contract
          </Button>
          <Text fontSize="xs" color="inkMuted">
            Each analysis uses 1 credit. Results usually arrive in 30-60 seconds.
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
