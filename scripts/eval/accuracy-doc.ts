/**
 * docs/ACCURACY.md, written by `npm run eval -- --cv 5 --write-docs` from the figures it has just
 * printed (report.ts renders both): the method, the cross-validated figures per category, per fact and
 * per single-clause task, the risk-finding figures when a score-risks.mjs result is given, and what a
 * user should not rely on yet. Hand edits are overwritten; change this file instead.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundledClauseModel } from '../../functions/src/analyzer/model';
import { hyperparametersHash } from '../train/metrics';
import { categoryTable, classifyTable, headlineTable, weakCategories, type CvRun } from './report';
import type { RiskScores } from './score';

const root = path.resolve(import.meta.dirname, '../..');
export const ACCURACY_DOC = path.join(root, 'docs/ACCURACY.md');

const f3 = (x: number) => x.toFixed(3);

/** The risk-finding section: the figures when given, else the place they go. */
export function riskSection(risks: RiskScores | null): string[] {
  const head = [
    '## Risk findings, side by side with a lawyer',
    '',
    '<!-- risk-findings: written from the score-risks.mjs result given with --risk-scores (`npm run eval -- --risks` produces it) -->',
    '',
  ];
  if (!risks)
    return [
      ...head,
      'Not measured in this run. `npm run eval -- --risks` analyses each of the 24 contracts of',
      '`../shared/eval/risk-dev.jsonl` once for each of its two parties and scores the findings with',
      '`../shared/eval/score/score-risks.mjs`; pass its result with `--risk-scores <file>` to publish it here.',
    ];
  const s = risks.summary;
  return [
    ...head,
    `${s.pairs} contract sides (each annotated contract reviewed once for each party), scored by \`score-risks.mjs\`.`,
    '',
    '| figure | value | what it counts |',
    '|---|---:|---|',
    `| risk recall | ${f3(s.recall)} | the reviewed party's high and medium risks some finding cites |`,
    `| risk recall, high | ${f3(s.recallHigh)} | the same for high risks |`,
    `| risk precision | ${f3(s.precision)} | findings that cite a risk of the reviewed party |`,
    `| wrong side | ${f3(s.wrongSide)} | findings that cite only the other party's risks |`,
    `| false missing | ${f3(s.falseMissing)} | "missing clause" items whose clause the contract has |`,
  ];
}

export function accuracyDoc(runs: readonly CvRun[], risks: RiskScores | null): string {
  const first = runs[0]!;
  const weak = weakCategories(first, 0.6);
  const a = first.analyzer;
  const lines = [
    '# Accuracy of the built-in analyzer',
    '',
    '<!-- Written by `npm run eval -- --cv 5 --write-docs` (scripts/eval/accuracy-doc.ts); do not edit by hand. -->',
    '',
    'Every clause-detection and single-clause figure here is **cross-validated**: the model is scored only on contracts it was not trained or tuned on. The fact figures are not: their rules were written on these contracts (see Method).',
    '',
    '## Method',
    '',
    `- **Data**: the ${a.contracts} labelled contracts of CUAD v1 in \`../shared/eval/cuad-dev.jsonl\` (The Atticus Project, CC BY 4.0; SEC EDGAR filings) and the ${first.classify.rows} single-clause rows of \`classify-dev.jsonl\` built from them.`,
    `- **Cross-validation by contract**: the contracts are split into ${first.folds} folds. For each fold, everything learned (the linear heads, the nearest-expert-clause memory, naive Bayes) and everything chosen (each category's signal, combination and threshold, each single-clause cut) comes from the other folds only, with an inner cross-validation of its own; the full engine then analyses the held-out contracts and classifies their clauses. The pooled predictions of all folds are scored once.`,
    `- **Scorers**: \`../shared/eval/score/score-analyzer.mjs\` and \`score-classify.mjs\`, unchanged; their README defines each figure. Clause detection is per contract: a category counts as found when a key clause or a finding carries it. The span hit rate is the share of correctly found categories where a cited span overlaps an expert's. Facts (parties, governing law, dates) are read by rules that nothing fits per fold, but the rules were written and checked on these same contracts: their figures are not held out and the kept-out contracts score lower.`,
    `- **Splits**: ${runs.map((r) => `seed ${r.seed}`).join(', ')} (another seed is another split of the contracts, inner splits included). Settings: \`functions/src/analyzer/model/hyperparameters.ts\` (hash ${hyperparametersHash()}); shipped model \`${bundledClauseModel().id}\`, trained on all ${a.contracts} contracts with the same settings. \`functions/src/analyzer/model/metrics.json\` holds these figures as data.`,
    '',
    '## Summary',
    '',
    ...headlineTable(runs),
    '',
    '## Clause detection per category',
    '',
    'Per contract: labelled = contracts an expert labelled with the category, predicted = contracts the analyzer reported it in, right = both. "(fact)" rows are the renewal facts, scored as detection but not part of the macro-F1.',
    '',
    ...categoryTable(runs),
    '',
    '## Single-clause classification per task',
    '',
    'Each row is one clause classified alone; balanced accuracy is the mean of the true-positive and true-negative rates.',
    '',
    ...classifyTable(runs),
    '',
    ...riskSection(risks),
    '',
    '## What not to rely on yet',
    '',
    weak.length
      ? `- **Weak categories** (F1 below 0.6 on the first split): ${weak.map((w) => `${w.id} ${f3(w.f1)} (${w.gold} labelled contracts)`).join('; ')}. Treat a finding of these as a pointer to read the clause, and their absence as no evidence.`
      : '- No clause category is below F1 0.6 on the first split.',
    `- **Rare categories move with the split**: with a few dozen labelled contracts or fewer, one contract moves a category's F1 by several hundredths; compare the splits' columns.`,
    `- **Expiration dates** (${f3(a.dates['expiration-date'].accuracy)}) are computed from the term where the contract states no date; a term measured from an event (a launch, a delivery) is estimated from the Effective Date and the analysis says so.`,
    `- **Parties** (recall ${f3(a.parties.recall)}, precision ${f3(a.parties.precision)}): names in unusual layouts (tables, scanned pages, long lists of filers) can be missed, and an affiliate named beside a party can be listed.`,
    '- **The kept-out contracts**: these figures are on the labelled contracts the rules were checked against; contracts from elsewhere score somewhat lower.',
    '',
  ];
  return lines.join('\n');
}

export function writeAccuracyDoc(runs: readonly CvRun[], risks: RiskScores | null, file = ACCURACY_DOC): string {
  writeFileSync(file, accuracyDoc(runs, risks));
  return file;
}
