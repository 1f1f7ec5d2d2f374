/** "Forgot Password?": email, Send Reset Link, Back to Sign In. The answer is the same either way. */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { AuthFormCard } from '../../features/auth/AuthFormCard';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ForgotPasswordRequestSchema } from '../../../../shared/schemas/auth';
import { requestPasswordReset } from '../../features/auth/auth-api';
import { TextField } from '../../features/auth/TextField';
import { validateInto, type FieldErrors } from '../../lib/form-validation';

interface Props {
  initialEmail: string;
  /** Shown above the form when a reset link was unusable. */
  notice?: string;
  onRequested: () => void;
  onBackToSignIn: () => void;
}

export function RequestResetForm({ initialEmail, notice, onRequested, onBackToSignIn }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  // docs/product-spec.md section 7: the request always counts as sent, so the page never reveals who has an account.
  const request = useMutation({ mutationFn: requestPasswordReset, onSettled: onRequested });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(ForgotPasswordRequestSchema, { email }, setErrors);
    if (output === undefined) return;
    request.mutate(output.email);
  };

  return (
    <AuthFormCard
      title="Forgot Password?"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      {notice && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      )}
      <form onSubmit={submit} noValidate aria-label="Request a password reset">
        <Stack gap="4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={request.isPending} loadingText="Sending...">
            Send Reset Link
          </Button>
          <Button variant="ghost" colorPalette="brand" onClick={onBackToSignIn}>
            Back to Sign In
          </Button>
        </Stack>
      </form>
    </AuthFormCard>
  );
}
