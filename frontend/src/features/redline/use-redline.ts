/**
 * The redline flow of one contract (docs/product-spec.md section 4): idle → processing (generation) → completed
 * (preview open) or error (toast Redlining Failed). A redline that already exists opens at once;
 * the server returns a stored redline without regenerating it. Downloads are one at a time; the
 * library shows simulated progress (to 95, 100 on success, the card closing 0.5 s later).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { redlineMessages as m } from '../../../../shared/redline-messages';
import type { RedlineMetadata } from '../../../../shared/schemas/redline';
import { toaster } from '../../app/toaster';
import { ApiError, saveFile } from '../../lib/api';
import { downloadRedlinedContract, generateRedline } from './redline-api';

export const redlineTiming = { progressTickMs: 300, progressCap: 95, closeAfterMs: 500 } as const;

export function useRedline(contractId: string, initial?: RedlineMetadata | null) {
  const [metadata, setMetadata] = useState<RedlineMetadata | null>(initial ?? null);
  const [previewOpen, setPreviewOpen] = useState(false);
  useEffect(() => {
    if (initial) setMetadata(initial);
  }, [initial]);

  const generation = useMutation({
    mutationFn: () => generateRedline(contractId),
    onSuccess: (redline) => {
      setMetadata(redline);
      setPreviewOpen(true);
    },
    onError: () => {
      toaster.create({ type: 'error', title: m.redliningFailedTitle, description: m.redliningFailedBody });
    },
  });

  return {
    metadata,
    previewOpen,
    generating: generation.isPending,
    phase: generation.isPending ? 'processing' : generation.isError ? 'error' : metadata ? 'completed' : 'idle',
    open: () => {
      if (metadata) setPreviewOpen(true);
      else if (!generation.isPending) generation.mutate();
    },
    close: () => setPreviewOpen(false),
  };
}

export function useRedlineDownload(contractId: string, onDone: () => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = () => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = undefined;
  };
  useEffect(() => stop, []);

  const mutation = useMutation({
    mutationFn: ({ selected, author }: { selected: number[]; author: string }) =>
      downloadRedlinedContract(contractId, selected, author),
    onMutate: () => {
      setProgress(0);
      stop();
      ticker.current = setInterval(
        () => setProgress((p) => Math.min((p ?? 0) + 1, redlineTiming.progressCap)),
        redlineTiming.progressTickMs,
      );
    },
    onSuccess: (file) => {
      stop();
      setProgress(100);
      saveFile(file);
      toaster.create({ type: 'success', title: m.downloadedTitle, description: file.fileName });
      setTimeout(() => {
        setProgress(null);
        onDone();
      }, redlineTiming.closeAfterMs);
    },
    onError: (error) => {
      stop();
      setProgress(null);
      const description =
        error instanceof ApiError && error.status !== 0
          ? (error.serverMessage ?? m.downloadFailedBody)
          : m.downloadFailedBody;
      toaster.create({ type: 'error', title: m.downloadFailedTitle, description });
    },
  });

  return {
    download: (selected: number[], author: string) => {
      if (!mutation.isPending && selected.length > 0) mutation.mutate({ selected, author });
    },
    downloading: mutation.isPending,
    progress,
  };
}
