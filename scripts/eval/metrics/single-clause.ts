/**
 * Single-clause classification, built from the labelled spans: every distinct expert span of a
 * clause category is classified on its own text (no heading, no context). For each category,
 * TPR = share of its spans given the category, TNR = share of other categories' spans not given it;
 * balanced accuracy = (TPR + TNR) / 2, averaged over the categories that have spans of their own.
 */
import { CLAUSE_CATEGORIES } from '../categories';
import type { LabelledContract } from '../dataset';

export interface SingleClauseCategory {
  id: string;
  positives: number;
  negatives: number;
  tpr: number | null;
  tnr: number | null;
  balancedAccuracy: number | null;
}

export interface SingleClauseScores {
  clauses: number;
  perCategory: SingleClauseCategory[];
  macroBalancedAccuracy: number | null;
}

export function scoreSingleClause(
  contracts: readonly LabelledContract[],
  classify: (text: string) => readonly string[],
  categories: readonly string[] = CLAUSE_CATEGORIES,
): SingleClauseScores {
  const units: { labels: Set<string>; predicted: Set<string> }[] = [];
  for (const c of contracts) {
    const byRange = new Map<string, Set<string>>();
    for (const id of categories)
      for (const s of c.labels.get(id) ?? []) {
        const key = `${s.start}:${s.end}`;
        byRange.set(key, (byRange.get(key) ?? new Set()).add(id));
      }
    for (const [key, labels] of byRange) {
      const [start, end] = key.split(':').map(Number) as [number, number];
      units.push({ labels, predicted: new Set(classify(c.text.slice(start, end))) });
    }
  }
  const perCategory = categories.map((id): SingleClauseCategory => {
    let tp = 0;
    let pos = 0;
    let tn = 0;
    let neg = 0;
    for (const u of units) {
      if (u.labels.has(id)) {
        pos++;
        if (u.predicted.has(id)) tp++;
      } else {
        neg++;
        if (!u.predicted.has(id)) tn++;
      }
    }
    const tpr = pos ? tp / pos : null;
    const tnr = neg ? tn / neg : null;
    return {
      id,
      positives: pos,
      negatives: neg,
      tpr,
      tnr,
      balancedAccuracy: tpr !== null && tnr !== null ? (tpr + tnr) / 2 : null,
    };
  });
  const scored = perCategory.flatMap((c) => (c.balancedAccuracy === null ? [] : [c.balancedAccuracy]));
  return {
    clauses: units.length,
    perCategory,
    macroBalancedAccuracy: scored.length ? scored.reduce((s, x) => s + x, 0) / scored.length : null,
  };
}
