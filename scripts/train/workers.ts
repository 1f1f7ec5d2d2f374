/**
 * Inner folds spread over worker processes (hyperparameters.ts `workers`): each worker reads the
 * labelled contracts itself, prepares the ones its folds need and fits its folds one after the other
 * (fold-worker.ts); results come back as JSON files. Same folds, same seeds, same results as the
 * serial run, in the same order, so the model file is byte-identical whichever runs them.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FoldRunner, InnerFold, InnerFoldResult, TrainOptions } from './fit-signals';

export interface FoldWork {
  /** The labelled contracts (JSONL) the fold ids refer to. */
  data: string;
  heads: readonly string[];
  options: TrainOptions;
  folds: InnerFold[];
  out: string;
}

const WORKER = path.join(import.meta.dirname, 'fold-worker.ts');

let workerCpuSeconds = 0;
/** CPU seconds the fold workers of this process have used so far (for the times training and CV print). */
export const workersCpuSeconds = () => workerCpuSeconds;

function runWorker(work: FoldWork, dir: string, n: number): Promise<InnerFoldResult[]> {
  const file = path.join(dir, `work-${n}.json`);
  writeFileSync(file, JSON.stringify(work));
  return new Promise((resolve, reject) => {
    // tsx lets the worker run TypeScript, whoever started this process (npm scripts, vitest).
    const child = fork(WORKER, [file], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`fold worker ${n} exited with code ${code}`));
      else {
        const done = JSON.parse(readFileSync(work.out, 'utf8')) as { results: InnerFoldResult[]; cpuSeconds: number };
        workerCpuSeconds += done.cpuSeconds;
        resolve(done.results);
      }
    });
  });
}

/** A fold runner that deals the folds round-robin to `workers` processes and returns results in fold order. */
export function parallelFolds(
  data: string,
  heads: readonly string[],
  o: TrainOptions,
  workers: number,
  log: (s: string) => void = () => {},
): FoldRunner {
  return async (folds) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clausewise-folds-'));
    try {
      const n = Math.max(1, Math.min(workers, folds.length));
      const dealt = Array.from({ length: n }, (_, w) => folds.filter((_, i) => i % n === w));
      const started = performance.now();
      const parts = await Promise.all(
        dealt.map((mine, w) =>
          runWorker({ data, heads, options: o, folds: mine, out: path.join(dir, `out-${w}.json`) }, dir, w),
        ),
      );
      log(
        `  ${folds.length} inner folds fitted by ${n} workers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      return folds.map((_, i) => parts[i % n]![Math.floor(i / n)]!);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
