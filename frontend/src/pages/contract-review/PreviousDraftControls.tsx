/**
 * The previous draft beside the new one (DOCX or PDF, extracted like the contract): the analysis
 * then lists the differences as the other side's changes and makes a comparison file.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import type { ContractUpload } from '../../features/contracts/use-contract-upload';
import { FileUploadButton } from './FileUploadButton';
import { UploadStatusCard } from './UploadStatusCard';

export function PreviousDraftControls({ upload, disabled }: { upload: ContractUpload; disabled: boolean }) {
  const { state, activeKind } = upload;
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="brand.100" rounded="lg" p="4" bg="white">
      <Stack gap="3">
        <Box as="legend" fontWeight="semibold" color="brand.900" fontSize="sm" px="1">
          {m.previousDraftTitle}
        </Box>
        <Text fontSize="xs" color="inkMuted">
          {m.previousDraftHelp}
        </Text>
        <HStack gap="3" wrap="wrap">
          <FileUploadButton
            kind="docx"
            name="previousDocxFile"
            label="Previous draft (DOCX)"
            disabled={disabled || activeKind !== null}
            onFile={(file) => upload.start('docx', file)}
          />
          <FileUploadButton
            kind="pdf"
            name="previousPdfFile"
            label="Previous draft (PDF)"
            disabled={disabled || activeKind !== null}
            onFile={(file) => upload.start('pdf', file)}
          />
        </HStack>
        {state.phase !== 'idle' && (
          <UploadStatusCard state={state} onRemove={upload.remove} testId="previous-draft-status" />
        )}
      </Stack>
    </Box>
  );
}
