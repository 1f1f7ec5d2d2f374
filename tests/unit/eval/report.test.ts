/** The tables `npm run eval` prints and docs/ACCURACY.md shows, rendered from the shared scorers' results. */
import { describe, expect, it } from 'vitest';
import { categoryTable, classifyTable, headlineTable, weakCategories, type CvRun } from '../../../scripts/eval/report';
import type { CategoryScore } from '../../../scripts/eval/score';

const cat = (f1: number, kind: CategoryScore['kind'] = 'clause'): CategoryScore => ({
  kind,
  gold: 20,
  predicted: 18,
  tp: 15,
  p: 15 / 18,
  r: 15 / 20,
  f1,
  spanHit: 0.9,
});
const acc = (accuracy: number) => ({ n: 100, correct: Math.round(accuracy * 100), accuracy });

function run(seed: number, macroF1: number): CvRun {
  return {
    seed,
    folds: 5,
    analyzer: {
      contracts: 350,
      coverage: 1,
      clause: { macroF1, microF1: 0.8, categoriesDefined: 33 },
      span: { hitRate: 0.93, hits: 93, pairs: 100, meanLength: 612.4, medianLength: 400 },
      parties: { recall: 0.9, found: 90, gold: 100, precision: 0.82 },
      governingLaw: acc(0.97),
      dates: { 'agreement-date': acc(0.9), 'effective-date': acc(0.85), 'expiration-date': acc(0.7), mean: 0.8167 },
      perCategory: {
        'audit-rights': cat(0.91),
        'price-restrictions': cat(0.31),
        'most-favored-nation': cat(0.55),
        'renewal-term': cat(0.2, 'renewal'),
      },
      summary: '',
    },
    classify: {
      rows: 13430,
      tasks: 38,
      coverage: 1,
      balancedAccuracy: 0.921,
      perTask: {
        insurance: { n: 400, tpr: 0.9, tnr: 0.95, balancedAccuracy: 0.925 },
        'price-restrictions': { n: 80, tpr: 0.7, tnr: 0.9, balancedAccuracy: 0.8 },
      },
      summary: '',
    },
  };
}

describe('eval report tables', () => {
  it('puts each split’s headline figures in its own column', () => {
    const lines = headlineTable([run(1, 0.7512), run(2, 0.7401)]);
    expect(lines[0]).toBe('| figure | split (seed 1) | split (seed 2) |');
    expect(lines).toContain('| clause macro-F1 (33 categories) | **0.751** (micro 0.800) | **0.740** (micro 0.800) |');
    expect(lines.join('\n')).toMatch(/\| span hit rate \(mean predicted span\) \| \*\*0\.930\*\* \(612 chars\)/);
    expect(lines.join('\n')).toMatch(
      /\| dates \(agreement \/ effective \/ expiration\) \| \*\*0\.817\*\* \(0\.900 \/ 0\.850 \/ 0\.700\)/,
    );
    expect(lines.join('\n')).toMatch(/single-clause balanced accuracy \(38 tasks\) \| \*\*0\.921\*\*/);
  });

  it('lists categories strongest first, the renewal facts after them, with the other splits’ F1 beside', () => {
    const rows = categoryTable([run(1, 0.75), run(2, 0.74)]).slice(2);
    expect(rows.map((r) => r.split(' | ')[0])).toEqual([
      '| audit-rights',
      '| most-favored-nation',
      '| price-restrictions',
      '| renewal-term (fact)',
    ]);
    expect(rows[0]).toBe('| audit-rights | 20 | 18 | 15 | 0.833 | 0.750 | 0.910 | 0.900 | 0.910 |');
  });

  it('names the clause categories below a cut, weakest first, never the renewal facts', () => {
    expect(weakCategories(run(1, 0.75), 0.6)).toEqual([
      { id: 'price-restrictions', f1: 0.31, gold: 20 },
      { id: 'most-favored-nation', f1: 0.55, gold: 20 },
    ]);
  });

  it('lists single-clause tasks strongest first', () => {
    const rows = classifyTable([run(1, 0.75)]).slice(2);
    expect(rows).toEqual([
      '| insurance | 400 | 0.900 | 0.950 | 0.925 |',
      '| price-restrictions | 80 | 0.700 | 0.900 | 0.800 |',
    ]);
  });
});
