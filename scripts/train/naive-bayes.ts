/**
 * Fits the single-clause classifier (format.ts NaiveBayesFile) on the expert-labelled clauses of
 * the training contracts: per head, naive Bayes over binary hashed features with additive smoothing
 * α, positives = that category's clauses, negatives = every other labelled clause (the shape of the
 * single-clause rows). Its log-count ratio r_kf = log((pos_kf+α)/(P_k+αV)) − log((neg_kf+α)/(N_k+αV))
 * is stored split as a_kf − G_f + C_k (see the file format) so only a_kf, nonzero for features seen
 * in the head's clauses, is per head; it is pruned to the `keep` largest and quantised to int8.
 * Counting and sorting only, with ties broken by hash: same data, same file.
 */
import { packWeights, type NaiveBayesFile } from '../../functions/src/analyzer/model/format';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import type { PreparedContract } from './examples';

/** Smoothing (hyperparameters.ts). */
export const NB_ALPHA: number = HYPERPARAMETERS.naiveBayes.alpha;

export function fitNaiveBayes(
  train: readonly PreparedContract[],
  heads: readonly string[],
  o: { minDf: number; keep: number; alpha?: number },
): NaiveBayesFile {
  const alpha = o.alpha ?? NB_ALPHA;
  // Vocabulary: features of at least minDf training contracts (as the heads) that occur in a labelled clause.
  const inSpans = new Set<number>();
  for (const p of train) for (const f of p.spanFeatures) for (const h of f) inSpans.add(h);
  const df = new Map<number, number>();
  for (const p of train) for (const h of p.vocabulary) if (inSpans.has(h)) df.set(h, (df.get(h) ?? 0) + 1);
  const vocab = [...df].filter(([, n]) => n >= o.minDf).map(([h]) => h);
  const V = vocab.length;
  const H = heads.length;
  const tot = new Map<number, number>(vocab.map((h) => [h, 0]));
  const pos = heads.map(() => new Map<number, number>());
  const pt = new Float64Array(H);
  const nt = new Float64Array(H);
  for (const p of train)
    p.spanFeatures.forEach((f, i) => {
      const y = p.spanLabels[i]!;
      const fs = [...f].filter((h) => tot.has(h));
      for (const h of fs) tot.set(h, tot.get(h)! + 1);
      for (let k = 0; k < H; k++) {
        if (y[k] === 1) {
          pt[k] = pt[k]! + fs.length;
          const m = pos[k]!;
          for (const h of fs) m.set(h, (m.get(h) ?? 0) + 1);
        } else if (y[k] === 0) nt[k] = nt[k]! + fs.length;
      }
    });
  const G = vocab.map((h) => [h, Math.log((tot.get(h)! + alpha) / alpha)] as const);
  return {
    alpha,
    shared: quantised(G),
    heads: heads.map((id, k) => {
      const a = [...pos[k]!]
        .map(
          ([h, c]) =>
            [h, Math.log((c + alpha) / alpha) + Math.log((tot.get(h)! + alpha) / (tot.get(h)! - c + alpha))] as const,
        )
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, o.keep);
      const perFeature = Math.log((nt[k]! + alpha * V) / (pt[k]! + alpha * V));
      return { id, perFeature: Number(perFeature.toPrecision(6)), ...quantised(a) };
    }),
  };
}

/** Non-negative weights to int8 with one scale (zeros dropped), packed like the heads' weights. */
function quantised(rows: readonly (readonly [number, number])[]): { scale: number; weights: string } {
  const max = rows.reduce((m, [, w]) => Math.max(m, w), 0);
  const scale = max > 0 ? Number((max / 127).toPrecision(6)) : 1;
  const kept = rows
    .map(([h, w]) => ({ h, q: Math.min(127, Math.round(w / scale)) }))
    .filter((r) => r.q !== 0)
    .sort((a, b) => a.h - b.h);
  return {
    scale,
    weights: packWeights(
      kept.map((r) => r.h),
      kept.map((r) => r.q),
    ),
  };
}
