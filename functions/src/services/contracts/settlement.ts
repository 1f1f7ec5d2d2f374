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
import { billedAccountOf, type ContractRecord, type FailGuard } from '../../adapters/repositories/contracts';
import type { AnalysisDeps } from './types';

/**
 * Tells the listeners (webhook, usage) that a contract settled for good. Never throws: what they
 * do must not fail, retry or hold up the analysis; they are idempotent per contract, so telling
 * twice after a crash is harmless.
 */
export async function tell(
  deps: Pick<AnalysisDeps, 'events' | 'log'>,
  outcome: 'completed' | 'failed',
  contract: ContractRecord,
): Promise<void> {
  if (!deps.events) return;
  try {
    await deps.events[outcome](contract);
  } catch (error) {
    deps.log.error('contract event not delivered to its listeners', { outcome, contractId: contract.id, error });
  }
}

export type GiveUpOutcome =
  /** The contract is failed (by this call or earlier); `refunded` is true when this call gave the credit back. */
  | { kind: 'failed'; movedNow: boolean; refunded: boolean }
  /** Not failed: it completed, is still legitimately running, or does not exist. Nothing refunded. */
  | { kind: 'untouched'; status: ContractStatus | 'missing' };

export function createSettlement(deps: Pick<AnalysisDeps, 'contracts' | 'credits' | 'clock' | 'log' | 'events'>) {
  const { contracts, credits, clock, log } = deps;

  /** Fails the contract when `guard` allows it and refunds once; see the module comment. */
  async function giveUp(userId: string, contractId: string, guard: FailGuard, why: string): Promise<GiveUpOutcome> {
    const at = new Date(clock.now()).toISOString();
    const movedNow = await contracts.fail(userId, contractId, contractMessages.analysisFailed, at, guard);
    // Read after the move: it names the balance that paid (an organisation's or the member's).
    const current = await contracts.get(userId, contractId, { consistent: true });
    if (!current) return { kind: 'untouched', status: 'missing' };
    if (!movedNow) {
      if (current.status === 'completed') {
        await credits.settle(billedAccountOf(current), contractId);
        return { kind: 'untouched', status: 'completed' };
      }
      if (current.status !== 'failed') return { kind: 'untouched', status: current.status };
      // Failed before: finish a refund that a crash may have cut short (idempotent).
    }
    const refunded = await credits.refund(billedAccountOf(current), contractId);
    await contracts.markRefunded(userId, contractId, at);
    if (movedNow || refunded) await tell(deps, 'failed', current);
    if (movedNow || refunded) log.warn('analysis failed for good', { userId, contractId, why, refunded });
    return { kind: 'failed', movedNow, refunded };
  }

  return { giveUp };
}

export type Settlement = ReturnType<typeof createSettlement>;
