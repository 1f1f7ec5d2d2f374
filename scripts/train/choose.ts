/**
 * The choices training makes on out-of-fold scores: per category the detection combination and
 * threshold with the best F1, per single-clause task the cut and combination with the best
 * balanced accuracy, each picked so that it carries over to contracts it has not seen.
 */
import { combine } from '../../functions/src/analyzer/model/detect';
import { hashFeature } from '../../functions/src/analyzer/model/features';
import type { CombineMode } from '../../functions/src/analyzer/model/format';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';

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

export interface OofRow {
  max: number;
  gold: boolean;
  rules: boolean;
  definitional?: boolean;
  always: boolean;
  /** The contract the row scores (a contract has one row per inner split); rows of one contract are held out together. */
  contract?: string;
}

/**
 * How much better, held out, a later mode must do to replace an earlier one: about one contract's
 * worth for a rare category, below which the difference is the luck of the split. The first mode
 * keeps the definition's own wording beside the model, so a plainly drafted clause is not lost to a
 * cut that was marginally better on the training contracts.
 */
const MODE_MARGIN: number = HYPERPARAMETERS.choice.modeMargin;

/** Folds over which a tuned cut is itself held out (see `heldOut`). */
const SELECTION_FOLDS: number = HYPERPARAMETERS.choice.selectionFolds;

const DETECT_MODES: CombineMode[] = ['definitional-union', 'model', 'union', 'intersection', 'rules', 'definitional'];

/**
 * Below this many labelled training contracts a category's learned cut is not trusted on its own: with
 * three or four examples the cut that fits them best also fires on signature blocks and tables of
 * new contracts. Such a category is detected only with the rule verdict: the definition's wording
 * alone (first, so that a learned cut must beat it by the margin), with the model (intersection), or
 * the rule engine's cues.
 */
export const MIN_LEARNED_CONTRACTS: number = HYPERPARAMETERS.choice.minLearnedContracts;
const RARE_MODES: CombineMode[] = ['definitional', 'intersection', 'rules'];

/** Whether a category has too few labelled contracts among the rows for a learned cut of its own. */
export function isRare(oof: readonly OofRow[]): boolean {
  return new Set(oof.filter((o) => o.gold).map((o, i) => o.contract ?? `row:${i}`)).size < MIN_LEARNED_CONTRACTS;
}

/** Whether a mode decides by the rule verdicts alone (nothing to tune). */
const untuned = (mode: CombineMode) => mode === 'rules' || mode === 'definitional';

function countAt(mode: CombineMode, t: number, rows: readonly OofRow[]): F1 {
  let tp = 0,
    fp = 0,
    fn = 0;
  for (const o of rows) {
    const p = combine(mode, o.max >= t, o.rules, o.definitional) || o.always;
    if (p && o.gold) tp++;
    else if (p) fp++;
    else if (o.gold) fn++;
  }
  return f1Of(tp, fp, fn);
}

/** A mode's cut with the best F1 on `rows`: the middle of the best plateau. */
function bestCut(mode: CombineMode, rows: readonly OofRow[]): { t: number; f: F1 } {
  const scored = (untuned(mode) ? [Infinity] : cutPoints(rows.map((o) => o.max))).map((t) => ({
    t,
    f: countAt(mode, t, rows),
  }));
  const top = Math.max(...scored.map((x) => x.f.f1));
  // Every cut on the best plateau fits the out-of-fold scores equally well; its middle is the one
  // least tied to these particular contracts (the lowest would over-predict on new ones).
  const plateau = scored.filter((x) => x.f.f1 >= top - 1e-9);
  return plateau[(plateau.length - 1) >> 1]!;
}

/**
 * The F1 a choice made on some contracts earns on the others: the rows are split by contract into
 * folds, `choose` sees all folds but one and its verdicts on the held-out fold are pooled. A cut tuned
 * on the very rows it is scored on flatters itself (the more cuts and modes tried, the more), so
 * candidates are compared by this figure; a rule verdict, with nothing tuned, scores the same either way.
 */
export function heldOut<R extends OofRow>(
  rows: readonly (readonly R[])[],
  choose: (train: readonly (readonly R[])[]) => (test: readonly (readonly R[])[]) => F1,
): F1 {
  const ids = rows[0]!.map((o, i) => o.contract ?? `row:${i}`);
  const fold = ids.map((id) => hashFeature(`selection:${id}`) % SELECTION_FOLDS);
  let tp = 0,
    fp = 0,
    fn = 0;
  for (let k = 0; k < SELECTION_FOLDS; k++) {
    const part = (inFold: boolean) => rows.map((rs) => rs.filter((_, i) => (fold[i] === k) === inFold));
    const test = part(true);
    if (test[0]!.length === 0) continue;
    const f = choose(part(false))(test);
    tp += f.tp;
    fp += f.fp;
    fn += f.fn;
  }
  return f1Of(tp, fp, fn);
}

/**
 * Per category: the combination and threshold for one signal. Modes are compared by their held-out
 * F1 (`heldOut`); ties keep the earlier mode. `f1` is the chosen cut's F1 on all the rows, `honest`
 * the held-out one.
 */
export function chooseDetection(
  head: string,
  oof: readonly OofRow[],
): { mode: CombineMode; threshold: number; f1: F1; honest: F1 } {
  // On a tie the definition's own wording is kept as well: it costs nothing out of fold and catches
  // the plainly drafted clause the learned signals may not have seen written that way.
  let best: { mode: CombineMode; threshold: number; f1: F1; honest: F1 } | null = null;
  for (const mode of isRare(oof) ? RARE_MODES : DETECT_MODES) {
    const all = bestCut(mode, oof);
    const honest = untuned(mode)
      ? all.f
      : heldOut([oof], ([train]) => {
          const t = bestCut(mode, train!).t;
          return ([test]) => countAt(mode, t, test!);
        });
    if (!best || honest.f1 > best.honest.f1 + MODE_MARGIN) best = { mode, threshold: all.t, f1: all.f, honest };
  }
  void head;
  const b = best!;
  return { ...b, threshold: Number.isFinite(b.threshold) ? Number(b.threshold.toPrecision(6)) : 99 };
}

/** Balanced accuracy a classification cut may give up, out of fold, to sit nearer the heads' natural cut. */
const CLASSIFY_SLACK: number = HYPERPARAMETERS.choice.classifySlack;

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

/**
 * The out-of-fold F1 of a majority vote: each signal decides at its own chosen combination and
 * threshold, and the category is present when at least two agree (`rows[s][i]` is contract i's
 * row for signal s; the rule verdicts are the contract's, the same in every row).
 */
export function voteF1(
  rows: readonly (readonly OofRow[])[],
  choices: readonly { mode: CombineMode; threshold: number }[],
): F1 {
  let tp = 0,
    fp = 0,
    fn = 0;
  rows[0]!.forEach((o, i) => {
    const votes = choices.filter((c, s) =>
      combine(c.mode, rows[s]![i]!.max >= c.threshold, o.rules, o.definitional),
    ).length;
    const p = votes >= 2 || o.always;
    if (p && o.gold) tp++;
    else if (p) fp++;
    else if (o.gold) fn++;
  });
  return f1Of(tp, fp, fn);
}

/** The held-out F1 of a majority vote: each voter's combination and cut chosen without the held-out fold. */
export function heldOutVoteF1(rows: readonly (readonly OofRow[])[]): F1 {
  return heldOut(rows, (train) => {
    const choices = train.map((r) => chooseDetection('', r));
    return (test) => voteF1(test, choices);
  });
}
