/** Export (downloads clausewise-playbooks.json) and Import (file picker, validated first). */
import { Button, HStack } from '@chakra-ui/react';
import { useRef } from 'react';
import { usePlaybookTransfer } from '../../features/playbooks/use-playbook-transfer';

interface Props {
  canExport: boolean;
  onImported: () => Promise<unknown>;
}

export function PlaybookTransferButtons({ canExport, onImported }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { exporter, importer } = usePlaybookTransfer(onImported);
  return (
    <HStack gap="2">
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        bg="white"
        onClick={() => exporter.mutate()}
        loading={exporter.isPending}
        disabled={!canExport}
      >
        Export
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        bg="white"
        onClick={() => input.current?.click()}
        loading={importer.isPending}
      >
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Import playbooks file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) importer.mutate(file);
        }}
      />
    </HStack>
  );
}
