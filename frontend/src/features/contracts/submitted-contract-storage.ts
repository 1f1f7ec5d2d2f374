/**
 * After a submit: remember the contract being analysed and forget any earlier completion flag
 * (docs/product-spec.md sections 3 and 4); the loading page sets the flag when the analysis completes.
 */
import { ANALYSIS_COMPLETED_KEY, CONTRACT_ID_KEY } from '../../lib/stored-contract';

export function rememberSubmittedContract(contractId: string): void {
  try {
    localStorage.setItem(CONTRACT_ID_KEY, contractId);
    localStorage.removeItem(ANALYSIS_COMPLETED_KEY);
  } catch {
    // storage disabled: the landing page simply cannot resume this contract
  }
}

export function markAnalysisCompleted(): void {
  try {
    localStorage.setItem(ANALYSIS_COMPLETED_KEY, 'true');
  } catch {
    // storage disabled
  }
}
