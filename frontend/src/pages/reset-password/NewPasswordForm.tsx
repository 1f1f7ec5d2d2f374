/** The reset form (token present): New Password, Confirm Password, Reset Password. */
import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { resetMessages } from '../../../../shared/messages';
import { ResetPasswordFormSchema } from '../../../../shared/schemas/auth';
import { toaster } from '../../app/toaster';
import { resetPassword } from '../../features/auth/auth-api';
import { PasswordField } from '../../features/auth/PasswordField';
import { ApiError } from '../../lib/api';
import { validateForm, type FieldErrors } from '../../lib/form-validation';

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
        description: error instanceof ApiError ? (error.serverMessage ?? resetMessages.failedFallback) : resetMessages.failedFallback,
      });
      onFailure();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(ResetPasswordFormSchema, { password, confirmPassword });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    reset.mutate(result.output.password);
  };

  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Card.Root bg="white" shadow="md" rounded="2xl" borderColor="brand.100">
        <Card.Body p={{ base: '6', md: '8' }}>
          <Stack gap="5">
            <Stack gap="2">
              <Heading as="h1" fontFamily="heading" fontSize="3xl" color="brand.900">
                Choose a new password
              </Heading>
              <Text color="inkMuted">Use at least 8 characters. You'll sign in with it straight after.</Text>
            </Stack>
            <form onSubmit={submit} noValidate aria-label="Reset your password">
              <Stack gap="4">
                <PasswordField label="New Password" name="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
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
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
