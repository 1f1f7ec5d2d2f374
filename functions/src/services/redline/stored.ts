/** Reading what a contract holds for the redline: its text, its analysis and its stored redline. */
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';
import { redlineMessages } from '../../../../shared/redline-messages';
import { normaliseRedlineMetadata, type RedlineMetadata } from '../../../../shared/schemas/redline';
import type { TextBlobStore } from '../../adapters/blobs/port';
import { AppError, notFound } from '../../domain/errors/app-error';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { ContractWithRedline } from './types';

/** The caller's own analysed contract: anyone else's id is simply not found (the owner is in the key). */
export async function ownCompletedContract(
  contracts: Pick<ContractsRepo, 'get'>,
  userId: string,
  id: string,
): Promise<ContractWithRedline> {
  const contract = (await contracts.get(userId, id)) as ContractWithRedline | undefined;
  if (!contract) throw notFound('Contract not found');
  if (contract.status !== 'completed')
    throw new AppError(409, 'ANALYSIS_NOT_READY', redlineMessages.analysisNotReady).because(
      `analysis is ${contract.status}`,
    );
  return contract;
}

export async function contractText(blobs: TextBlobStore, c: ContractWithRedline): Promise<string> {
  return c.contractText ?? (c.contractTextKey ? blobs.getText(c.contractTextKey) : '');
}

export async function contractAnalysis(blobs: TextBlobStore, c: ContractWithRedline): Promise<Analysis> {
  const raw = c.analysis ?? (c.analysisKey ? await blobs.getText(c.analysisKey) : null);
  const analysis = raw === null ? null : normaliseAnalysis(raw);
  if (!analysis)
    throw new AppError(422, 'ANALYSIS_UNREADABLE', redlineMessages.redliningFailedBody).because(
      'the stored analysis is not a structured analysis',
    );
  return analysis;
}

/** The stored redline, inline or in S3; undefined when none was generated yet. */
export async function storedRedline(
  blobs: TextBlobStore,
  c: ContractWithRedline,
): Promise<RedlineMetadata | undefined> {
  const raw = c.redlineMetadata ?? (c.redlineKey ? await blobs.getText(c.redlineKey) : undefined);
  if (raw === undefined || raw === null) return undefined;
  return normaliseRedlineMetadata(raw) ?? undefined;
}
