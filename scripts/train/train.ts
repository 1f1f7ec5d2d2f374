/**
 * Trains the clause model: heads fitted on the training contracts, then every choice the engine
 * makes with them (per category: model / rules / union / intersection and the detection threshold;
 * per single-clause task: the classification threshold) taken from out-of-fold predictions of an
 * inner cross-validation by contract, never from the contracts a head was fitted on.
 */
import { loadClauseModel, type ClauseModel } from '../../functions/src/analyzer/model/load';
import { combine, NOT_DETECTED } from '../../functions/src/analyzer/model/detect';
import {
  MODEL_FORMAT,
  MODEL_FORMAT_VERSION,
  type CombineMode,
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
import { canCarryClause } from '../../functions/src/analyzer/model/units';
import type { PreparedContract } from './examples';
import { trainClassifier } from './classify-train';

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
}

export const DEFAULT_TRAIN: Omit<TrainOptions, 'seed'> = {
  ...DEFAULT_FIT,
  folds: 5,
  minDf: 3,
  clauseEpochs: 12,
  negativeShare: 0.5,
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
  return {
    format: MODEL_FORMAT,
    version: MODEL_FORMAT_VERSION,
    hashBits: HASH_BITS,
    seed: o.seed,
    trainedOn,
    heads,
    ...(selection ? { selection } : {}),
  };
}

const placeholder = (h: FittedHead): HeadFile => ({
  ...h,
  detect: { mode: 'model', threshold: 0, clauseWeight: 0 },
  classify: { threshold: 0, mode: 'model' },
});

export interface F1 {
  tp: number;
  fp: number;
  fn: number;
  f1: number;
}
export const f1Of = (tp: number, fp: number, fn: number): F1 => {
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return { tp, fp, fn, f1: p + r ? (2 * p * r) / (p + r) : 0 };
};

/** Midpoint thresholds between sorted distinct scores, plus one above all (predict none). */
function cutPoints(scores: number[]): number[] {
  const u = [...new Set(scores)].sort((a, b) => a - b);
  const cuts = u.map((s, i) => (i === 0 ? s - 1 : (u[i - 1]! + s) / 2));
  cuts.push((u[u.length - 1] ?? 0) + 1);
  return cuts;
}

/** How much a unit's clause-head logit adds to its unit-head logit for detection (chosen per category). */
export const CLAUSE_WEIGHTS = [0, 0.5, 1];

/** Per category: the combination and threshold with the best out-of-fold F1 (ties: simpler first). */
export function chooseDetection(
  head: string,
  oof: { max: number; gold: boolean; rules: boolean; definitional?: boolean; always: boolean }[],
): { mode: CombineMode; threshold: number; f1: F1 } {
  // On a tie the definition's own wording is kept as well: it costs nothing out of fold and catches
  // the plainly drafted clause the learned signals may not have seen written that way.
  const modes: CombineMode[] = ['definitional-union', 'model', 'union', 'intersection', 'rules'];
  let best: { mode: CombineMode; threshold: number; f1: F1 } | null = null;
  const cuts = cutPoints(oof.map((o) => o.max));
  for (const mode of modes) {
    const scored = (mode === 'rules' ? [Infinity] : cuts).map((t) => {
      let tp = 0,
        fp = 0,
        fn = 0;
      for (const o of oof) {
        const p = combine(mode, o.max >= t, o.rules, o.definitional) || o.always;
        if (p && o.gold) tp++;
        else if (p) fp++;
        else if (o.gold) fn++;
      }
      return { t, f: f1Of(tp, fp, fn) };
    });
    const top = Math.max(...scored.map((x) => x.f.f1));
    // Every cut on the best plateau fits the out-of-fold scores equally well; its middle is the one
    // least tied to these particular contracts (the lowest would over-predict on new ones).
    const plateau = scored.filter((x) => x.f.f1 >= top - 1e-9);
    const mid = plateau[(plateau.length - 1) >> 1]!;
    if (!best || mid.f.f1 > best.f1.f1 + 1e-9) best = { mode, threshold: mid.t, f1: mid.f };
  }
  void head;
  const b = best!;
  return { ...b, threshold: Number.isFinite(b.threshold) ? Number(b.threshold.toPrecision(6)) : 99 };
}

/** Balanced accuracy a classification cut may give up, out of fold, to sit nearer the heads' natural cut. */
const CLASSIFY_SLACK = Number(process.env.SLACK ?? 0.02);

/** Per task: the combination with the rule cues and threshold with the best out-of-fold balanced accuracy. */
export function chooseClassify(rows: { s: number; label: boolean; rules?: boolean }[]): {
  threshold: number;
  mode: CombineMode;
  balancedAccuracy: number;
} {
  const P = rows.filter((r) => r.label).length;
  const N = rows.length - P;
  let best = { threshold: 99, mode: 'model' as CombineMode, balancedAccuracy: -1 };
  let bestTop = -1;
  const cuts = cutPoints(rows.map((r) => r.s));
  // Rows sorted by score, highest first: sweeping the cut down turns them to "yes" one by one, so
  // every cut is scored in one pass (thousands of out-of-fold spans make a quadratic scan too slow).
  const sorted = [...rows].sort((a, b) => b.s - a.s);
  const rate = (tp: number, tn: number) => {
    const rates = [P ? tp / P : null, N ? tn / N : null].filter((x): x is number => x !== null);
    return rates.reduce((a, b) => a + b, 0) / Math.max(1, rates.length);
  };
  for (const mode of ['model', 'union', 'intersection', 'rules'] as CombineMode[]) {
    // Start from the answer at a cut above every score (the model says no to all).
    let tp = 0,
      tn = 0;
    for (const r of rows) {
      const yes = combine(mode, false, r.rules ?? false);
      if (r.label && yes) tp++;
      else if (!r.label && !yes) tn++;
    }
    let scored: { t: number; ba: number }[];
    if (mode === 'rules') scored = [{ t: Infinity, ba: rate(tp, tn) }];
    else {
      scored = [];
      let at = 0;
      for (const t of [...cuts].reverse()) {
        // Every row scoring at or above t now has the model's yes.
        while (at < sorted.length && sorted[at]!.s >= t) {
          const r = sorted[at++]!;
          const before = combine(mode, false, r.rules ?? false);
          const after = combine(mode, true, r.rules ?? false);
          if (before !== after) {
            if (r.label) tp += after ? 1 : -1;
            else tn += after ? -1 : 1;
          }
        }
        scored.push({ t, ba: rate(tp, tn) });
      }
    }
    const top = Math.max(...scored.map((x) => x.ba));
    // The clause heads are trained with balanced classes, so 0 is their natural cut: among the cuts
    // that are (nearly) best out of fold, the one nearest 0 carries over best to unseen clauses.
    const near = scored.filter((x) => x.ba >= top - CLASSIFY_SLACK);
    const pick = near.reduce((a, b) => (Math.abs(b.t) < Math.abs(a.t) ? b : a));
    if (top > bestTop + 1e-9) {
      bestTop = top;
      best = {
        threshold: Number.isFinite(pick.t) ? Number(pick.t.toPrecision(6)) : 99,
        mode,
        balancedAccuracy: pick.ba,
      };
    }
  }
  return best;
}

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
  for (const f of p.unitFeatures) {
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

/** Each head's best nearest-exemplar margin over a contract's units. */
function maxMargins(margins: (f: Uint32Array) => Float64Array, p: PreparedContract, heads: number): Float64Array {
  const best = new Float64Array(heads).fill(-Infinity);
  for (const [i, f] of p.sentenceFeatures.entries()) {
    const u = p.units[i]!;
    // As detection does (detect.ts scoreUnits): a block that cannot carry a clause is not compared.
    if (!canCarryClause(p.contract.text.slice(u.start, u.end))) continue;
    const m = margins(f);
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
  for (let k = 0; k < o.folds; k++) {
    const train = prepared.filter((p) => foldOf(p.contract.id, o.seed, o.folds) !== k);
    const test = prepared.filter((p) => foldOf(p.contract.id, o.seed, o.folds) === k);
    const fitted = fitModel(train, heads, o);
    foldHeads.push(fitted);
    const exemplars = loadExemplars(buildExemplars(train), heads.length);
    const model = loadClauseModel(toModelFile(fitted.map(placeholder), o, { contracts: 0, classifyRows: 0 }));
    for (const p of test)
      oofMax.set(p.contract.id, [...maxPerHead(model, p), maxMargins(exemplars.margins, p, heads.length)]);
    log(`  inner fold ${k + 1}/${o.folds}: fitted on ${train.length} contracts`);
  }
  const selection: Record<string, unknown> = {};
  // The shipped heads are the mean of the fold models: the thresholds were chosen on exactly such
  // models' out-of-fold scores, whereas a refit on all contracts would score on a larger scale.
  const final = averageHeads(foldHeads, o.keep);
  // Single-clause classification has its own classifier and inner cross-validation (classify-train.ts).
  const { classifier, choices } = trainClassifier(prepared, rows, heads, o);
  const headFiles: HeadFile[] = final.map((h, k) => {
    const oofFor = (j: number) =>
      prepared.map((p) => {
        const sig = signals.get(p.contract.id);
        return {
          max: oofMax.get(p.contract.id)![j]![k]!,
          gold: p.contract.labels.has(h.id),
          rules: sig?.rules.has(h.id) ?? false,
          definitional: sig?.definitional.has(h.id) ?? false,
          always: sig?.always.has(h.id) ?? false,
        };
      });
    let det = { mode: 'model' as CombineMode, threshold: 99, f1: f1Of(0, 0, 0), clauseWeight: 0, signal: 'model' };
    if (!NOT_DETECTED.has(h.id))
      // The linear score at each clause weight, then the nearest-exemplar margin (index CLAUSE_WEIGHTS.length).
      [...CLAUSE_WEIGHTS, null].forEach((clauseWeight, j) => {
        const d = chooseDetection(h.id, oofFor(j));
        if (j === 0 || d.f1.f1 > det.f1.f1 + 1e-9)
          det = { ...d, clauseWeight: clauseWeight ?? 0, signal: clauseWeight === null ? 'exemplar' : 'model' };
      });
    const cls = choices.get(h.id)!;
    selection[h.id] = {
      detectF1: Number(det.f1.f1.toFixed(4)),
      ...(det.signal === 'exemplar' ? { signal: 'exemplar' } : {}),
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
        ...(det.signal === 'exemplar' ? { signal: 'exemplar' as const } : {}),
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
