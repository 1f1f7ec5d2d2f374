/**
 * Trains the clause model: the signals are fitted with an inner cross-validation by contract
 * (fit-signals.ts), then every choice the engine makes with them (per category: the signal, its
 * combination with the rule verdicts and its threshold, or a vote; per single-clause task: the cut)
 * is taken from out-of-fold scores (choose.ts), never from the contracts a head was fitted on.
 */
import { NOT_DETECTED } from '../../functions/src/analyzer/model/detect';
import {
  modelFileOf,
  type CombineMode,
  type DetectSignal,
  type HeadFile,
  type ModelFile,
  type StackFile,
  type VoteMember,
} from '../../functions/src/analyzer/model/format';
import { HASH_BITS } from '../../functions/src/analyzer/model/features';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import type { ClassifyRow } from './data';
import type { PreparedContract } from './examples';
import { chooseDetection, f1Of, heldOutVoteF1, isRare, voteF1, type F1, type OofRow } from './choose';
import {
  CLAUSE_WEIGHTS,
  fitSignals,
  SIGNALS,
  type FittedSignals,
  type FoldRunner,
  type TrainOptions,
} from './fit-signals';
import { fitPooled, fitStack, outOfFoldProbabilities, type StackRow } from './stack';

export { DEFAULT_TRAIN, foldOf, type TrainOptions } from './options';

/** What the rest of the engine says about a contract without the model (computed once per contract). */
export interface RuleSignals {
  /** Categories the rule cues put in key clauses. */
  rules: Set<string>;
  /** Categories some sentence's wording answers the definition of (cue-features.ts); also in `rules`. */
  definitional: Set<string>;
  /** Categories carried by risk / non-standard / ambiguity items (present whatever the model says). */
  always: Set<string>;
}

export function toModelFile(
  heads: HeadFile[],
  o: Pick<TrainOptions, 'seed'>,
  trainedOn: ModelFile['trainedOn'],
  selection?: Record<string, unknown>,
): ModelFile {
  return modelFileOf(heads, { hashBits: HASH_BITS, seed: o.seed, trainedOn, ...(selection ? { selection } : {}) });
}

/** The heads: every single-clause task and every labelled clause category (facts without clause text left out). */
export function headIds(prepared: readonly PreparedContract[], rows: readonly ClassifyRow[]): string[] {
  const ids = new Set(rows.map((r) => r.task));
  for (const p of prepared) for (const k of p.contract.labels.keys()) ids.add(k);
  for (const x of ['document-name', 'parties', 'agreement-date']) ids.delete(x);
  return [...ids].sort();
}

/** The labelled categories of each training contract (all that choosing needs to know of it). */
export type GoldSets = ReadonlyMap<string, ReadonlySet<string>>;

export const goldSetsOf = (prepared: readonly PreparedContract[]): GoldSets =>
  new Map(prepared.map((p) => [p.contract.id, new Set(p.contract.labels.keys())]));

interface DetectChoice {
  stack?: StackFile;
  mode: CombineMode;
  threshold: number;
  f1: F1;
  honest: F1;
  clauseWeight: number;
  signal: DetectSignal;
  vote: VoteMember[] | undefined;
}

/** The second stage's inputs and out-of-fold probabilities for every detected category (stack.ts). */
interface Stage {
  rows: Map<number, StackRow[]>;
  probability: Map<number, number[]>;
  prior: ReturnType<typeof fitPooled>;
}

function stageOf(fitted: FittedSignals, gold: GoldSets, signals: ReadonlyMap<string, RuleSignals>): Stage {
  const detected = fitted.heads.map((h, k) => [h.id, k] as const).filter(([id]) => !NOT_DETECTED.has(id));
  const rows = new Map(
    detected.map(([id, k]) => [
      k,
      fitted.oof.map((r) => ({
        contract: r.contract,
        best: SIGNALS.map((_, j) => r.max[j]![k] ?? null),
        definitional: signals.get(r.contract)?.definitional.has(id) ?? false,
        rules: signals.get(r.contract)?.rules.has(id) ?? false,
        gold: gold.get(r.contract)?.has(id) ?? false,
      })),
    ]),
  );
  const byHead = [...rows.values()];
  const probs = outOfFoldProbabilities(byHead, SIGNALS);
  return {
    rows,
    probability: new Map([...rows.keys()].map((k, i) => [k, probs[i]!])),
    prior: fitPooled(byHead, SIGNALS.length),
  };
}

/**
 * One category's detection: the best single signal held out, a vote of three where that beats it,
 * or the second stage over all signals where that beats both.
 */
function chooseHead(
  head: string,
  k: number,
  fitted: FittedSignals,
  gold: GoldSets,
  signals: ReadonlyMap<string, RuleSignals>,
  stage: Stage,
): DetectChoice {
  const oofFor = (j: number): OofRow[] =>
    fitted.oof.map((row) => {
      const sig = signals.get(row.contract);
      return {
        contract: row.contract,
        max: row.max[j]![k] ?? -Infinity,
        gold: gold.get(row.contract)?.has(head) ?? false,
        rules: sig?.rules.has(head) ?? false,
        definitional: sig?.definitional.has(head) ?? false,
        always: sig?.always.has(head) ?? false,
      };
    });
  let det: DetectChoice = {
    mode: 'model',
    threshold: 99,
    f1: f1Of(0, 0, 0),
    honest: f1Of(0, 0, 0),
    clauseWeight: 0,
    signal: 'model',
    vote: undefined,
  };
  if (NOT_DETECTED.has(head)) return det;
  // The linear score at each clause weight, then the nearest-exemplar margin and the naive Bayes score.
  const single = SIGNALS.map(({ signal, clauseWeight }, j) => {
    const rows = oofFor(j);
    return { signal, clauseWeight, rows, d: chooseDetection(head, rows) };
  });
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
  const stackRows = stage.rows.get(k);
  const probability = stage.probability.get(k);
  if (stackRows && probability) {
    const rows = oofFor(0).map((o, i) => ({ ...o, max: probability[i]! }));
    const d = chooseDetection(head, rows);
    if (d.honest.f1 > det.honest.f1 + HYPERPARAMETERS.stack.margin)
      det = {
        ...d,
        clauseWeight: 0,
        signal: 'stacked',
        vote: undefined,
        stack: fitStack(stackRows, SIGNALS, stage.prior),
      };
  }
  return det;
}

/**
 * The cheap half of training: every choice made from the fitted signals' out-of-fold scores.
 * `signals` holds the rule-engine verdicts per contract id, `gold` the labelled categories.
 */
export function chooseModel(
  fitted: FittedSignals,
  gold: GoldSets,
  signals: ReadonlyMap<string, RuleSignals>,
  o: Pick<TrainOptions, 'seed'>,
): ModelFile {
  const selection: Record<string, unknown> = {};
  const stage = stageOf(fitted, gold, signals);
  const headFiles: HeadFile[] = fitted.heads.map((h, k) => {
    const det = chooseHead(h.id, k, fitted, gold, signals, stage);
    const cls = fitted.classifyChoices[h.id]!;
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
        ...(det.stack ? { stack: det.stack } : {}),
      },
      classify: { threshold: cls.threshold, mode: cls.mode },
    };
  });
  return {
    ...toModelFile(headFiles, o, fitted.trainedOn, selection),
    exemplars: fitted.exemplars,
    classifier: fitted.classifier,
  };
}

/** The full training run: fit the signals, then choose. */
export async function trainModel(
  prepared: readonly PreparedContract[],
  rows: readonly ClassifyRow[],
  signals: ReadonlyMap<string, RuleSignals>,
  heads: readonly string[],
  o: TrainOptions,
  runFolds?: FoldRunner,
): Promise<ModelFile> {
  const fitted = await fitSignals(prepared, rows, heads, o, runFolds);
  return chooseModel(fitted, goldSetsOf(prepared), signals, o);
}
