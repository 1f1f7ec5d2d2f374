/**
 * Trains the clause model: heads fitted on the training contracts, then every choice the engine
 * makes with them (per category: model / rules / union / intersection and the detection threshold;
 * per single-clause task: the classification threshold) taken from out-of-fold predictions of an
 * inner cross-validation by contract, never from the contracts a head was fitted on.
 */
import { loadClauseModel, type ClauseModel } from '../../functions/src/analyzer/model/load';
import { NOT_DETECTED } from '../../functions/src/analyzer/model/detect';
import {
  modelFileOf,
  type CombineMode,
  type DetectSignal,
  type VoteMember,
  type HeadFile,
  type LinearFile,
  type ModelFile,
  packWeights,
  unpackWeights,
} from '../../functions/src/analyzer/model/format';
import { HASH_BITS, hashFeature } from '../../functions/src/analyzer/model/features';
import type { ClassifyRow } from './data';
import { DEFAULT_FIT, fit, packHeads, rng, type Example, type FitOptions } from './fit';
import { buildExemplars } from './exemplars';
import { loadExemplars } from '../../functions/src/analyzer/model/exemplars';
import type { PreparedContract } from './examples';
import { chooseDetection, f1Of, heldOutVoteF1, isRare, voteF1 } from './choose';
import { trainClassifier } from './classify-train';
import { fitNaiveBayes } from './naive-bayes';
import { naiveBayesScorer } from '../../functions/src/analyzer/model/naive-bayes';

/** What the rest of the engine says about a contract without the model (computed once per contract). */
export interface RuleSignals {
  /** Categories the rule cues put in key clauses. */
  rules: Set<string>;
  /** Categories some sentence's wording answers the definition of (cue-features.ts); also in `rules`. */
  definitional: Set<string>;
  /** Categories carried by risk / non-standard / ambiguity items (present whatever the model says). */
  always: Set<string>;
}

export interface TrainOptions extends FitOptions {
  folds: number;
  /** A feature must occur in at least this many training contracts. */
  minDf: number;
  /** Epochs of the clause heads (trained on the expert-labelled clauses alone). */
  clauseEpochs: number;
  /** Share of the units negative for every head that training uses (seeded sample). */
  negativeShare: number;
  /** How many different splits the inner cross-validation runs (each contract scored out of fold once per split). */
  repeats: number;
}

/** Separates the fold seeds of the inner cross-validation's repeated splits. */
const REPEAT_SALT = 104729;

export const DEFAULT_TRAIN: Omit<TrainOptions, 'seed'> = {
  ...DEFAULT_FIT,
  folds: 5,
  minDf: 3,
  clauseEpochs: 12,
  negativeShare: 0.5,
  repeats: 2,
};

/** Deterministic fold of a contract id for a seed. */
export function foldOf(id: string, seed: number, folds: number): number {
  return hashFeature(`${seed}:${id}`) % folds;
}

type FittedHead = Pick<HeadFile, 'id' | 'bias' | 'scale' | 'weights' | 'clause'>;

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

/** Fits both heads of every category on the given contracts; thresholds are placeholders. */
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

export function toModelFile(
  heads: HeadFile[],
  o: TrainOptions,
  trainedOn: ModelFile['trainedOn'],
  selection?: Record<string, unknown>,
): ModelFile {
  return modelFileOf(heads, { hashBits: HASH_BITS, seed: o.seed, trainedOn, ...(selection ? { selection } : {}) });
}

const placeholder = (h: FittedHead): HeadFile => ({
  ...h,
  detect: { mode: 'model', threshold: 0, clauseWeight: 0 },
  classify: { threshold: 0, mode: 'model' },
});

/** How much a unit's clause-head logit adds to its unit-head logit for detection (chosen per category). */
export const CLAUSE_WEIGHTS = [0, 0.5, 1];

/** The heads: every single-clause task and every labelled clause category (facts without clause text left out). */
export function headIds(prepared: readonly PreparedContract[], rows: readonly ClassifyRow[]): string[] {
  const ids = new Set(rows.map((r) => r.task));
  for (const p of prepared) for (const k of p.contract.labels.keys()) ids.add(k);
  for (const x of ['document-name', 'parties', 'agreement-date']) ids.delete(x);
  return [...ids].sort();
}

/** Per clause weight λ: each head's best unit score (unit logit + λ · clause logit) in one contract. */
function maxPerHead(model: ClauseModel, p: PreparedContract): Float64Array[] {
  const best = CLAUSE_WEIGHTS.map(() => new Float64Array(model.heads.length).fill(-Infinity));
  // As detection reads them: a block that cannot carry a clause (sentenceFeatures null) scores nothing.
  for (const [i, f] of p.unitFeatures.entries()) {
    if (p.sentenceFeatures[i] === null) continue;
    const u = model.scoreFeatures(f);
    const c = model.scoreClauseFeatures(f);
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

/** The contract-level signals detection chooses among, in the order oofMax holds them. */
const SIGNALS: { signal: DetectSignal; clauseWeight: number }[] = [
  ...CLAUSE_WEIGHTS.map((clauseWeight) => ({ signal: 'model' as const, clauseWeight })),
  { signal: 'exemplar', clauseWeight: 0 },
  { signal: 'naive-bayes', clauseWeight: 0 },
];

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

/**
 * The full training run: a cross-validation by contract whose fold models give the out-of-fold
 * scores every choice is made on, and whose mean is the shipped model.
 * `signals` holds the rule-engine verdicts per contract id.
 */
export function trainModel(
  prepared: readonly PreparedContract[],
  rows: readonly ClassifyRow[],
  signals: ReadonlyMap<string, RuleSignals>,
  heads: readonly string[],
  o: TrainOptions,
  log: (s: string) => void = () => {},
): ModelFile {
  const oofMax = new Map<string, Float64Array[]>();
  const foldHeads: FittedHead[][] = [];
  // The inner cross-validation is repeated over different splits: each contract then has several
  // out-of-fold scores, and a threshold chosen on them depends less on one split's luck.
  for (let r = 0; r < o.repeats; r++)
    for (let k = 0; k < o.folds; k++) {
      const foldSeed = o.seed + r * REPEAT_SALT;
      const train = prepared.filter((p) => foldOf(p.contract.id, foldSeed, o.folds) !== k);
      const test = prepared.filter((p) => foldOf(p.contract.id, foldSeed, o.folds) === k);
      const fitted = fitModel(train, heads, o);
      foldHeads.push(fitted);
      const exemplars = loadExemplars(buildExemplars(train), heads.length);
      // The classifier's naive Bayes scores, uncontrasted (as detection reads them from the shipped file).
      const bayes = naiveBayesScorer(fitNaiveBayes(train, heads, o), heads);
      const model = loadClauseModel(toModelFile(fitted.map(placeholder), o, { contracts: 0, classifyRows: 0 }));
      for (const p of test)
        oofMax.set(`${r}:${p.contract.id}`, [
          ...maxPerHead(model, p),
          maxOverSentences(exemplars.margins, p, heads.length),
          maxOverSentences(bayes, p, heads.length),
        ]);
      log(`  inner fold ${k + 1}/${o.folds} (split ${r + 1}/${o.repeats}): fitted on ${train.length} contracts`);
    }
  const selection: Record<string, unknown> = {};
  // The shipped heads are the mean of the fold models: the thresholds were chosen on exactly such
  // models' out-of-fold scores, whereas a refit on all contracts would score on a larger scale.
  const final = averageHeads(foldHeads, o.keep);
  // Single-clause classification has its own classifier and inner cross-validation (classify-train.ts).
  const { classifier, choices } = trainClassifier(prepared, rows, heads, o);
  const byId = new Map(prepared.map((p) => [p.contract.id, p]));
  const headFiles: HeadFile[] = final.map((h, k) => {
    const oofFor = (j: number) =>
      [...oofMax].map(([key, scores]) => {
        const p = byId.get(key.slice(key.indexOf(':') + 1))!;
        const sig = signals.get(p.contract.id);
        return {
          contract: p.contract.id,
          max: scores[j]![k]!,
          gold: p.contract.labels.has(h.id),
          rules: sig?.rules.has(h.id) ?? false,
          definitional: sig?.definitional.has(h.id) ?? false,
          always: sig?.always.has(h.id) ?? false,
        };
      });
    let det = {
      mode: 'model' as CombineMode,
      threshold: 99,
      f1: f1Of(0, 0, 0),
      honest: f1Of(0, 0, 0),
      clauseWeight: 0,
      signal: 'model' as DetectSignal,
      vote: undefined as VoteMember[] | undefined,
    };
    if (!NOT_DETECTED.has(h.id)) {
      // The linear score at each clause weight, then the nearest-exemplar margin and the naive Bayes
      // score (in the order oofMax holds them).
      const single = SIGNALS.map(({ signal, clauseWeight }, j) => ({
        signal,
        clauseWeight,
        rows: oofFor(j),
        d: chooseDetection(h.id, oofFor(j)),
      }));
      single.forEach(({ signal, clauseWeight, d }, j) => {
        if (j === 0 || d.honest.f1 > det.honest.f1 + 1e-9) det = { ...d, clauseWeight, signal, vote: undefined };
      });
      // Then a majority of three different kinds of evidence, each at its own cut: the best linear
      // score, the exemplar margin and naive Bayes. Kept only where it beats every single signal.
      const linear = single
        .slice(0, CLAUSE_WEIGHTS.length)
        .reduce((a, b) => (b.d.honest.f1 > a.d.honest.f1 + 1e-9 ? b : a));
      const voters = [linear, ...single.slice(CLAUSE_WEIGHTS.length)];
      // A vote of learned cuts is no surer than one of them for a rare category (choose.ts isRare).
      const honest = isRare(voters[0]!.rows) ? f1Of(0, 0, 0) : heldOutVoteF1(voters.map((v) => v.rows));
      if (honest.f1 > det.honest.f1 + 1e-9)
        det = {
          mode: 'model',
          threshold: 0,
          f1: voteF1(
            voters.map((v) => v.rows),
            voters.map((v) => v.d),
          ),
          honest,
          clauseWeight: 0,
          signal: 'model',
          vote: voters.map((v) => ({
            signal: v.signal,
            clauseWeight: v.clauseWeight,
            mode: v.d.mode,
            threshold: v.d.threshold,
          })),
        };
    }
    const cls = choices.get(h.id)!;
    selection[h.id] = {
      detectF1: Number(det.f1.f1.toFixed(4)),
      heldOutF1: Number(det.honest.f1.toFixed(4)),
      ...(det.signal !== 'model' ? { signal: det.signal } : {}),
      ...(det.vote ? { vote: true } : {}),
      tp: det.f1.tp,
      fp: det.f1.fp,
      fn: det.f1.fn,
      classifyBalancedAccuracy: Number(cls.balancedAccuracy.toFixed(4)),
    };
    return {
      ...h,
      detect: {
        mode: det.mode,
        threshold: det.threshold,
        clauseWeight: det.clauseWeight,
        ...(det.signal !== 'model' ? { signal: det.signal } : {}),
        ...(det.vote ? { vote: det.vote } : {}),
      },
      classify: { threshold: cls.threshold, mode: cls.mode },
    };
  });
  return {
    ...toModelFile(headFiles, o, { contracts: prepared.length, classifyRows: rows.length }, selection),
    exemplars: buildExemplars(prepared),
    classifier,
  };
}
