/** The landing page's sign-up form, validated with the shared SignUpFormSchema. */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SignUpFormSchema, type SignUpForm as SignUpValues } from '../../../../shared/schemas/auth';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { useSignUp } from './use-sign-up';

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

interface Props {
  onCreated: (email: string) => void;
  onAccountExists: (email: string) => void;
}

export function SignUpForm({ onCreated, onAccountExists }: Props) {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const signUp = useSignUp({ onCreated, onAccountExists });
  const set = (field: keyof SignUpValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(SignUpFormSchema, values, setErrors);
    if (output === undefined) return;
    const { confirmPassword: _confirmation, ...request } = output;
    signUp.mutate(request);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </SimpleGrid>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          helperText="At least 8 characters."
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button
          type="submit"
          colorPalette="accent"
          size="lg"
          loading={signUp.isPending}
          loadingText="Creating account..."
        >
          Create free account
        </Button>
        <Text fontSize="xs" color="inkMuted" textAlign="center">
          By creating an account you agree to our Terms of Service and Privacy Policy.
        </Text>
      </Stack>
    </form>
  );
}
