import { describe, expect, it } from 'vitest';
import { stackFeatures, stackProbability } from '../../functions/src/analyzer/model/stack';
import { fitPooled, fitStack, outOfFoldProbabilities, standardisation, type StackRow } from './stack';

const SIGNALS = [
  { signal: 'model' as const, clauseWeight: 0 },
  { signal: 'exemplar' as const, clauseWeight: 0 },
];

/** Rows where the first signal's best score tells present from absent and the second is noise. */
function rows(n: number, prefix: string, flip = false): StackRow[] {
  return Array.from({ length: n }, (_, i) => {
    const gold = i % 3 === 0;
    const noise = ((i * 7919) % 101) / 101;
    return {
      contract: `${prefix}-${i}`,
      best: flip ? [noise, gold ? 2 + noise : -2 + noise] : [gold ? 2 + noise : -2 + noise, noise],
      definitional: false,
      rules: false,
      gold,
    };
  });
}

describe('the second stage of detection', () => {
  it('weighs the signal that separates a common category’s contracts', () => {
    const common = rows(300, 'a');
    const prior = fitPooled([common], 2);
    const stage = fitStack(common, SIGNALS, prior);
    expect(stage.weights[0]!).toBeGreaterThan(1);
    expect(Math.abs(stage.weights[1]!)).toBeLessThan(stage.weights[0]! / 4);
    const present = stackProbability(stage, [2.5, 0.5], false, false);
    const absent = stackProbability(stage, [-1.5, 0.5], false, false);
    expect(present).toBeGreaterThan(0.9);
    expect(absent).toBeLessThan(0.1);
  });

  it('keeps a rare category near the weighting shared by all categories', () => {
    // Five contracts whose labels follow the second signal: too few to overturn the shared weighting.
    const rare = rows(5, 'r', true);
    const prior = fitPooled([rows(300, 'a'), rows(300, 'b')], 2);
    const stage = fitStack(rare, SIGNALS, prior);
    expect(stage.weights[0]!).toBeGreaterThan(stage.weights[1]!);
    // A common category with the same flipped labels learns its own weighting.
    const own = fitStack(rows(300, 'c', true), SIGNALS, prior);
    expect(own.weights[1]!).toBeGreaterThan(own.weights[0]!);
  });

  it('reads a contract where no sentence was scored as the lowest score seen', () => {
    const st = standardisation(rows(60, 'a'), 2);
    expect(stackFeatures(st, [null, null], true, false)).toEqual([
      ...stackFeatures(st, [st.floor[0]!, st.floor[1]!], false, false).slice(0, 2),
      1,
      0,
    ]);
  });

  it('scores every row out of its own selection fold, the same on every run', () => {
    const byHead = [rows(120, 'a'), rows(40, 'b')];
    const first = outOfFoldProbabilities(byHead, SIGNALS);
    expect(first.map((p) => p.length)).toEqual([120, 40]);
    expect(outOfFoldProbabilities(byHead, SIGNALS)).toEqual(first);
    const right = byHead[0]!.filter((r, i) => first[0]![i]! > 0.5 === r.gold).length;
    expect(right / 120).toBeGreaterThan(0.95);
  });
});
