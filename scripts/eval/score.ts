/**
 * Runs the shared scorers (../shared/eval/score/*.mjs, the one definition of every figure) on
 * prediction files and returns their JSON results. Nothing here recomputes a metric.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** One category's detection figures, as score-analyzer.mjs reports them. */
export interface CategoryScore {
  kind: 'clause' | 'renewal';
  gold: number;
  predicted: number;
  tp: number;
  p: number;
  r: number;
  f1: number;
  spanHit: number | null;
}

interface Accuracy {
  n: number;
  correct: number;
  accuracy: number;
}

export interface AnalyzerScores {
  contracts: number;
  coverage: number;
  clause: { macroF1: number; microF1: number; categoriesDefined: number };
  span: { hitRate: number; hits: number; pairs: number; meanLength: number; medianLength: number };
  parties: { recall: number; found: number; gold: number; precision: number };
  governingLaw: Accuracy;
  dates: { 'agreement-date': Accuracy; 'effective-date': Accuracy; 'expiration-date': Accuracy; mean: number };
  perCategory: Record<string, CategoryScore>;
  summary: string;
}

export interface ClassifyScores {
  rows: number;
  tasks: number;
  coverage: number;
  balancedAccuracy: number;
  perTask: Record<string, { n: number; tpr: number | null; tnr: number | null; balancedAccuracy: number }>;
  summary: string;
}

function runScorer<T>(scoreDir: string, script: string, args: string[]): T {
  const r = spawnSync(process.execPath, [path.join(scoreDir, script), ...args, '--json'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${script} failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

export const scoreAnalyses = (scoreDir: string, gold: string, pred: string): AnalyzerScores =>
  runScorer<AnalyzerScores>(scoreDir, 'score-analyzer.mjs', ['--gold', gold, '--pred', pred]);

export const scoreClassifications = (scoreDir: string, gold: string, pred: string): ClassifyScores =>
  runScorer<ClassifyScores>(scoreDir, 'score-classify.mjs', ['--gold', gold, '--pred', pred]);

/** The summary of score-risks.mjs --json (`npm run eval -- --risks` writes such a file). */
export interface RiskScores {
  summary: {
    pairs: number;
    recall: number;
    recallHigh: number;
    precision: number;
    wrongSide: number;
    falseMissing: number;
    findingsPerSide?: number;
  };
}
