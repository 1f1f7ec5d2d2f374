/**
 * `npm run train`: fits the clause model on the labelled dev set and writes
 * functions/src/analyzer/model/clause-model.json (committed). Same data and seed → identical file.
 *   npm run train [-- --seed N] [--data <cuad.jsonl>] [--classify <classify.jsonl>] [--out <file>]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_DETECTED } from '../../functions/src/analyzer/model/detect';
import { readClassifyRows, readContracts } from './data';
import { prepareContract } from './examples';
import { ruleSignals } from './signals';
import { DEFAULT_TRAIN, headIds, trainModel } from './train';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

function main(): void {
  const data = arg('data', path.resolve(root, '../shared/eval/cuad-dev.jsonl'));
  const cls = arg('classify', path.resolve(root, '../shared/eval/classify-dev.jsonl'));
  const out = arg('out', path.resolve(root, 'functions/src/analyzer/model/clause-model.json'));
  const seed = Number(arg('seed', '1'));
  const t0 = performance.now();
  const contracts = readContracts(data);
  const rows = readClassifyRows(cls, contracts);
  const sha256 = createHash('sha256').update(readFileSync(data)).update(readFileSync(cls)).digest('hex');
  const heads = headIds(
    contracts.map((c) => ({ contract: c }) as never),
    rows,
  );
  const prepared = contracts.map((c) => prepareContract(c, heads));
  const signals = ruleSignals(prepared);
  console.error(`train: ${contracts.length} contracts, ${rows.length} single-clause rows, ${heads.length} heads`);
  const model = trainModel(prepared, rows, signals, heads, { ...DEFAULT_TRAIN, seed }, (s) => console.error(s));
  model.trainedOn.sha256 = sha256;
  writeFileSync(out, `${JSON.stringify(model, null, 1)}\n`);
  const sel = model.selection as Record<string, { detectF1: number; classifyBalancedAccuracy: number }>;
  for (const h of model.heads)
    console.error(
      `  ${h.id.padEnd(36)} ${h.detect.mode.padEnd(12)} thr ${String(h.detect.threshold).padStart(9)}  oofF1 ${sel[h.id]!.detectF1.toFixed(3)}  clsBA ${sel[h.id]!.classifyBalancedAccuracy.toFixed(3)}`,
    );
  const clauseHeads = model.heads.filter(
    (h) => !NOT_DETECTED.has(h.id) && !h.id.startsWith('renewal') && !h.id.startsWith('notice'),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.error(
    `train: out-of-fold (inner CV) macro-F1 ${mean(clauseHeads.map((h) => sel[h.id]!.detectF1)).toFixed(3)} over ${clauseHeads.length} clause heads; ` +
      `single-clause balanced accuracy ${mean(model.heads.map((h) => sel[h.id]!.classifyBalancedAccuracy)).toFixed(3)} over ${model.heads.length} tasks`,
  );
  console.error(
    `train: wrote ${out} (${(readFileSync(out).length / 1024).toFixed(0)} KiB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

main();
