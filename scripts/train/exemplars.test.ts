import { describe, expect, it } from 'vitest';
import { loadExemplars, NO_MARGIN, packVarints, unpackVarints } from '../../functions/src/analyzer/model/exemplars';
import { featuresOf } from '../../functions/src/analyzer/model/features';
import type { TrainContract } from './data';
import { prepareContract } from './examples';
import { buildExemplars } from './exemplars';

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
