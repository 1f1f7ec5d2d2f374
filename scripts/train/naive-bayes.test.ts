import { describe, expect, it } from 'vitest';
import { featuresOf, hashFeature } from '../../functions/src/analyzer/model/features';
import { unpackWeights } from '../../functions/src/analyzer/model/format';
import { naiveBayesScorer } from '../../functions/src/analyzer/model/naive-bayes';
import type { TrainContract } from './data';
import { prepareContract } from './examples';
import { fitNaiveBayes } from './naive-bayes';
import { CONTRASTS, trainClassifier } from './classify-train';
import { parseClassifyRows } from './data';
import { DEFAULT_TRAIN } from './train';
import { fitRowHeads } from './row-heads';

const FILLER = 'The parties shall perform their obligations under this agreement in good faith.';
const INSURANCE = [
  'The Supplier shall maintain general liability insurance of not less than two million dollars per occurrence.',
  'The Distributor shall carry product liability insurance naming the Company as an additional insured.',
  'Each party shall keep adequate insurance with reputable insurers and provide certificates of insurance.',
];
const ASSIGNMENT = [
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  'The Licensee shall not assign or transfer this Agreement without the written consent of the Licensor.',
  'This Agreement may not be assigned by either party except with the consent of the other party.',
];

/** Six contracts, each with one insurance and one anti-assignment clause; one has a zebra clause too. */
function contracts(): TrainContract[] {
  return Array.from({ length: 6 }, (_, i) => {
    const ins = INSURANCE[i % 3]!;
    const asg = ASSIGNMENT[(i + 1) % 3]!;
    const extra = i === 0 ? ' The zebra clause is unique.' : '';
    const text = `${FILLER} ${ins} ${asg}${extra}`;
    const at = (s: string) => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
    const labels = new Map([
      ['insurance', [at(ins)]],
      ['anti-assignment', [at(asg)]],
    ]);
    if (extra) labels.set('insurance', [at(ins), at(extra.trim())]);
    return { id: `c${i}`, text, labels };
  });
}

const heads = ['anti-assignment', 'insurance'];

describe('naive Bayes single-clause classifier fit', () => {
  const prepared = contracts().map((c) => prepareContract(c, heads));

  it('scores an unseen clause of a category above the clauses of the others', () => {
    const score = naiveBayesScorer(fitNaiveBayes(prepared, heads, { minDf: 2, keep: 1000 }), heads);
    const ins = score(featuresOf('The Reseller shall maintain liability insurance and name the Company as insured.'));
    const asg = score(featuresOf('Neither party shall assign this Agreement without prior written consent.'));
    expect(ins[1]!).toBeGreaterThan(asg[1]!);
    expect(asg[0]!).toBeGreaterThan(ins[0]!);
  });

  it('keeps only features of enough contracts and at most `keep` weights per head', () => {
    const file = fitNaiveBayes(prepared, heads, { minDf: 2, keep: 5 });
    const vocabulary = new Set(unpackWeights(file.shared.weights).hashes);
    // A word of one contract cannot identify it: it is not in the vocabulary.
    expect(vocabulary.has(hashFeature('zebra'))).toBe(false);
    expect(vocabulary.has(hashFeature('insurance'))).toBe(true);
    for (const h of file.heads) {
      const { hashes } = unpackWeights(h.weights);
      expect(hashes.length).toBeGreaterThan(0);
      expect(hashes.length).toBeLessThanOrEqual(5);
      for (const x of hashes) expect(vocabulary.has(x)).toBe(true);
    }
    expect(JSON.stringify(fitNaiveBayes(prepared, heads, { minDf: 2, keep: 5 }))).toBe(JSON.stringify(file));
  });

  it('chooses a cut per task and one contrast on out-of-fold rows, and fits the classifier on all contracts and rows', () => {
    const cs = contracts();
    const rows = parseClassifyRows(
      [
        ...INSURANCE.map((text, i) => ({ id: `i${i}`, task: 'insurance', label: true, text })),
        ...ASSIGNMENT.map((text, i) => ({ id: `a${i}`, task: 'insurance', label: false, text })),
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
      cs,
    );
    const { classifier, choices } = trainClassifier(prepared, rows, heads, {
      ...DEFAULT_TRAIN,
      seed: 1,
      folds: 3,
      minDf: 2,
    });
    expect(CONTRASTS).toContain(classifier.contrast);
    expect(choices.get('insurance')!.balancedAccuracy).toBe(1);
    // No rows for anti-assignment: it never says yes.
    expect(choices.get('anti-assignment')!.threshold).toBe(99);
    expect(JSON.stringify(classifier)).toBe(
      JSON.stringify({
        ...fitNaiveBayes(prepared, heads, { minDf: 2, keep: DEFAULT_TRAIN.keep }),
        contrast: classifier.contrast,
        rowHeads: fitRowHeads(rows, heads, 1),
      }),
    );
  });
});
