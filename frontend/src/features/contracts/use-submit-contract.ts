/**
 * Submits the validated form with one Idempotency-Key per form submission (kept for retries until it
 * succeeds or the form changes: ./submission-key.ts), then /loading/{id}. A refusal opens the
 * matching dialog (docs/product-spec.md section 8), puts a message on the field it is about (a text that is not a
 * contract), or shows the Error toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContractSubmission } from '../../../../shared/schemas/contracts';
import { reviewMessages } from '../../../../shared/review-messages';
import { toaster } from '../../app/toaster';
import { USER_STATUS_QUERY_KEY } from '../auth/user-status-query';
import { invalidateContractQueries } from './contract-queries';
import { submitContract } from './contracts-api';
import { createSubmissionKeys } from './submission-key';
import { submitBlockFor, submitErrorMessage, submitFieldErrors, type SubmitBlock } from './submit-blocks';
import { rememberSubmittedContract } from './submitted-contract-storage';
import { trackEvent } from '../engagement/track';

export function useSubmitContract(
  onBlocked: (block: SubmitBlock) => void,
  onFieldErrors: (fields: Record<string, string>) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  return useMutation({
    mutationFn: (submission: ContractSubmission) => submitContract(submission, keys.keyFor(submission)),
    onSuccess: ({ id }) => {
      keys.succeeded();
      trackEvent({ eventType: 'contract_analysis', action: 'submit', metadata: { contractId: id } });
      rememberSubmittedContract(id);
      void queryClient.invalidateQueries({ queryKey: USER_STATUS_QUERY_KEY });
      invalidateContractQueries(queryClient, id);
      navigate(`/loading/${encodeURIComponent(id)}`);
    },
    onError: (error) => {
      const block = submitBlockFor(error);
      const fields = submitFieldErrors(error);
      if (block) onBlocked(block);
      // Shown on the field itself (e.g. a text that is not a contract: nothing was charged).
      else if (fields) onFieldErrors(fields);
      else
        toaster.create({
          type: 'error',
          title: reviewMessages.submitErrorTitle,
          description: submitErrorMessage(error),
        });
    },
  });
}
