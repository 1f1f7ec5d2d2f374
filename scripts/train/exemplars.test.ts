import { describe, expect, it } from 'vitest';
import { loadExemplars, NO_MARGIN, packVarints, unpackVarints } from '../../functions/src/analyzer/model/exemplars';
import { packWeights } from '../../functions/src/analyzer/model/format';
import { featuresOf } from '../../functions/src/analyzer/model/features';
import type { TrainContract } from './data';
import { prepareContract } from './examples';
import { buildExemplars } from './exemplars';
import { rng } from './fit';

const HEADS = ['anti-assignment', 'insurance'];
const FILLER = [
  'The Supplier shall deliver the Products to the delivery address stated in each purchase order.',
  'Each party shall perform its obligations in a good and workmanlike manner and in accordance with law.',
  'The Customer shall pay each undisputed invoice within thirty days of the date of the invoice.',
  'All notices shall be in writing and delivered by hand or by registered mail to the addresses above.',
  'This Agreement constitutes the entire agreement between the parties about its subject matter.',
  'Headings are for convenience only and do not affect the interpretation of this Agreement.',
];
const INSURANCE =
  'The {P} shall maintain general liability insurance with coverage of not less than two million dollars per occurrence.';
const ASSIGNMENT =
  'Neither party may assign this Agreement or any of its rights hereunder without the prior written consent of the {P}.';

/** Contracts that each carry both clauses, written with a party name of their own. */
function contracts(): TrainContract[] {
  return ['Zorblax', 'Quenfield', 'Marrowdyne', 'Tillerbeck'].map((name, i) => {
    const parts = [...FILLER.slice(i % 2), `${name} is a party.`];
    const labels = new Map<string, { start: number; end: number }[]>();
    for (const [cat, s] of [
      ['insurance', INSURANCE.replace('{P}', name)],
      ['anti-assignment', ASSIGNMENT.replace('{P}', 'other party')],
    ] as const) {
      const start = parts.join(' ').length + 1;
      parts.push(s);
      labels.set(cat, [{ start, end: start + s.length }]);
    }
    return { id: `c${i}`, text: parts.join(' '), labels };
  });
}

describe('exemplar memory', () => {
  it('packs varints of any size losslessly', () => {
    const xs = [0, 1, 127, 128, 300, 16384, 2 ** 31 - 1];
    expect(unpackVarints(packVarints(xs))).toEqual(xs);
  });

  it('builds the same file from the same contracts, keeping only words of several contracts', () => {
    const prepared = contracts().map((c) => prepareContract(c, HEADS));
    const a = buildExemplars(prepared, { minDf: 3, maxUnitShare: 0.5 });
    expect(buildExemplars(prepared, { minDf: 3, maxUnitShare: 0.5 })).toEqual(a);
    // One exemplar per distinct clause: the insurance clauses differ only by a name seen in one contract each.
    expect(a.count).toBe(2);
    const index = loadExemplars(a, HEADS.length);
    // A party name of one training contract is no evidence for anything.
    expect([...index.margins(featuresOf('Zorblax'))]).toEqual([NO_MARGIN, NO_MARGIN]);
  });

  it('scores a new sentence by its nearest expert clause, and tells the categories apart', () => {
    const prepared = contracts().map((c) => prepareContract(c, HEADS));
    const index = loadExemplars(buildExemplars(prepared, { minDf: 3, maxUnitShare: 0.5 }), HEADS.length);
    const insurance = index.margins(
      featuresOf(
        'The Reseller shall maintain general liability insurance with coverage of at least one million dollars.',
      ),
    );
    expect(insurance[1]).toBeGreaterThan(0.3);
    expect(insurance[0]).toBeLessThan(0);
    const assignment = index.margins(
      featuresOf(
        'Neither party may assign any of its rights hereunder without the prior written consent of the other.',
      ),
    );
    expect(assignment[0]).toBeGreaterThan(0.3);
    expect(assignment[1]).toBeLessThan(0);
    expect([...index.margins(featuresOf('Headings are for convenience only.'))]).toEqual([NO_MARGIN, NO_MARGIN]);
  });
});

interface Exemplar {
  heads: number[];
  terms: number[];
}

const MARGIN_HEADS = 12;
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
        : [...new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => Math.floor(rand() * MARGIN_HEADS)))];
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
  const margins = Array.from({ length: MARGIN_HEADS }, (_, h) => {
    const mine = sims.filter((s, e) => s > 0 && items[e]!.heads.includes(h));
    if (!mine.length) return NO_MARGIN;
    const other = near.find((x) => !items[x.e]!.heads.includes(h))?.s ?? 0;
    return Math.max(...mine) - other;
  });
  return { margins, nearest: near.map((x) => x.e) };
}

describe('nearest-exemplar margins', () => {
  it('equal the definition on random sentences, whichever heads the nearest exemplars share', () => {
    const rand = rng(7);
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
      MARGIN_HEADS,
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
