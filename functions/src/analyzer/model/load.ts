/**
 * Loads a clause model file once into a lookup table (feature hash → the heads' weights) and
 * scores texts with it. A text's logit for a head is bias + Σ weight over its distinct features,
 * each feature counted 1/√n (binary features, L2-normalised), so long and short units compare.
 */
import { loadExemplars, type ExemplarIndex } from './exemplars';
import { featuresOf } from './features';
import { linearColumnsScorer } from './linear-columns';
import { contrasted, naiveBayesScorer } from './naive-bayes';
import { rowHeadScorer } from './row-heads';
import { MODEL_FORMAT, MODEL_FORMAT_VERSION, type HeadFile, type NaiveBayesFile, type ModelFile } from './format';

export interface ClauseModel {
  /** The model file's id (a hash written by training; "untracked" for a file without one). */
  readonly id: string;
  readonly heads: readonly HeadFile[];
  /** Head index by category id. */
  readonly index: ReadonlyMap<string, number>;
  /** Unit-head logits for one text (indexed like `heads`). */
  score(text: string): Float64Array;
  /** Unit-head logits from precomputed feature hashes. */
  scoreFeatures(features: Uint32Array): Float64Array;
  /** Clause-head logits for one text taken as a single clause. */
  scoreClause(text: string): Float64Array;
  /** Clause-head logits from precomputed feature hashes. */
  scoreClauseFeatures(features: Uint32Array): Float64Array;
  /** Both, from one lookup per feature (what detection reads for every unit). */
  scoreBothFeatures(features: Uint32Array): { unit: Float64Array; clause: Float64Array };
  /** The expert clauses as nearest-neighbour exemplars, when the file carries them. */
  readonly exemplars: ExemplarIndex | null;
  /** Single-clause classification scores (the file's classifier, else the clause heads). */
  scoreClassifyFeatures(features: Uint32Array): Float64Array;
  /** The classifier's naive Bayes scores without the contrast (a detection signal); null without a classifier. */
  scoreNaiveBayesFeatures: ((features: Uint32Array) => Float64Array) | null;
}

type Scorer = (features: Uint32Array) => Float64Array;

/**
 * Both linear scorers of every head in one sparse table (unit head k in column k, clause head k in
 * column H + k), built once: one lookup per feature gives both logits, which detection always wants together.
 */
function linearScorer(
  heads: readonly HeadFile[],
): (features: Uint32Array) => { unit: Float64Array; clause: Float64Array } {
  const H = heads.length;
  const score = linearColumnsScorer([...heads, ...heads.map((h) => h.clause)]);
  return (features) => {
    const out = score(features);
    return { unit: out.subarray(0, H), clause: out.subarray(H) };
  };
}

export function loadClauseModel(file: ModelFile): ClauseModel {
  if (file.format !== MODEL_FORMAT || file.version !== MODEL_FORMAT_VERSION)
    throw new Error(`clause model: unsupported file (${String(file.format)} v${String(file.version)})`);
  const heads = file.heads;
  const scoreBoth = linearScorer(heads);
  const scoreFeatures = (f: Uint32Array) => scoreBoth(f).unit;
  const scoreClauseFeatures = (f: Uint32Array) => scoreBoth(f).clause;
  // One naive Bayes table, built on first use (a contract analysis whose categories use no naive
  // Bayes signal never needs it): raw scores for detection, contrasted for classification.
  const classifier = file.classifier;
  let bayes: Scorer | undefined;
  const naiveBayes = (c: NaiveBayesFile) =>
    (bayes ??= naiveBayesScorer(
      { ...c, contrast: 0 },
      heads.map((h) => h.id),
    ));
  // The logistic heads fitted on single clauses, added to the naive Bayes score (built on first use).
  let rows: Scorer | undefined;
  const rowHeads = classifier?.rowHeads;
  const classify =
    (c: NaiveBayesFile): Scorer =>
    (features) => {
      const out = contrasted(naiveBayes(c)(features), c.contrast ?? 0);
      if (!rowHeads) return out;
      rows ??= rowHeadScorer(
        rowHeads.heads,
        heads.map((h) => h.id),
      );
      const add = rows(features);
      for (let k = 0; k < out.length; k++) out[k] = out[k]! + rowHeads.weight * add[k]!;
      return out;
    };
  return {
    id: file.id ?? 'untracked',
    heads,
    index: new Map(heads.map((h, i) => [h.id, i])),
    score: (text) => scoreFeatures(featuresOf(text)),
    scoreFeatures,
    scoreClause: (text) => scoreClauseFeatures(featuresOf(text)),
    scoreClauseFeatures,
    scoreBothFeatures: scoreBoth,
    exemplars: file.exemplars ? loadExemplars(file.exemplars, heads.length) : null,
    scoreClassifyFeatures: classifier ? classify(classifier) : scoreClauseFeatures,
    scoreNaiveBayesFeatures: classifier ? (features) => naiveBayes(classifier)(features) : null,
  };
}
