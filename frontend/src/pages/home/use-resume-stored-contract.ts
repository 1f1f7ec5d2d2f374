import { readStoredContract } from '../../lib/stored-contract';

/**
 * docs/product-spec.md section 2, home route only: a stored contract id resumes the last analysis — its results
 * when the analysis completed, else its progress page. Returns where to go, or null.
 */
export function storedContractRedirect(): string | null {
  const stored = readStoredContract();
  if (!stored) return null;
  const id = encodeURIComponent(stored.contractId);
  return stored.completed ? `/results/${id}` : `/loading/${id}`;
}
