/**
 * Submitting a contract for analysis (docs/credits.md): charge exactly one credit, store the
 * contract, enqueue the analysis, and give the credit back if anything after the charge fails.
 *
 * Order, each step safe to repeat:
 *  1. idempotency key -> contract id (attribute_not_exists), so retries share one contract id;
 *  2. charge: one conditional UpdateItem on the user (balance >= 1, contract id not yet held);
 *  3. store the contract (text in S3 when large), attribute_not_exists on its key;
 *  4. send {userId, contractId} to the analysis queue (the job is idempotent, so a retry's
 *     second message is harmless).
 * A failure in 3 or 4 refunds (conditional on the hold, so at most once) and frees the key.
 */
import { createHash } from 'node:crypto';
import { contractMessages } from '../../../../shared/messages';
import type { ContractSubmission } from '../../../../shared/schemas/contracts';
import { judgeContractText } from '../../domain/contracts/contract-likeness';
import { outOfCreditsReason } from '../../domain/contracts/credits';
import {
  contractTextKey,
  excerptOf,
  INLINE_TEXT_MAX_BYTES,
  isOwnProcessedOriginal,
  previousDraftKey,
  utf8Bytes,
} from '../../domain/contracts/lifecycle';
import type { NewContract } from '../../adapters/repositories/contracts';
import type { ChargeOutcome } from '../../adapters/repositories/credits';
import { organizationPaysAsPaid } from '../../domain/organizations/plans';
import { isOrganizationId } from '../../domain/owners';
import { AppError, validationFailed } from '../../domain/errors/app-error';
import type { ContractDeps } from './types';

/**
 * Where a submission goes and who pays (docs/credits.md, "Organisations"). Without it, the
 * submitter keeps and pays for the contract alone.
 */
export interface Placement {
  /** The partition the contract is kept in: the submitter's, or the organisation's for a shared one. */
  ownerId: string;
  /**
   * Balances to charge, tried in order until one pays: the organisation's, then the member's own.
   * Each is charged with the same conditional update, so the contract is charged exactly once.
   */
  payers: readonly string[];
  /** Recorded on the contract when it is not the owner: the member or API key that submitted it. */
  submittedBy?: string;
  /** Owner of the chosen playbook when it is not the contract's owner (a shared playbook). */
  playbookOwnerId?: string;
}

export interface SubmitResult {
  id: string;
  /** False when this was a retry of an already accepted submission (nothing charged). */
  created: boolean;
}

function requestHash(submission: ContractSubmission): string {
  return createHash('sha256').update(JSON.stringify(submission)).digest('base64url');
}

export function createSubmitContract(deps: ContractDeps) {
  const { contracts, credits, idempotency, users, playbooks, blobs, queue, clock, newId, log } = deps;

  /** The 402/403 answer when no payer could pay: an organisation on a plan asks for a top-up. */
  async function refuse(userId: string, payers: readonly string[]): Promise<never> {
    for (const payer of payers) {
      if (!isOrganizationId(payer)) break;
      const organization = await deps.organizations?.getById(payer);
      if (organization && organizationPaysAsPaid(organization.plan)) {
        throw new AppError(
          402,
          'INSUFFICIENT_CREDITS',
          `${contractMessages.insufficientCredits}: ${contractMessages.noReviewsLeft}`,
          { needsTopup: true },
        );
      }
    }
    const person = payers.find((payer) => !isOrganizationId(payer));
    if (person === undefined) {
      throw new AppError(
        402,
        'INSUFFICIENT_CREDITS',
        `${contractMessages.insufficientCredits}: ${contractMessages.noReviewsLeft}`,
        { needsCredits: true },
      );
    }
    userId = person;
    const user = await users.getById(userId);
    const reason = outOfCreditsReason({
      subscriptionType: user?.subscriptionType ?? 'free',
      isVerified: user?.isVerified ?? false,
      freeCreditsGranted: user?.freeCreditsGrantedAt !== undefined,
    });
    if (reason === 'needsVerification')
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', contractMessages.verifyEmailFirst);
    const message = `${contractMessages.insufficientCredits}: ${contractMessages.noReviewsLeft}`;
    const flag =
      reason === 'freeUsed'
        ? { freeUsed: true }
        : reason === 'needsTopup'
          ? { needsTopup: true }
          : { needsCredits: true };
    throw new AppError(402, 'INSUFFICIENT_CREDITS', message, flag);
  }

  /**
   * Charges the first payer that can pay. A retry (its key was claimed before) first looks for the
   * hold an earlier attempt left on any payer, so a balance topped up in between is not charged too.
   */
  async function charge(
    payers: readonly string[],
    contractId: string,
    isRetry: boolean,
  ): Promise<{ payer: string; outcome: ChargeOutcome } | undefined> {
    if (isRetry) {
      for (const payer of payers) {
        if (await credits.isHeld(payer, contractId)) return { payer, outcome: { kind: 'alreadyCharged' } };
      }
    }
    for (const payer of payers) {
      const outcome = await credits.charge(payer, contractId);
      if (outcome.kind === 'charged' || outcome.kind === 'alreadyCharged') return { payer, outcome };
    }
    return undefined;
  }

  return async function submitContract(
    userId: string,
    submission: ContractSubmission,
    idempotencyKey?: string,
    placement: Placement = { ownerId: userId, payers: [userId] },
  ): Promise<SubmitResult> {
    const { ownerId, payers } = placement;
    for (const key of [submission.originalDocxPath, submission.originalPdfPath]) {
      if (key && !isOwnProcessedOriginal(userId, key)) throw validationFailed('Invalid file reference');
    }
    // Before the idempotency key and the charge: a text that is not a contract costs nothing.
    const likeness = judgeContractText(submission.contractText);
    if (!likeness.contract) {
      log.info('submission refused: not a contract', {
        userId,
        reason: likeness.reason,
        markers: likeness.markers,
        words: likeness.words,
      });
      throw new AppError(422, 'NOT_A_CONTRACT', contractMessages.notAContract, {
        fields: { contractText: contractMessages.notAContract },
      });
    }
    const now = clock.now();
    let contractId = newId();
    let isRetry = false;
    if (idempotencyKey) {
      const hash = requestHash(submission);
      const claim = await idempotency.claim(userId, idempotencyKey, contractId, hash, now);
      if (claim.kind === 'existing') {
        if (claim.requestHash !== hash)
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', contractMessages.idempotencyKeyReused);
        contractId = claim.contractId;
        isRetry = true;
        const existing = await contracts.get(ownerId, contractId, { consistent: true });
        if (existing) {
          // Accepted before. If it is still waiting, enqueue again: the first attempt may have died
          // between storing and sending, and a duplicate message is harmless to the idempotent job.
          if (existing.status === 'pending') await queue.send({ userId: ownerId, contractId });
          return { id: contractId, created: false };
        }
      }
    }
    const releaseKey = () =>
      idempotencyKey ? idempotency.release(userId, idempotencyKey, contractId) : Promise.resolve();

    const charged = await charge(payers, contractId, isRetry);
    if (!charged) {
      await releaseKey();
      return refuse(userId, payers);
    }
    const { payer } = charged;
    // 'alreadyCharged': a concurrent or earlier attempt with the same key paid for this contract
    // id. Carrying on is safe: the store is attribute_not_exists and a second message is harmless.

    const rollback = async (step: string, err: unknown): Promise<never> => {
      log.error('contract submission failed; refunding', { step, userId, contractId, error: err });
      try {
        await credits.refund(payer, contractId);
        await releaseKey();
      } catch (refundErr) {
        // The hold stays on the user item; an operator (or a retry with the same key) can settle it.
        log.error('refund after failed submission also failed', { userId, contractId, error: refundErr });
      }
      throw new AppError(503, 'SERVICE_UNAVAILABLE', contractMessages.submitUnavailable);
    };

    const text = submission.contractText;
    // Named on the contract as it is now (the results page and reports say which playbook applied).
    const playbookOwner = placement.playbookOwnerId ?? ownerId;
    const playbook =
      submission.playbookId !== null
        ? await playbooks.get(playbookOwner, submission.playbookId).catch(() => undefined)
        : undefined;
    const external = utf8Bytes(text) > INLINE_TEXT_MAX_BYTES;
    const record: NewContract = {
      id: contractId,
      userId: ownerId,
      ...(placement.submittedBy && placement.submittedBy !== ownerId ? { submittedBy: placement.submittedBy } : {}),
      ...(payer !== ownerId ? { billedTo: payer } : {}),
      ...(placement.playbookOwnerId && placement.playbookOwnerId !== ownerId && submission.playbookId !== null
        ? { playbookOwnerId: placement.playbookOwnerId }
        : {}),
      behalfOf: submission.behalfOf,
      playbookId: submission.playbookId,
      ...(playbook ? { playbookName: playbook.name } : {}),
      additionalInstructions: submission.additionalInstructions,
      excerpt: excerptOf(text),
      createdAt: new Date(now).toISOString(),
      textChars: text.length,
      ...(external ? { contractTextKey: contractTextKey(ownerId, contractId) } : { contractText: text }),
      originalDocxPath: submission.originalDocxPath,
      originalDocxFilename: submission.originalDocxFilename,
      hasOriginalDocx: submission.hasOriginalDocx,
      originalPdfPath: submission.originalPdfPath,
      originalPdfFilename: submission.originalPdfFilename,
      hasOriginalPdf: submission.hasOriginalPdf,
      ...(submission.previousDraftText?.trim()
        ? {
            previousDraftKey: previousDraftKey(ownerId, contractId),
            previousDraftFilename: submission.previousDraftFilename ?? null,
          }
        : {}),
    };
    let stored: boolean;
    try {
      if (record.contractTextKey) await blobs.putText(record.contractTextKey, text);
      if (record.previousDraftKey) await blobs.putText(record.previousDraftKey, submission.previousDraftText!);
      stored = await contracts.create(record);
    } catch (err) {
      return rollback('store', err);
    }
    if (!stored) {
      // A concurrent attempt with the same key stored this contract first: answer with its result.
      // Our charge found its hold ('alreadyCharged') unless the contract was already analysed and
      // settled in between; then this charge was a second one for the same contract: give it back.
      if (charged.outcome.kind === 'charged') await credits.refund(payer, contractId);
      return { id: contractId, created: false };
    }
    try {
      await queue.send({ userId: ownerId, contractId });
    } catch (err) {
      await contracts.deletePending(ownerId, contractId).catch(() => undefined);
      return rollback('enqueue', err);
    }
    log.info('contract submitted', { userId, ownerId, payer, contractId, external, chars: text.length });
    return { id: contractId, created: true };
  };
}
