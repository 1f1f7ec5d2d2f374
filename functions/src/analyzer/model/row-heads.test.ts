import { describe, expect, it } from 'vitest';
import { packWeights } from './format';
import { rowHeadScorer } from './row-heads';

describe('the row heads scorer', () => {
  // Head "b": weights 10 and -4 (scale 0.5) on features 3 and 9; head "a": weight 2 on feature 9.
  const heads = [
    { id: 'b', bias: 0.25, scale: 0.5, weights: packWeights([3, 9], [10, -4]) },
    { id: 'a', bias: -1, scale: 1, weights: packWeights([9], [2]) },
  ];

  it('adds each known feature once, scaled by 1/√n, to the bias, in the order asked for', () => {
    const score = rowHeadScorer(heads, ['a', 'b', 'c']);
    // Four features, two of them known: each counts 1/2.
    const out = score(Uint32Array.from([1, 3, 9, 20]));
    expect(out[0]).toBeCloseTo(-1 + 2 * 0.5);
    expect(out[1]).toBeCloseTo(0.25 + (5 - 2) * 0.5);
    // A head the file does not have scores 0.
    expect(out[2]).toBe(0);
  });

  it('gives the biases for a text with no features', () => {
    expect([...rowHeadScorer(heads, ['a', 'b'])(new Uint32Array())]).toEqual([-1, 0.25]);
  });
});
