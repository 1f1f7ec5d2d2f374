/**
 * Reading a contract's analysis status for its owner: one GetItem (the owner is in the key, so
 * anyone else's id is simply not found), plus an S3 read only when the analysis is stored there.
 */
import type { ContractStatus } from '../../../../shared/schemas/contracts';
import { contractMessages } from '../../../../shared/messages';
import type { ContractsRepo } from '../../adapters/dynamo/contracts-repo';
import type { TextBlobStore } from '../../adapters/blobs/port';
import { ContractError } from './types';

export interface AnalysisView {
  status: ContractStatus;
  analysis: string | null;
  redlineMetadata: unknown;
  errorMessage?: string;
}

export function createReadAnalysis(deps: { contracts: ContractsRepo; blobs: TextBlobStore }) {
  return async function readAnalysis(userId: string, contractId: string): Promise<AnalysisView> {
    const contract = await deps.contracts.get(userId, contractId);
    if (!contract) throw new ContractError('NOT_FOUND', 'Contract not found');
    let analysis: string | null = null;
    if (contract.status === 'completed') {
      analysis = contract.analysis ?? (contract.analysisKey ? await deps.blobs.getText(contract.analysisKey) : null);
    }
    const redlineMetadata = (contract as { redlineMetadata?: unknown }).redlineMetadata ?? null;
    return {
      status: contract.status,
      analysis,
      redlineMetadata,
      ...(contract.status === 'failed' ? { errorMessage: contract.errorMessage ?? contractMessages.analysisFailed } : {}),
    };
  };
}
