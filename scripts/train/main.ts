/**
 * `npm run train`: fits the clause model on the labelled dev set and writes
 * functions/src/analyzer/model/clause-model.json (committed) and the training section of
 * model/metrics.json. Same data, seed and hyperparameters (model/hyperparameters.ts) → identical file.
 *   npm run train [-- --seed N] [--data <cuad.jsonl>] [--classify <classify.jsonl>] [--out <file>] [--workers N]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_DETECTED } from '../../functions/src/analyzer/model/detect';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import { readClassifyRows, readContracts } from './data';
import { prepareContract } from './examples';
import { hyperparametersHash, MODEL_PATH, sha256, withModelId, writeMetricsSection } from './metrics';
import { ruleSignals } from './signals';
import { DEFAULT_TRAIN, headIds, trainModel } from './train';
import { parallelFolds, workersCpuSeconds } from './workers';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

async function main(): Promise<void> {
  const data = arg('data', path.resolve(root, '../shared/eval/cuad-dev.jsonl'));
  const cls = arg('classify', path.resolve(root, '../shared/eval/classify-dev.jsonl'));
  const out = arg('out', MODEL_PATH);
  const seed = Number(arg('seed', String(HYPERPARAMETERS.seed)));
  const workers = Number(arg('workers', String(HYPERPARAMETERS.workers)));
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const contracts = readContracts(data);
  const rows = readClassifyRows(cls, contracts);
  const heads = headIds(
    contracts.map((c) => ({ contract: c }) as never),
    rows,
  );
  const prepared = contracts.map((c) => prepareContract(c, heads));
  const signals = ruleSignals(prepared);
  console.error(
    `train: ${contracts.length} contracts, ${rows.length} single-clause rows, ${heads.length} heads, ${workers} workers`,
  );
  const o = { ...DEFAULT_TRAIN, seed };
  const log = (s: string) => console.error(s);
  const trained = await trainModel(prepared, rows, signals, heads, o, parallelFolds(data, heads, o, workers, log));
  trained.trainedOn.sha256 = sha256(data, cls);
  const model = withModelId(trained);
  writeFileSync(out, `${JSON.stringify(model, null, 1)}\n`);
  const sel = model.selection as Record<
    string,
    { detectF1: number; heldOutF1: number; classifyBalancedAccuracy: number }
  >;
  for (const h of model.heads)
    console.error(
      `  ${h.id.padEnd(36)} ${(h.detect.vote ? 'vote' : `${h.detect.signal ?? 'model'}/${h.detect.mode}`).padEnd(30)} held-out F1 ${sel[h.id]!.heldOutF1.toFixed(3)}  clsBA ${sel[h.id]!.classifyBalancedAccuracy.toFixed(3)}`,
    );
  const clauseHeads = model.heads.filter(
    (h) => !NOT_DETECTED.has(h.id) && !h.id.startsWith('renewal') && !h.id.startsWith('notice'),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const innerMacro = mean(clauseHeads.map((h) => sel[h.id]!.heldOutF1));
  const innerBa = mean(model.heads.map((h) => sel[h.id]!.classifyBalancedAccuracy));
  if (out === MODEL_PATH)
    writeMetricsSection(
      'training',
      {
        note: 'Inner cross-validation by contract: the figures the choices were made on (held out by contract, but not a result to quote; the outer figures are under crossValidation).',
        data: { contracts: contracts.length, classifyRows: rows.length, sha256: trained.trainedOn.sha256 },
        seed,
        hyperparameters: { hash: hyperparametersHash(), values: HYPERPARAMETERS },
        heldOutMacroF1: Number(innerMacro.toFixed(4)),
        classifyBalancedAccuracy: Number(innerBa.toFixed(4)),
        perCategory: Object.fromEntries(model.heads.map((h) => [h.id, sel[h.id]])),
      },
      model.id,
    );
  const cpu = process.cpuUsage(cpu0);
  console.error(
    `train: held-out (inner CV) macro-F1 ${innerMacro.toFixed(3)} over ${clauseHeads.length} clause heads; ` +
      `single-clause balanced accuracy ${innerBa.toFixed(3)} over ${model.heads.length} tasks`,
  );
  console.error(
    `train: wrote ${out} (${(readFileSync(out).length / 1024).toFixed(0)} KiB, model ${model.id}) in ${((performance.now() - t0) / 1000).toFixed(0)} s ` +
      `(${((cpu.user + cpu.system) / 1e6 + workersCpuSeconds()).toFixed(0)} s CPU in all processes)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
