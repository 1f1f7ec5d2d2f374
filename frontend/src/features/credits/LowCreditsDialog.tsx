/**
 * Paid users with 1 to 5 credits (docs/product-spec.md sections 4 and 9), and the Credit Limit Reached follow-up:
 * a top-up request for 10, 25, 50 or 100 credits (default 25) with an optional comment, and beside
 * it Buy credits (/pricing), the self-serve way. When the balance is an organisation's
 * (shared/organization-credits.ts, creditTarget), its owner or an admin requests and buys for the
 * organisation; a member is told to ask them, with no request or purchase of their own.
 */
import { Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CreditTarget } from '../../../../shared/organization-credits';
import { lowCreditsMessages } from '../../../../shared/review-messages';
import { TopUpRequestSchema, defaultTopUp, topUpChoices } from '../../../../shared/schemas/outreach';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { paymentLinks } from '../payments/payment-links';
import { NoticeDialog } from './NoticeDialog';
import { useTopUpRequest } from './use-top-up-request';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Whose balance the dialog is about. */
  target: CreditTarget;
}

const FORM_ID = 'top-up-request-form';

export function LowCreditsDialog({ open, onClose, target }: Props) {
  if (target.kind === 'organization' && !target.canManage) {
    return (
      <NoticeDialog
        open={open}
        onClose={onClose}
        title={lowCreditsMessages.title}
        description={lowCreditsMessages.memberBody(target.name, target.creditsRemaining)}
        actions={
          <Button colorPalette="brand" onClick={onClose}>
            {lowCreditsMessages.close}
          </Button>
        }
      />
    );
  }
  return <TopUpDialog open={open} onClose={onClose} target={target} />;
}

function TopUpDialog({ open, onClose, target }: Props) {
  const [requestedCredits, setRequestedCredits] = useState<string>(String(defaultTopUp));
  const [additionalComment, setAdditionalComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const topUp = useTopUpRequest(target, onClose);
  const forOrganization = target.kind === 'organization';
  const buy = forOrganization ? paymentLinks.buyForOrganization(target.name) : paymentLinks.buyCredits;

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
      description={
        forOrganization
          ? lowCreditsMessages.organizationBody(target.name, target.creditsRemaining)
          : lowCreditsMessages.body(target.creditsRemaining)
      }
      actions={
        <>
          <Button variant="ghost" colorPalette="brand" onClick={onClose}>
            {lowCreditsMessages.later}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="outline"
            colorPalette="brand"
            loading={topUp.isPending}
            loadingText="Sending..."
          >
            {lowCreditsMessages.submit}
          </Button>
          {/* Self-serve beside the request: a credit pack now, at the listed price. */}
          <Button asChild colorPalette="accent">
            <RouterLink to={buy.to} onClick={onClose}>
              {buy.label}
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
