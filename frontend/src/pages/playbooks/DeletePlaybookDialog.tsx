/** Delete confirmation (docs/product-spec.md section 2). */
import { Button } from '@chakra-ui/react';
import type { Playbook } from '../../../../shared/schemas/playbooks';
import { NoticeDialog } from '../../features/credits/NoticeDialog';
import { playbookMessages as m } from '../../features/playbooks/playbook-messages';

interface Props {
  playbook: Playbook;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeletePlaybookDialog({ playbook, busy, onConfirm, onClose }: Props) {
  return (
    <NoticeDialog
      open
      onClose={onClose}
      title="Delete Playbook"
      description={m.deleteConfirm(playbook.name)}
      size="sm"
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting...">
            Delete
          </Button>
        </>
      }
    />
  );
}
