/**
 * The two browser-storage keys of docs/product-spec.md section 3: the contract being analysed and whether its
 * analysis finished. The landing page resumes from them; the logo and Home clear them.
 */
export const CONTRACT_ID_KEY = 'contractId';
export const ANALYSIS_COMPLETED_KEY = 'analysisCompleted';

export function readStoredContract(): { contractId: string; completed: boolean } | null {
  try {
    const contractId = localStorage.getItem(CONTRACT_ID_KEY);
    if (!contractId) return null;
    return { contractId, completed: localStorage.getItem(ANALYSIS_COMPLETED_KEY) === 'true' };
  } catch {
    return null; // storage disabled: nothing to resume
  }
}

export function clearStoredContract(): void {
  try {
    localStorage.removeItem(CONTRACT_ID_KEY);
    localStorage.removeItem(ANALYSIS_COMPLETED_KEY);
  } catch {
    // storage disabled: nothing stored
  }
}
