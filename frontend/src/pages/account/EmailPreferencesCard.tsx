/** The optional emails, each a switch saved at once; account emails are always sent. */
import { Switch } from '@chakra-ui/react';
import { accountMessages as m } from '../../../../shared/account-messages';
import type { EmailPreferences } from '../../../../shared/schemas/account';
import { useEmailPreferences } from '../../features/account/use-account';
import { SettingsCard } from './SettingsCard';

export function EmailPreferencesCard({ preferences }: { preferences: EmailPreferences }) {
  const save = useEmailPreferences();
  const current = save.isPending && save.variables ? save.variables : preferences;
  return (
    <SettingsCard id="emails" title={m.emailsTitle} intro={m.emailsIntro}>
      <Switch.Root
        checked={current.analysisReady}
        onCheckedChange={(d) => save.mutate({ ...preferences, analysisReady: d.checked })}
        disabled={save.isPending}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{m.analysisReadyLabel}</Switch.Label>
      </Switch.Root>
    </SettingsCard>
  );
}
