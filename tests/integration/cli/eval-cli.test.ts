/**
 * `npm run eval` end to end: scores a labelled JSONL given with --file, and refuses to invent a
 * score when the labelled set is missing (exit code 2, the expected path named on stderr).
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
    'scores the synthetic labelled set given with --file',
    async () => {
      const run = await evalCli('--file', 'tests/fixtures/eval-mini.jsonl');
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Contracts: 3/);
      expect(run.stdout).toMatch(/Clause macro-F1: \d+\.\d%/);
      expect(run.stdout).toMatch(/Span hit rate: /);
      expect(run.stdout).toMatch(/Parties recall: /);
      expect(run.stdout).toMatch(/Single-clause classification: macro balanced accuracy /);
      const json = await evalCli('--file', 'tests/fixtures/eval-mini.jsonl', '--json');
      expect((JSON.parse(json.stdout) as { clauses: { perCategory: unknown[] } }).clauses.perCategory).toHaveLength(33);
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
