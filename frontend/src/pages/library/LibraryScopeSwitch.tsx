/** For members of an organisation: one's own library or the organisation's shared one. */
import { Button, HStack } from '@chakra-ui/react';
import type { LibraryScope } from '../../features/library/library-api';

export function LibraryScopeSwitch({
  scope,
  onScope,
  organizationName,
}: {
  scope: LibraryScope;
  onScope: (scope: LibraryScope) => void;
  organizationName: string;
}) {
  return (
    <HStack gap="2" mb="4" role="group" aria-label="Whose contracts">
      <Button
        size="sm"
        variant={scope === 'personal' ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={scope === 'personal'}
        onClick={() => onScope('personal')}
      >
        My contracts
      </Button>
      <Button
        size="sm"
        variant={scope === 'organization' ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={scope === 'organization'}
        onClick={() => onScope('organization')}
      >
        {organizationName}
      </Button>
    </HStack>
  );
}
