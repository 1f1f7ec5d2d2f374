/** The kind and contract filters of the key-dates list. */
import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { keyDateKindLabels, keyDateKinds, type KeyDateKind } from '../../../../shared/schemas/key-dates';

interface Props {
  kind: KeyDateKind | '';
  contractId: string;
  contracts: { id: string; title: string }[];
  onKind: (kind: string) => void;
  onContract: (contractId: string) => void;
}

export function KeyDatesFilters({ kind, contractId, contracts, onKind, onContract }: Props) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" role="search" aria-label="Filter key dates">
      <Field.Root width={{ base: 'full', md: '56' }}>
        <Field.Label fontSize="sm" color="inkMuted">
          Kind of date
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={kind} onChange={(event) => onKind(event.target.value)} bg="white">
            <option value="">All kinds</option>
            {keyDateKinds.map((value) => (
              <option key={value} value={value}>
                {keyDateKindLabels[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label fontSize="sm" color="inkMuted">
          Contract
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={contractId} onChange={(event) => onContract(event.target.value)} bg="white">
            <option value="">All signed contracts</option>
            {contracts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
