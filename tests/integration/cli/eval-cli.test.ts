/**
 * `npm run eval` end to end: scores the committed model on a labelled JSONL given with --file
 * (--shipped, said to be not cross-validated) through the shared scorers, and refuses to invent a
 * score when the labelled set or the single-clause rows cross-validation needs are missing (exit
 * code 2, what is missing named on stderr).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../support/run-script';

const SLOW = 180_000;
const DEV_SET = path.resolve('../shared/eval/cuad-dev.jsonl');

const evalCli = (...args: string[]) => runScript('scripts/eval/main.ts', args);

describe('eval CLI', () => {
  it(
    'scores the committed model on the labelled set given with --file, saying it is not cross-validated',
    async () => {
      const run = await evalCli('--shipped', '--file', 'tests/fixtures/eval-mini.jsonl');
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(
        /The committed model \([\w.]+\) on tests\/fixtures\/eval-mini\.jsonl: NOT cross-validated/,
      );
      // The three contracts' facts are plain: the shared scorer finds every party, law and date.
      expect(run.stdout).toMatch(/\| parties recall \| \*\*1\.000\*\*/);
      expect(run.stdout).toMatch(/\| governing law \| \*\*1\.000\*\* \(2\/2\)/);
      expect(run.stdout).toMatch(/\| clause macro-F1 \(33 categories\) \| \*\*\d\.\d{3}\*\*/);
      // One row per clause category and per renewal fact, from score-analyzer.mjs.
      expect(run.stdout.match(/^\| [a-z-]+( \(fact\))? \| \d+ \| \d+ \| \d+ \|/gm)).toHaveLength(35);
      expect(run.stdout).toMatch(/^\| source-code-escrow \| 1 \| \d \| \d \|/m);
      expect(run.stdout).toMatch(/^macroF1=\d\.\d{3} spanHit=/m);
    },
    SLOW,
  );

  it(
    'refuses to cross-validate a set given without its single-clause rows',
    async () => {
      const run = await evalCli('--file', 'tests/fixtures/eval-mini.jsonl');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/pass --classify-file/);
      expect(run.stderr).toMatch(/No score was computed/);
    },
    SLOW,
  );

  it(
    'exits 2 naming the path when the labelled set is missing',
    async () => {
      const run = await evalCli('--file', 'tests/fixtures/no-such-set.jsonl');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/labelled set is missing: .*tests\/fixtures\/no-such-set\.jsonl/);
      expect(run.stderr).toMatch(/No score was computed/);
    },
    SLOW,
  );

  it.skipIf(existsSync(DEV_SET))(
    'without --file, expects the dev set at ../shared/eval/cuad-dev.jsonl',
    async () => {
      const run = await evalCli();
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(DEV_SET);
    },
    SLOW,
  );
});
