/** Training's options, read from the hyperparameters file, and the deterministic split of contracts into folds. */
import { hashFeature } from '../../functions/src/analyzer/model/features';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import type { FitOptions } from './fit';

export interface TrainOptions extends FitOptions {
  folds: number;
  /** A feature must occur in at least this many training contracts. */
  minDf: number;
  /** Epochs of the clause heads (trained on the expert-labelled clauses alone). */
  clauseEpochs: number;
  /** Share of the units negative for every head that training uses (seeded sample). */
  negativeShare: number;
  /** How many different splits the inner cross-validation runs (each contract scored out of fold once per split). */
  repeats: number;
}

const H = HYPERPARAMETERS;
export const DEFAULT_TRAIN: Omit<TrainOptions, 'seed'> = {
  epochs: H.linear.epochs,
  learningRate: H.linear.learningRate,
  l2: H.linear.l2,
  keep: H.linear.keep,
  balance: H.linear.balance,
  maxPositiveWeight: H.linear.maxPositiveWeight,
  folds: H.innerFolds,
  minDf: H.minDf,
  clauseEpochs: H.linear.clauseEpochs,
  negativeShare: H.linear.negativeShare,
  repeats: H.innerSplits,
};

/** Separates the fold seeds of the inner cross-validation's repeated splits. */
export const REPEAT_SALT = 104729;

/** Deterministic fold of a contract id for a seed. */
export function foldOf(id: string, seed: number, folds: number): number {
  return hashFeature(`${seed}:${id}`) % folds;
}
