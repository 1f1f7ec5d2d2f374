/** Read-only view of a playbook, with a shortcut to edit it. */
import { Box, Button } from '@chakra-ui/react';
import type { Playbook } from '../../../../shared/schemas/playbooks';
import { formatLibraryDate } from '../../features/library/format-date';
import { NoticeDialog } from '../../features/credits/NoticeDialog';

interface Props {
  playbook: Playbook;
  onClose: () => void;
  onEdit: () => void;
}

export function PlaybookViewDialog({ playbook, onClose, onEdit }: Props) {
  return (
    <NoticeDialog
      open
      onClose={onClose}
      title={playbook.name}
      description={`Last updated ${formatLibraryDate(playbook.updatedAt)}`}
      size="lg"
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="brand" onClick={onEdit}>
            Edit
          </Button>
        </>
      }
    >
      <Box
        as="pre"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        fontFamily="mono"
        fontSize="sm"
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.100"
        rounded="md"
        p="4"
      >
        {playbook.content}
      </Box>
    </NoticeDialog>
  );
}
