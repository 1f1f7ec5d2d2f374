/**
 * Runs an analyzer over a labelled set and computes every metric. The analyzer and the single-clause
 * classifier are passed in, so the metrics can be proven on a synthetic set with a fake analyzer.
 */
import type { Analysis } from '../../shared/schemas/analysis';
import type { LabelledContract } from './dataset';
import { scoreClauses, type ClauseScores } from './metrics/clauses';
import { scoreFacts, type FactScores } from './metrics/facts';
import { scoreSingleClause, type SingleClauseScores } from './metrics/single-clause';
import { predictionsOf } from './predictions';

export interface EvalResult {
  contracts: number;
  clauses: ClauseScores;
  facts: FactScores;
  singleClause: SingleClauseScores;
}

export function evaluate(
  contracts: readonly LabelledContract[],
  analyze: (text: string) => Analysis,
  classify: (text: string) => readonly string[],
): EvalResult {
  const scored = contracts.map((gold) => ({ gold, predicted: predictionsOf(analyze(gold.text)) }));
  return {
    contracts: contracts.length,
    clauses: scoreClauses(scored.map((s) => ({ gold: s.gold, predicted: s.predicted.categories }))),
    facts: scoreFacts(scored),
    singleClause: scoreSingleClause(contracts, classify),
  };
}
