/** The reset form (token present): New Password, Confirm Password, Reset Password. */
import { Button, Stack } from '@chakra-ui/react';
import { AuthFormCard } from '../../features/auth/AuthFormCard';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { resetMessages } from '../../../../shared/messages';
import { ResetPasswordFormSchema } from '../../../../shared/schemas/auth';
import { toaster } from '../../app/toaster';
import { resetPassword } from '../../features/auth/auth-api';
import { PasswordField } from '../../features/auth/PasswordField';
import { ApiError } from '../../lib/api';
import { validateInto, type FieldErrors } from '../../lib/form-validation';

interface Props {
  token: string;
  onSuccess: () => void;
  onFailure: () => void;
}

export function NewPasswordForm({ token, onSuccess, onFailure }: Props) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onSuccess,
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: resetMessages.failedTitle,
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? resetMessages.failedFallback)
            : resetMessages.failedFallback,
      });
      onFailure();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(ResetPasswordFormSchema, { password, confirmPassword }, setErrors);
    if (output === undefined) return;
    reset.mutate(output.password);
  };

  return (
    <AuthFormCard
      title="Choose a new password"
      intro="Use at least 8 characters. You'll sign in with it straight after."
    >
      <form onSubmit={submit} noValidate aria-label="Reset your password">
        <Stack gap="4">
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={errors.confirmPassword}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} loadingText="Resetting...">
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthFormCard>
  );
}
