/** Email and password, both required (SignInRequestSchema); used by the landing tab and the dialog. */
import { Button, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SignInRequestSchema } from '../../../../shared/schemas/auth';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { useSignIn } from './use-sign-in';

interface Props {
  initialEmail?: string;
  /** Called when the form sends the user elsewhere (forgot password, reset required). */
  onLeave?: () => void;
  /** The page to reload into after signing in (default: the review page). */
  returnTo?: string;
}

export function SignInForm({ initialEmail = '', onLeave, returnTo }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signIn = useSignIn({ onLeave, returnTo });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const output = validateInto(SignInRequestSchema, { email, password }, setErrors);
    if (output === undefined) return;
    signIn.mutate(output);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
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
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg" fontWeight="medium">
          <RouterLink to="/reset-password" onClick={onLeave}>
            Forgot password?
          </RouterLink>
        </Link>
        <Button type="submit" colorPalette="brand" size="lg" loading={signIn.isBusy} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
