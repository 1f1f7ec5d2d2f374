/**
 * `npm run eval` (`-- --cv K`): K-fold cross-validation by contract. Each outer fold fits the signals
 * (with their own inner cross-validation) and makes every choice on the other contracts only, runs the
 * full engine on the held-out contracts and classifies their single-clause rows; the pooled
 * predictions are scored by the shared scorers (../shared/eval/score/*.mjs).
 * With `--models DIR` each outer fold's fitted signals are kept (named by fold, seed and the
 * hyperparameters' hash) and reused: changes to the choices, the detection or the engine are then
 * re-scored in a minute; delete DIR after changing features, units, cue patterns or fitting code.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { classifyWithModel, loadClauseModel } from '../../functions/src/analyzer/model';
import { readClassifyRows, readContracts, type ClassifyRow } from '../train/data';
import { prepareContract } from '../train/examples';
import { fitSignals, type FittedSignals } from '../train/fit-signals';
import { hyperparametersHash } from '../train/metrics';
import { ruleSignals } from '../train/signals';
import { chooseModel, DEFAULT_TRAIN, foldOf, goldSetsOf, headIds, type TrainOptions } from '../train/train';
import { parallelFolds, workersCpuSeconds } from '../train/workers';
import type { CvRun } from './report';
import { scoreAnalyses, scoreClassifications } from './score';

export interface CvOptions {
  folds: number;
  seed: number;
  data: string;
  classify: string;
  scoreDir: string;
  workers: number;
  out?: string;
  models?: string;
}

/** Outer folds use a different salt from the inner ones so the two splits are independent. */
export const OUTER_SALT = 7919;

export async function runCv(
  o: CvOptions,
): Promise<CvRun & { seconds: number; cpuSeconds: number; predictions: string }> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const contracts = readContracts(o.data);
  const rows = readClassifyRows(o.classify, contracts);
  const heads = headIds(
    contracts.map((c) => ({ contract: c }) as never),
    rows,
  );
  const prepared = contracts.map((c) => prepareContract(c, heads));
  const signals = ruleSignals(prepared);
  const ids = new Set(contracts.map((c) => c.id));
  const outerFold = (id: string) => foldOf(id, o.seed + OUTER_SALT, o.folds);
  const rowFold = (r: ClassifyRow) => outerFold(ids.has(r.contract) ? r.contract : `row:${r.id}`);
  const opts: TrainOptions = { ...DEFAULT_TRAIN, seed: o.seed };
  const log = (s: string) => console.error(s);
  const predLines: string[] = [];
  const clsLines: string[] = [];
  for (let k = 0; k < o.folds; k++) {
    const train = prepared.filter((p) => outerFold(p.contract.id) !== k);
    const trainRows = rows.filter((r) => rowFold(r) !== k);
    const cached = o.models
      ? path.join(o.models, `fold-${k + 1}-of-${o.folds}-seed-${o.seed}-${hyperparametersHash()}.json`)
      : null;
    let fitted: FittedSignals;
    const reused = !!cached && existsSync(cached);
    if (reused) fitted = JSON.parse(readFileSync(cached, 'utf8')) as FittedSignals;
    else {
      fitted = await fitSignals(train, trainRows, heads, opts, parallelFolds(o.data, heads, opts, o.workers, log));
      if (cached) {
        mkdirSync(o.models!, { recursive: true });
        writeFileSync(cached, JSON.stringify(fitted));
      }
    }
    const model = loadClauseModel(chooseModel(fitted, goldSetsOf(train), signals, opts));
    const test = contracts.filter((c) => outerFold(c.id) === k);
    for (const c of test)
      predLines.push(
        JSON.stringify({
          id: c.id,
          analysis: analyzeContract({ contractText: c.text, behalfOf: '' }, { clauseModel: model }),
        }),
      );
    const testRows = rows.filter((r) => rowFold(r) === k);
    for (const r of testRows) clsLines.push(JSON.stringify({ id: r.id, categories: classifyWithModel(model, r.text) }));
    log(
      `cv: fold ${k + 1}/${o.folds}: ${reused ? 'fitted signals reused' : 'fitted'} on ${train.length} contracts, scored ${test.length} contracts and ${testRows.length} rows (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  const dir = o.out ?? mkdtempSync(path.join(tmpdir(), 'clausewise-cv-'));
  mkdirSync(dir, { recursive: true });
  const pred = path.join(dir, 'cv-pred.jsonl');
  const cls = path.join(dir, 'cv-classify.jsonl');
  writeFileSync(pred, `${predLines.join('\n')}\n`);
  writeFileSync(cls, `${clsLines.join('\n')}\n`);
  const cpu = process.cpuUsage(cpu0);
  return {
    seed: o.seed,
    folds: o.folds,
    analyzer: scoreAnalyses(o.scoreDir, o.data, pred),
    classify: scoreClassifications(o.scoreDir, o.classify, cls),
    seconds: (performance.now() - t0) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6 + workersCpuSeconds(),
    predictions: dir,
  };
}
