/**
 * The contract-level second stage of a category's detection: the best sentence's score under each
 * signal (the linear heads at each clause weight, the nearest-exemplar margin, naive Bayes), each
 * standardised, and the rule verdicts (the definition's wording, the rule cues) combined by a
 * logistic regression fitted across the training contracts (scripts/train/stack.ts). Several weak
 * signals that agree then count for more than one strong signal alone.
 */
import type { StackFile } from './format';

export type { StackFile };

/** Standardised scores are clipped: one freak sentence should not outvote every other signal. */
export const STACK_CLIP = 5;

/** The features of one contract: standardised best scores, then the two verdicts (0 / 1). */
export function stackFeatures(
  s: Pick<StackFile, 'centre' | 'scale' | 'floor'>,
  best: readonly (number | null)[],
  definitional: boolean,
  rules: boolean,
): number[] {
  const z = best.map((b, j) => {
    const v = b === null || !Number.isFinite(b) ? s.floor[j]! : b;
    return Math.max(-STACK_CLIP, Math.min(STACK_CLIP, (v - s.centre[j]!) / s.scale[j]!));
  });
  return [...z, definitional ? 1 : 0, rules ? 1 : 0];
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The stage's probability that the contract has the category. */
export function stackProbability(
  s: StackFile,
  best: readonly (number | null)[],
  definitional: boolean,
  rules: boolean,
): number {
  const x = stackFeatures(s, best, definitional, rules);
  let z = s.bias;
  for (let i = 0; i < x.length; i++) z += s.weights[i]! * x[i]!;
  return sigmoid(z);
}
