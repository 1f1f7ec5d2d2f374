/**
 * The single-clause classifier's training: an inner cross-validation by contract gives every
 * training row an out-of-fold score, on which each task's cut and combination with the rule cues is
 * chosen (chooseClassify); the shipped classifier is then fitted on all the training contracts.
 */
import { classifyText } from '../../functions/src/analyzer/classify';
import { clauseRuleIds, definitionalIds } from '../../functions/src/analyzer/model/cue-features';
import { featuresOf } from '../../functions/src/analyzer/model/features';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import type { CombineMode, NaiveBayesFile } from '../../functions/src/analyzer/model/format';
import { contrasted, naiveBayesScorer } from '../../functions/src/analyzer/model/naive-bayes';
import type { ClassifyRow } from './data';
import type { PreparedContract } from './examples';
import { fitNaiveBayes } from './naive-bayes';
import { fitRowHeads } from './row-heads';
import { chooseClassify } from './choose';
import { foldOf, type TrainOptions } from './options';

export interface ClassifyChoice {
  threshold: number;
  mode: CombineMode;
  /** Out-of-fold balanced accuracy of the choice (for the record). */
  balancedAccuracy: number;
}

export function trainClassifier(
  prepared: readonly PreparedContract[],
  rows: readonly ClassifyRow[],
  heads: readonly string[],
  o: TrainOptions,
): { classifier: NaiveBayesFile; choices: Map<string, ClassifyChoice> } {
  const ids = new Set(prepared.map((p) => p.contract.id));
  const rowFold = (r: ClassifyRow) => foldOf(ids.has(r.contract) ? r.contract : `row:${r.id}`, o.seed, o.folds);
  const rowRules = new Map(rows.map((r) => [r.id, clauseRuleIds(classifyText('', r.text), definitionalIds(r.text))]));
  const rowFeatures = new Map(rows.map((r) => [r.id, featuresOf(r.text)]));
  // The same folds as trainModel's heads: a row is scored by a classifier that never saw its contract.
  const oof = new Map<string, Float64Array>();
  for (let k = 0; k < o.folds; k++) {
    const train = prepared.filter((p) => foldOf(p.contract.id, o.seed, o.folds) !== k);
    // Raw scores (no contrast): the contrast is chosen below on them.
    const score = naiveBayesScorer(fitNaiveBayes(train, heads, o), heads);
    for (const r of rows) if (rowFold(r) === k) oof.set(r.id, score(rowFeatures.get(r.id)!));
  }
  // The contrast with the other heads (one setting for all tasks) is the one whose per-task choices
  // have the best mean out-of-fold balanced accuracy.
  let best: { contrast: number; mean: number; choices: Map<string, ClassifyChoice> } | null = null;
  for (const contrast of CONTRASTS) {
    const scores = new Map([...oof].map(([id, s]) => [id, contrasted(Float64Array.from(s), contrast)]));
    const choices = chooseAll(heads, rows, scores, rowRules);
    const tasks = [...choices].filter(([h]) => rows.some((r) => r.task === h));
    const mean = tasks.reduce((a, [, c]) => a + c.balancedAccuracy, 0) / Math.max(1, tasks.length);
    if (!best || mean > best.mean + 1e-9) best = { contrast, mean, choices };
  }
  return {
    classifier: {
      ...fitNaiveBayes(prepared, heads, o),
      contrast: best!.contrast,
      rowHeads: fitRowHeads(rows, heads, o.seed, (r) => rowFeatures.get(r.id)!),
    },
    choices: best!.choices,
  };
}

/** Contrasts tried: from none to the whole of the best other head's score. */
export const CONTRASTS: readonly number[] = HYPERPARAMETERS.naiveBayes.contrasts;

function chooseAll(
  heads: readonly string[],
  rows: readonly ClassifyRow[],
  scores: ReadonlyMap<string, Float64Array>,
  rowRules: ReadonlyMap<string, Set<string>>,
): Map<string, ClassifyChoice> {
  const choices = new Map<string, ClassifyChoice>();
  heads.forEach((h, k) => {
    const taskRows = rows
      .filter((r) => r.task === h)
      .map((r) => ({ s: scores.get(r.id)![k]!, label: r.label, rules: rowRules.get(r.id)!.has(h) }));
    choices.set(h, taskRows.length ? chooseClassify(taskRows) : { threshold: 99, mode: 'model', balancedAccuracy: 0 });
  });
  return choices;
}
