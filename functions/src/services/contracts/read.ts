/**
 * Reading a contract's analysis status for its owner: one GetItem (the owner is in the key, so
 * anyone else's id is simply not found), plus S3 reads only when the analysis or the (completed)
 * contract text is stored there.
 */
import type { ContractStatus } from '../../../../shared/schemas/contracts';
import { contractMessages } from '../../../../shared/messages';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { TextBlobStore } from '../../adapters/blobs/port';
import { notFound } from '../../domain/errors/app-error';

export interface AnalysisView {
  status: ContractStatus;
  analysis: string | null;
  redlineMetadata: unknown;
  errorMessage?: string;
  /** The submitted text, once completed (the analysis spans point into it). */
  contractText?: string;
  /** The playbook applied, as named at submission. */
  playbook?: { id: number; name: string };
}

export function createReadAnalysis(deps: { contracts: ContractsRepo; blobs: TextBlobStore }) {
  return async function readAnalysis(userId: string, contractId: string): Promise<AnalysisView> {
    const contract = await deps.contracts.get(userId, contractId);
    if (!contract) throw notFound('Contract not found');
    let analysis: string | null = null;
    let contractText: string | undefined;
    if (contract.status === 'completed') {
      // Only once completed: the loading page polls every 3 seconds and needs no text.
      [analysis, contractText] = await Promise.all([
        contract.analysis ?? (contract.analysisKey ? deps.blobs.getText(contract.analysisKey) : null),
        contract.contractText ?? (contract.contractTextKey ? deps.blobs.getText(contract.contractTextKey) : undefined),
      ]);
    }
    const redlineMetadata = (contract as { redlineMetadata?: unknown }).redlineMetadata ?? null;
    return {
      status: contract.status,
      analysis,
      redlineMetadata,
      ...(contractText !== undefined ? { contractText } : {}),
      ...(contract.playbookId !== null && contract.playbookId !== undefined && contract.playbookName
        ? { playbook: { id: contract.playbookId, name: contract.playbookName } }
        : {}),
      ...(contract.status === 'failed'
        ? { errorMessage: contract.errorMessage ?? contractMessages.analysisFailed }
        : {}),
    };
  };
}
