/**
 * The reviewed side's duty to insure (insurance-scope.ts), on real sentences of the dev contracts (CUAD,
 * CC BY 4.0): cover beyond the usual (the other side as additional insured, high limits) is raised for the
 * side that must buy it; customary or statutory cover is market standard and raised for neither side.
 */
import { describe, expect, it } from 'vitest';
import {
  expectJudgedForOneSide,
  findingsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const AGAPE: Parties = [
  ['Agape ATP International Holding Limited', 'Customer'],
  ['Shanghai Manufacturing Co., Ltd.', 'Manufacturer'],
];
const ruleIds = (text: string, party: string) => findingsFor(text, party).map((f) => f.rule.id);

describe('the reviewed side must insure', () => {
  it('raises cover that names the other side as additional insured, for the side that must buy it', () => {
    expectJudgedForOneSide({
      parties: AGAPE,
      clause:
        'The Customer shall at all times during the term of this agreement maintain product liability insurance, covering all products sold by the Manufacturer to the Customer and which policy shall name the Manufacturer as Additional Insured.',
      burdens: 'Customer',
      rule: 'self-insurance',
      severity: 'low',
    });
  });

  it('does not raise statutory or customary cover', () => {
    const statutory = oneClauseContract(
      [
        ['VNUE INC', 'Sponsor'],
        ['ANTHEMIC, LLC', 'ANTHEMIC'],
      ],
      'The Sponsor will also maintain any statutorily required workers compensation insurance.',
    );
    expect(ruleIds(statutory, 'VNUE INC')).not.toContain('self-insurance');
    const customary = oneClauseContract(
      [
        ['RadialSpark, LLC', 'Contractor'],
        ['Kiromic, Inc.', 'Company'],
      ],
      'Throughout the term of this Agreement, Contractor shall maintain workers compensation insurance in the amount required by statute and comprehensive general liability insurance with coverage of at least one million dollars ($1,000,000).',
    );
    expect(ruleIds(customary, 'RadialSpark, LLC')).not.toContain('self-insurance');
  });
});
