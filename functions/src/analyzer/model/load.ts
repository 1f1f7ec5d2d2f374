/**
 * Loads a clause model file once into a lookup table (feature hash → the heads' weights) and
 * scores texts with it. A text's logit for a head is bias + Σ weight over its distinct features,
 * each feature counted 1/√n (binary features, L2-normalised), so long and short units compare.
 */
import { loadExemplars, type ExemplarIndex } from './exemplars';
import { featuresOf } from './features';
import { contrasted, naiveBayesScorer } from './naive-bayes';
import {
  MODEL_FORMAT,
  MODEL_FORMAT_VERSION,
  unpackWeights,
  type HeadFile,
  type LinearFile,
  type NaiveBayesFile,
  type ModelFile,
} from './format';

export interface ClauseModel {
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
  /** The expert clauses as nearest-neighbour exemplars, when the file carries them. */
  readonly exemplars: ExemplarIndex | null;
  /** Single-clause classification scores (the file's classifier, else the clause heads). */
  scoreClassifyFeatures(features: Uint32Array): Float64Array;
  /** The classifier's naive Bayes scores without the contrast (a detection signal); null without a classifier. */
  scoreNaiveBayesFeatures: ((features: Uint32Array) => Float64Array) | null;
}

type Scorer = (features: Uint32Array) => Float64Array;

/** feature hash → flat list of (head, weight) pairs, built once; returns the scoring function. */
function linearScorer(parts: readonly LinearFile[]): Scorer {
  const table = new Map<number, number[]>();
  parts.forEach((h, k) => {
    const { hashes, q } = unpackWeights(h.weights);
    for (let i = 0; i < hashes.length; i++) {
      const key = hashes[i]!;
      let row = table.get(key);
      if (!row) table.set(key, (row = []));
      row.push(k, q[i]! * h.scale);
    }
  });
  const bias = Float64Array.from(parts.map((h) => h.bias));
  return (features) => {
    const out = new Float64Array(parts.length);
    const norm = features.length ? 1 / Math.sqrt(features.length) : 0;
    for (const f of features) {
      const row = table.get(f);
      if (!row) continue;
      for (let i = 0; i < row.length; i += 2) {
        const k = row[i]!;
        out[k] = out[k]! + row[i + 1]! * norm;
      }
    }
    for (let k = 0; k < out.length; k++) out[k] = out[k]! + bias[k]!;
    return out;
  };
}

export function loadClauseModel(file: ModelFile): ClauseModel {
  if (file.format !== MODEL_FORMAT || file.version !== MODEL_FORMAT_VERSION)
    throw new Error(`clause model: unsupported file (${String(file.format)} v${String(file.version)})`);
  const heads = file.heads;
  const scoreFeatures = linearScorer(heads);
  const scoreClauseFeatures = linearScorer(heads.map((h) => h.clause));
  // One naive Bayes table, built on first use (a contract analysis whose categories use no naive
  // Bayes signal never needs it): raw scores for detection, contrasted for classification.
  const classifier = file.classifier;
  let bayes: Scorer | undefined;
  const naiveBayes = (c: NaiveBayesFile) =>
    (bayes ??= naiveBayesScorer(
      { ...c, contrast: 0 },
      heads.map((h) => h.id),
    ));
  return {
    heads,
    index: new Map(heads.map((h, i) => [h.id, i])),
    score: (text) => scoreFeatures(featuresOf(text)),
    scoreFeatures,
    scoreClause: (text) => scoreClauseFeatures(featuresOf(text)),
    scoreClauseFeatures,
    exemplars: file.exemplars ? loadExemplars(file.exemplars, heads.length) : null,
    scoreClassifyFeatures: classifier
      ? (features) => contrasted(naiveBayes(classifier)(features), classifier.contrast ?? 0)
      : scoreClauseFeatures,
    scoreNaiveBayesFeatures: classifier ? (features) => naiveBayes(classifier)(features) : null,
  };
}
