/**
 * The single-clause classifier's logistic heads, fitted on the single-clause rows themselves: a row
 * of task k is a positive or a negative for head k and says nothing to the other heads. The naive
 * Bayes beside them learns from the contracts' expert clauses, where a clause's negatives are every
 * other sentence; the rows' negatives are other categories' clauses, the confusions a single clause
 * is judged on (an exclusivity clause against a non-compete). Deterministic like fit.ts.
 */
import { featuresOf } from '../../functions/src/analyzer/model/features';
import type { LinearFile } from '../../functions/src/analyzer/model/format';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import type { ClassifyRow } from './data';
import { fit, packHeads } from './fit';

const R = HYPERPARAMETERS.rowHeads;

export interface RowHeads {
  weight: number;
  heads: (LinearFile & { id: string })[];
}

/** Fits one head per task on `rows`; a feature counts when rows of at least minDf contracts hold it. */
export function fitRowHeads(
  rows: readonly ClassifyRow[],
  heads: readonly string[],
  seed: number,
  features: (r: ClassifyRow) => Uint32Array = (r) => featuresOf(r.text),
): RowHeads {
  const index = new Map(heads.map((h, k) => [h, k]));
  const used = rows.filter((r) => index.has(r.task));
  const feats = used.map(features);
  // Distinct contracts per feature (a row found in no contract counts as its own).
  const seen = new Map<number, Set<string>>();
  used.forEach((r, i) => {
    const source = r.contract || `row:${r.id}`;
    for (const f of feats[i]!) {
      let s = seen.get(f);
      if (!s) seen.set(f, (s = new Set()));
      s.add(source);
    }
  });
  const hashes = Uint32Array.from([...seen].filter(([, s]) => s.size >= R.minDf).map(([f]) => f)).sort();
  const column = new Map(Array.from(hashes, (h, i) => [h, i]));
  const examples = used.map((r, i) => {
    const y = new Int8Array(heads.length).fill(-1);
    y[index.get(r.task)!] = r.label ? 1 : 0;
    const fs: number[] = [];
    for (const f of feats[i]!) {
      const c = column.get(f);
      if (c !== undefined) fs.push(c);
    }
    return { feats: Int32Array.from(fs), y };
  });
  const raw = fit(examples, hashes.length, heads.length, {
    seed,
    epochs: R.epochs,
    learningRate: R.learningRate,
    l2: R.l2,
    keep: R.keep,
    balance: R.balance,
    maxPositiveWeight: R.maxPositiveWeight,
  });
  return { weight: R.weight, heads: packHeads(raw, hashes, heads, R.keep) };
}
