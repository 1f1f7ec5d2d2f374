/** Which modifications are accepted in the preview: all at first (docs/product-spec.md section 4), by index. */
import { useCallback, useMemo, useState } from 'react';

export function useModificationSelection(count: number) {
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(
    () => Array.from({ length: count }, (_, i) => i).filter((i) => !rejected.has(i)),
    [count, rejected],
  );
  const toggle = useCallback((index: number, accepted: boolean) => {
    setRejected((prev) => {
      const next = new Set(prev);
      if (accepted) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);
  // Stable callbacks: the dialog resets the selection in an effect keyed on them.
  const selectAll = useCallback(() => setRejected(new Set()), []);
  const deselectAll = useCallback(() => setRejected(new Set(Array.from({ length: count }, (_, i) => i))), [count]);
  return {
    selected,
    isAccepted: (index: number) => !rejected.has(index),
    toggle,
    selectAll,
    deselectAll,
    reset: selectAll,
  };
}
