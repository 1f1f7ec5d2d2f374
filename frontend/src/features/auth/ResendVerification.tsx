/**
 * "Resend verification email" (no dead ends). With a known email (after sign-up, signed
 * in but unverified) it is one button; otherwise it asks for the email first. The answer is the
 * same for any email (the server never says whether it is registered), so is the confirmation.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { verificationMessages as m } from '../../../../shared/messages';
import { ResendVerificationRequestSchema } from '../../../../shared/schemas/auth';
import { ApiError } from '../../lib/api';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { resendVerification } from './auth-api';
import { TextField } from './TextField';

interface Props {
  /** The account's email when known; otherwise the visitor types it. */
  email?: string;
  variant?: 'outline' | 'ghost' | 'solid';
}

export function ResendVerification({ email: knownEmail, variant = 'outline' }: Props) {
  const [email, setEmail] = useState(knownEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const resend = useMutation({ mutationFn: (address: string) => resendVerification(address) });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const output = validateInto(ResendVerificationRequestSchema, { email: knownEmail ?? email }, setErrors);
    if (output !== undefined) resend.mutate(output.email);
  };

  if (resend.isSuccess) {
    return (
      <Text role="status" color="green.700" fontSize="sm">
        {m.resendAnswer}
      </Text>
    );
  }
  const failure = resend.isError
    ? (resend.error instanceof ApiError && resend.error.serverMessage) || m.resendFailed
    : undefined;
  const button = (
    <Button
      type={knownEmail ? 'button' : 'submit'}
      variant={variant}
      colorPalette="brand"
      loading={resend.isPending}
      loadingText={m.resendSending}
      onClick={knownEmail ? () => submit() : undefined}
    >
      {m.resendAction}
    </Button>
  );
  return (
    <Stack gap="2" align="stretch">
      {knownEmail ? (
        button
      ) : (
        <form onSubmit={submit} noValidate aria-label="Resend verification email">
          <Stack gap="3">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={errors.email}
            />
            {button}
          </Stack>
        </form>
      )}
      {failure && (
        <Text role="alert" color="red.700" fontSize="sm">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
