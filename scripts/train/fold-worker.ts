/**
 * A worker process of workers.ts: `tsx fold-worker.ts <work.json>` fits the inner folds the file
 * lists on the labelled contracts it names and writes their results to the file's `out` path.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readContracts } from './data';
import { prepareContract } from './examples';
import { runInnerFold } from './fit-signals';
import type { FoldWork } from './workers';

function main(): void {
  const work = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as FoldWork;
  const needed = new Set(work.folds.flatMap((f) => [...f.train, ...f.test]));
  const byId = new Map(
    readContracts(work.data)
      .filter((c) => needed.has(c.id))
      .map((c) => [c.id, prepareContract(c, work.heads)] as const),
  );
  const results = work.folds.map((f) => runInnerFold(f, byId, work.heads, work.options));
  const cpu = process.cpuUsage();
  writeFileSync(work.out, JSON.stringify({ results, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
}

main();
