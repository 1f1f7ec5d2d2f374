/**
 * An analysed contract of the caller, with what its key dates are read from: the analysis (through
 * the shared analysis schema), the submitted text its spans point into, and its name.
 */
import { contractName } from '../../../../shared/contract-name';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import { counterpartyOf } from '../../domain/contracts/library-card';
import { AppError, notFound } from '../../domain/errors/app-error';

export interface AnalysedContract {
  id: string;
  userId: string;
  analysis: Analysis;
  contractText: string | undefined;
  title: string;
}

export async function loadAnalysedContract(
  deps: { contracts: ContractsRepo; blobs: TextBlobStore },
  userId: string,
  contractId: string,
): Promise<AnalysedContract> {
  const contract = await deps.contracts.get(userId, contractId);
  if (!contract) throw notFound(keyDateMessages.contractNotFound);
  const notAnalysed = () => new AppError(409, 'ANALYSIS_NOT_READY', keyDateMessages.notAnalysed);
  if (contract.status !== 'completed') throw notAnalysed();
  const [analysisText, contractText] = await Promise.all([
    contract.analysis ?? (contract.analysisKey ? deps.blobs.getText(contract.analysisKey) : null),
    contract.contractText ?? (contract.contractTextKey ? deps.blobs.getText(contract.contractTextKey) : undefined),
  ]);
  const analysis = analysisText ? normaliseAnalysis(analysisText) : null;
  if (!analysis) throw notAnalysed();
  const title = contractName({
    title: analysis.dashboard_executive_summary.contract_snapshot.title_type,
    counterparty: counterpartyOf(analysis, contract.behalfOf),
    behalfOf: contract.behalfOf,
  });
  return { id: contract.id, userId: contract.userId, analysis, contractText, title };
}
