/**
 * True from the first frame painted after `active` became true, and from then on. The results page
 * fetches the code of its menus, dialogs and drawer then: asked for while the report renders, it
 * shared the phone's bandwidth with the report's largest paint
 * (docs/decisions/269-prerendered-review-and-results-shells.md).
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(active = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!active || painted) return;
    // The animation frame comes before the paint; the task it queues runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, painted]);
  return painted;
}
