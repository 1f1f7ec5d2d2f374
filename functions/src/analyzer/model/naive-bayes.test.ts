import { describe, expect, it } from 'vitest';
import { classifyWithModel, loadClauseModel } from '.';
import { featuresOf, hashFeature } from './features';
import { modelFileOf, packWeights, type HeadFile, type NaiveBayesFile } from './format';
import { contrasted, naiveBayesScorer } from './naive-bayes';

const zebra = hashFeature('zebra');
const startZebra = hashFeature('^ zebra');
const lion = hashFeature('lion');
const packed = (...rows: [number, number][]) => {
  const sorted = rows.sort((a, b) => a[0] - b[0]);
  return packWeights(
    sorted.map((r) => r[0]),
    sorted.map((r) => r[1]),
  );
};

/** Vocabulary: zebra (G 2), '^ zebra' (G 1), lion (G 3); audit-rights has evidence for zebra only. */
const classifier: NaiveBayesFile = {
  alpha: 0.1,
  shared: { scale: 1, weights: packed([zebra, 2], [startZebra, 1], [lion, 3]) },
  heads: [
    { id: 'audit-rights', perFeature: 0.5, scale: 0.5, weights: packWeights([zebra], [10]) },
    { id: 'insurance', perFeature: 1, scale: 1, weights: '' },
  ],
};

const head = (id: string, threshold: number): HeadFile => ({
  id,
  bias: -5,
  scale: 1,
  weights: '',
  // The clause head alone would say no to everything: classification must read the classifier.
  clause: { bias: -5, scale: 1, weights: '' },
  detect: { mode: 'model', threshold: 0, clauseWeight: 0 },
  classify: { threshold, mode: 'model' },
});

describe('single-clause naive Bayes classifier', () => {
  it('scores (Σ a − Σ G + m·perFeature) / n over the features in its vocabulary', () => {
    // 'zebra': two features, both in the vocabulary.
    expect(featuresOf('zebra')).toHaveLength(2);
    const score = naiveBayesScorer(classifier, ['audit-rights', 'insurance', 'no-such-head']);
    const s = score(featuresOf('zebra'));
    expect(s[0]).toBeCloseTo((5 - 3 + 2 * 0.5) / 2);
    expect(s[1]).toBeCloseTo((0 - 3 + 2 * 1) / 2);
    expect(s[2]).toBeCloseTo(-3 / 2);
    // Features outside the vocabulary count in n only: a longer unrelated text dilutes the score.
    expect(score(featuresOf('zebra crossing'))[0]!).toBeLessThan(s[0]!);
    // No feature of its vocabulary: no evidence for any head (not a score of 0, which may pass a cut).
    expect(Array.from(score(new Uint32Array()))).toEqual([-Infinity, -Infinity, -Infinity]);
    expect(Array.from(score(featuresOf('nothing relevant')))).toEqual([-Infinity, -Infinity, -Infinity]);
  });

  it('decides single-clause classification when the model file carries it', () => {
    const model = loadClauseModel(modelFileOf([head('audit-rights', 0.5), head('insurance', 0)], { classifier }));
    // audit-rights scores 1.5 >= 0.5, insurance -0.5 < 0; a text without known features is no category.
    expect(classifyWithModel(model, 'zebra')).toEqual(['audit-rights']);
    expect(classifyWithModel(model, 'nothing relevant')).toEqual([]);
  });

  it('lowers each score by a share of the best other head score when the file asks for a contrast', () => {
    expect(Array.from(contrasted(Float64Array.from([2, 1, -1]), 0.5))).toEqual([1.5, 0, -2]);
    expect(Array.from(contrasted(Float64Array.from([2, 1, -1]), 0))).toEqual([2, 1, -1]);
    const score = naiveBayesScorer({ ...classifier, contrast: 0.5 }, ['audit-rights', 'insurance']);
    // Raw scores 1.5 and -0.5 (first test): each less half the other's.
    const s = score(featuresOf('zebra'));
    expect(s[0]).toBeCloseTo(1.5 + 0.25);
    expect(s[1]).toBeCloseTo(-0.5 - 0.75);
  });
});
