/** DOCX and PDF upload buttons (docs/product-spec.md section 2): while one is attached the other is disabled. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ContractUpload } from '../../features/contracts/use-contract-upload';
import { MAX_UPLOAD_MB } from '../../features/contracts/upload-errors';
import { FileUploadButton } from './FileUploadButton';
import { UploadStatusCard } from './UploadStatusCard';

interface Props {
  upload: ContractUpload;
  disabled: boolean;
}

export function UploadControls({ upload, disabled }: Props) {
  const { state, activeKind } = upload;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <FileUploadButton
          kind="docx"
          disabled={disabled || activeKind !== null}
          onFile={(file) => upload.start('docx', file)}
        />
        <FileUploadButton
          kind="pdf"
          disabled={disabled || activeKind !== null}
          onFile={(file) => upload.start('pdf', file)}
        />
        <Text fontSize="xs" color="inkMuted" flexBasis={{ base: 'full', md: 'auto' }}>
          One file at a time, up to {MAX_UPLOAD_MB} MB.
        </Text>
      </HStack>
      {state.phase !== 'idle' && <UploadStatusCard state={state} onRemove={upload.remove} />}
    </Stack>
  );
}
