/**
 * The cross-validated figures as Markdown tables: what `npm run eval` prints and what
 * docs/ACCURACY.md shows are the same text, rendered here from the shared scorers' results.
 */
import type { AnalyzerScores, ClassifyScores } from './score';

/** One outer cross-validation: its split and the scorers' results on the pooled predictions. */
export interface CvRun {
  seed: number;
  folds: number;
  analyzer: AnalyzerScores;
  classify: ClassifyScores;
}

const f3 = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(3));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) => [
  row(head),
  row(head.map((h, i) => (i === 0 ? '---' : '---:'))),
  ...rows.map(row),
];

/** The headline figures, one column per split. */
export function headlineTable(
  runs: readonly CvRun[],
  columns: readonly string[] = runs.map((r) => `split (seed ${r.seed})`),
): string[] {
  const col = (f: (r: CvRun) => string) => runs.map(f);
  const a = (r: CvRun) => r.analyzer;
  return table(
    ['figure', ...columns],
    [
      [
        'clause macro-F1 (33 categories)',
        ...col((r) => `**${f3(a(r).clause.macroF1)}** (micro ${f3(a(r).clause.microF1)})`),
      ],
      [
        'span hit rate (mean predicted span)',
        ...col((r) => `**${f3(a(r).span.hitRate)}** (${Math.round(a(r).span.meanLength)} chars)`),
      ],
      ['parties recall', ...col((r) => `**${f3(a(r).parties.recall)}** (precision ${f3(a(r).parties.precision)})`)],
      [
        'governing law',
        ...col((r) => `**${f3(a(r).governingLaw.accuracy)}** (${a(r).governingLaw.correct}/${a(r).governingLaw.n})`),
      ],
      [
        'dates (agreement / effective / expiration)',
        ...col(
          (r) =>
            `**${f3(a(r).dates.mean)}** (${f3(a(r).dates['agreement-date'].accuracy)} / ${f3(a(r).dates['effective-date'].accuracy)} / ${f3(a(r).dates['expiration-date'].accuracy)})`,
        ),
      ],
      ['renewal term F1', ...col((r) => f3(a(r).perCategory['renewal-term']?.f1))],
      [
        'notice period to terminate renewal F1',
        ...col((r) => f3(a(r).perCategory['notice-period-to-terminate-renewal']?.f1)),
      ],
      [
        `single-clause balanced accuracy (${runs[0]?.classify.tasks ?? 0} tasks)`,
        ...col((r) => `**${f3(r.classify.balancedAccuracy)}**`),
      ],
    ],
  );
}

/** Clause detection per category (first split in full, the F1 of the others beside it), weakest last. */
export function categoryTable(runs: readonly CvRun[]): string[] {
  const [first, ...others] = runs;
  if (!first) return [];
  const cats = Object.entries(first.analyzer.perCategory).sort(
    (x, y) =>
      Number(x[1].kind === 'renewal') - Number(y[1].kind === 'renewal') ||
      y[1].f1 - x[1].f1 ||
      x[0].localeCompare(y[0]),
  );
  return table(
    [
      'category',
      'labelled',
      'predicted',
      'right',
      'precision',
      'recall',
      'F1',
      'span hit',
      ...others.map((r) => `F1 (seed ${r.seed})`),
    ],
    cats.map(([id, c]) => [
      c.kind === 'renewal' ? `${id} (fact)` : id,
      c.gold,
      c.predicted,
      c.tp,
      f3(c.p),
      f3(c.r),
      f3(c.f1),
      f3(c.spanHit),
      ...others.map((r) => f3(r.analyzer.perCategory[id]?.f1)),
    ]),
  );
}

/** Single-clause classification per task, weakest last. */
export function classifyTable(runs: readonly CvRun[]): string[] {
  const [first, ...others] = runs;
  if (!first) return [];
  const tasks = Object.entries(first.classify.perTask).sort(
    (x, y) => y[1].balancedAccuracy - x[1].balancedAccuracy || x[0].localeCompare(y[0]),
  );
  return table(
    [
      'task',
      'rows',
      'true-positive rate',
      'true-negative rate',
      'balanced accuracy',
      ...others.map((r) => `(seed ${r.seed})`),
    ],
    tasks.map(([id, t]) => [
      id,
      t.n,
      f3(t.tpr),
      f3(t.tnr),
      f3(t.balancedAccuracy),
      ...others.map((r) => f3(r.classify.perTask[id]?.balancedAccuracy)),
    ]),
  );
}

/** The categories below an F1 on the first split, weakest first. */
export function weakCategories(run: CvRun, below: number): { id: string; f1: number; gold: number }[] {
  return Object.entries(run.analyzer.perCategory)
    .filter(([, c]) => c.kind === 'clause' && c.f1 < below)
    .map(([id, c]) => ({ id, f1: c.f1, gold: c.gold }))
    .sort((a, b) => a.f1 - b.f1);
}
