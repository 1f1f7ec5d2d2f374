/** docs/product-spec.md section 4: progress climbs 1 per 300 ms up to 95 and jumps to 100 when complete. */
import { useEffect, useState } from 'react';
import { analysisTiming as t } from './analysis-timing';

export function useSimulatedProgress(running: boolean, complete: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running || complete) return;
    const timer = setInterval(() => setProgress((p) => Math.min(p + 1, t.progressCap)), t.progressTickMs);
    return () => clearInterval(timer);
  }, [running, complete]);
  return complete ? 100 : progress;
}
