/**
 * `npm run bench`: runs every benchmark in this folder one after another, each in its own process
 * (so one's warm caches and heap don't flatter the next), after printing the machine's figures.
 * Benchmarks print numbers; none fails on a time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** In the order a contract meets them: extraction, analysis, the queued pipeline, reports, the library. */
const benches = [
  ['analyzer', 'analyzer.ts'],
  ['extraction', 'extraction.ts'],
  ['OCR against the tesseract command line', 'ocr.ts'],
  ['extraction job', 'extraction-job.ts'],
  ['pipeline', 'pipeline.ts'],
  ['reports', 'reports.ts'],
  ['redline generation', 'redline-generate.ts'],
  ['redline document', 'redline.ts'],
  ['negotiation', 'negotiation.ts'],
  ['hostile files', 'hostile-files.ts'],
  ['library', 'library.ts'],
  ['spa-size', 'spa-size.ts'],
] as const;

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
);

let failed = 0;
for (const [name, file] of benches) {
  const script = path.join(here, file);
  if (!existsSync(script)) {
    console.log(`\n== ${name}: not present (${path.relative(root, script)})`);
    continue;
  }
  console.log(`\n== ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.log(`== ${name} did not finish (exit ${run.status ?? run.signal})`);
  }
}
process.exit(failed ? 1 : 0);
