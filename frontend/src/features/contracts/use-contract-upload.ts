/**
 * One attached file at a time (docs/product-spec.md section 2): upload with progress, then text extraction, then
 * the extracted text goes to the form. Remove (or a failure) clears the file and the text.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadKind } from '../../../../shared/schemas/uploads';
import { toaster } from '../../app/toaster';
import { extractText, uploadFile, type ExtractionProgress } from './upload-api';
import { checkFileBeforeUpload, uploadErrorToast, type UploadStage } from './upload-errors';
import { trackEvent } from '../engagement/track';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; kind: UploadKind; filename: string; progress: number }
  /** `pages` while an extraction job reads a scanned or long PDF (pages read of pages total). */
  | { phase: 'extracting'; kind: UploadKind; filename: string; pages?: ExtractionProgress }
  | { phase: 'attached'; kind: UploadKind; filename: string; objectPath: string };

export interface ContractUpload {
  state: UploadState;
  /** The kind currently uploading, extracting or attached; the other button is disabled. */
  activeKind: UploadKind | null;
  busy: boolean;
  start: (kind: UploadKind, file: File) => void;
  remove: () => void;
}

export function useContractUpload(onText: (text: string) => void): ContractUpload {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const attempt = useRef<AbortController | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => () => attempt.current?.abort(), []);

  const start = useCallback((kind: UploadKind, file: File) => {
    const refused = checkFileBeforeUpload(kind, file);
    if (refused) {
      toaster.create({ type: 'error', ...refused });
      return;
    }
    attempt.current?.abort();
    const controller = new AbortController();
    attempt.current = controller;
    const filename = file.name;
    let stage: UploadStage = 'upload';

    setState({ phase: 'uploading', kind, filename, progress: 0 });
    void (async () => {
      try {
        const uploaded = await uploadFile(
          kind,
          file,
          (fraction) => {
            if (!controller.signal.aborted)
              setState({ phase: 'uploading', kind, filename, progress: Math.round(fraction * 100) });
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        stage = 'extract';
        setState({ phase: 'extracting', kind, filename });
        const result = await extractText(
          kind,
          uploaded.uploadURL,
          filename,
          (pages) => {
            if (!controller.signal.aborted) setState({ phase: 'extracting', kind, filename, pages });
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setState({ phase: 'attached', kind, filename, objectPath: result.objectPath || uploaded.objectPath });
        trackEvent({
          eventType: 'contract_upload',
          action: `upload_${kind}`,
          metadata: { characters: result.extractedText.length },
        });
        onTextRef.current(result.extractedText);
      } catch (error) {
        if (controller.signal.aborted) return;
        toaster.create({ type: 'error', ...uploadErrorToast(kind, stage, filename, error) });
        setState({ phase: 'idle' });
      }
    })();
  }, []);

  const remove = useCallback(() => {
    attempt.current?.abort();
    attempt.current = null;
    setState({ phase: 'idle' });
    onTextRef.current('');
  }, []);

  return {
    state,
    activeKind: state.phase === 'idle' ? null : state.kind,
    busy: state.phase === 'uploading' || state.phase === 'extracting',
    start,
    remove,
  };
}
