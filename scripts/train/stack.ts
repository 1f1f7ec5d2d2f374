/**
 * Fits the second stage of detection (functions/src/analyzer/model/stack.ts) on out-of-fold rows:
 * per category a logistic regression over the standardised best scores of every signal and the two
 * rule verdicts, shrunk toward one shared across all categories. A rare category (a dozen labelled
 * contracts) then keeps close to what the signals mean for every category, a common one learns its
 * own weighting. Newton's method on a handful of weights: deterministic and fast.
 */
import { hashFeature } from '../../functions/src/analyzer/model/features';
import type { StackFile } from '../../functions/src/analyzer/model/format';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import { sigmoid, stackFeatures } from '../../functions/src/analyzer/model/stack';

/** One contract (in one inner split) for one category: each signal's best score and the verdicts. */
export interface StackRow {
  contract: string;
  best: (number | null)[];
  definitional: boolean;
  rules: boolean;
  gold: boolean;
}

interface Fit {
  weights: number[];
  bias: number;
}

const S = HYPERPARAMETERS.stack;

/** Per signal: median centre, spread and floor (the lowest score seen) of a category's rows. */
export function standardisation(
  rows: readonly StackRow[],
  signals: number,
): Pick<StackFile, 'centre' | 'scale' | 'floor'> {
  const centre: number[] = [];
  const scale: number[] = [];
  const floor: number[] = [];
  for (let j = 0; j < signals; j++) {
    const v = rows
      .map((r) => r.best[j])
      .filter((x): x is number => x !== null && Number.isFinite(x))
      .sort((a, b) => a - b);
    const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;
    const spread = at(0.9) - at(0.1);
    centre.push(Number(at(0.5).toPrecision(6)));
    scale.push(Number((spread > 1e-6 ? spread / 2.56 : 1).toPrecision(6)));
    floor.push(Number((v[0] ?? 0).toPrecision(6)));
  }
  return { centre, scale, floor };
}

/** Solves A x = b (small, symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const d = m[c]![c]! || 1e-12;
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / d;
      for (let k = c; k <= n; k++) m[r]![k] = m[r]![k]! - f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / (m[r]![r]! || 1e-12);
  }
  return x;
}

/**
 * Logistic regression with an L2 pull toward `prior` (weights, λ) and a weak one on the bias (λ
 * times biasShrink, toward the prior's bias), by Newton's method.
 */
export function fitLogistic(xs: readonly number[][], ys: readonly boolean[], prior: Fit, lambda: number): Fit {
  const d = prior.weights.length;
  let w = [...prior.weights];
  let b = prior.bias;
  const lb = lambda * S.biasShrink;
  for (let it = 0; it < S.iterations; it++) {
    const g = new Array<number>(d + 1).fill(0);
    const h = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    xs.forEach((x, i) => {
      let z = b;
      for (let k = 0; k < d; k++) z += w[k]! * x[k]!;
      const p = sigmoid(z);
      const r = p - (ys[i] ? 1 : 0);
      const v = Math.max(p * (1 - p), 1e-9);
      const xe = [...x, 1];
      for (let k = 0; k <= d; k++) {
        g[k] = g[k]! + r * xe[k]!;
        for (let l = 0; l <= k; l++) h[k]![l] = h[k]![l]! + v * xe[k]! * xe[l]!;
      }
    });
    for (let k = 0; k <= d; k++) for (let l = 0; l < k; l++) h[l]![k] = h[k]![l]!;
    for (let k = 0; k < d; k++) {
      g[k] = g[k]! + lambda * (w[k]! - prior.weights[k]!);
      h[k]![k] = h[k]![k]! + lambda;
    }
    g[d] = g[d]! + lb * (b - prior.bias);
    h[d]![d] = h[d]![d]! + lb;
    const step = solve(h, g);
    w = w.map((x, k) => x - step[k]!);
    b -= step[d]!;
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { weights: w, bias: b };
}

/** Rows of several categories as features, each standardised by its own category's rows. */
function featureRows(byHead: readonly (readonly StackRow[])[], signals: number) {
  const xs: number[][] = [];
  const ys: boolean[] = [];
  for (const rows of byHead) {
    const st = standardisation(rows, signals);
    for (const r of rows) {
      xs.push(stackFeatures(st, r.best, r.definitional, r.rules));
      ys.push(r.gold);
    }
  }
  return { xs, ys };
}

/** The shared prior: one logistic regression over every category's rows (each standardised on its own). */
export function fitPooled(byHead: readonly (readonly StackRow[])[], signals: number): Fit {
  const { xs, ys } = featureRows(byHead, signals);
  return fitLogistic(xs, ys, { weights: new Array<number>(signals + 2).fill(0), bias: 0 }, S.pooledLambda);
}

/** One category's stage, shrunk toward the prior. */
export function fitStack(rows: readonly StackRow[], signals: StackFile['signals'], prior: Fit): StackFile {
  const st = standardisation(rows, signals.length);
  const fit = fitLogistic(
    rows.map((r) => stackFeatures(st, r.best, r.definitional, r.rules)),
    rows.map((r) => r.gold),
    prior,
    S.lambda,
  );
  return {
    signals,
    ...st,
    weights: fit.weights.map((x) => Number(x.toPrecision(6))),
    bias: Number(fit.bias.toPrecision(6)),
  };
}

/** The selection fold of a contract (as choose.ts heldOut splits rows). */
export const selectionFold = (contract: string) =>
  hashFeature(`selection:${contract}`) % HYPERPARAMETERS.choice.selectionFolds;

/**
 * Out-of-fold probabilities of the stage for every category's rows: for each selection fold, the
 * prior and each category's stage are fitted on the other folds' rows and score this fold's.
 */
export function outOfFoldProbabilities(
  byHead: readonly (readonly StackRow[])[],
  signals: StackFile['signals'],
): number[][] {
  const out = byHead.map((rows) => new Array<number>(rows.length).fill(0));
  for (let f = 0; f < HYPERPARAMETERS.choice.selectionFolds; f++) {
    const train = byHead.map((rows) => rows.filter((r) => selectionFold(r.contract) !== f));
    const prior = fitPooled(train, signals.length);
    byHead.forEach((rows, k) => {
      if (!rows.some((r) => selectionFold(r.contract) === f)) return;
      const stage = fitStack(train[k]!, signals, prior);
      rows.forEach((r, i) => {
        if (selectionFold(r.contract) !== f) return;
        const x = stackFeatures(stage, r.best, r.definitional, r.rules);
        let z = stage.bias;
        x.forEach((v, j) => (z += stage.weights[j]! * v));
        out[k]![i] = sigmoid(z);
      });
    });
  }
  return out;
}
