/** Download Analysis menu (PDF, DOCX) with a busy state while a report downloads, and the upgrade dialog for a free plan. */
import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { resultsMessages as m } from '../../../../shared/results-messages';
import type { ReportFormat } from '../../features/analysis/analysis-api';
import { useReportDownload } from '../../features/analysis/use-report-download';
import { UpgradeDialog } from '../../features/credits/UpgradeDialog';
import { DownloadIcon } from './DownloadIcon';

export function DownloadMenu({ contractId }: { contractId: string }) {
  const { download, busy, upgradeMessage, closeUpgrade } = useReportDownload(contractId);
  return (
    <>
      <UpgradeDialog message={upgradeMessage} onClose={closeUpgrade} />
      <Menu.Root
        onSelect={(details) => download(details.value as ReportFormat)}
        positioning={{ placement: 'bottom-end' }}
      >
        <Menu.Trigger asChild>
          <Button colorPalette="accent" size="sm" disabled={busy !== undefined} aria-busy={busy !== undefined}>
            {busy ? <Spinner size="xs" /> : <DownloadIcon />}
            {busy ? m.downloading : m.downloadMenu}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              <Menu.Item value="pdf">{m.downloadPdf}</Menu.Item>
              <Menu.Item value="docx">{m.downloadDocx}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
