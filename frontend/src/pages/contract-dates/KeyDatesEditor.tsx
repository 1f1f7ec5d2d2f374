/**
 * The tracked dates, correctable: date, kind, description, clause, repeat and reminders of each;
 * dates can be added and removed. Checked with the same schema as the server before saving; the
 * save names the version it was made on (a change made elsewhere meanwhile is refused, not lost).
 */
import {
  Badge,
  Box,
  Button,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import * as v from 'valibot';
import {
  keyDateKindLabels,
  keyDateKinds,
  UpdateKeyDatesSchema,
  type ContractKeyDates,
  type UpdateKeyDates,
} from '../../../../shared/schemas/key-dates';
import { MAX_KEY_DATES } from '../../../../shared/key-dates-messages';
import { todayIso } from '../../features/key-dates/format';
import { newRow, repeatChoices, rowsOf, toUpdate, type DateRow } from './date-rows';

interface Props {
  view: ContractKeyDates;
  saving: boolean;
  onSave: (update: UpdateKeyDates) => void;
}

export function KeyDatesEditor({ view, saving, onSave }: Props) {
  const [rows, setRows] = useState<DateRow[]>(() => rowsOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(toUpdate(view.version, rows)) !== JSON.stringify(toUpdate(view.version, rowsOf(view)));
  const change = (key: string, patch: Partial<DateRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const save = () => {
    const update = toUpdate(view.version, rows);
    const parsed = v.safeParse(UpdateKeyDatesSchema, update);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) found[v.getDotPath(issue) ?? 'dates'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSave(update);
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="tracked-title">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" id="tracked-title" fontSize="xl" color="brand.900">
          Tracked dates
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={() => setRows((r) => [...r, newRow(todayIso())])}
          disabled={rows.length >= MAX_KEY_DATES}
        >
          Add a date
        </Button>
      </HStack>
      {rows.length === 0 && <Text color="inkMuted">No dates are tracked. Add the ones that matter.</Text>}
      {errors.dates && (
        <Text color="red.700" role="alert">
          {errors.dates}
        </Text>
      )}
      <Stack gap="3">
        {rows.map((row, index) => (
          <DateRowFields
            key={row.key}
            row={row}
            index={index}
            errors={errors}
            onChange={(patch) => change(row.key, patch)}
            onRemove={() => setRows((r) => r.filter((x) => x.key !== row.key))}
          />
        ))}
      </Stack>
      <HStack gap="2">
        <Button colorPalette="brand" onClick={save} loading={saving} loadingText="Saving..." disabled={!dirty}>
          Save dates
        </Button>
        <Button variant="outline" onClick={() => setRows(rowsOf(view))} disabled={!dirty || saving}>
          Discard changes
        </Button>
      </HStack>
    </Stack>
  );
}

interface RowProps {
  row: DateRow;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<DateRow>) => void;
  onRemove: () => void;
}

function DateRowFields({ row, index, errors, onChange, onRemove }: RowProps) {
  const error = (field: string) => errors[`dates.${index}.${field}`];
  const name = row.label || `date ${index + 1}`;
  return (
    <Box
      as="fieldset"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p="4"
      aria-label={`Date ${index + 1}: ${name}`}
    >
      <Grid templateColumns={{ base: '1fr', md: '11rem 12rem 1fr' }} gap="3">
        <Field.Root invalid={!!error('date')}>
          <Field.Label fontSize="sm">Date</Field.Label>
          <Input type="date" value={row.date} onChange={(e) => onChange({ date: e.target.value })} bg="white" />
          <Field.ErrorText>{error('date')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">Kind</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={row.kind}
              onChange={(e) => onChange({ kind: e.target.value as DateRow['kind'] })}
              bg="white"
            >
              {keyDateKinds.map((k) => (
                <option key={k} value={k}>
                  {keyDateKindLabels[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={!!error('label')}>
          <Field.Label fontSize="sm">Description</Field.Label>
          <Input value={row.label} maxLength={200} onChange={(e) => onChange({ label: e.target.value })} bg="white" />
          <Field.ErrorText>{error('label')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!error('clauseReference')}>
          <Field.Label fontSize="sm">Clause</Field.Label>
          <Input
            value={row.clauseReference}
            maxLength={200}
            placeholder="e.g. Section 12.1"
            onChange={(e) => onChange({ clauseReference: e.target.value })}
            bg="white"
          />
          <Field.ErrorText>{error('clauseReference')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">Repeats</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={row.repeats} onChange={(e) => onChange({ repeats: e.target.value })} bg="white">
              {repeatChoices(row.repeats).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack justify="space-between" align="end" gap="3" flexWrap="wrap">
          <Switch.Root
            checked={row.remind}
            onCheckedChange={(d) => onChange({ remind: d.checked })}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontSize="sm">Email reminders</Switch.Label>
          </Switch.Root>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
            Remove
          </Button>
        </HStack>
      </Grid>
      {(row.source || row.basis) && (
        <HStack gap="2" mt="3" flexWrap="wrap">
          {row.source && (
            <Badge variant="outline" colorPalette={row.source === 'user' ? 'brand' : 'gray'}>
              {row.source === 'user' ? 'Edited' : 'From the analysis'}
            </Badge>
          )}
          {row.basis && (
            <Text fontSize="sm" color="inkMuted">
              Computed as {row.basis}
            </Text>
          )}
        </HStack>
      )}
    </Box>
  );
}
