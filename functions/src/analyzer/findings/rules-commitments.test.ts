/**
 * A clause that frees the other side from the performance the reviewed side relies on ("Nothing in this
 * Agreement shall obligate Licensee to distribute ... any Title"), and a force majeure that excuses the
 * other side alone: raised for the side that relies on the performance, never for the side excused
 * (sentences of the dev contracts, CUAD, CC BY 4.0).
 */
import { describe, expect, it } from 'vitest';
import {
  clauseRuleIds,
  expectJudgedForOneSide,
  findingsFor,
  oneClauseContract,
} from '../../../../tests/support/one-clause';

const FILMS: [string, string][] = [
  ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
  ['YOU On Demand Holdings, Inc.', 'Licensee'],
];
const SUPPLY: [string, string][] = [
  ['Dr. Reddy Manufacturing Inc.', 'Manufacturer'],
  ['Orion Health Corp.', 'Customer'],
];
const LEASE: [string, string][] = [
  ['General Electric Capital Corporation', 'Lessor'],
  ['Duckwall-Alco Stores, Inc.', 'Company'],
];
const PHOTOS: [string, string][] = [
  ['DGT Corp.', 'DGT'],
  ['Dolphin Industries Limited', 'Dolphin'],
];

describe('nothing in the agreement commits the other side', () => {
  it('"Nothing in this Agreement shall obligate Licensee to distribute ... any Title" is the Licensor\'s risk', () => {
    expectJudgedForOneSide({
      parties: FILMS,
      clause: 'Nothing in this Agreement shall obligate Licensee to distribute, exhibit or otherwise use any Title.',
      burdens: 'Licensor',
      rule: 'other-not-committed',
      severity: 'medium',
    });
  });

  it('"Nothing in this Agreement shall require Manufacturer to provide more than 75 hours" is the Customer\'s', () => {
    const clause =
      'Nothing in this Agreement shall require Manufacturer to provide more than 75 hours per calendar year per Product in connection with any Technical Support.';
    expect(clauseRuleIds(SUPPLY, clause, 'Orion Health Corp.')).toContain('other-not-committed');
    expect(clauseRuleIds(SUPPLY, clause, 'Dr. Reddy Manufacturing Inc.')).not.toContain('other-not-committed');
  });

  it('no commitment of either side to enter into further schedules hurts the side that is not the supplier', () => {
    const clause =
      'EXCEPT AS PROVIDED IN ANY OTHER AGREEMENT, NOTHING IN THIS AGREEMENT SHALL BE OR SHALL BE DEEMED TO BE, A COMMITMENT ON THE PART OF EITHER THE COMPANY OR LESSOR TO EXECUTE OR OTHERWISE ENTER INTO ANY EQUIPMENT SCHEDULES AFTER THE DATE OF THIS AGREEMENT.';
    expect(clauseRuleIds(LEASE, clause, 'Duckwall-Alco Stores, Inc.')).toContain('other-not-committed');
    expect(clauseRuleIds(LEASE, clause, 'General Electric Capital Corporation')).not.toContain('other-not-committed');
  });

  it('a saving of a duty, a freedom not to renew or to break the law, and a use of what the reviewed side supplies are no risk', () => {
    const ids = (clause: string) => clauseRuleIds(FILMS, clause, 'Beijing Sun Seven Stars Culture Development Limited');
    expect(
      ids('Nothing in this Agreement shall limit the obligation of Licensee to pay the License Fee.'),
    ).not.toContain('other-not-committed');
    expect(
      ids(
        'Nothing in this Agreement shall be construed to obligate Licensee to renew or extend the term of this Agreement.',
      ),
    ).not.toContain('other-not-committed');
    expect(
      ids(
        'Nothing herein contained shall be deemed to require Licensee to take any action contrary to any applicable statutory or regulatory requirement.',
      ),
    ).not.toContain('other-not-committed');
    expect(
      ids('Nothing herein shall require Licensee to use all promotional materials created or prepared by Licensor.'),
    ).not.toContain('other-not-committed');
  });
});

describe('a force majeure that excuses the other side alone', () => {
  // A "General" section whose items run together in one passage: the excuse is one-way although the
  // entire-agreement item after it speaks of "the parties".
  const general =
    'General: 1.Dolphin shall be entitled to defer any obligation hereunder in the event of force majeure, where force majeure is defined as an act of God, war, revolution, insurrection, riot, blockade or any other unlawful act against public order or authority, strike, lockout or other industrial disturbance, storm, fire, flood, explosion or lightning, the failure to obtain the approval or any government, governmental agency, commission, board or other tribunal having jurisdiction, and any other event not reasonably within the control of Dolphin; 2.Any notice, demand, payment or other communication (collectively the "Correspondence") to be given hereunder shall be in writing and shall be delivered to the address or fax number of the party appearing herein; 3.Both parties shall do all such things and execute all such written materials as may be required to carry out the full intent and meaning of this Agreement; and 4.This is the entire Agreement between the parties in respect of the matter referred to herein and no amendment or interpretation of this Agreement will be binding on the parties unless same is in writing executed by the parties hereto.';

  it('"Dolphin shall be entitled to defer any obligation ... in the event of force majeure" is DGT\'s risk, not Dolphin\'s', () => {
    const text = oneClauseContract(PHOTOS, general);
    const dgt = findingsFor(text, 'DGT Corp.').find((f) => f.rule.id === 'one-way-force-majeure');
    expect(dgt?.severity).toBe('medium');
    expect(text.slice(dgt!.start, dgt!.end)).toMatch(/1\.Dolphin shall be entitled to defer any obligation/);
    expect(findingsFor(text, 'Dolphin Industries Limited').map((f) => f.rule.id)).not.toContain(
      'one-way-force-majeure',
    );
  });

  it('a force majeure sentence about either party stays market standard', () => {
    const clause =
      'Neither party shall be liable for any failure or delay in performance caused by force majeure, and Dolphin shall be entitled to defer any obligation hereunder for so long as the event continues.';
    expect(clauseRuleIds(PHOTOS, clause, 'DGT Corp.')).not.toContain('one-way-force-majeure');
  });
});

describe('the other side has no obligation to perform', () => {
  const SOFTWARE: [string, string][] = [
    ['Dynamic Hearing Pty Ltd', 'Dynamic'],
    ['IntriCon Corporation', 'IntriCon'],
  ];

  it('"Dynamic Hearing will have no obligation to provide updates" is IntriCon\'s risk, not Dynamic\'s', () => {
    const clause =
      'Dynamic will have no obligation to provide updates or revisions to, or new versions of, any software.';
    expect(clauseRuleIds(SOFTWARE, clause, 'IntriCon Corporation')).toContain('other-not-obliged');
    expect(clauseRuleIds(SOFTWARE, clause, 'Dynamic Hearing Pty Ltd')).not.toContain('other-not-obliged');
  });

  it('no obligation until the reviewed side does its part, or beyond the agreed scope, is fair', () => {
    const ids = (clause: string) => clauseRuleIds(SOFTWARE, clause, 'IntriCon Corporation');
    expect(
      ids(
        'Dynamic shall be under no obligation to ship Products to IntriCon until IntriCon has provided satisfactory evidence of insurance.',
      ),
    ).not.toContain('other-not-obliged');
    expect(
      ids('Dynamic shall have no obligation to support altered, damaged or IntriCon-modified software.'),
    ).not.toContain('other-not-obliged');
  });
});
