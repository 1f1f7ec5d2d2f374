/**
 * One-vs-rest logistic regression for all heads at once, trained with Adagrad over binary,
 * L2-normalised features; a seeded shuffle makes the run deterministic (same data and seed, same
 * weights, bit for bit). Then each head keeps its strongest weights, quantised to int8.
 */
import { packWeights, type HeadFile } from '../../functions/src/analyzer/model/format';

export interface Example {
  /** Compact feature indices (distinct). */
  feats: Int32Array;
  /** Per head: 1 positive, 0 negative, -1 not used for that head. */
  y: Int8Array;
}

export interface FitOptions {
  seed: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** Weights kept per head after training. */
  keep: number;
  /** Positive examples weigh (negatives / positives) ^ balance, at most maxPositiveWeight. */
  balance: number;
  maxPositiveWeight: number;
}

/** mulberry32: a small seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RawWeights {
  /** W[f * heads + k] */
  w: Float32Array;
  bias: Float64Array;
}

export function fit(examples: readonly Example[], nFeatures: number, nHeads: number, o: FitOptions): RawWeights {
  const H = nHeads;
  const w = new Float32Array(nFeatures * H);
  const g2 = new Float32Array(nFeatures * H);
  const bias = new Float64Array(H);
  const bg2 = new Float64Array(H);
  // Positive examples weigh more for rare heads.
  const pos = new Float64Array(H);
  const neg = new Float64Array(H);
  for (const e of examples)
    for (let k = 0; k < H; k++) {
      if (e.y[k] === 1) pos[k] = pos[k]! + 1;
      else if (e.y[k] === 0) neg[k] = neg[k]! + 1;
    }
  const wpos = Float64Array.from(pos, (p, k) =>
    p ? Math.min(o.maxPositiveWeight, Math.max(1, (neg[k]! / p) ** o.balance)) : 1,
  );
  const order = examples.map((_, i) => i);
  const rand = rng(o.seed);
  const z = new Float64Array(H);
  const gk = new Float64Array(H);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const e = examples[idx]!;
      const n = e.feats.length;
      if (n === 0) continue;
      const v = 1 / Math.sqrt(n);
      z.set(bias);
      for (const f of e.feats) {
        const base = f * H;
        for (let k = 0; k < H; k++) z[k] = z[k]! + w[base + k]! * v;
      }
      for (let k = 0; k < H; k++) {
        const y = e.y[k]!;
        if (y < 0) {
          gk[k] = 0;
          continue;
        }
        const p = 1 / (1 + Math.exp(-z[k]!));
        const g = (p - y) * (y === 1 ? wpos[k]! : 1);
        gk[k] = g;
        bg2[k] = bg2[k]! + g * g;
        bias[k] = bias[k]! - (o.learningRate * g) / Math.sqrt(bg2[k]! + 1e-8);
      }
      for (const f of e.feats) {
        const base = f * H;
        for (let k = 0; k < H; k++) {
          const g0 = gk[k]!;
          if (g0 === 0) continue;
          const cur = w[base + k]!;
          const g = g0 * v + o.l2 * cur;
          const acc = g2[base + k]! + g * g;
          g2[base + k] = acc;
          w[base + k] = cur - (o.learningRate * g) / Math.sqrt(acc + 1e-8);
        }
      }
    }
  }
  return { w, bias };
}

/** Keeps each head's `keep` largest weights (by magnitude), quantised to int8 with a per-head scale. */
export function packHeads(
  raw: RawWeights,
  hashes: Uint32Array,
  ids: readonly string[],
  keep: number,
): Pick<HeadFile, 'id' | 'bias' | 'scale' | 'weights'>[] {
  const H = ids.length;
  const F = hashes.length;
  return ids.map((id, k) => {
    const cand: { f: number; a: number }[] = [];
    for (let f = 0; f < F; f++) {
      const x = raw.w[f * H + k]!;
      if (x !== 0) cand.push({ f, a: Math.abs(x) });
    }
    cand.sort((a, b) => b.a - a.a || a.f - b.f);
    const kept = cand.slice(0, keep);
    const max = kept[0]?.a ?? 0;
    const scale = max > 0 ? Number((max / 127).toPrecision(6)) : 1;
    const rows = kept
      .map(({ f }) => ({ h: hashes[f]!, q: Math.max(-127, Math.min(127, Math.round(raw.w[f * H + k]! / scale))) }))
      .filter((r) => r.q !== 0)
      .sort((a, b) => a.h - b.h);
    return {
      id,
      bias: Number(raw.bias[k]!.toPrecision(6)),
      scale,
      weights: packWeights(
        rows.map((r) => r.h),
        rows.map((r) => r.q),
      ),
    };
  });
}
