import { describe, expect, it } from 'vitest';
import { bundledClauseModel, classifyWithModel, loadClauseModel } from '.';
import { featuresOf, hashFeature, words } from './features';
import {
  MODEL_FORMAT,
  MODEL_FORMAT_VERSION,
  modelFileOf,
  fromBase64,
  packWeights,
  toBase64,
  unpackWeights,
  type ModelFile,
} from './format';
import { canCarryClause, splitUnits } from './units';

describe('model file format', () => {
  it('round-trips base64 of every length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255);
      expect([...fromBase64(toBase64(bytes))]).toEqual([...bytes]);
    }
  });

  it('round-trips packed weights, including large hash gaps and negative weights', () => {
    const hashes = [0, 5, 300, 70_000, 4_000_000];
    const q = [1, -1, 127, -127, 0];
    const out = unpackWeights(packWeights(hashes, q));
    expect([...out.hashes]).toEqual(hashes);
    expect([...out.q]).toEqual(q);
  });
});

describe('features', () => {
  it('masks numbers and ignores case, so amounts and names in capitals do not make new features', () => {
    expect(words('Pay $1,000 within 30 DAYS')).toEqual(['pay', '0', 'within', '0', 'days']);
    expect([...featuresOf('Pay 10 days')]).toEqual([...featuresOf('PAY 99 Days')]);
  });

  it('hashes deterministically and keeps heading words apart from body words', () => {
    expect(hashFeature('insurance')).toBe(hashFeature('insurance'));
    const plain = featuresOf('insurance');
    const withHeading = featuresOf('insurance', 'Insurance');
    expect(withHeading.length).toBeGreaterThan(plain.length);
  });
});

describe('units', () => {
  const text =
    '1. Assignment. Neither party may assign this Agreement without the prior written consent of the other party. ' +
    'Any attempted assignment in violation of this Section is void.\n\n2. Insurance. The Supplier shall maintain ' +
    'insurance with reputable insurers, e.g. Acme Inc. and others, in amounts customary in the industry.';

  it('splits at sentences, keeps a section number with its sentence and never splits after "Inc." or "e.g."', () => {
    const units = splitUnits(text);
    const parts = units.map((u) => text.slice(u.start, u.end));
    expect(parts[0]).toMatch(/^1\. Assignment\. Neither party may assign/);
    // The sentence itself, without the heading merged into its front, is what exemplars compare.
    expect(text.slice(units[0]!.body, units[0]!.end)).toMatch(/^Neither party may assign/);
    expect(units.find((u) => text.slice(u.start, u.end).startsWith('Any attempted'))?.body).toBeUndefined();
    expect(parts.some((p) => p.includes('e.g. Acme Inc. and others'))).toBe(true);
    for (const u of units) expect(u.end).toBeGreaterThan(u.start);
    for (let i = 1; i < units.length; i++) expect(units[i]!.start).toBeGreaterThanOrEqual(units[i - 1]!.end);
  });

  it('tells blocks that cannot carry a clause from clauses, capitals included', () => {
    for (const junk of [
      'By: ____________ Name: Jane Roe Title: CEO',
      '1. Definitions ........................................ 2',
      '[***] [***] [***] [***] [***] [***] [***]',
      'By signing this Order Form, each party agrees to enter into this Order Form. PROVIDER: {provider_legal_name}',
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
      '7.  TERM; TERMINATION 49\n\n7.1   Term of Agreement 49 7.2   Term of Facility Addendum 50 7.3   Termination for Cause 50',
      'ARTICLE II TRANSACTION\n\nSection 2.01 Strategic Alliance 8 Section 2.02 Obligations of Acquiror 9 Section 2.03 Obligations of the Company 11',
      'EXCLUSIVE DISTRIBUTOR AGREEMENT Page 1 of 18\n\nSource: SMART RX SYSTEMS INC, 1-A, 9/14/2018',
      'Source: PHASEBIO PHARMACEUTICALS INC, 10-K, 3/30/2020\n\n3.19 Exclusivity Commitment of SFJ.',
    ])
      expect(canCarryClause(junk)).toBe(false);
    for (const clause of [
      'Neither party may assign this Agreement without the prior written consent of the other party.',
      'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
      'Upon termination, Sections 7.1 Term 2, 7.2 Payment 3 and 7.3 Audit 4 survive, and each party shall return the other party’s materials.',
      'The Licensee shall pay the fees set out in Section 4.2 Fees within 30 days of each invoice under Section 4.3 Invoices in 12 instalments.',
      'Source: PHASEBIO PHARMACEUTICALS INC, 10-K, 3/30/2020\n\n(a) PB shall be the exclusive owner of all Trial Inventions.',
    ])
      expect(canCarryClause(clause)).toBe(true);
  });

  it('cuts a very long sentence into clause-sized pieces', () => {
    const long = `${'The Licensee shall comply with every obligation set out in the schedule; '.repeat(60)}end.`;
    const units = splitUnits(long);
    expect(units.length).toBeGreaterThan(2);
    for (const u of units) expect(u.end - u.start).toBeLessThanOrEqual(1200);
    expect(units[0]!.start).toBe(0);
    expect(units[units.length - 1]!.end).toBe(long.length);
  });
});

describe('model loader', () => {
  it('refuses a file of another format or version', () => {
    const bad = { format: 'something-else', version: MODEL_FORMAT_VERSION, heads: [] } as unknown as ModelFile;
    expect(() => loadClauseModel(bad)).toThrow(/unsupported/);
    expect(() => loadClauseModel({ ...bad, format: MODEL_FORMAT, version: 99 })).toThrow(/unsupported/);
  });

  it('scores bias plus the weights of the features present, each counted 1/sqrt(n)', () => {
    // 'zebra' has two features (the word and the bigram with the text start; no cue pattern matches it);
    // only the word has a weight.
    expect(featuresOf('zebra')).toHaveLength(2);
    const a = hashFeature('zebra');
    const head = (bias: number) => ({
      id: 'audit-rights',
      bias,
      scale: 0.5,
      weights: packWeights([a], [4]),
      clause: { bias: 0, scale: 1, weights: packWeights([a], [3]) },
      detect: { mode: 'model' as const, threshold: 0, clauseWeight: 0 },
      classify: { threshold: 2, mode: 'model' as const },
    });
    const model = loadClauseModel(modelFileOf([head(-1)]));
    expect(model.score('zebra')[0]).toBeCloseTo(-1 + (4 * 0.5) / Math.SQRT2);
    expect(model.scoreClause('zebra')[0]).toBeCloseTo(3 / Math.SQRT2);
    expect(classifyWithModel(model, 'zebra')).toEqual(['audit-rights']);
    expect(classifyWithModel(model, 'nothing relevant')).toEqual([]);
  });

  it("classifies a single clause by the naive Bayes score plus the row heads' logit times their weight", () => {
    const a = hashFeature('zebra');
    const head = {
      id: 'audit-rights',
      bias: 0,
      scale: 1,
      weights: '',
      clause: { bias: 0, scale: 1, weights: '' },
      detect: { mode: 'model' as const, threshold: 0, clauseWeight: 0 },
      classify: { threshold: 2, mode: 'model' as const },
    };
    // Naive Bayes: 'zebra' is in the vocabulary (G = 2) with no evidence for the head, perFeature 1:
    // (0 - 2 + 1) / 2 features = -0.5. Row head: 0.25 + 3 / sqrt(2).
    const classifier = {
      alpha: 0.1,
      shared: { scale: 1, weights: packWeights([a], [2]) },
      heads: [{ id: 'audit-rights', perFeature: 1, scale: 1, weights: '' }],
    };
    const rowHeads = {
      weight: 2,
      heads: [{ id: 'audit-rights', bias: 0.25, scale: 1, weights: packWeights([a], [3]) }],
    };
    const alone = loadClauseModel(modelFileOf([head], { classifier }));
    const both = loadClauseModel(modelFileOf([head], { classifier: { ...classifier, rowHeads } }));
    expect(alone.scoreClassifyFeatures(featuresOf('zebra'))[0]).toBeCloseTo(-0.5);
    expect(both.scoreClassifyFeatures(featuresOf('zebra'))[0]).toBeCloseTo(-0.5 + 2 * (0.25 + 3 / Math.SQRT2));
    expect(classifyWithModel(alone, 'zebra')).toEqual([]);
    expect(classifyWithModel(both, 'zebra')).toEqual(['audit-rights']);
    // Detection reads the naive Bayes alone.
    expect(both.scoreNaiveBayesFeatures!(featuresOf('zebra'))[0]).toBeCloseTo(-0.5);
  });

  it('loads the bundled model once, with a head for every single-clause task', () => {
    const m = bundledClauseModel();
    expect(bundledClauseModel()).toBe(m);
    for (const id of ['anti-assignment', 'cap-on-liability', 'governing-law', 'volume-restriction', 'renewal-term'])
      expect(m.index.has(id)).toBe(true);
    expect(
      classifyWithModel(
        m,
        'Neither party may assign this Agreement without the prior written consent of the other party.',
      ),
    ).toContain('anti-assignment');
  });
});
