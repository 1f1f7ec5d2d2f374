/**
 * Report downloads (docs/product-spec.md sections 7 and 8): the file is saved under the server's name; a free
 * user's 403 { needsUpgrade, message } opens the Upgrade Required dialog with the server message
 * and the way to the plans (not a five-second toast), anything else Download Failed.
 * One download at a time; `busy` names the format while it runs.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import { toaster } from '../../app/toaster';
import { ApiError, saveFile } from '../../lib/api';
import { downloadReport, type ReportFormat } from './analysis-api';
import { trackEvent } from '../engagement/track';

export function useReportDownload(contractId: string) {
  /** The server's upgrade message while the dialog is open. */
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (format: ReportFormat) => downloadReport(format, contractId),
    onSuccess: (file, format) => {
      trackEvent({ eventType: 'report_download', action: `download_${format}`, metadata: { contractId } });
      saveFile(file);
      toaster.create({ type: 'success', title: m.downloadedTitle, description: file.fileName });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.body?.needsUpgrade) {
        setUpgrade(error.serverMessage ?? m.upgradeRequiredBody);
        return;
      }
      const description =
        error instanceof ApiError && error.status !== 0
          ? (error.serverMessage ?? m.downloadFailedBody)
          : m.downloadFailedBody;
      toaster.create({ type: 'error', title: m.downloadFailedTitle, description });
    },
  });
  return {
    download: (format: ReportFormat) => {
      if (!mutation.isPending) mutation.mutate(format);
    },
    busy: mutation.isPending ? mutation.variables : undefined,
    upgradeMessage: upgrade,
    closeUpgrade: () => setUpgrade(null),
  };
}
