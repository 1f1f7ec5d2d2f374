/**
 * The eval metrics on the synthetic labelled set (tests/fixtures/eval-mini.jsonl) with hand-made
 * predictions, so every expected figure below can be worked out by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Span } from '../../../shared/schemas/analysis';
import { analyzeContract } from '../../../functions/src/analyzer/engine';
import { parseDataset } from '../../../scripts/eval/dataset';
import { scoreClauses } from '../../../scripts/eval/metrics/clauses';
import { goldDates, normaliseParty, normalisePlace, scoreFacts } from '../../../scripts/eval/metrics/facts';
import { scoreSingleClause } from '../../../scripts/eval/metrics/single-clause';
import { isAbsent, predictionsOf, type Prediction } from '../../../scripts/eval/predictions';

const { contracts } = parseDataset(readFileSync('tests/fixtures/eval-mini.jsonl', 'utf8'));
const [dist, nda, lic] = contracts as [(typeof contracts)[0], (typeof contracts)[0], (typeof contracts)[0]];
const at = (text: string, snippet: string, len = snippet.length): Span => {
  const start = text.indexOf(snippet);
  return { start, end: start + len };
};

describe('clause metrics', () => {
  const items = [
    {
      gold: dist,
      predicted: new Map([
        ['exclusivity', [at(dist.text, 'Supplier appoints', 40)]], // overlaps the expert span: TP, hit
        ['audit-rights', [at(dist.text, '4. GOVERNING LAW', 16)]], // labelled absent: FP
      ]),
    },
    { gold: nda, predicted: new Map<string, Span[]>() }, // audit rights missed: FN
    {
      gold: lic,
      predicted: new Map([
        ['license-grant', [at(lic.text, 'SOFTWARE LICENSE AGREEMENT', 10)]], // right category, no overlap: TP, no hit
        ['source-code-escrow', [at(lic.text, 'deposit the source code', 30)]], // TP, hit
        ['insurance', [at(lic.text, '3. TERMINATION', 14)]], // FP
      ]),
    },
  ];
  const r = scoreClauses(items);
  const cat = (id: string) => r.perCategory.find((c) => c.id === id)!;

  it('counts detection per contract and category, and F1 = 2TP / (2TP + FP + FN)', () => {
    expect(r.perCategory).toHaveLength(33);
    expect(cat('exclusivity')).toMatchObject({ tp: 1, fp: 0, fn: 0, precision: 1, recall: 1, f1: 1 });
    expect(cat('audit-rights')).toMatchObject({ tp: 0, fp: 1, fn: 1, precision: 0, recall: 0, f1: 0 });
    expect(cat('cap-on-liability')).toMatchObject({ tp: 0, fp: 0, fn: 1, precision: null, recall: 0, f1: 0 });
    expect(cat('insurance')).toMatchObject({ tp: 0, fp: 1, fn: 0, precision: 0, recall: null, f1: 0 });
    expect(cat('non-compete')).toMatchObject({ tp: 0, fp: 0, fn: 0, f1: null });
  });

  it('macro-averages the categories that occur or are predicted', () => {
    // F1 1: exclusivity, license grant, escrow; 0: audit, cap, non-transferable, convenience, insurance.
    expect(r.macroF1).toBeCloseTo(3 / 8, 10);
  });

  it('measures span hits and mean span lengths', () => {
    expect(r.goldSpans).toBe(7);
    expect(r.hitSpans).toBe(2);
    expect(r.spanHitRate).toBeCloseTo(2 / 7, 10);
    expect(r.meanPredictedSpanLength).toBeCloseTo((40 + 16 + 10 + 30 + 14) / 5, 10);
    const gold = contracts.flatMap((c) =>
      [...c.labels].filter(([id]) => r.perCategory.some((p) => p.id === id)).flatMap(([, s]) => s),
    );
    const uniqueByCategory = 7; // the license span counts once for each of its two categories
    expect(gold).toHaveLength(uniqueByCategory);
    expect(r.meanGoldSpanLength).toBeCloseTo(gold.reduce((n, s) => n + s.end - s.start, 0) / 7, 10);
  });
});

describe('fact metrics', () => {
  const p = (over: Partial<Prediction>): Prediction => ({
    categories: new Map(),
    parties: [],
    governingLaw: null,
    effectiveDate: null,
    expirationDate: null,
    renewal: false,
    renewalNotice: false,
    ...over,
  });
  const f = scoreFacts([
    {
      gold: dist,
      predicted: p({
        parties: ['Acme Widgets', 'Beta Stores LLC'],
        governingLaw: 'State of New York',
        effectiveDate: '2020-03-01',
        expirationDate: '2023-02-28',
        renewal: true,
      }),
    },
    { gold: nda, predicted: p({ parties: ['Orion Labs'], governingLaw: 'Scotland' }) },
    { gold: lic, predicted: p({ governingLaw: 'Delaware', effectiveDate: '2019-06-30', renewal: true }) },
  ]);

  it('recalls party mentions by normalised name', () => {
    // Acme and Beta found, the alias "Supplier" not; Orion found, Vega not; neither licence party.
    expect(f.parties).toEqual({ mentions: 7, found: 3, recall: 3 / 7 });
  });
  it('checks the governing law against the expert span and counts it where labelled absent', () => {
    expect(f.governingLaw).toEqual({ scored: 2, correct: 1, accuracy: 0.5, predictedWhenAbsent: 1 });
  });
  it('compares ISO dates, falling back to the agreement date for the effective date', () => {
    expect(f.effectiveDate).toEqual({ scored: 3, correct: 2, accuracy: 2 / 3 });
    expect(f.expirationDate).toEqual({ scored: 1, correct: 1, accuracy: 1 });
  });
  it('scores renewal and renewal-notice detection', () => {
    expect(f.renewal).toEqual({ tp: 1, fp: 1, fn: 0, precision: 0.5, recall: 1, f1: 2 / 3 });
    expect(f.renewalNotice).toEqual({ tp: 0, fp: 0, fn: 1, precision: null, recall: 0, f1: 0 });
  });
  it('normalises names, places and dates', () => {
    expect(normaliseParty('"Acme Widgets, Inc."')).toBe('acme widgets');
    expect(normaliseParty('The Vega Systems GmbH')).toBe('vega systems');
    expect(normalisePlace('the State of New York')).toBe('new york');
    expect([...goldDates(['dated as of March 1, 2020 and ending 1/5/2021', 'perpetual'])]).toEqual([
      '2020-03-01',
      '2021-01-05',
    ]);
  });
});

describe('single-clause classification', () => {
  it('builds balanced accuracy per category from the expert spans', () => {
    const classify = (t: string) =>
      t.includes('exclusive distributor')
        ? ['exclusivity']
        : t.includes('hereby grants')
          ? ['license-grant']
          : t.includes('escrow')
            ? ['source-code-escrow', 'cap-on-liability']
            : [];
    const s = scoreSingleClause(contracts, classify);
    expect(s.clauses).toBe(6); // the licence grant span carries two labels but is one clause
    const ba = (id: string) => s.perCategory.find((c) => c.id === id)!;
    expect(ba('exclusivity')).toMatchObject({ positives: 1, negatives: 5, tpr: 1, tnr: 1, balancedAccuracy: 1 });
    expect(ba('cap-on-liability')).toMatchObject({ tpr: 0, tnr: 0.8, balancedAccuracy: 0.4 });
    expect(ba('non-transferable-license')).toMatchObject({ tpr: 0, tnr: 1, balancedAccuracy: 0.5 });
    expect(ba('insurance').balancedAccuracy).toBeNull();
    expect(s.macroBalancedAccuracy).toBeCloseTo((1 + 0.4 + 0.5 + 1 + 0.5 + 1 + 0.5) / 7, 10);
  });
});

describe('predictions read from an analysis', () => {
  it('collects categories with spans and the snapshot facts', () => {
    const pred = predictionsOf(analyzeContract({ contractText: dist.text, behalfOf: '' }));
    expect(pred.categories.get('exclusivity')?.length).toBeGreaterThan(0);
    expect(pred.parties).toEqual(expect.arrayContaining(['Acme Widgets, Inc.', 'Supplier']));
    expect(pred.governingLaw).toBe('State of New York');
    expect(pred.effectiveDate).toBe('2020-03-01');
    expect(pred.renewal).toBe(true);
    expect(pred.renewalNotice).toBe(true);
    expect(isAbsent('Not specified.')).toBe(true);
    expect(isAbsent('No renewal provision found.')).toBe(true);
    expect(isAbsent('thirty (30) days')).toBe(false);
  });
});
