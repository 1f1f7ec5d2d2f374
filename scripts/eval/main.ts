/**
 * `npm run eval`: the analyzer's accuracy, scored by the shared scorers (../shared/eval/score).
 *   npm run eval                         5-fold cross-validation by contract on ../shared/eval (the default)
 *   npm run eval -- --cv K [--seed N]    K folds; another seed is another split
 *                   [--models DIR]       keep each fold's fitted signals there and reuse them
 *                   [--workers N]        fold workers (default: hyperparameters.ts)
 *                   [--write-docs]       also write docs/ACCURACY.md from the cross-validated figures
 *                   [--risk-scores F]    with --write-docs: the risk-finding figures (score-risks.mjs --json output)
 *   npm run eval -- --shipped [--file F] [--classify-file F]
 *                                        the committed model on a labelled set (not cross-validated:
 *                                        on the dev set it has seen every contract)
 *   npm run eval -- --risks [--gold F] [--extra] [--json]
 *                                        side-aware risk findings through the analyzer CLI, scored by
 *                                        ../shared/eval/score/score-risks.mjs (risks.ts)
 * Cross-validation writes its figures to functions/src/analyzer/model/metrics.json.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { bundledClauseModel, classifyWithModel } from '../../functions/src/analyzer/model';
import { hyperparametersHash, readMetrics, sha256, writeMetricsSection } from '../train/metrics';
import { writeAccuracyDoc } from './accuracy-doc';
import { runCv } from './cv';
import { SCORE_DIR, SHARED_EVAL } from './gold';
import { categoryTable, classifyTable, headlineTable, type CvRun } from './report';
import { runRisks } from './risks';
import { scoreAnalyses, scoreClassifications, type RiskScores } from './score';

const DEV_SET = path.join(SHARED_EVAL, 'cuad-dev.jsonl');
const DEV_CLASSIFY = path.join(SHARED_EVAL, 'classify-dev.jsonl');

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

function missing(file: string): boolean {
  if (existsSync(file)) return false;
  console.error(
    `eval: the labelled set is missing: ${path.resolve(file)}\n` +
      'Expected the CUAD dev set in ../shared/eval (see ../shared/eval/README.md), or pass --file <path>.\n' +
      'No score was computed.',
  );
  return true;
}

const print = (lines: string[]) => console.log(lines.join('\n'));

function printRun(runs: CvRun[]): void {
  print(['## Summary', '', ...headlineTable(runs), '', '## Clause detection per category', '', ...categoryTable(runs)]);
  print(['', '## Single-clause classification per task', '', ...classifyTable(runs), '']);
  console.log(runs[0]!.analyzer.summary);
  console.log(runs[0]!.classify.summary);
}

/** The committed model on a labelled set, without cross-validation. */
function shipped(data: string, classify: string | undefined): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'clausewise-eval-'));
  const pred = path.join(dir, 'pred.jsonl');
  const contracts = readFileSync(data, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  writeFileSync(
    pred,
    `${contracts
      .map((l) => {
        const c = JSON.parse(l) as { id: string; text: string };
        return JSON.stringify({ id: c.id, analysis: analyzeContract({ contractText: c.text, behalfOf: '' }) });
      })
      .join('\n')}\n`,
  );
  const analyzer = scoreAnalyses(SCORE_DIR, data, pred);
  let classifyScores = null;
  if (classify && existsSync(classify)) {
    const cls = path.join(dir, 'cls.jsonl');
    const model = bundledClauseModel();
    const rows = readFileSync(classify, 'utf8')
      .split('\n')
      .filter((l) => l.trim());
    writeFileSync(
      cls,
      `${rows
        .map((l) => {
          const r = JSON.parse(l) as { id: string; text: string };
          return JSON.stringify({ id: r.id, categories: classifyWithModel(model, r.text) });
        })
        .join('\n')}\n`,
    );
    classifyScores = scoreClassifications(SCORE_DIR, classify, cls);
  }
  console.log(`The committed model (${bundledClauseModel().id}) on ${data}: NOT cross-validated.\n`);
  const run = { seed: 0, folds: 0, analyzer, classify: classifyScores ?? emptyClassify() };
  print(headlineTable([run], ['committed model']));
  print(['', ...categoryTable([run])]);
  console.log(analyzer.summary);
  if (classifyScores) console.log(classifyScores.summary);
  return 0;
}

const emptyClassify = () => ({ rows: 0, tasks: 0, coverage: 0, balancedAccuracy: NaN, perTask: {}, summary: '' });

async function main(): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(
      readFileSync(import.meta.filename, 'utf8')
        .split('*/')[0]!
        .replace(/^\/\*\*|^ \* ?/gm, ''),
    );
    return 0;
  }
  if (argv.includes('--risks')) return runRisks(argv);
  const data = opt('--file') ?? DEV_SET;
  const classify = opt('--classify-file') ?? (data === DEV_SET ? DEV_CLASSIFY : undefined);
  if (missing(data)) return 2;
  if (argv.includes('--shipped')) return shipped(data, classify);
  if (!classify) {
    console.error(
      'eval: cross-validation also classifies single-clause rows: pass --classify-file <rows.jsonl> with --file,\n' +
        'or --shipped to score the committed model on the set without cross-validation. No score was computed.',
    );
    return 2;
  }
  if (missing(classify)) return 2;
  const folds = Math.max(2, Number(opt('--cv') ?? 5) || 5);
  const seed = Number(opt('--seed') ?? HYPERPARAMETERS.seed);
  console.log(
    `Cross-validating by contract: ${folds} folds, seed ${seed}. Each fold fits and chooses on the other contracts only; ` +
      'the pooled predictions are scored by ../shared/eval/score.\n',
  );
  const run = await runCv({
    folds,
    seed,
    data,
    classify,
    scoreDir: SCORE_DIR,
    workers: Number(opt('--workers') ?? HYPERPARAMETERS.workers),
    ...(opt('--out') ? { out: opt('--out')! } : {}),
    ...(opt('--models') ? { models: opt('--models')! } : {}),
  });
  const dataHash = sha256(data, classify);
  const key = `${folds}-fold seed ${seed}`;
  const onDev = data === DEV_SET && classify === DEV_CLASSIFY;
  const previous = readMetrics().crossValidation as
    { data?: string; hyperparameters?: string; splits?: Record<string, CvRun> } | undefined;
  const keep =
    previous?.data === dataHash && previous.hyperparameters === hyperparametersHash() ? (previous.splits ?? {}) : {};
  const splits: Record<string, CvRun> = {
    ...keep,
    [key]: { seed, folds, analyzer: run.analyzer, classify: run.classify },
  };
  const runs = [
    splits[key]!,
    ...Object.entries(splits)
      .filter(([k]) => k !== key)
      .map(([, r]) => r),
  ];
  printRun(runs);
  console.error(
    `eval: ${folds}-fold cross-validation in ${run.seconds.toFixed(0)} s (${run.cpuSeconds.toFixed(0)} s CPU in all processes); predictions in ${run.predictions}`,
  );
  if (onDev) {
    writeMetricsSection('crossValidation', { data: dataHash, hyperparameters: hyperparametersHash(), splits });
    if (argv.includes('--write-docs')) {
      const riskFile = opt('--risk-scores');
      const risks = riskFile ? (JSON.parse(readFileSync(riskFile, 'utf8')) as RiskScores) : null;
      const doc = writeAccuracyDoc(runs, risks);
      console.error(`eval: wrote ${doc}`);
    }
  } else if (argv.includes('--write-docs'))
    console.error('eval: --write-docs publishes the dev set figures only; not written');
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
