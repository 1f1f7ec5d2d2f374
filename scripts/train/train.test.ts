import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyWithModel, loadClauseModel } from '../../functions/src/analyzer/model';
import type { TrainContract } from './data';
import { parseClassifyRows } from './data';
import { prepareContract } from './examples';
import { chooseClassify, chooseDetection, f1Of, heldOut, voteF1 } from './choose';
import { innerFolds, serialFolds } from './fit-signals';
import { DEFAULT_TRAIN, trainModel } from './train';
import { parallelFolds } from './workers';

const FILLER = [
  'The Supplier shall deliver the Products to the delivery address stated in each purchase order.',
  'Each party shall perform its obligations in a good and workmanlike manner and in accordance with law.',
  'The Customer shall pay each undisputed invoice within thirty days of the date of the invoice.',
  'All notices shall be in writing and delivered by hand or by registered mail to the addresses above.',
];
const INSURANCE = [
  'The Supplier shall maintain general liability insurance with coverage of not less than two million dollars per occurrence.',
  'The Distributor shall carry product liability insurance and name the Company as an additional insured on each policy.',
];
const ASSIGNMENT = [
  'Neither party may assign this Agreement or any of its rights hereunder without the prior written consent of the other party.',
  'The Licensee shall not assign or transfer this Agreement, whether by operation of law or otherwise, without consent.',
];

/** Six small contracts: filler sentences plus, in some, an insurance and/or an anti-assignment clause. */
function fixture(): TrainContract[] {
  return Array.from({ length: 8 }, (_, i) => {
    const parts = [...FILLER];
    const labels = new Map<string, { start: number; end: number }[]>();
    const add = (cat: string, s: string) => {
      const text = parts.join(' ');
      const start = text.length + 1;
      parts.push(s);
      labels.set(cat, [...(labels.get(cat) ?? []), { start, end: start + s.length }]);
    };
    if (i % 2 === 0) add('insurance', INSURANCE[(i >> 1) % 2]!);
    if (i % 3 !== 0) add('anti-assignment', ASSIGNMENT[i % 2]!);
    parts.push(FILLER[i % FILLER.length]!);
    return { id: `c${i}`, text: parts.join(' '), labels };
  });
}

function train(seed: number) {
  const contracts = fixture();
  const heads = ['anti-assignment', 'insurance'];
  const rowsJsonl = [
    { id: 'r1', task: 'insurance', label: true, text: INSURANCE[0] },
    { id: 'r2', task: 'insurance', label: false, text: ASSIGNMENT[0] },
    { id: 'r3', task: 'anti-assignment', label: true, text: ASSIGNMENT[1] },
    { id: 'r4', task: 'anti-assignment', label: false, text: INSURANCE[1] },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n');
  const rows = parseClassifyRows(rowsJsonl, contracts);
  const prepared = contracts.map((c) => prepareContract(c, heads));
  return trainModel(prepared, rows, new Map(), heads, {
    ...DEFAULT_TRAIN,
    seed,
    folds: 2,
    minDf: 2,
    epochs: 4,
    clauseEpochs: 8,
  });
}

describe('clause model training', () => {
  it('gives a byte-identical model file for the same data and seed', async () => {
    const a = JSON.stringify(await train(3));
    const b = JSON.stringify(await train(3));
    expect(a).toBe(b);
    expect(JSON.parse(a).heads).toHaveLength(2);
  });

  it('learns the clause types of the fixture and records its cross-validated choices', async () => {
    const file = await train(1);
    const model = loadClauseModel(file);
    expect(
      classifyWithModel(
        model,
        'Tenant shall keep the premises insured under a liability insurance policy naming Landlord as additional insured.',
      ),
    ).toContain('insurance');
    expect(
      classifyWithModel(
        model,
        'This Agreement may not be assigned by either party without the written consent of the other party.',
      ),
    ).toContain('anti-assignment');
    for (const h of file.heads) {
      expect(['model', 'rules', 'union', 'intersection', 'definitional-union', 'definitional']).toContain(
        h.detect.mode,
      );
      expect(Number.isFinite(h.detect.threshold)).toBe(true);
    }
    expect(file.selection).toHaveProperty('insurance');
  });

  it('ties every single-clause row to the contract it was cut from', () => {
    const contracts = fixture();
    const rows = parseClassifyRows(
      JSON.stringify({ id: 'x', task: 'Insurance', label: true, text: `  ${INSURANCE[0]}` }),
      contracts,
    );
    expect(rows[0]).toMatchObject({ task: 'insurance', contract: 'c0' });
  });

  it('chooses the combination and threshold with the best out-of-fold F1', () => {
    // The model separates perfectly at 0.5; the rules fire on one gold and one non-gold contract.
    const oof = manyContracts([
      { max: 2, gold: true, rules: true, always: false },
      { max: 1, gold: true, rules: false, always: false },
      { max: 0, gold: false, rules: true, always: false },
      { max: -1, gold: false, rules: false, always: false },
    ]);
    const d = chooseDetection('x', oof);
    // No sentence answers the definition here, so adding those sentences changes nothing.
    expect(['model', 'definitional-union']).toContain(d.mode);
    expect(d.threshold).toBeCloseTo(0.5);
    expect(d.f1.f1).toBe(1);
    const rulesBetter = oof.map((o) => ({ ...o, max: -o.max }));
    expect(
      chooseDetection(
        'x',
        rulesBetter.map((o, i) => ({ ...o, rules: o.gold, max: i })),
      ).f1.f1,
    ).toBe(1);
  });

  it('keeps the definition’s wording beside the model only where it costs nothing out of fold', () => {
    const rows = [
      { max: 2, gold: true, rules: true, definitional: true, always: false },
      { max: 1, gold: true, rules: false, definitional: false, always: false },
      { max: 0, gold: false, rules: false, definitional: false, always: false },
    ];
    expect(chooseDetection('x', manyContracts(rows)).mode).toBe('definitional-union');
    const misleading = manyContracts([
      ...rows,
      { max: -1, gold: false, rules: true, definitional: true, always: false },
    ]);
    expect(chooseDetection('x', misleading).mode).toBe('model');
  });

  it('chooses the classification threshold with the best balanced accuracy', () => {
    const c = chooseClassify([
      { s: 3, label: true },
      { s: 2, label: true },
      { s: 1, label: false },
      { s: 0, label: false },
      { s: -1, label: false },
    ]);
    expect(c.balancedAccuracy).toBe(1);
    expect(c.threshold).toBeCloseTo(1.5);
  });
});

describe('choices held out by contract', () => {
  it('does not trust a learned cut alone for a category with a handful of labelled contracts', () => {
    // Three labelled contracts the model separates perfectly: the verdict must still answer the definition.
    const rows = Array.from({ length: 30 }, (_, i) => ({
      contract: `c${i}`,
      max: i < 3 ? 5 : 0,
      gold: i < 3,
      rules: i < 3,
      definitional: i < 3,
      always: false,
    }));
    expect(['intersection', 'rules', 'definitional']).toContain(chooseDetection('x', rows).mode);
    // Ten such contracts: the model alone may decide.
    const more = rows.map((r, i) => ({ ...r, max: i < 10 ? 5 : 0, gold: i < 10, rules: false, definitional: false }));
    expect(chooseDetection('x', more).mode).not.toBe('rules');
    expect(chooseDetection('x', more).f1.f1).toBe(1);
  });

  it('holds out every row of a contract together, and each contract once', () => {
    // Two rows per contract, as the repeated inner split gives them.
    const rows = Array.from({ length: 40 }, (_, i) => ({
      contract: `c${i >> 1}`,
      max: i,
      gold: i % 3 === 0,
      rules: false,
      always: false,
    }));
    const seen: string[] = [];
    heldOut([rows], ([train]) => {
      const inTrain = new Set(train!.map((r) => r.contract));
      return ([test]) => {
        for (const r of test!) expect(inTrain.has(r.contract)).toBe(false);
        seen.push(...test!.map((r) => r.contract));
        return f1Of(0, 0, 0);
      };
    });
    expect(seen.sort()).toEqual(rows.map((r) => r.contract).sort());
  });

  it('prefers the definition’s wording to a cut that only fits the training contracts by luck', () => {
    // The scores are noise; the definitional verdict is right on 9 of the 10 gold contracts and wrong on one other.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const gold = i % 6 === 0;
      return {
        contract: `c${i}`,
        max: (i * 37) % 11,
        gold,
        rules: gold || i === 7,
        definitional: (gold && i !== 54) || i === 7,
        always: false,
      };
    });
    const d = chooseDetection('x', rows);
    // Whatever the mode, no contract is decided by the noise: the cut (if any) is above every score.
    expect(['definitional', 'rules'].includes(d.mode) || d.threshold > 10).toBe(true);
    expect(d.f1.f1).toBeGreaterThan(0.9);
  });
});

/** The rows repeated over five sets of contracts, so that a category is not rare (choose.ts isRare). */
function manyContracts<T extends object>(rows: T[]): (T & { contract: string })[] {
  return [0, 1, 2, 3, 4].flatMap((k) => rows.map((r, i) => ({ ...r, contract: `c${k}-${i}` })));
}

describe('majority vote of detection signals', () => {
  it('counts a contract present when two signals agree at their own cuts', () => {
    const row = (max: number, gold: boolean) => ({ max, gold, rules: false, definitional: false, always: false });
    // Three contracts; signal A fires on 1 and 2, signal B on 1 and 3, signal C on 1 only.
    const rows = [
      [row(1, true), row(1, false), row(0, true)],
      [row(1, true), row(0, false), row(1, true)],
      [row(1, true), row(0, false), row(0, true)],
    ];
    const f = voteF1(
      rows,
      [0, 1, 2].map(() => ({ mode: 'model' as const, threshold: 0.5 })),
    );
    // Only contract 1 has two votes: one true positive, one gold contract missed.
    expect([f.tp, f.fp, f.fn]).toEqual([1, 0, 1]);
  });
});

describe('fold workers', () => {
  it('fit the inner folds in other processes with the same results as one process', async () => {
    const contracts = fixture();
    const heads = ['anti-assignment', 'insurance'];
    const dir = mkdtempSync(path.join(tmpdir(), 'clausewise-train-test-'));
    const data = path.join(dir, 'contracts.jsonl');
    writeFileSync(
      data,
      contracts.map((c) => JSON.stringify({ id: c.id, text: c.text, labels: Object.fromEntries(c.labels) })).join('\n'),
    );
    const prepared = contracts.map((c) => prepareContract(c, heads));
    const o = { ...DEFAULT_TRAIN, seed: 2, folds: 2, minDf: 2, epochs: 2, clauseEpochs: 2 };
    const folds = innerFolds(prepared, o);
    const here = await serialFolds(prepared, heads, o)(folds);
    const there = await parallelFolds(data, heads, o, 2)(folds);
    expect(JSON.stringify(there)).toBe(JSON.stringify(here));
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
