/**
 * The checks `npm test` runs before Vitest (type-check, ESLint, Prettier, SPA build), started
 * together instead of one after another. Each is one process on one core (tsc about 90 s of CPU,
 * ESLint and Prettier about 50 s each, the build 15 s), so on a 2-core machine side by side they
 * take about as long as tsc alone, where one after another they took the sum.
 * The checks are the same npm scripts, each still runnable alone; their outputs are not interleaved:
 * each is printed whole when it ends. Exit code 1 when any of them failed, as `a && b && c` would.
 * `tsx scripts/checks/main.ts <script>...` runs the named npm scripts instead.
 */
import { spawn } from 'node:child_process';

// `npm run lint` is lint:code then format:check; here they run beside the rest.
const CHECKS = ['typecheck', 'lint:code', 'format:check', 'build:web'];

interface CheckRun {
  script: string;
  code: number;
  output: string;
  ms: number;
}

function runCheck(script: string): Promise<CheckRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const done = (code: number, extra = '') =>
      resolve({ script, code, output: Buffer.concat(chunks).toString('utf8') + extra, ms: Date.now() - started });
    child.on('error', (err) => done(1, `\n${String(err)}\n`));
    child.on('close', (code, signal) => done(code ?? 1, signal ? `\nended by ${signal}\n` : ''));
  });
}

async function main(scripts: string[]): Promise<number> {
  const failed: string[] = [];
  await Promise.all(
    scripts.map(async (script) => {
      const run = await runCheck(script);
      const verdict = run.code === 0 ? 'passed' : `FAILED (exit ${run.code})`;
      process.stdout.write(
        `${run.output}\n[checks] npm run ${script}: ${verdict} in ${(run.ms / 1000).toFixed(1)} s\n`,
      );
      if (run.code !== 0) failed.push(script);
    }),
  );
  if (failed.length > 0) process.stdout.write(`[checks] failed: ${failed.join(', ')}\n`);
  return failed.length > 0 ? 1 : 0;
}

const named = process.argv.slice(2);
process.exitCode = await main(named.length > 0 ? named : CHECKS);
