/**
 * Polls GET /api/contract/analysis/{id} every 3 seconds until the analysis completes or fails
 * (docs/product-spec.md section 4). A 404 is "not found", a 401 "signed out" (the page asks to sign in);
 * repeated network failures or a very long wait end the poll with a way out, so the page never spins forever.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadingMessages } from '../../../../shared/review-messages';
import { ApiError } from '../../lib/api';
import { analysisTiming as t } from './analysis-timing';
import { fetchAnalysisStatus } from './contracts-api';

export type AnalysisPoll =
  | { kind: 'waiting'; troubled: boolean }
  | { kind: 'completed' }
  | { kind: 'failed'; message: string }
  | { kind: 'notFound' }
  | { kind: 'signedOut' }
  | { kind: 'unreachable' }
  | { kind: 'timedOut' };

export function useAnalysisPoll(contractId: string): { poll: AnalysisPoll; restart: () => void } {
  const [poll, setPoll] = useState<AnalysisPoll>({ kind: 'waiting', troubled: false });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const startedAt = Date.now();
    const finish = (state: AnalysisPoll) => {
      if (!stopped) setPoll(state);
      stopped = true;
    };

    const check = async () => {
      try {
        const answer = await fetchAnalysisStatus(contractId);
        if (stopped) return;
        failures = 0;
        if (answer.status === 'completed') return finish({ kind: 'completed' });
        if (answer.status === 'failed') {
          return finish({ kind: 'failed', message: answer.errorMessage || loadingMessages.failedFallback });
        }
        setPoll({ kind: 'waiting', troubled: false });
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return finish({ kind: 'notFound' });
        if (error instanceof ApiError && error.status === 401) return finish({ kind: 'signedOut' });
        failures += 1;
        if (failures >= t.maxConsecutivePollFailures) return finish({ kind: 'unreachable' });
        setPoll({ kind: 'waiting', troubled: failures >= t.troubleAfterFailures });
      }
      if (Date.now() - startedAt >= t.giveUpAfterMs) return finish({ kind: 'timedOut' });
      timer = setTimeout(() => void check(), t.pollIntervalMs);
    };

    setPoll({ kind: 'waiting', troubled: false });
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [contractId, round]);

  const restart = useCallback(() => setRound((r) => r + 1), []);
  return { poll, restart };
}
