/**
 * Export your data (a zip of everything) and Delete account (the password again, in a dialog that
 * says what goes, credits included). After deletion the browser starts again at / signed out.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { accountMessages as m } from '../../../../shared/account-messages';
import { DeleteAccountRequestSchema } from '../../../../shared/schemas/account';
import { PasswordField } from '../../features/auth/PasswordField';
import { fieldErrorsOf, useDeleteAccount, useExport } from '../../features/account/use-account';
import { NoticeDialog } from '../../features/credits/NoticeDialog';
import { validateInto, type FieldErrors } from '../../lib/form-validation';
import { SettingsCard } from './SettingsCard';

export function ExportCard() {
  const exporting = useExport();
  return (
    <SettingsCard id="export" title={m.exportTitle} intro={m.exportBody}>
      <Button
        colorPalette="brand"
        variant="outline"
        alignSelf="start"
        onClick={() => exporting.mutate()}
        loading={exporting.isPending}
        loadingText={m.exporting}
      >
        {m.exportButton}
      </Button>
    </SettingsCard>
  );
}

export function DeleteAccountCard({ credits }: { credits: number }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard id="delete" title={m.deleteTitle} tone="danger">
      <Text color="inkMuted" fontSize="sm">
        {m.deleteBody}
      </Text>
      <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        {m.deleteButton}
      </Button>
      {open && <DeleteAccountDialog credits={credits} onClose={() => setOpen(false)} />}
    </SettingsCard>
  );
}

function DeleteAccountDialog({ credits, onClose }: { credits: number; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const removal = useDeleteAccount();
  const serverErrors = fieldErrorsOf(removal.error);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    removal.reset();
    const output = validateInto(DeleteAccountRequestSchema, { password }, setErrors);
    if (output) removal.mutate(output.password);
  };
  return (
    <NoticeDialog
      open
      onClose={onClose}
      title={m.deleteDialogTitle}
      description={m.deleteDialogBody(credits)}
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={removal.isPending}>
            {m.cancel}
          </Button>
          <Button colorPalette="red" onClick={() => submit()} loading={removal.isPending} loadingText={m.deleting}>
            {m.deleteConfirm}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label={m.deleteDialogTitle}>
        <Stack>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password ?? serverErrors.password}
          />
        </Stack>
      </form>
    </NoticeDialog>
  );
}
