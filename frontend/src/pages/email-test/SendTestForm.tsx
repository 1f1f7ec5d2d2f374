/** One email test tab: recipient (required) and first name (optional, defaults to Test User). */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { TestEmailRequestSchema, type TestEmailRequest } from '../../../../shared/schemas/email-test';
import { emailTestMessages as m } from '../../../../shared/payment-messages';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';

interface Props {
  kind: 'general' | 'verification';
  send: (request: TestEmailRequest) => Promise<{ message: string; messageTo: string }>;
}

export function SendTestForm({ kind, send }: Props) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [error, setError] = useState<string>();
  const failedTitle = kind === 'general' ? m.testEmailFailed : m.verificationFailed;
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) =>
      toaster.create({ type: 'success', title: answer.message, description: `Sent to ${answer.messageTo}` }),
    onError: (err) =>
      toaster.create({
        type: 'error',
        title: failedTitle,
        description: err instanceof ApiError && err.serverMessage ? err.serverMessage : undefined,
      }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(TestEmailRequestSchema, { email, firstName });
    if (!parsed.success) {
      const message = parsed.issues[0]?.message ?? m.testEmailFailed;
      setError(message);
      // docs/product-spec.md section 5: "Email Required: Please enter an email address to send the test to".
      const [title, ...rest] = message.split(': ');
      toaster.create({ type: 'error', title, description: rest.join(': ') || undefined });
      return;
    }
    setError(undefined);
    mutation.mutate({ email, firstName });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="md">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Recipient email
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} bg="white" />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>First name (optional)</Field.Label>
          <Input
            name="firstName"
            value={firstName}
            placeholder={m.defaultFirstName}
            onChange={(e) => setFirstName(e.target.value)}
            bg="white"
          />
        </Field.Root>
        {kind === 'verification' && (
          <Text fontSize="sm" color="inkMuted">
            The verification email is sent exactly as users get it, with a sample link that verifies no account.
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={mutation.isPending}>
          {kind === 'general' ? 'Send Test Email' : 'Send Verification Email'}
        </Button>
      </Stack>
    </form>
  );
}
