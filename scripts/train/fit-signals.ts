/**
 * The expensive half of training: an inner cross-validation by contract fits the linear heads, the
 * exemplar memory and naive Bayes on all folds but one and scores the held-out contracts with each
 * signal (every contract is scored out of fold once per split); the shipped heads are the mean of
 * the fold models; the single-clause classifier gets its own inner cross-validation. The result,
 * `FittedSignals`, is plain JSON: the cheap half (train.ts `chooseModel`) makes every choice from its
 * out-of-fold scores, and `npm run eval -- --cv --models DIR` keeps it per outer fold so that changes
 * to the choices, the detection or the engine are re-scored without refitting.
 */
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import { loadClauseModel, type ClauseModel } from '../../functions/src/analyzer/model/load';
import { loadExemplars } from '../../functions/src/analyzer/model/exemplars';
import type { ExemplarFile } from '../../functions/src/analyzer/model/format';
import {
  modelFileOf,
  packWeights,
  unpackWeights,
  type HeadFile,
  type LinearFile,
  type NaiveBayesFile,
} from '../../functions/src/analyzer/model/format';
import { naiveBayesScorer } from '../../functions/src/analyzer/model/naive-bayes';
import type { ClassifyRow } from './data';
import type { PreparedContract } from './examples';
import { buildExemplars } from './exemplars';
import { fit, packHeads, rng, type Example } from './fit';
import { fitNaiveBayes } from './naive-bayes';
import { trainClassifier, type ClassifyChoice } from './classify-train';
import { REPEAT_SALT, foldOf, type TrainOptions } from './options';

export { DEFAULT_TRAIN, foldOf, type TrainOptions } from './options';

/** How much a unit's clause-head logit adds to its unit-head logit for detection (chosen per category). */
export const CLAUSE_WEIGHTS: readonly number[] = HYPERPARAMETERS.linear.clauseWeights;

/** The contract-level signals detection chooses among, in the order the out-of-fold rows hold them. */
export const SIGNALS = [
  ...CLAUSE_WEIGHTS.map((clauseWeight) => ({ signal: 'model' as const, clauseWeight })),
  { signal: 'exemplar' as const, clauseWeight: 0 },
  { signal: 'naive-bayes' as const, clauseWeight: 0 },
];

export type FittedHead = Pick<HeadFile, 'id' | 'bias' | 'scale' | 'weights' | 'clause'>;

/** One contract's out-of-fold best scores in one split: max[signal][head] (null: no sentence scored). */
export interface OofScores {
  contract: string;
  split: number;
  max: (number | null)[][];
}

export interface FittedSignals {
  heads: FittedHead[];
  oof: OofScores[];
  exemplars: ExemplarFile;
  classifier: NaiveBayesFile;
  classifyChoices: Record<string, ClassifyChoice>;
  trainedOn: { contracts: number; classifyRows: number };
}

/** One fit of the inner cross-validation: the contracts it learns from and those it scores. */
export interface InnerFold {
  split: number;
  fold: number;
  train: string[];
  test: string[];
}

export interface InnerFoldResult {
  fitted: FittedHead[];
  oof: OofScores[];
}

/** Runs inner folds (in this process, or spread over worker processes: workers.ts). */
export type FoldRunner = (folds: InnerFold[]) => Promise<InnerFoldResult[]>;

/** The mean of several fitted models, pruned again to `keep` weights per head. */
export function averageHeads(models: readonly FittedHead[][], keep: number): FittedHead[] {
  const mean = (parts: LinearFile[]): LinearFile => {
    const acc = new Map<number, number>();
    for (const p of parts) {
      const { hashes, q } = unpackWeights(p.weights);
      hashes.forEach((h, i) => acc.set(h, (acc.get(h) ?? 0) + (q[i]! * p.scale) / parts.length));
    }
    const rows = [...acc]
      .filter(([, w]) => w !== 0)
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0] - b[0])
      .slice(0, keep);
    const max = Math.abs(rows[0]?.[1] ?? 0);
    const scale = max > 0 ? Number((max / 127).toPrecision(6)) : 1;
    const kept = rows
      .map(([h, w]) => ({ h, q: Math.max(-127, Math.min(127, Math.round(w / scale))) }))
      .filter((r) => r.q !== 0)
      .sort((a, b) => a.h - b.h);
    const bias = parts.reduce((s, p) => s + p.bias, 0) / parts.length;
    return {
      bias: Number(bias.toPrecision(6)),
      scale,
      weights: packWeights(
        kept.map((r) => r.h),
        kept.map((r) => r.q),
      ),
    };
  };
  return models[0]!.map((h, k) => ({
    id: h.id,
    ...mean(models.map((m) => m[k]!)),
    clause: mean(models.map((m) => m[k]!.clause)),
  }));
}

/** Fits both heads of every category on the given contracts. */
export function fitModel(train: readonly PreparedContract[], heads: readonly string[], o: TrainOptions): FittedHead[] {
  const df = new Map<number, number>();
  for (const p of train) for (const h of p.vocabulary) df.set(h, (df.get(h) ?? 0) + 1);
  const kept = [...df].filter(([, n]) => n >= o.minDf).map(([h]) => h);
  const hashes = Uint32Array.from(kept).sort();
  const index = new Map<number, number>();
  hashes.forEach((h, i) => index.set(h, i));
  const toIdx = (f: Uint32Array) => {
    const out: number[] = [];
    for (const h of f) {
      const i = index.get(h);
      if (i !== undefined) out.push(i);
    }
    return Int32Array.from(out);
  };
  const units: Example[] = [];
  const clauses: Example[] = [];
  const keepNegative = rng(o.seed ^ 0x5bd1e995);
  for (const p of train) {
    p.unitFeatures.forEach((f, i) => {
      const y = p.unitLabels[i]!;
      // Units that are negative for every head are most of a contract: a seeded share of them is enough.
      if (y.every((v) => v === 0) && keepNegative() >= o.negativeShare) return;
      units.push({ feats: toIdx(f), y });
    });
    p.spanFeatures.forEach((f, i) => clauses.push({ feats: toIdx(f), y: p.spanLabels[i]! }));
  }
  const unitHeads = packHeads(fit([...units, ...clauses], hashes.length, heads.length, o), hashes, heads, o.keep);
  const clauseHeads = packHeads(
    // Clause heads serve balanced accuracy: classes weigh equally.
    fit(clauses, hashes.length, heads.length, { ...o, epochs: o.clauseEpochs, balance: 1, maxPositiveWeight: 100 }),
    hashes,
    heads,
    o.keep,
  );
  return unitHeads.map((h, k) => {
    const c = clauseHeads[k]!;
    return { ...h, clause: { bias: c.bias, scale: c.scale, weights: c.weights } };
  });
}

/** A model around fitted heads, for scoring (its choices are placeholders). */
export function scoringModel(fitted: readonly FittedHead[]): ClauseModel {
  return loadClauseModel(
    modelFileOf(
      fitted.map((h) => ({
        ...h,
        detect: { mode: 'model', threshold: 0, clauseWeight: 0 },
        classify: { threshold: 0, mode: 'model' },
      })),
    ),
  );
}

/** Per clause weight λ: each head's best unit score (unit logit + λ · clause logit) in one contract. */
function maxPerHead(model: ClauseModel, p: PreparedContract): Float64Array[] {
  const best = CLAUSE_WEIGHTS.map(() => new Float64Array(model.heads.length).fill(-Infinity));
  // As detection reads them: a block that cannot carry a clause (sentenceFeatures null) scores nothing.
  for (const [i, f] of p.unitFeatures.entries()) {
    if (p.sentenceFeatures[i] === null) continue;
    const { unit: u, clause: c } = model.scoreBothFeatures(f);
    CLAUSE_WEIGHTS.forEach((lambda, j) => {
      const b = best[j]!;
      for (let k = 0; k < u.length; k++) {
        const s = u[k]! + lambda * c[k]!;
        if (s > b[k]!) b[k] = s;
      }
    });
  }
  return best;
}

/** Each head's best score over a contract's sentences (nearest-exemplar margin, naive Bayes). */
function maxOverSentences(score: (f: Uint32Array) => Float64Array, p: PreparedContract, heads: number): Float64Array {
  const best = new Float64Array(heads).fill(-Infinity);
  for (const f of p.sentenceFeatures) {
    // As detection does (detect.ts scoreUnits): a block that cannot carry a clause is not compared.
    if (!f) continue;
    const m = score(f);
    for (let k = 0; k < heads; k++) if (m[k]! > best[k]!) best[k] = m[k]!;
  }
  return best;
}

const toJson = (xs: Float64Array) => Array.from(xs, (x) => (Number.isFinite(x) ? x : null));

/** One inner fold: fit on its training contracts, score its test contracts with every signal. */
export function runInnerFold(
  job: InnerFold,
  byId: ReadonlyMap<string, PreparedContract>,
  heads: readonly string[],
  o: TrainOptions,
): InnerFoldResult {
  const train = job.train.map((id) => byId.get(id)!);
  const fitted = fitModel(train, heads, o);
  const exemplars = loadExemplars(buildExemplars(train), heads.length);
  // The classifier's naive Bayes scores, uncontrasted (as detection reads them from the shipped file).
  const bayes = naiveBayesScorer(fitNaiveBayes(train, heads, o), heads);
  const model = scoringModel(fitted);
  const oof = job.test.map((id) => {
    const p = byId.get(id)!;
    return {
      contract: id,
      split: job.split,
      max: [
        ...maxPerHead(model, p),
        maxOverSentences(exemplars.margins, p, heads.length),
        maxOverSentences(bayes, p, heads.length),
      ].map(toJson),
    };
  });
  return { fitted, oof };
}

/** The inner folds of a training set, in a fixed order. */
export function innerFolds(prepared: readonly PreparedContract[], o: TrainOptions): InnerFold[] {
  const jobs: InnerFold[] = [];
  for (let r = 0; r < o.repeats; r++)
    for (let k = 0; k < o.folds; k++) {
      const foldSeed = o.seed + r * REPEAT_SALT;
      const ids = prepared.map((p) => p.contract.id);
      jobs.push({
        split: r,
        fold: k,
        train: ids.filter((id) => foldOf(id, foldSeed, o.folds) !== k),
        test: ids.filter((id) => foldOf(id, foldSeed, o.folds) === k),
      });
    }
  return jobs;
}

/** Runs the inner folds here, one after the other. */
export function serialFolds(
  prepared: readonly PreparedContract[],
  heads: readonly string[],
  o: TrainOptions,
  log: (s: string) => void = () => {},
): FoldRunner {
  const byId = new Map(prepared.map((p) => [p.contract.id, p]));
  return async (folds) =>
    folds.map((job) => {
      const r = runInnerFold(job, byId, heads, o);
      log(
        `  inner fold ${job.fold + 1}/${o.folds} (split ${job.split + 1}/${o.repeats}): fitted on ${job.train.length} contracts`,
      );
      return r;
    });
}

/** The inner cross-validation and the shipped heads, exemplars and classifier of one training set. */
export async function fitSignals(
  prepared: readonly PreparedContract[],
  rows: readonly ClassifyRow[],
  heads: readonly string[],
  o: TrainOptions,
  runFolds: FoldRunner = serialFolds(prepared, heads, o),
): Promise<FittedSignals> {
  const results = await runFolds(innerFolds(prepared, o));
  // The shipped heads are the mean of the fold models: the thresholds are chosen on exactly such
  // models' out-of-fold scores, whereas a refit on all contracts would score on a larger scale.
  const heads0 = averageHeads(
    results.map((r) => r.fitted),
    o.keep,
  );
  // Single-clause classification has its own classifier and inner cross-validation (classify-train.ts).
  const { classifier, choices } = trainClassifier(prepared, rows, heads, o);
  return {
    heads: heads0,
    oof: results.flatMap((r) => r.oof),
    exemplars: buildExemplars(prepared),
    classifier,
    classifyChoices: Object.fromEntries(choices),
    trainedOn: { contracts: prepared.length, classifyRows: rows.length },
  };
}
