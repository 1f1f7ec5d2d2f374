/**
 * The scorer of the single-clause classifier's logistic heads (format.ts NaiveBayesFile.rowHeads):
 * per head, bias + Σ weight over the text's features, each counted 1/√n, in the order of `headIds`
 * (a head the file lacks scores 0).
 */
import { unpackWeights, type LinearFile } from './format';
import { buildSparseTable } from './sparse-table';

export function rowHeadScorer(
  rowHeads: readonly (LinearFile & { id: string })[],
  headIds: readonly string[],
): (features: Uint32Array) => Float64Array {
  const order = new Map(headIds.map((id, k) => [id, k]));
  const present = rowHeads.filter((h) => order.has(h.id));
  const table = buildSparseTable(
    present.map((h) => {
      const { hashes, q } = unpackWeights(h.weights);
      return { column: order.get(h.id)!, hashes, values: q, scale: h.scale };
    }),
  );
  const bias = new Float64Array(headIds.length);
  for (const h of present) bias[order.get(h.id)!] = h.bias;
  const { start, column, value } = table;
  return (features) => {
    const out = Float64Array.from(bias);
    const norm = features.length ? 1 / Math.sqrt(features.length) : 0;
    for (const f of features) {
      const r = table.row(f);
      if (r < 0) continue;
      for (let p = start[r]!; p < start[r + 1]!; p++) {
        const k = column[p]!;
        out[k] = out[k]! + value[p]! * norm;
      }
    }
    return out;
  };
}
