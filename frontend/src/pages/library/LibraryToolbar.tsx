/** Search (sent to the server after 300 ms) and the filter select (applied by the server). */
import { Field, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import {
  LIBRARY_QUERY_MAX,
  libraryFilterLabels,
  libraryFilters,
  type LibraryFilter,
} from '../../../../shared/schemas/library';
import { SearchIcon } from './icons';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filter: LibraryFilter;
  onFilter: (value: LibraryFilter) => void;
}

const isFilter = (value: string): value is LibraryFilter => (libraryFilters as readonly string[]).includes(value);

export function LibraryToolbar({ search, onSearch, filter, onFilter }: Props) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="6" role="search">
      <Field.Root flex="1">
        <Field.Label srOnly>Search contracts</Field.Label>
        <InputGroup startElement={<SearchIcon />}>
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Search by party, contract text or instructions"
            bg="white"
            maxLength={LIBRARY_QUERY_MAX}
          />
        </InputGroup>
      </Field.Root>
      <Field.Root width={{ base: 'full', md: '56' }}>
        <Field.Label srOnly>Filter contracts</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filter}
            onChange={(event) => {
              if (isFilter(event.target.value)) onFilter(event.target.value);
            }}
            bg="white"
          >
            {libraryFilters.map((value) => (
              <option key={value} value={value}>
                {libraryFilterLabels[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
