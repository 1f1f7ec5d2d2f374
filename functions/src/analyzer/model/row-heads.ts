/**
 * The scorer of the single-clause classifier's logistic heads (format.ts NaiveBayesFile.rowHeads):
 * per head, bias + Σ weight over the text's features, each counted 1/√n, in the order of `headIds`
 * (a head the file lacks scores 0).
 */
import type { LinearFile } from './format';
import { linearColumnsScorer } from './linear-columns';

export function rowHeadScorer(
  rowHeads: readonly (LinearFile & { id: string })[],
  headIds: readonly string[],
): (features: Uint32Array) => Float64Array {
  const byId = new Map(rowHeads.map((h) => [h.id, h]));
  return linearColumnsScorer(headIds.map((id) => byId.get(id)));
}
