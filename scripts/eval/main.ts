/**
 * `npm run eval`: scores the built-in analyzer on the expert-labelled dev set.
 *   npm run eval                      ../shared/eval/cuad-dev.jsonl (exit 2 with a message if it is missing)
 *   npm run eval -- --file <path>     any JSONL in a CUAD-style layout (dataset.ts lists the shapes read)
 *   npm run eval -- --json            the result as JSON instead of tables
 *
 * PROVISIONAL: ../shared/eval/README.md (which defines the metrics) and the dev set were not on the
 * machine this was written on. The metrics follow CUAD's public format and the issue's list: clause
 * macro-F1 over the 33 CUAD clause categories with a per-category table, span hit rate and mean span
 * length, parties recall, governing law, dates, renewal and notice detection, and single-clause
 * balanced accuracy built from the labelled spans (definitions in metrics/*.ts headers). When the
 * README arrives, re-check every definition against it (averaging, matching rules, which labels
 * count as facts) and the loader against the real file, and adjust before quoting any figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledClauseModel, classifyWithModel } from '../../functions/src/analyzer/model';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { runCv } from './cv';
import { runRisks } from './risks';
import { parseDataset } from './dataset';
import { evaluate } from './evaluate';
import { formatReport } from './report';

const root = path.resolve(import.meta.dirname, '../..');
const DEV_SET = path.resolve(root, '../shared/eval/cuad-dev.jsonl');

const SHARED_EVAL = path.resolve(root, '../shared/eval');

function main(): number {
  const argv = process.argv.slice(2);
  if (argv.includes('--risks')) return runRisks(argv);
  const cvAt = argv.indexOf('--cv');
  if (cvAt >= 0) {
    const opt = (name: string) => {
      const i = argv.indexOf(name);
      return i >= 0 ? argv[i + 1] : undefined;
    };
    return runCv({
      folds: Math.max(2, Number(argv[cvAt + 1] ?? 5) || 5),
      seed: Number(opt('--seed') ?? 1),
      data: opt('--file') ?? DEV_SET,
      classify: opt('--classify-file') ?? path.join(SHARED_EVAL, 'classify-dev.jsonl'),
      scoreDir: path.join(SHARED_EVAL, 'score'),
      ...(opt('--out') ? { out: opt('--out')! } : {}),
      ...(opt('--models') ? { models: opt('--models')! } : {}),
    });
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(
      'usage: npm run eval [-- --file <labelled.jsonl>] [--json]\n' +
        '       npm run eval -- --cv 5 [--seed N] [--out <dir>]   cross-validated by contract, scored by ../shared/eval/score\n' +
        '                          [--models <dir>]   keep the fold models there and reuse them (engine-only changes)\n' +
        '       npm run eval -- --risks [--gold <file>] [--extra] [--json]   side-aware risk findings, scored by\n' +
        '                          ../shared/eval/score/score-risks.mjs (--extra: also the in-house annotations)',
    );
    return 0;
  }
  const at = argv.indexOf('--file');
  const file = at >= 0 ? argv[at + 1] : DEV_SET;
  if (!file) {
    console.error('eval: --file needs a path');
    return 1;
  }
  if (!existsSync(file)) {
    console.error(
      `eval: the labelled set is missing: ${path.resolve(file)}\n` +
        (at >= 0 ? '' : 'Expected the CUAD dev set there (see ../shared/eval/README.md); or pass --file <path>.\n') +
        'No score was computed.',
    );
    return 2;
  }
  let dataset;
  try {
    dataset = parseDataset(readFileSync(file, 'utf8'), file);
  } catch (err) {
    console.error(`eval: ${(err as Error).message}`);
    return 1;
  }
  if (dataset.contracts.length === 0) {
    console.error(`eval: ${file} holds no contracts`);
    return 1;
  }
  const result = evaluate(
    dataset.contracts,
    (text) => analyzeContract({ contractText: text, behalfOf: '' }),
    (text) => classifyWithModel(bundledClauseModel(), text),
  );
  if (argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`Labelled set: ${file}`);
    for (const line of formatReport(result)) console.log(line);
  }
  if (dataset.unknownLabels.size > 0)
    console.error(
      `eval: labels not in the taxonomy (ignored): ${[...dataset.unknownLabels].map(([l, n]) => `${l} ×${n}`).join(', ')}`,
    );
  return 0;
}

process.exitCode = main();
