/**
 * `npm run eval -- --cv K`: K-fold cross-validation by contract. Each fold trains the clause model
 * (with its own inner cross-validation for the choices) on the other contracts, runs the full engine
 * on the held-out contracts and classifies the held-out single-clause rows; the pooled predictions
 * are then scored by the shared scorers (../shared/eval/score/*.mjs), so the figures use exactly
 * their definitions. Predictions are kept in --out (default: a temporary folder).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { classifyWithModel, loadClauseModel } from '../../functions/src/analyzer/model';
import type { ModelFile } from '../../functions/src/analyzer/model/format';
import { readClassifyRows, readContracts, type ClassifyRow } from '../train/data';
import { prepareContract } from '../train/examples';
import { ruleSignals } from '../train/signals';
import { DEFAULT_TRAIN, foldOf, headIds, trainModel, type TrainOptions } from '../train/train';

export interface CvOptions {
  folds: number;
  seed: number;
  data: string;
  classify: string;
  scoreDir: string;
  out?: string;
  /**
   * Keep each outer fold's model in this folder and reuse it on the next run when present: engine-only
   * changes (spans, report) are then re-scored without retraining. Delete the folder after any change
   * to features, units, cues or training.
   */
  models?: string;
}

/** Outer folds use a different salt from the inner ones so the two splits are independent. */
export const OUTER_SALT = 7919;

export function runCv(o: CvOptions): number {
  const t0 = performance.now();
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
  const predLines: string[] = [];
  const clsLines: string[] = [];
  for (let k = 0; k < o.folds; k++) {
    const train = prepared.filter((p) => outerFold(p.contract.id) !== k);
    const trainRows = rows.filter((r) => rowFold(r) !== k);
    const cached = o.models ? path.join(o.models, `fold-${k + 1}-of-${o.folds}-seed-${o.seed}.json`) : null;
    const file: ModelFile =
      cached && existsSync(cached)
        ? (JSON.parse(readFileSync(cached, 'utf8')) as ModelFile)
        : trainModel(train, trainRows, signals, heads, opts);
    if (cached && !existsSync(cached)) {
      mkdirSync(o.models!, { recursive: true });
      writeFileSync(cached, JSON.stringify(file));
    }
    const model = loadClauseModel(file);
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
    console.error(
      `cv: fold ${k + 1}/${o.folds}: trained on ${train.length} contracts, scored ${test.length} contracts and ${testRows.length} rows`,
    );
  }
  const dir = o.out ?? mkdtempSync(path.join(tmpdir(), 'clausewise-cv-'));
  mkdirSync(dir, { recursive: true });
  const pred = path.join(dir, 'cv-pred.jsonl');
  const cls = path.join(dir, 'cv-classify.jsonl');
  writeFileSync(pred, `${predLines.join('\n')}\n`);
  writeFileSync(cls, `${clsLines.join('\n')}\n`);
  console.log(`${o.folds}-fold cross-validation by contract (seed ${o.seed}); predictions in ${dir}\n`);
  console.log('== Contract analysis (score-analyzer.mjs) ==');
  const a = spawnSync(
    process.execPath,
    [path.join(o.scoreDir, 'score-analyzer.mjs'), '--gold', o.data, '--pred', pred],
    { stdio: 'inherit' },
  );
  console.log('\n== Single-clause classification (score-classify.mjs) ==');
  const b = spawnSync(
    process.execPath,
    [path.join(o.scoreDir, 'score-classify.mjs'), '--gold', o.classify, '--pred', cls],
    { stdio: 'inherit' },
  );
  console.error(`cv: done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return a.status || b.status || 0;
}
