/**
 * Paid users with 1 to 5 credits (docs/product-spec.md sections 4 and 9), and the Credit Limit Reached follow-up:
 * a top-up request for 10, 25, 50 or 100 credits (default 25) with an optional comment, and beside
 * it Buy credits (/pricing), the self-serve way.
 */
import { Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { lowCreditsMessages } from '../../../../shared/review-messages';
import { TopUpRequestSchema, defaultTopUp, topUpChoices } from '../../../../shared/schemas/outreach';
import { Link as RouterLink } from 'react-router-dom';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { paymentLinks } from '../payments/payment-links';
import { NoticeDialog } from './NoticeDialog';
import { useTopUpRequest } from './use-top-up-request';

interface Props {
  open: boolean;
  onClose: () => void;
  creditsRemaining: number;
}

const FORM_ID = 'top-up-request-form';

export function LowCreditsDialog({ open, onClose, creditsRemaining }: Props) {
  const [requestedCredits, setRequestedCredits] = useState<string>(String(defaultTopUp));
  const [additionalComment, setAdditionalComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const topUp = useTopUpRequest(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(TopUpRequestSchema, { requestedCredits, additionalComment }, setErrors);
    if (output === undefined) return;
    topUp.mutate(output);
  };

  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      title={lowCreditsMessages.title}
      description={lowCreditsMessages.body(creditsRemaining)}
      actions={
        <>
          <Button variant="ghost" colorPalette="brand" onClick={onClose}>
            {lowCreditsMessages.later}
          </Button>
          <Button type="submit" form={FORM_ID} variant="outline" colorPalette="brand" loading={topUp.isPending} loadingText="Sending...">
            {lowCreditsMessages.submit}
          </Button>
          {/* Self-serve beside the request: a credit pack now, at the listed price. */}
          <Button asChild colorPalette="accent">
            <RouterLink to={paymentLinks.buyCredits.to} onClick={onClose}>
              {paymentLinks.buyCredits.label}
            </RouterLink>
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Top-up request">
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.requestedCredits)}>
            <Field.Label>Credits to add</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="requestedCredits"
                value={requestedCredits}
                onChange={(event) => setRequestedCredits(event.target.value)}
                bg="white"
              >
                {topUpChoices.map((credits) => (
                  <option key={credits} value={credits}>
                    {credits} credits
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.requestedCredits}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.additionalComment)}>
            <Field.Label>Comment (optional)</Field.Label>
            <Textarea
              name="additionalComment"
              value={additionalComment}
              onChange={(event) => setAdditionalComment(event.target.value)}
              placeholder="Anything our team should know, e.g. a deadline or a team size."
              rows={3}
              bg="white"
            />
            <Field.ErrorText>{errors.additionalComment}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </form>
    </NoticeDialog>
  );
}
