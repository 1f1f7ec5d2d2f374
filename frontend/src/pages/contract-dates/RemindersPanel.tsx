/** The contract's reminder emails: on or off, and how many days before each date (default 90, 30 and 7). */
import { Button, Card, Field, Heading, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { UpdateKeyDatesSchema, type ContractKeyDates, type UpdateKeyDates } from '../../../../shared/schemas/key-dates';

interface Props {
  view: ContractKeyDates;
  saving: boolean;
  onSave: (update: UpdateKeyDates) => void;
}

const parseDays = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));

export function RemindersPanel({ view, saving, onSave }: Props) {
  const [enabled, setEnabled] = useState(view.reminders.enabled);
  const [days, setDays] = useState(view.reminders.offsets.join(', '));
  const [error, setError] = useState<string | undefined>();
  const dirty = enabled !== view.reminders.enabled || parseDays(days).join(',') !== view.reminders.offsets.join(',');

  const save = () => {
    const update = { version: view.version, reminders: { enabled, offsets: parseDays(days) } };
    const parsed = v.safeParse(UpdateKeyDatesSchema, update);
    if (!parsed.success) return setError(parsed.issues[0]?.message);
    setError(undefined);
    onSave(update);
  };

  return (
    <Card.Root as="section" aria-labelledby="reminders-title" bg="white" borderColor="brand.100" rounded="xl">
      <Card.Body gap="4">
        <Heading as="h2" id="reminders-title" fontSize="xl" color="brand.900">
          Email reminders
        </Heading>
        <Text fontSize="sm" color="inkMuted">
          Sent to you at 08:00 UTC before each date that has reminders on, once each. Every email has a link to stop
          reminders for this contract.
        </Text>
        <Stack direction={{ base: 'column', md: 'row' }} gap="5" align={{ md: 'end' }}>
          <Switch.Root checked={enabled} onCheckedChange={(d) => setEnabled(d.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Reminders for this contract</Switch.Label>
          </Switch.Root>
          <Field.Root invalid={error !== undefined} width={{ base: 'full', md: '72' }}>
            <Field.Label>Days before each date</Field.Label>
            <Input
              value={days}
              onChange={(e) => setDays(e.target.value)}
              placeholder="90, 30, 7"
              bg="white"
              disabled={!enabled}
            />
            <Field.HelperText>Up to 5 numbers from 1 to 365, separated by commas.</Field.HelperText>
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </Stack>
        <HStack>
          <Button colorPalette="brand" onClick={save} loading={saving} disabled={!dirty}>
            Save reminders
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
