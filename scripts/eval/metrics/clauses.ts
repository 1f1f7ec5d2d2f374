/**
 * Clause metrics over the 33 CUAD clause categories. Detection is per contract and category: gold
 * positive when the experts marked at least one span, predicted positive when the analysis reports
 * an item of that category. Per-category precision, recall and F1 (2TP / (2TP + FP + FN)); the
 * macro-F1 averages the categories that occur (gold or predicted) at least once in the set.
 * Span hit rate: the share of gold spans overlapped by a predicted span of the same category.
 */
import type { Span } from '../../../shared/schemas/analysis';
import { CLAUSE_CATEGORIES } from '../categories';
import type { LabelledContract } from '../dataset';

export interface Scored {
  gold: LabelledContract;
  predicted: Map<string, Span[]>;
}

export interface CategoryScore {
  id: string;
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
  /** null when the category neither occurs nor is predicted in the set. */
  f1: number | null;
}

export interface ClauseScores {
  perCategory: CategoryScore[];
  macroF1: number | null;
  goldSpans: number;
  hitSpans: number;
  spanHitRate: number | null;
  meanGoldSpanLength: number | null;
  meanPredictedSpanLength: number | null;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
const overlaps = (a: Span, b: Span) => Math.max(a.start, b.start) < Math.min(a.end, b.end);

export function scoreClauses(
  items: readonly Scored[],
  categories: readonly string[] = CLAUSE_CATEGORIES,
): ClauseScores {
  const perCategory: CategoryScore[] = [];
  const goldLengths: number[] = [];
  const predictedLengths: number[] = [];
  let goldSpans = 0;
  let hitSpans = 0;
  for (const id of categories) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { gold, predicted } of items) {
      const g = gold.labels.get(id) ?? [];
      const p = predicted.get(id);
      if (g.length > 0 && p) tp++;
      else if (p) fp++;
      else if (g.length > 0) fn++;
      for (const s of p ?? []) predictedLengths.push(s.end - s.start);
      for (const s of g) {
        goldSpans++;
        goldLengths.push(s.end - s.start);
        if ((p ?? []).some((x) => overlaps(x, s))) hitSpans++;
      }
    }
    perCategory.push({
      id,
      tp,
      fp,
      fn,
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
      f1: ratio(2 * tp, 2 * tp + fp + fn),
    });
  }
  return {
    perCategory,
    macroF1: mean(perCategory.flatMap((c) => (c.f1 === null ? [] : [c.f1]))),
    goldSpans,
    hitSpans,
    spanHitRate: ratio(hitSpans, goldSpans),
    meanGoldSpanLength: mean(goldLengths),
    meanPredictedSpanLength: mean(predictedLengths),
  };
}
