/** The confirmation before a contract is deleted for good (library card, results page). */
import { Button } from '@chakra-ui/react';
import { contractDeletionMessages as m } from '../../../../shared/account-messages';
import { NoticeDialog } from '../credits/NoticeDialog';

interface Props {
  /** The contract's name as the page shows it; the dialog is open while it is set. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteContractDialog({ name, busy, onConfirm, onClose }: Props) {
  return (
    <NoticeDialog
      open={name !== null}
      onClose={onClose}
      title={m.dialogTitle}
      description={m.dialogBody(name ?? '')}
      size="sm"
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={m.deleting}>
            {m.confirm}
          </Button>
        </>
      }
    />
  );
}
