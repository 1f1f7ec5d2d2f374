import { describe, expect, it } from 'vitest';
import { featuresOf, hashFeature } from '../../functions/src/analyzer/model/features';
import { unpackWeights } from '../../functions/src/analyzer/model/format';
import { rowHeadScorer } from '../../functions/src/analyzer/model/row-heads';
import type { ClassifyRow } from './data';
import { fitRowHeads } from './row-heads';

const EXCLUSIVE = [
  'The Distributor shall be the exclusive distributor of the Products in the Territory.',
  'Company grants Reseller the exclusive right to sell the Products within the Territory.',
  'During the Term the Supplier shall sell the Products exclusively through the Distributor.',
];
const COMPETE = [
  'The Distributor shall not sell any products that compete with the Products during the Term.',
  'Reseller shall not market or distribute any competing product anywhere in the Territory.',
  'During the Term the Supplier shall not engage in any business that competes with the Company.',
];

/** Rows of two tasks from six contracts: each clause is a positive for its own task and a negative for the other. */
function rows(): ClassifyRow[] {
  const out: ClassifyRow[] = [];
  for (let i = 0; i < 6; i++) {
    const ex = EXCLUSIVE[i % 3]!;
    const co = COMPETE[(i + 1) % 3]!;
    // A word of one contract only (a party's name, say) must not be learned.
    const name = i === 0 ? ' Zebracorp agrees.' : '';
    out.push(
      { id: `e${i}`, task: 'exclusivity', label: true, text: ex + name, contract: `c${i}` },
      { id: `en${i}`, task: 'exclusivity', label: false, text: co, contract: `c${i}` },
      { id: `n${i}`, task: 'non-compete', label: true, text: co, contract: `c${i}` },
      { id: `nn${i}`, task: 'non-compete', label: false, text: ex + name, contract: `c${i}` },
    );
  }
  return out;
}

const heads = ['exclusivity', 'non-compete', 'insurance'];

describe('the single-clause classifier fitted on the rows', () => {
  it("tells one task's clauses from the clauses the rows give as its negatives, on unseen wording", () => {
    const file = fitRowHeads(rows(), heads, 1);
    const score = rowHeadScorer(file.heads, heads);
    const exclusive = score(
      featuresOf('Reseller is appointed the exclusive reseller of the Products in the Territory.'),
    );
    const compete = score(featuresOf('Reseller shall not sell any product that competes with the Products.'));
    expect(exclusive[0]!).toBeGreaterThan(0);
    expect(compete[0]!).toBeLessThan(0);
    expect(compete[1]!).toBeGreaterThan(0);
    expect(exclusive[1]!).toBeLessThan(0);
    // A task without rows learns nothing: its logit is its bias, the same for every text.
    expect(exclusive[2]).toBe(compete[2]);
  });

  it('learns only features of rows from enough contracts, and the same rows give the same file', () => {
    const file = fitRowHeads(rows(), heads, 1);
    const learned = new Set(file.heads.flatMap((h) => [...unpackWeights(h.weights).hashes]));
    expect(learned.has(hashFeature('zebracorp'))).toBe(false);
    expect(learned.has(hashFeature('exclusive'))).toBe(true);
    expect(JSON.stringify(fitRowHeads(rows(), heads, 1))).toBe(JSON.stringify(file));
  });
});
