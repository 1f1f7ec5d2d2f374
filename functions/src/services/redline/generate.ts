/**
 * Generating a contract's redline (POST /api/contract/redline/{id}): the owner's analysed contract,
 * its stored analysis, playbook and instructions through the redline port, stored once on the
 * contract. A redline that exists is returned as it is: a second call neither regenerates nor
 * charges (generation is part of the review's credit; docs/decisions/086-redline-credits.md).
 */
import type { RedlineMetadata } from '../../../../shared/schemas/redline';
import { playbookOwnerOf } from '../../adapters/repositories/contracts';
import { redlineKey, utf8Bytes } from '../../domain/contracts/lifecycle';
import { contractAnalysis, contractText, ownCompletedContract, storedRedline } from './stored';
import type { ContractWithRedline, GenerateRedlineDeps, RedlineCaller } from './types';

/** Inline on the contract item while the item stays well under DynamoDB's 400 KB; else S3. */
const ITEM_LIMIT_BYTES = 360 * 1024;
const INLINE_REDLINE_MAX_BYTES = 64 * 1024;
export { redlineKey };

function itemBytes(c: ContractWithRedline): number {
  return (
    utf8Bytes(c.contractText ?? '') +
    utf8Bytes(c.analysis ?? '') +
    utf8Bytes(c.excerpt) +
    utf8Bytes(c.additionalInstructions) +
    4096
  );
}

export interface GeneratedRedline {
  redlineMetadata: RedlineMetadata;
  /** False when the stored redline was returned. */
  created: boolean;
}

export function createGenerateRedline(deps: GenerateRedlineDeps) {
  const { contracts, redlines, blobs, playbooks, proposer, clock, log } = deps;

  return async function generateRedline(caller: RedlineCaller, contractId: string): Promise<GeneratedRedline> {
    const contract = await ownCompletedContract(contracts, caller.id, contractId);
    const existing = await storedRedline(blobs, contract);
    if (existing) return { redlineMetadata: existing, created: false };

    const [text, analysis, playbook] = await Promise.all([
      contractText(blobs, contract),
      contractAnalysis(blobs, contract),
      contract.playbookId !== null && contract.playbookId !== undefined
        ? playbooks.get(playbookOwnerOf(contract), contract.playbookId)
        : undefined,
    ]);
    const started = clock.now();
    const result = await proposer.proposeRedline({
      contractText: text,
      analysis,
      behalfOf: contract.behalfOf,
      playbook: playbook ?? null,
      additionalInstructions: contract.additionalInstructions || null,
    });
    const json = JSON.stringify(result.redline);
    const inline =
      utf8Bytes(json) <= INLINE_REDLINE_MAX_BYTES && itemBytes(contract) + utf8Bytes(json) <= ITEM_LIMIT_BYTES;
    const key = inline ? undefined : redlineKey(caller.id, contractId);
    if (key) await blobs.putText(key, json, 'application/json');
    const saved = await redlines.save(caller.id, contractId, {
      ...(key ? { redlineKey: key } : { redlineMetadata: result.redline }),
      provider: result.provider,
      ...(result.model ? { model: result.model } : {}),
      generatedAt: new Date(clock.now()).toISOString(),
    });
    log.info('redline generated', {
      userId: caller.id,
      contractId,
      provider: result.provider,
      modifications: result.redline.modifications.length,
      ms: clock.now() - started,
      stored: saved ? (key ? 's3' : 'inline') : 'lost-race',
      ...(result.usage ? { usage: result.usage } : {}),
    });
    if (saved) return { redlineMetadata: result.redline, created: true };
    // A concurrent call stored its redline first: everyone gets that one. Or the contract was
    // deleted meanwhile: the redline just written to S3 goes with it.
    const current = await contracts.get(caller.id, contractId, { consistent: true });
    if (!current && key)
      await blobs.deleteText(key).catch((error: unknown) => log.warn('orphan redline not deleted', { error }));
    const winner = await storedRedline(blobs, await ownCompletedContract(contracts, caller.id, contractId));
    return { redlineMetadata: winner ?? result.redline, created: false };
  };
}

export type GenerateRedline = ReturnType<typeof createGenerateRedline>;
