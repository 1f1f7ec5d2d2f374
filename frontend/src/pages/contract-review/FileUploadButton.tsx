/** One upload button (DOCX or PDF) over a hidden file input; one file at a time. */
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import type { UploadKind } from '../../../../shared/schemas/uploads';
import { ACCEPT_ATTRIBUTE } from '../../features/contracts/upload-errors';

interface Props {
  kind: UploadKind;
  disabled: boolean;
  onFile: (file: File) => void;
  /** Another button text and input name (the previous draft's buttons beside the contract's). */
  label?: string;
  name?: string;
}

const LABELS: Record<UploadKind, string> = { docx: 'Upload DOCX', pdf: 'Upload PDF' };

export function FileUploadButton({ kind, disabled, onFile, label, name }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          name={name ?? `${kind}File`}
          accept={ACCEPT_ATTRIBUTE[kind]}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // choosing the same file again still fires a change
            if (file) onFile(file);
          }}
        />
      </VisuallyHidden>
      <Button
        variant="outline"
        colorPalette="brand"
        bg="white"
        disabled={disabled}
        onClick={() => input.current?.click()}
        flex={{ base: '1', sm: 'initial' }}
      >
        <DocumentIcon />
        {label ?? LABELS[kind]}
      </Button>
    </>
  );
}

function DocumentIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 18v-6M9 15l3-3 3 3" />
    </svg>
  );
}
