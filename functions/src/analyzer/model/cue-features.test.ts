import { describe, expect, it } from 'vitest';
import { clauseRuleIds, cueFeatureNames, definitionalIds, definitionalUnits } from './cue-features';
import { featuresOf } from './features';
import { widen } from './detect';
import { splitUnits } from './units';

describe('cue features', () => {
  it('names the definitional patterns a clause answers, in any party names', () => {
    expect(
      definitionalIds('Licensee shall not contest the validity of the Licensed Marks or Licensor’s ownership of them.'),
    ).toContain('covenant-not-to-sue');
    expect(
      definitionalIds(
        'The prices offered to Buyer shall be no less favorable than those offered to any other customer.',
      ),
    ).toContain('most-favored-nation');
    expect(definitionalIds('Neither party shall make any statement that disparages the other.')).toContain(
      'non-disparagement',
    );
    expect(
      definitionalIds('Licensor grants to Licensee and its Affiliates a non-exclusive license to use the Software.'),
    ).toContain('affiliate-license-licensee');
  });

  it('finds nothing of those categories in an unrelated clause', () => {
    const ids = definitionalIds(
      'All notices shall be in writing and delivered by hand or by courier to the addresses above.',
    );
    for (const id of ['covenant-not-to-sue', 'most-favored-nation', 'non-disparagement', 'rofr-rofo-rofn'])
      expect(ids).not.toContain(id);
  });

  it('adds the rule engine cues and the definitional ones to the features of a text', () => {
    const text = 'Supplier shall maintain insurance with coverage of at least $1,000,000 per occurrence.';
    const names = cueFeatureNames(text);
    expect(names.some((n) => n.startsWith('cd:insurance:'))).toBe(true);
    expect(names.some((n) => n.startsWith('cb:insurance:'))).toBe(true);
    // The same cue reached by other words gives the same cue features.
    expect(featuresOf(text).length).toBeGreaterThan(featuresOf('Supplier shall maintain a fleet of trucks.').length);
  });

  it('gives a single clause the rule engine verdicts plus the definitional ones', () => {
    const ids = clauseRuleIds(
      [{ id: 'other-category' }],
      definitionalIds('Company shall not solicit any customer of Distributor.'),
    );
    expect([...ids]).toEqual(expect.arrayContaining(['other-category', 'no-solicit-of-customers']));
  });

  it('lists per category the sentences that answer its definition', () => {
    const text =
      'The Supplier shall deliver the goods to the warehouse named by the Buyer within ten days of each order. ' +
      'The Buyer shall have a right of first refusal on any sale of the production line by the Supplier to a third party.';
    const units = splitUnits(text);
    const hits =
      definitionalUnits(
        units,
        units.map((u) => definitionalIds(text.slice(u.start, u.end))),
      ).get('rofr-rofo-rofn') ?? [];
    expect(hits).toHaveLength(1);
    expect(text.slice(hits[0]!.start, hits[0]!.end)).toMatch(/^The Buyer shall have a right of first refusal/);
  });
});

describe('span widening', () => {
  const first =
    'The Distributor shall purchase the Products only from the Company during the whole of the Term of this Agreement.';
  const second =
    'The Company shall not appoint any other distributor for the Territory without the Distributor’s written consent.';
  const third =
    'This Section shall survive for six months after the end of the Term, whatever the reason for that end.';

  it('reports a short paragraph as a whole', () => {
    const text = `1. Exclusivity\n\n${first} ${second}\n\n2. Fees\n\n${third}`;
    const units = splitUnits(text);
    const i = units.findIndex((u) => text.slice(u.start, u.end).startsWith('The Company shall not appoint'));
    const span = widen(text, units, i);
    expect(text.slice(span.start, span.end)).toBe(`${first} ${second}`);
  });

  it('reports a sentence with its neighbours inside a long paragraph, never past the paragraph', () => {
    const filler =
      'The parties shall meet every quarter to review the performance of the arrangements set out in this Agreement. '.repeat(
        12,
      );
    const text = `${filler}${first} ${second} ${third}\n\nNext paragraph begins here and is not part of the clause at all.`;
    const units = splitUnits(text);
    const i = units.findIndex((u) => text.slice(u.start, u.end).startsWith('The Company shall not appoint'));
    const span = widen(text, units, i);
    const got = text.slice(span.start, span.end);
    expect(got).toContain(second);
    expect(got.startsWith(first)).toBe(true);
    expect(got.endsWith(third)).toBe(true);
    expect(got).not.toContain('Next paragraph');
  });

  it('stays inside the clause of the sentence when sections follow each other without a blank line', () => {
    const text = `6. Use of Service. ${first}\n7. Limitation of Liability. ${second} ${third}`;
    const units = splitUnits(text);
    const i = units.findIndex((u) => text.slice(u.start, u.end).includes('The Company shall not appoint'));
    const clause7 = { start: text.indexOf('7. Limitation'), end: text.length };
    const span = widen(text, units, i, clause7);
    expect(span.start).toBeGreaterThanOrEqual(clause7.start);
    expect(text.slice(span.start, span.end)).toContain(second);
    expect(text.slice(span.start, span.end)).not.toContain('Use of Service');
  });
});
