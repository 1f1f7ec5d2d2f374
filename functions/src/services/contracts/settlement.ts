/**
 * Giving up on a contract, shared by the analysis job (its own claim), the sweeper (stuck
 * contracts), the dead-letter consumer (poison messages) and the operator's refund command.
 *
 * The refund follows the contract, never the other way round: the contract is first moved to
 * `failed` by one conditional update (guarded, see FailGuard), and only a contract that is `failed`
 * is refunded. The refund itself is conditional on the credit hold, so it happens at most once
 * however many of these callers race; a completed contract is never refunded (its hold is settled
 * instead, finishing what a crashed settle left undone).
 */
import { contractMessages } from '../../../../shared/messages';
import type { ContractStatus } from '../../../../shared/schemas/contracts';
import type { FailGuard } from '../../adapters/repositories/contracts';
import type { AnalysisDeps } from './types';

export type GiveUpOutcome =
  /** The contract is failed (by this call or earlier); `refunded` is true when this call gave the credit back. */
  | { kind: 'failed'; movedNow: boolean; refunded: boolean }
  /** Not failed: it completed, is still legitimately running, or does not exist. Nothing refunded. */
  | { kind: 'untouched'; status: ContractStatus | 'missing' };

export function createSettlement(deps: Pick<AnalysisDeps, 'contracts' | 'credits' | 'clock' | 'log'>) {
  const { contracts, credits, clock, log } = deps;

  /** Fails the contract when `guard` allows it and refunds once; see the module comment. */
  async function giveUp(userId: string, contractId: string, guard: FailGuard, why: string): Promise<GiveUpOutcome> {
    const at = new Date(clock.now()).toISOString();
    const movedNow = await contracts.fail(userId, contractId, contractMessages.analysisFailed, at, guard);
    if (!movedNow) {
      const current = await contracts.get(userId, contractId, { consistent: true });
      if (!current) return { kind: 'untouched', status: 'missing' };
      if (current.status === 'completed') {
        await credits.settle(userId, contractId);
        return { kind: 'untouched', status: 'completed' };
      }
      if (current.status !== 'failed') return { kind: 'untouched', status: current.status };
      // Failed before: finish a refund that a crash may have cut short (idempotent).
    }
    const refunded = await credits.refund(userId, contractId);
    await contracts.markRefunded(userId, contractId, at);
    if (movedNow || refunded) log.warn('analysis failed for good', { userId, contractId, why, refunded });
    return { kind: 'failed', movedNow, refunded };
  }

  return { giveUp };
}

export type Settlement = ReturnType<typeof createSettlement>;
