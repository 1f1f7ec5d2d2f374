/**
 * Linear scorers side by side in one sparse table: column k scores bias + Σ weight over the text's
 * features, each counted 1/√n (binary features, L2-normalised), from `files[k]`; a missing file's
 * column scores 0. One lookup per feature gives every column's logit.
 */
import { unpackWeights, type LinearFile } from './format';
import { buildSparseTable } from './sparse-table';

export function linearColumnsScorer(
  files: readonly (LinearFile | undefined)[],
): (features: Uint32Array) => Float64Array {
  const table = buildSparseTable(
    files.flatMap((h, k) => {
      if (!h) return [];
      const { hashes, q } = unpackWeights(h.weights);
      return [{ column: k, hashes, values: q, scale: h.scale }];
    }),
  );
  const { start, column, value } = table;
  const bias = Float64Array.from(files, (h) => h?.bias ?? 0);
  return (features) => {
    const out = new Float64Array(files.length);
    const norm = features.length ? 1 / Math.sqrt(features.length) : 0;
    for (const f of features) {
      const r = table.row(f);
      if (r < 0) continue;
      for (let p = start[r]!; p < start[r + 1]!; p++) {
        const k = column[p]!;
        out[k] = out[k]! + value[p]! * norm;
      }
    }
    for (let k = 0; k < out.length; k++) out[k] = out[k]! + bias[k]!;
    return out;
  };
}
