import { describe, expect, it } from 'vitest';
import { loadExemplars, NO_MARGIN, packVarints } from './exemplars';
import { packWeights } from './format';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Exemplar {
  heads: number[];
  terms: number[];
}

const HEADS = 12;
const VOCABULARY = Array.from({ length: 40 }, (_, i) => 1000 + i * 7);

/**
 * Exemplars over a small vocabulary: half of them of head 0 alone, so the nearest often share one head,
 * the others of up to four heads, so the heads' best exemplars are often fewer than the heads.
 */
function exemplars(rand: () => number, count: number): Exemplar[] {
  return Array.from({ length: count }, () => {
    const heads =
      rand() < 0.5
        ? [0]
        : [...new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => Math.floor(rand() * HEADS)))];
    const terms = [...new Set(Array.from({ length: 3 + Math.floor(rand() * 8) }, () => Math.floor(rand() * 40)))];
    return { heads: heads.sort((a, b) => a - b), terms: terms.sort((a, b) => a - b) };
  });
}

/**
 * The margin as its definition states it, computed the slow way: a head's best cosine similarity to
 * one of its exemplars minus the best similarity among the 8 nearest exemplars that are not of it.
 */
function reference(items: Exemplar[], idf: number[], features: number[]): { margins: number[]; nearest: number[] } {
  const found = [...new Set(features.map((f) => VOCABULARY.indexOf(f)).filter((t) => t >= 0))];
  const qNorm = Math.sqrt(found.reduce((n, t) => n + idf[t]! ** 2, 0));
  const sims = items.map((x) => {
    const norm = Math.sqrt(x.terms.reduce((n, t) => n + idf[t]! ** 2, 0));
    return x.terms.filter((t) => found.includes(t)).reduce((s, t) => s + idf[t]! ** 2, 0) / (norm * qNorm || 1);
  });
  const near = sims
    .map((s, e) => ({ s, e }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.e - b.e)
    .slice(0, 8);
  const margins = Array.from({ length: HEADS }, (_, h) => {
    const mine = sims.filter((s, e) => s > 0 && items[e]!.heads.includes(h));
    if (!mine.length) return NO_MARGIN;
    const other = near.find((x) => !items[x.e]!.heads.includes(h))?.s ?? 0;
    return Math.max(...mine) - other;
  });
  return { margins, nearest: near.map((x) => x.e) };
}

describe('nearest-exemplar margins', () => {
  it('equal the definition on random sentences, whichever heads the nearest exemplars share', () => {
    const rand = random(7);
    const q = VOCABULARY.map(() => 20 + Math.floor(rand() * 235));
    const idfScale = 0.04;
    const idf = q.map((v) => v * idfScale);
    const items = exemplars(rand, 90);
    const stream = items.flatMap((x) => [
      x.heads.length,
      ...x.heads,
      x.terms.length,
      ...x.terms.map((t, i) => t - (x.terms[i - 1] ?? 0)),
    ]);
    const index = loadExemplars(
      { vocabulary: packWeights(VOCABULARY, q), idfScale, count: items.length, items: packVarints(stream) },
      HEADS,
    );
    let capped = 0;
    for (let n = 0; n < 300; n++) {
      const features = Array.from({ length: 1 + Math.floor(rand() * 12) }, () =>
        rand() < 0.9 ? VOCABULARY[Math.floor(rand() * 40)]! : 5 + Math.floor(rand() * 900),
      );
      const want = reference(items, idf, features);
      const got = [...index.margins(Uint32Array.from(new Set(features)).sort())];
      got.forEach((m, h) => expect(m).toBeCloseTo(want.margins[h]!, 6));
      // All 8 nearest of head 0 leave it nothing to subtract: the case a shortcut would get wrong.
      if (want.nearest.length === 8 && want.nearest.every((e) => items[e]!.heads.includes(0))) capped++;
    }
    expect(capped).toBeGreaterThan(1);
  });

  it('subtracts the nearest exemplar of another category when one exemplar is the best of eight heads', () => {
    // Exemplar 0 (words 10 and 20) is labelled with heads 0-7, exemplar 1 (words 10 and 30) with head 8.
    const items = packVarints([8, 0, 1, 2, 3, 4, 5, 6, 7, 2, 0, 1, 1, 8, 2, 0, 2]);
    const index = loadExemplars(
      { vocabulary: packWeights([10, 20, 30], [100, 100, 100]), idfScale: 0.05, count: 2, items },
      10,
    );
    const m = [...index.margins(Uint32Array.from([10, 20]))];
    // Equal weights: the sentence is exemplar 0 (similarity 1) and half exemplar 1 (one word of two).
    m.slice(0, 8).forEach((x) => expect(x).toBeCloseTo(0.5, 6));
    expect(m[8]).toBeCloseTo(-0.5, 6);
    expect(m[9]).toBe(NO_MARGIN);
  });

  it('gives no margin to a sentence that shares no word with any exemplar', () => {
    const index = loadExemplars(
      { vocabulary: packWeights([10, 20], [100, 100]), idfScale: 0.05, count: 1, items: packVarints([1, 0, 2, 0, 1]) },
      2,
    );
    expect([...index.margins(Uint32Array.from([30]))]).toEqual([NO_MARGIN, NO_MARGIN]);
    expect(index.margins(Uint32Array.from([10, 20]))[0]).toBeCloseTo(1, 6);
  });
});
