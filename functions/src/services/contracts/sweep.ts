/**
 * The sweeper (run on a schedule: EventBridge in AWS, an interval in the local cloud). It reads the
 * sparse index of unfinished contracts (contracts-repo.ts, docs/data-model.md, "Sweeper index") for those whose
 * `sweepAt` has passed — pending with no delivery for hours, or processing with a lease that ended
 * and was never taken over (a Lambda timeout or out-of-memory on the last delivery) — and fails
 * each with exactly one refund. The index is eventually consistent; the conditional `fail` on the
 * item decides, so a contract that completed or was claimed meanwhile is left alone.
 */
import type { AnalysisDeps } from './types';
import { createSettlement } from './settlement';

export interface SweepResult {
  /** Candidates read from the index. */
  examined: number;
  /** Contracts this run moved to failed. */
  failed: number;
  /** Credits this run gave back. */
  refunded: number;
}

export function createSweeper(
  deps: Pick<AnalysisDeps, 'contracts' | 'credits' | 'clock' | 'log'> & { batchLimit?: number },
) {
  const { contracts, clock, log } = deps;
  const { giveUp } = createSettlement(deps);
  const limit = deps.batchLimit ?? 100;

  return async function sweep(): Promise<SweepResult> {
    const now = clock.now();
    const candidates = await contracts.listSweepable(now, limit);
    const result: SweepResult = { examined: candidates.length, failed: 0, refunded: 0 };
    for (const { userId, id } of candidates) {
      try {
        const outcome = await giveUp(userId, id, { kind: 'stuck', now }, 'swept: no worker came back for it');
        if (outcome.kind === 'failed' && outcome.movedNow) result.failed++;
        if (outcome.kind === 'failed' && outcome.refunded) result.refunded++;
      } catch (error) {
        // One bad item must not stop the sweep; it is still in the index for the next run.
        log.error('sweep of a contract failed', { userId, contractId: id, error });
      }
    }
    if (result.failed > 0) log.error('swept stuck contracts', { ...result });
    return result;
  };
}

export type Sweep = ReturnType<typeof createSweeper>;
