/**
 * The redline entry points: Generate Redline on the results page and Preview Redline in the library
 * (docs/product-spec.md section 2). Both generate the redline when it does not exist yet (the server returns the
 * stored one otherwise), then open the preview; the library also shows the floating progress card.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { redlineMessages as m } from '../../../../shared/redline-messages';
import { normaliseRedlineMetadata } from '../../../../shared/schemas/redline';
import { trackFeature } from '../engagement/track';
import { RedlinePreviewDialog } from './RedlinePreviewDialog';
import { RedlineProgressCard } from './RedlineProgressCard';
import { useRedline, useRedlineDownload } from './use-redline';

interface Props extends Omit<ButtonProps, 'onClick' | 'children'> {
  contractId: string;
  variant?: ButtonProps['variant'];
  /** A redline the page already has (the analysis response's redlineMetadata, as stored). */
  stored?: unknown;
  /** Results page: "Generate Redline"; library: "Preview Redline" with the progress card. */
  place: 'results' | 'library';
}

export function RedlineAction({ contractId, stored, place, ...buttonProps }: Props) {
  const initial = useMemo(() => normaliseRedlineMetadata(stored), [stored]);
  const redline = useRedline(contractId, initial);
  const download = useRedlineDownload(contractId, redline.close);
  return (
    <>
      <Button
        {...buttonProps}
        loading={redline.generating}
        loadingText={m.generating}
        onClick={() => {
          // docs/product-spec.md section 7: the library's feature_usage actions (the results page reports the same).
          trackFeature(place, 'preview_redline');
          redline.open();
        }}
      >
        {place === 'results' ? m.generateRedline : m.previewRedline}
      </Button>
      <RedlinePreviewDialog
        open={redline.previewOpen}
        metadata={redline.metadata}
        downloading={download.downloading}
        onClose={redline.close}
        onDownload={(selected, author) => {
          trackFeature(place, 'download_redlined_contract', { selected: selected.length });
          download.download(selected, author);
        }}
      />
      {place === 'library' && <RedlineProgressCard progress={download.progress} />}
    </>
  );
}
