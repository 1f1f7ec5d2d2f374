/**
 * `npx tsx scripts/eval/classify-cv.ts [--folds 5] [--seed 1] [--table]`: the single-clause part of
 * `npm run eval -- --cv 5` alone, in about half a minute instead of minutes. Per outer fold (the same
 * contract split as cv.ts) it trains only the classifier (classify-train.ts: inner cross-validation,
 * per-task choices, the classifier fitted on the fold's training contracts), classifies the held-out
 * rows with classifyWithModel and prints each task's balanced accuracy and their mean. For trying
 * classifier changes quickly; the figure to quote is the full `--cv` run, scored by the shared scorer.
 */
import path from 'node:path';
import { classifyWithModel, loadClauseModel } from '../../functions/src/analyzer/model';
import { readClassifyRows, readContracts, type ClassifyRow } from '../train/data';
import { prepareContract } from '../train/examples';
import { trainClassifier } from '../train/classify-train';
import { DEFAULT_TRAIN, foldOf, headIds, toModelFile, type TrainOptions } from '../train/train';
import { SHARED_EVAL } from './gold';
import { OUTER_SALT } from './cv';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

function main(): void {
  const folds = Number(arg('folds', '5'));
  const seed = Number(arg('seed', '1'));
  const contracts = readContracts(path.join(SHARED_EVAL, 'cuad-dev.jsonl'));
  const rows = readClassifyRows(path.join(SHARED_EVAL, 'classify-dev.jsonl'), contracts);
  const heads = headIds(
    contracts.map((c) => ({ contract: c }) as never),
    rows,
  );
  const prepared = contracts.map((c) => prepareContract(c, heads));
  const o: TrainOptions = { ...DEFAULT_TRAIN, seed };
  const ids = new Set(contracts.map((c) => c.id));
  const outer = (id: string) => foldOf(id, seed + OUTER_SALT, folds);
  const rowFold = (r: ClassifyRow) => outer(ids.has(r.contract) ? r.contract : `row:${r.id}`);
  const said = new Map<string, boolean>();
  for (let k = 0; k < folds; k++) {
    const train = prepared.filter((p) => outer(p.contract.id) !== k);
    const { classifier, choices } = trainClassifier(
      train,
      rows.filter((r) => rowFold(r) !== k),
      heads,
      o,
    );
    // Only the classifier and the choices: the contract-level heads are empty.
    const file = toModelFile(
      heads.map((id) => ({
        id,
        bias: 0,
        scale: 1,
        weights: '',
        clause: { bias: 0, scale: 1, weights: '' },
        detect: { mode: 'model', threshold: 99, clauseWeight: 0 },
        classify: { threshold: choices.get(id)!.threshold, mode: choices.get(id)!.mode },
      })),
      o,
      { contracts: train.length, classifyRows: 0 },
    );
    console.error(`fold ${k + 1}/${folds}: contrast ${classifier.contrast ?? 0}`);
    const model = loadClauseModel({ ...file, classifier });
    for (const r of rows.filter((x) => rowFold(x) === k))
      said.set(r.id, classifyWithModel(model, r.text).includes(r.task));
  }
  const table = [...new Set(rows.map((r) => r.task))].map((task) => {
    const rs = rows.filter((r) => r.task === task);
    const rate = (label: boolean) =>
      rs.filter((r) => r.label === label && said.get(r.id) === label).length /
      Math.max(1, rs.filter((r) => r.label === label).length);
    return { task, n: rs.length, tpr: rate(true), tnr: rate(false), ba: (rate(true) + rate(false)) / 2 };
  });
  table.sort((a, b) => b.ba - a.ba || a.task.localeCompare(b.task));
  if (process.argv.includes('--table'))
    for (const x of table)
      console.log(
        `${x.task.padEnd(38)} ${String(x.n).padStart(4)}  ${x.tpr.toFixed(3)}  ${x.tnr.toFixed(3)}  ${x.ba.toFixed(3)}`,
      );
  console.log(`classifyBalancedAcc=${(table.reduce((a, b) => a + b.ba, 0) / table.length).toFixed(4)}`);
}

main();
