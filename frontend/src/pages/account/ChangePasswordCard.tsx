/** Change password: current, new and confirmation (shared schema); other devices are signed out. */
import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { accountMessages as m } from '../../../../shared/account-messages';
import { ChangePasswordFormSchema } from '../../../../shared/schemas/account';
import { PasswordField } from '../../features/auth/PasswordField';
import { fieldErrorsOf, useChangePassword } from '../../features/account/use-account';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { SettingsCard } from './SettingsCard';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword(() => setValues(EMPTY));
  const serverErrors = fieldErrorsOf(change.error);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const output = validateInto(ChangePasswordFormSchema, values, setErrors);
    if (output) change.mutate({ currentPassword: output.currentPassword, newPassword: output.newPassword });
  };

  return (
    <SettingsCard id="password" title={m.passwordTitle}>
      <form onSubmit={submit} noValidate aria-label={m.passwordTitle}>
        <Stack gap="4" maxW="md">
          <PasswordField
            label={m.currentPassword}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword ?? serverErrors.currentPassword}
          />
          <PasswordField
            label={m.newPassword}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword ?? serverErrors.newPassword}
            helperText="At least 8 characters."
          />
          <PasswordField
            label={m.confirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={change.isPending}
            loadingText={m.changingPassword}
          >
            {m.changePassword}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}
