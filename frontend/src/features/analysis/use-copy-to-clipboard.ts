/** Copy with feedback (docs/product-spec.md sections 2 and 9): "copied" for 2 seconds, or "failed". */
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPY_CONFIRMATION_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopyToClipboard(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }, []);

  return { state, copy };
}
