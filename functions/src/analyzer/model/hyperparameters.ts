/**
 * Every setting of the clause model in one place: what training fits and how it chooses
 * (scripts/train), and the feature settings the engine must share with it. Change a value here,
 * run `npm run eval -- --cv 5` to measure it, then `npm run train` to ship it; the model file and
 * model/metrics.json record the values they were made with.
 */
export const HYPERPARAMETERS = {
  /** Seed of every shuffle and split (the same data and seed give a byte-identical model). */
  seed: 1,
  /** Inner cross-validation by contract: folds, and how many different splits each contract is scored out of fold in. */
  innerFolds: 5,
  innerSplits: 2,
  /** A feature must occur in at least this many training contracts (no one contract's names are learned). */
  minDf: 3,
  /** The linear unit and clause heads (logistic regression, Adagrad; fit.ts). */
  linear: {
    epochs: 6,
    learningRate: 0.2,
    l2: 1e-6,
    /** Weights kept per head after training (by magnitude). */
    keep: 3000,
    /** Positive examples weigh (negatives / positives) ^ balance, at most maxPositiveWeight. */
    balance: 0.5,
    maxPositiveWeight: 10,
    /** Epochs of the clause heads, fitted on the expert-labelled clauses alone. */
    clauseEpochs: 12,
    /** Share of the units negative for every head that training uses (seeded sample). */
    negativeShare: 0.5,
    /** How much a unit's clause-head logit adds to its unit-head logit (each tried per category). */
    clauseWeights: [0, 0.5, 1],
  },
  /** The nearest-expert-clause memory (exemplars.ts). */
  exemplars: {
    minDf: 3,
    /** Features in more than this share of all sentences carry no weight. */
    maxUnitShare: 0.1,
  },
  /** The single-clause classifier (naive Bayes, ADR 034). */
  naiveBayes: {
    /** Additive smoothing: small, as clauses are short and each feature counts once per clause. */
    alpha: 0.1,
    /** Each score less this share of the best other head's score; the inner CV picks one. */
    contrasts: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1],
  },
  /**
   * The single-clause classifier's second part: a logistic regression per task fitted on the
   * single-clause rows themselves (their negatives are other categories' clauses, which the naive
   * Bayes, fitted on contracts, never sees as such). Its logit, times `weight`, is added to the
   * naive Bayes score.
   */
  rowHeads: {
    epochs: 10,
    learningRate: 0.2,
    l2: 1e-5,
    /** Positive and negative rows weigh alike in total (rows are about half positive anyway). */
    balance: 1,
    maxPositiveWeight: 10,
    /** A feature must occur in rows of at least this many contracts. */
    minDf: 3,
    keep: 1500,
    weight: 1,
  },
  /** How each category's detection and each single-clause task's cut are chosen (choose.ts). */
  choice: {
    /** How much better, held out, a later detection mode must do to replace an earlier one. */
    modeMargin: 0.02,
    /** Folds over which a tuned cut is itself held out. */
    selectionFolds: 5,
    /** Below this many labelled training contracts a category is detected only with the rule verdict. */
    minLearnedContracts: 8,
    /** Balanced accuracy a classification cut may give up, out of fold, to sit nearer 0. */
    classifySlack: 0.02,
  },
  /** The second stage of detection (stack.ts): per category, shrunk toward one shared by all categories. */
  stack: {
    /** Pull of a category's weights toward the shared ones (in rows' worth: a category has ~700 rows). */
    lambda: 20,
    /** Light regularisation of the shared fit itself. */
    pooledLambda: 1,
    /** The bias is pulled this much less (categories differ most in how common they are). */
    biasShrink: 0.01,
    iterations: 25,
    /** How much better, held out, the stage must do than the best single signal or vote to be used. */
    margin: 0.02,
  },
  /** Processes that fit folds at the same time (`npm run train`, `npm run eval -- --cv`). */
  workers: 2,
} as const;

export type Hyperparameters = typeof HYPERPARAMETERS;
