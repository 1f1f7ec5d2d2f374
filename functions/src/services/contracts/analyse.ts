/**
 * Running one analysis (the SQS job's use-case). SQS delivers at least once, so every step is
 * safe to repeat:
 *  - a finished contract is skipped (its credit settled or refunded again, idempotently);
 *  - the contract is claimed with a conditional pending -> processing transition carrying a lease,
 *    so duplicate deliveries never analyse in parallel, and a crashed worker's claim can be taken
 *    over once its lease has run out;
 *  - completion is conditional on still holding the claim, and then settles the credit;
 *  - the final failed delivery marks the contract failed and refunds, at most once, and only if the
 *    contract really moved to failed (./settlement.ts): a completed contract is never refunded;
 *  - the analyzer gets a deadline (from the Lambda's remaining time) and is aborted at it, so the
 *    failure is recorded, and refunded, before the function's own time is up.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { AnalysisSchema, type Analysis } from '../../../../shared/schemas/analysis';
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import type { Analyzer } from '../../analyzer/port';
import { billedAccountOf, playbookOwnerOf, type ContractRecord } from '../../adapters/repositories/contracts';
import { librarySearchText } from '../../domain/contracts/library';
import {
  analysisKey,
  ITEM_BUDGET_BYTES,
  PENDING_SWEEP_AFTER_MS,
  PROCESSING_SWEEP_GRACE_MS,
  retryDelaySeconds,
  utf8Bytes,
} from '../../domain/contracts/lifecycle';
import { AppError } from '../../domain/errors/app-error';
import { engineView } from '../../analyzer/negotiation/positions';
import type { CounterpartyReview } from '../negotiation/review';
import { DeadlineExceededError, runBefore } from './deadline';
import { createSettlement, tell } from './settlement';
import type { AnalysisDeps } from './types';

/** A failure retrying cannot fix (e.g. the configured model provider does not exist). */
export class PermanentAnalysisError extends Error {
  override name = 'PermanentAnalysisError';
}

export interface DeliveryInfo {
  /** SQS ApproximateReceiveCount of this delivery (1 on the first). */
  receiveCount: number;
  /** The queue's redrive maxReceiveCount: the delivery with this count is the last one. */
  maxReceiveCount: number;
  /**
   * Epoch ms by which the analyzer must have answered (the Lambda's remaining time less the time
   * needed to record the outcome). Past it the analyzer is aborted and the attempt counts as failed.
   */
  deadline?: number;
}

export type AnalysisOutcome =
  | { kind: 'completed' }
  /** Nothing to do: already finished, or the contract does not exist. */
  | { kind: 'skipped'; reason: string }
  /** Retry later: another worker holds a live claim, or this attempt failed. */
  | { kind: 'retry'; afterSeconds: number; reason: string }
  /** Given up: the contract is failed and the credit refunded. `deadLetter` keeps the message for operators. */
  | { kind: 'failed'; deadLetter: boolean };

export interface AnalysisSettings {
  /** How long a claim protects a running analysis; longer than the job's timeout. */
  leaseMs: number;
  /** First retry delay; doubles per delivery (default 15 s). */
  retryBaseSeconds?: number;
  /** After a lease ends, how long before the sweeper may fail the contract (default 5 min). */
  sweepGraceMs?: number;
}

export function createRunAnalysis(
  deps: AnalysisDeps & { analyzer: Analyzer; settings: AnalysisSettings; counterparty?: CounterpartyReview },
) {
  const { contracts, credits, playbooks, blobs, clock, log, analyzer, settings, counterparty } = deps;
  const { giveUp } = createSettlement(deps);

  async function analyseClaimed(contract: ContractRecord, token: string, deadline: number | undefined): Promise<void> {
    const contractText = contract.contractText ?? (await blobs.getText(contract.contractTextKey!));
    const playbook =
      contract.playbookId !== null && contract.playbookId !== undefined
        ? ((await playbooks.get(playbookOwnerOf(contract), contract.playbookId)) ?? null)
        : null;
    // Negotiating positions (ladders, saved positions) are for the other side's changes, not requirements of the contract.
    const input = {
      contractText,
      behalfOf: contract.behalfOf,
      playbook: playbook && { ...playbook, content: engineView(playbook.content) },
      additionalInstructions: contract.additionalInstructions || null,
    };
    const result = await runBefore(deadline, (signal) => analyzer.analyze(input, { signal }));
    const parsed = v.safeParse(AnalysisSchema, result.analysis);
    if (!parsed.success) {
      throw new Error(
        `Analyzer output is not a valid analysis: ${v.getDotPath(parsed.issues[0]!) ?? ''} ${parsed.issues[0]!.message}`,
      );
    }
    const analysis = await withTheirChanges(contract, contractText, playbook, parsed.output);
    const analysisText = JSON.stringify(analysis);
    const searchText = librarySearchText({
      behalfOf: contract.behalfOf,
      additionalInstructions: contract.additionalInstructions,
      contractText,
    });
    const base = {
      provider: result.provider,
      model: result.model,
      completedAt: new Date(clock.now()).toISOString(),
      searchText,
    };
    const itemBytes =
      utf8Bytes(contract.contractText ?? '') +
      utf8Bytes(contract.additionalInstructions) +
      utf8Bytes(searchText) +
      4096;
    let stored: { analysis?: string; analysisKey?: string };
    if (itemBytes + utf8Bytes(analysisText) <= ITEM_BUDGET_BYTES) stored = { analysis: analysisText };
    else {
      const key = analysisKey(contract.userId, contract.id);
      await blobs.putText(key, analysisText, 'application/json');
      stored = { analysisKey: key };
    }
    const completed = await contracts.complete(contract, token, { ...base, ...stored, usage: result.usage });
    if (!completed) {
      // Our lease ran out and another worker took over: it finishes (and settles) the contract.
      // Or the contract was deleted meanwhile: then the analysis just written to S3 goes too.
      log.warn('lost the claim before completing; leaving the contract to the new holder', { contractId: contract.id });
      if (stored.analysisKey && !(await contracts.get(contract.userId, contract.id, { consistent: true }))) {
        await blobs
          .deleteText(stored.analysisKey)
          .catch((error: unknown) => log.warn('orphan analysis not deleted', { error }));
      }
      return;
    }
    await credits.settle(billedAccountOf(contract), contract.id);
    // Searchable in the library from now on, after the charge is settled: a failure here retries
    // the delivery, which finds the contract completed and indexes it again (below).
    await contracts.indexForSearch(contract);
    await tell(deps, 'completed', contract);
    log.info('analysis completed', {
      userId: contract.userId,
      contractId: contract.id,
      provider: result.provider,
      usage: result.usage,
    });
  }

  /**
   * The other side's tracked changes (or the differences from the previous draft), judged, as the
   * analysis's counterparty_changes. A file that cannot be read that way leaves the analysis as it
   * is; a storage failure fails the attempt, which is retried.
   */
  async function withTheirChanges(
    contract: ContractRecord,
    contractText: string,
    playbook: { name: string; content: string } | null,
    analysis: Analysis,
  ): Promise<Analysis> {
    if (!counterparty) return analysis;
    try {
      const changes = await counterparty({ contract, contractText, playbook, analysis });
      return changes?.length ? { ...analysis, counterparty_changes: changes } : analysis;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      log.error('their changes could not be read; analysis stored without them', {
        contractId: contract.id,
        code: err.code,
        detail: err.detail,
      });
      return analysis;
    }
  }

  return async function runAnalysis(message: AnalysisJobMessage, delivery: DeliveryInfo): Promise<AnalysisOutcome> {
    const { userId, contractId } = message;
    const isLastDelivery = delivery.receiveCount >= delivery.maxReceiveCount;
    const token = randomUUID();
    const sweepGraceMs = settings.sweepGraceMs ?? PROCESSING_SWEEP_GRACE_MS;
    const claim = await contracts.claim(userId, contractId, token, clock.now(), settings.leaseMs, sweepGraceMs);

    if (claim.kind === 'missing') return { kind: 'skipped', reason: 'contract not found' };
    if (claim.kind === 'finished') {
      // Repeat the bookkeeping a crash may have cut short; both calls are idempotent, and a
      // failed contract's refund is conditional on its hold (at most once).
      if (claim.contract.status === 'completed') {
        await credits.settle(billedAccountOf(claim.contract), contractId);
        await contracts.indexForSearch(claim.contract);
        // A crash may have come between settling and telling; listeners are idempotent per contract.
        await tell(deps, 'completed', claim.contract);
      } else await giveUp(userId, contractId, { kind: 'abandoned', now: clock.now() }, 'redelivered after failing');
      return { kind: 'skipped', reason: `already ${claim.contract.status}` };
    }
    if (claim.kind === 'busy') {
      // A duplicate delivery while another worker is on it: come back after its lease.
      const afterSeconds = Math.max(1, Math.ceil((claim.leaseUntil - clock.now()) / 1000) + 1);
      return { kind: 'retry', afterSeconds, reason: 'claimed by another worker' };
    }

    try {
      await analyseClaimed(claim.contract, token, delivery.deadline);
      return { kind: 'completed' };
    } catch (err) {
      const permanent = err instanceof PermanentAnalysisError;
      const timedOut = err instanceof DeadlineExceededError;
      log.error('analysis attempt failed', {
        userId,
        contractId,
        receiveCount: delivery.receiveCount,
        permanent,
        timedOut,
        error: err,
      });
      if (permanent || isLastDelivery) {
        // Only our own claim is failed: a contract that completed meanwhile (a settle that threw
        // after completing, or a new holder that finished it) is left completed and not refunded.
        const outcome = await giveUp(
          userId,
          contractId,
          { kind: 'claim', token },
          permanent ? 'permanent error' : 'last delivery failed',
        );
        if (outcome.kind === 'untouched') return { kind: 'skipped', reason: `not failed: ${outcome.status}` };
        // A poison message goes on to the dead-letter queue for operators; a permanent
        // configuration error is already explained on the contract.
        return { kind: 'failed', deadLetter: !permanent };
      }
      await contracts.release(userId, contractId, token, clock.now() + PENDING_SWEEP_AFTER_MS);
      return {
        kind: 'retry',
        afterSeconds: retryDelaySeconds(delivery.receiveCount, settings.retryBaseSeconds),
        reason: 'attempt failed',
      };
    }
  };
}

export type RunAnalysis = ReturnType<typeof createRunAnalysis>;
