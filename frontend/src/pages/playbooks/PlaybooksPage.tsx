/**
 * /playbooks (docs/product-spec.md section 2): the user's playbooks as cards with view, edit and delete; create
 * and edit dialogs, the view dialog, delete confirmation; export and import.
 */
import { Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Playbook } from '../../../../shared/schemas/playbooks';
import { pageTitle } from '../../app/site-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { useAuth } from '../../features/auth/auth-context';
import { usePlaybooksPage } from '../../features/playbooks/use-playbooks-page';
import { LibraryMessage } from '../library/LibraryMessage';
import { LibrarySkeleton } from '../library/LibrarySkeleton';
import { AnalyzeBanner } from './AnalyzeBanner';
import { DeletePlaybookDialog } from './DeletePlaybookDialog';
import { PlaybookCard } from './PlaybookCard';
import { PlaybookFormDialog } from './PlaybookFormDialog';
import { PlaybooksEmptyState } from './PlaybooksEmptyState';
import { PlaybookTransferButtons } from './PlaybookTransferButtons';
import { PlaybookViewDialog } from './PlaybookViewDialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'view' | 'delete'; playbook: Playbook } | null;

export function PlaybooksPage() {
  useDocumentTitle(pageTitle('Playbooks'));
  return (
    <RequireSignIn>
      <PlaybooksContent />
    </RequireSignIn>
  );
}

function PlaybooksContent() {
  const { isSignedIn } = useAuth();
  const { list, create, update, remove, refresh } = usePlaybooksPage(isSignedIn);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const playbooks = list.data ?? [];

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <HStack
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        gap="4"
        mb="6"
        flexDirection={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
            Playbooks
          </Heading>
          <Text color="inkMuted" maxW="2xl">
            Your standard positions, checked against every contract you analyse with them.
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <PlaybookTransferButtons canExport={playbooks.length > 0} onImported={refresh} />
          <Button size="sm" colorPalette="brand" onClick={() => setOpen({ kind: 'create' })}>
            New Playbook
          </Button>
        </HStack>
      </HStack>

      {list.isPending ? (
        <LibrarySkeleton count={3} />
      ) : list.isError ? (
        <LibraryMessage message="Failed to load playbooks" tone="error">
          <Button variant="outline" colorPalette="brand" onClick={() => void list.refetch()} loading={list.isFetching}>
            Retry
          </Button>
        </LibraryMessage>
      ) : playbooks.length === 0 ? (
        <PlaybooksEmptyState onCreate={() => setOpen({ kind: 'create' })} />
      ) : (
        <>
          <AnalyzeBanner />
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {playbooks.map((playbook) => (
              <PlaybookCard
                key={playbook.id}
                playbook={playbook}
                onView={() => setOpen({ kind: 'view', playbook })}
                onEdit={() => setOpen({ kind: 'edit', playbook })}
                onDelete={() => setOpen({ kind: 'delete', playbook })}
              />
            ))}
          </SimpleGrid>
        </>
      )}

      {open?.kind === 'create' && (
        <PlaybookFormDialog
          mode="create"
          initial={{ name: '', content: '' }}
          busy={create.isPending}
          onSubmit={(input) => create.mutate(input, { onSuccess: close })}
          onClose={close}
        />
      )}
      {open?.kind === 'edit' && (
        <PlaybookFormDialog
          key={open.playbook.id}
          mode="edit"
          initial={{ name: open.playbook.name, content: open.playbook.content }}
          busy={update.isPending}
          onSubmit={(input) => update.mutate({ id: open.playbook.id, input }, { onSuccess: close })}
          onClose={close}
        />
      )}
      {open?.kind === 'view' && (
        <PlaybookViewDialog
          playbook={open.playbook}
          onClose={close}
          onEdit={() => setOpen({ kind: 'edit', playbook: open.playbook })}
        />
      )}
      {open?.kind === 'delete' && (
        <DeletePlaybookDialog
          playbook={open.playbook}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(open.playbook.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Container>
  );
}
