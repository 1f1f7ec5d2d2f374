/** getContract's answer: the organisation's contract, with its analysis parsed once completed. */
import type { ApiContract } from '../../../../shared/schemas/api-v1';
import { parseAnalysisText } from '../../../../shared/schemas/loose-values';
import { contractMessages } from '../../../../shared/messages';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import { notFound } from '../../domain/errors/app-error';

export function createContractView(deps: { contracts: Pick<ContractsRepo, 'get'>; blobs: TextBlobStore }) {
  return async function contractView(organizationId: string, contractId: string): Promise<ApiContract> {
    const contract = (await deps.contracts.get(organizationId, contractId)) as
      (Awaited<ReturnType<ContractsRepo['get']>> & { redlineMetadata?: unknown; redlineKey?: string }) | undefined;
    if (!contract) throw notFound('Contract not found');
    let analysis: Record<string, unknown> | null = null;
    if (contract.status === 'completed') {
      const text = contract.analysis ?? (contract.analysisKey ? await deps.blobs.getText(contract.analysisKey) : null);
      const parsed = text === null ? null : parseAnalysisText(text);
      analysis =
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : null;
    }
    return {
      id: contract.id,
      status: contract.status,
      behalfOf: contract.behalfOf,
      createdAt: contract.createdAt,
      analysis,
      ...(contract.status === 'failed'
        ? { errorMessage: contract.errorMessage ?? contractMessages.analysisFailed }
        : {}),
      redlineAvailable: contract.redlineMetadata !== undefined || contract.redlineKey !== undefined,
    };
  };
}
