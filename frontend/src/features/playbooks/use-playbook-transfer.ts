/** Export (download clausewise-playbooks.json) and import (validate the file, then create). */
import { useMutation } from '@tanstack/react-query';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { readImportFile, saveExport } from './playbook-file';
import { playbookMessages as m } from './playbook-messages';
import { exportPlaybooks, importPlaybooks } from './playbooks-api';
import { useAuthFailureRedirect } from './use-playbooks-page';

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : undefined;

export function usePlaybookTransfer(onImported: () => Promise<unknown>) {
  const redirectOnAuthFailure = useAuthFailureRedirect();
  const exporter = useMutation({
    mutationFn: exportPlaybooks,
    onSuccess: saveExport,
    onError: (error) => {
      if (!redirectOnAuthFailure(error))
        toaster.create({ type: 'error', title: m.exportFailed, description: errorText(error) });
    },
  });
  const importer = useMutation({
    mutationFn: async (file: File) => importPlaybooks(await readImportFile(file)),
    onSuccess: ({ created }) => {
      toaster.create({ type: 'success', title: m.imported(created) });
      return onImported();
    },
    onError: (error) => {
      if (!redirectOnAuthFailure(error))
        toaster.create({ type: 'error', title: m.importFailed, description: errorText(error) });
    },
  });
  return { exporter, importer };
}
