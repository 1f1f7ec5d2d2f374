/**
 * A message in the analysis dead-letter queue is a contract no delivery will finish (a poison
 * message, or a function that timed out or ran out of memory on every delivery). Its consumer fails
 * the contract with one refund unless it is finished or a worker still holds a live lease on it
 * (a duplicate message is being worked on): then it is looked at again later.
 */
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import { createSettlement, type GiveUpOutcome } from './settlement';
import type { AnalysisDeps } from './types';

export type DeadLetterOutcome = { kind: 'settled'; outcome: GiveUpOutcome } | { kind: 'later'; reason: string };

export function createDeadLetterSettlement(deps: Pick<AnalysisDeps, 'contracts' | 'credits' | 'clock' | 'log'>) {
  const { giveUp } = createSettlement(deps);
  return async function settleDeadLetter(message: AnalysisJobMessage): Promise<DeadLetterOutcome> {
    const outcome = await giveUp(
      message.userId,
      message.contractId,
      { kind: 'abandoned', now: deps.clock.now() },
      'dead-lettered',
    );
    if (outcome.kind === 'untouched' && (outcome.status === 'processing' || outcome.status === 'pending')) {
      return { kind: 'later', reason: `still ${outcome.status} with a live lease` };
    }
    return { kind: 'settled', outcome };
  };
}

export type SettleDeadLetter = ReturnType<typeof createDeadLetterSettlement>;
