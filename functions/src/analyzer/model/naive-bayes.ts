/**
 * The single-clause classifier's scorer (format.ts NaiveBayesFile): the naive Bayes log-likelihood
 * ratio of each head, averaged over the text's features. Averaging (rather than summing) makes a
 * long clause and a short one comparable against one threshold, and the shared term G lets a text
 * made of words common in every kind of clause score low for all heads.
 */
import { unpackWeights, type NaiveBayesFile } from './format';
import { buildSparseTable, type ColumnEntries } from './sparse-table';

export type FeatureScorer = (features: Uint32Array) => Float64Array;

export function naiveBayesScorer(file: NaiveBayesFile, headIds: readonly string[]): FeatureScorer {
  // One sparse table: column 0 holds G_f for every vocabulary feature, column k + 1 head k's a_kf.
  const H = headIds.length;
  const shared = unpackWeights(file.shared.weights);
  const order = new Map(headIds.map((id, k) => [id, k]));
  const perFeature = new Float64Array(H);
  const columns: ColumnEntries[] = [{ column: 0, hashes: shared.hashes, values: shared.q, scale: file.shared.scale }];
  const vocabulary = new Set(shared.hashes);
  for (const h of file.heads) {
    const k = order.get(h.id);
    if (k === undefined) continue;
    perFeature[k] = h.perFeature;
    const { hashes, q } = unpackWeights(h.weights);
    // Only vocabulary features count (a head's weight for another feature is never read).
    const keep = Array.from(hashes.keys()).filter((i) => vocabulary.has(hashes[i]!));
    columns.push({
      column: k + 1,
      hashes: Uint32Array.from(keep, (i) => hashes[i]!),
      values: Int8Array.from(keep, (i) => q[i]!),
      scale: h.scale,
    });
  }
  const table = buildSparseTable(columns);
  const { start, column, value } = table;
  return (features) => {
    const out = new Float64Array(H);
    let g = 0;
    let m = 0;
    for (const f of features) {
      const r = table.row(f);
      if (r < 0) continue;
      m++;
      // Column 0 comes first in every row: the shared term of the feature.
      let p = start[r]!;
      g += value[p++]!;
      for (; p < start[r + 1]!; p++) {
        const k = column[p]! - 1;
        out[k] = out[k]! + value[p]!;
      }
    }
    // Not one feature the classifier knows: no evidence, so no category (a 0 could pass a negative cut).
    if (m === 0) return out.fill(-Infinity);
    for (let k = 0; k < out.length; k++) out[k] = (out[k]! - g + m * perFeature[k]!) / features.length;
    return contrasted(out, file.contrast ?? 0);
  };
}

/**
 * Each head's score minus `lambda` times the best other head's: a single clause that reads more
 * like another category is evidence against this one (the single-clause negatives are exactly
 * other categories' clauses). Training chooses lambda by cross-validation (0 leaves scores as they are).
 */
export function contrasted(scores: Float64Array, lambda: number): Float64Array {
  if (!lambda || scores.length < 2) return scores;
  // The best and second-best scores: the best other head is the best unless it is the head itself.
  let best = -Infinity;
  let second = -Infinity;
  let at = -1;
  scores.forEach((v, k) => {
    if (v > best) [second, best, at] = [best, v, k];
    else if (v > second) second = v;
  });
  // No evidence for any head (the scorer's all -Infinity): nothing to contrast with.
  if (best === -Infinity) return scores;
  return scores.map((v, k) => v - lambda * (k === at ? second : best));
}
