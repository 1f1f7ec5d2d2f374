/**
 * `npm run eval -- --risks`: the side-aware risk findings scored by the shared scorer
 * (../shared/eval/score/score-risks.mjs, README section 5). Each annotated contract is analysed once
 * per party through the analyzer CLI (`analyze --jsonl`, one process for all of them, with each
 * line's behalfOf, playbook and instructions), then scored.
 *   --gold <file>   annotations (default ../shared/eval/risk-dev.jsonl)
 *   --extra         also score scripts/eval/data/risk-extra.jsonl: 34 further dev contracts
 *                   annotated in-house by the same guide, never used to write a rule's weight
 *   --json          the scorer's JSON (rows and summary) instead of its table
 * Prints the per-contract table and the summary line, and the run's time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Annotation {
  id: string;
  parties: { role: string; name: string }[];
}

const root = path.resolve(import.meta.dirname, '../..');
const SHARED_EVAL = path.resolve(root, '../shared/eval');
export const EXTRA_RISKS = path.join(root, 'scripts/eval/data/risk-extra.jsonl');

const jsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** Scores one annotation file; returns the scorer's exit status. */
function scoreSet(gold: string, contracts: string, json: boolean): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'risks-'));
  const texts = new Map(jsonl<{ id: string; text: string }>(contracts).map((c) => [c.id, c.text]));
  const lines: string[] = [];
  for (const a of jsonl<Annotation>(gold)) {
    const text = texts.get(a.id);
    if (text === undefined) throw new Error(`${gold}: contract ${a.id} is not in ${contracts}`);
    for (const p of a.parties) lines.push(JSON.stringify({ id: `${a.id}|${p.role}`, text, behalfOf: p.name }));
  }
  writeFileSync(path.join(dir, 'in.jsonl'), lines.join('\n') + '\n');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/analyze/main.ts'), '--jsonl', path.join(dir, 'in.jsonl')],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  if (run.status !== 0) throw new Error(`analyze failed: ${run.stderr}`);
  const pred = run.stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const { id, analysis } = JSON.parse(l) as { id: string; analysis: unknown };
      const cut = id.indexOf('|');
      return JSON.stringify({ id: id.slice(0, cut), for: id.slice(cut + 1), analysis });
    });
  writeFileSync(path.join(dir, 'pred.jsonl'), pred.join('\n') + '\n');
  const score = spawnSync(
    process.execPath,
    [
      path.join(SHARED_EVAL, 'score/score-risks.mjs'),
      '--gold',
      gold,
      '--contracts',
      contracts,
      '--pred',
      path.join(dir, 'pred.jsonl'),
      ...(json ? ['--json'] : []),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  process.stdout.write(score.stdout);
  process.stderr.write(score.stderr);
  return score.status ?? 1;
}

export function runRisks(argv: string[]): number {
  const at = argv.indexOf('--gold');
  const gold = at >= 0 ? argv[at + 1] : path.join(SHARED_EVAL, 'risk-dev.jsonl');
  const contracts = path.join(SHARED_EVAL, 'cuad-dev.jsonl');
  if (!gold || !existsSync(gold) || !existsSync(contracts)) {
    console.error(
      `eval: the risk annotations or contracts are missing (${gold}, ${contracts}); no score was computed.`,
    );
    return 2;
  }
  const json = argv.includes('--json');
  const t0 = performance.now();
  const sets = [gold, ...(argv.includes('--extra') ? [EXTRA_RISKS] : [])];
  let status = 0;
  for (const set of sets) {
    if (!json) console.log(`\n# Risk findings: ${path.relative(root, set)}`);
    status ||= scoreSet(set, contracts, json);
  }
  if (!json) console.log(`(risk evaluation took ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return status;
}
