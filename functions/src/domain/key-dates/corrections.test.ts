import { describe, expect, it } from 'vitest';
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import { applyCorrections, describeChanges, scheduleChanged } from './corrections';

const deadline: KeyDate = {
  id: 'notice-deadline',
  kind: 'notice-deadline',
  date: '2027-03-04',
  label: 'Last day to give notice of non-renewal',
  clauseReference: 'Section 15.1 (Term)',
  repeats: { every: 1, unit: 'year' },
  remind: true,
  source: 'analysis',
  basis: '2027-09-04 minus 6 months notice',
};
const quarterly: KeyDate = {
  id: 'obligation-1',
  kind: 'obligation',
  date: '2027-01-30',
  label: 'Report due',
  clauseReference: 'Section 5.6',
  repeats: { every: 3, unit: 'month' },
  rule: { anchor: '2026-12-31', plusDays: 30, businessDays: false },
  remind: false,
  source: 'analysis',
};

describe('corrections', () => {
  let n = 0;
  const newId = () => `custom-${++n}`;

  it('keeps what did not change as it was, marks what changed as the user’s and drops a stale basis', () => {
    const out = applyCorrections(
      [deadline, quarterly],
      [
        { ...deadline, date: '2027-03-01' },
        { ...quarterly, label: 'Quarterly report due' },
      ],
      newId,
    );
    expect(out[0]).toMatchObject({ id: 'notice-deadline', date: '2027-03-01', source: 'user', remind: true });
    expect(out[0]!.basis).toBeUndefined();
    // Only the wording changed: the exact occurrence rule still describes the date.
    expect(out[1]).toMatchObject({ label: 'Quarterly report due', source: 'user', rule: quarterly.rule });
    const same = applyCorrections([deadline], [{ ...deadline }], newId);
    expect(same[0]).toEqual(deadline);
  });

  it('gives new dates their own id (an id sent twice is a new date the second time) and default reminders', () => {
    const out = applyCorrections(
      [deadline],
      [deadline, { ...deadline, label: 'Copy' }, { kind: 'expiration', date: '2028-01-01', label: 'End' }],
      newId,
    );
    expect(out.map((d) => d.id)).toEqual([
      'notice-deadline',
      expect.stringMatching(/^custom-/),
      expect.stringMatching(/^custom-/),
    ]);
    expect(out[2]).toMatchObject({ remind: true, source: 'user', clauseReference: '', repeats: null });
  });

  it('says what changed and whether the reminder schedule moved', () => {
    const edited = applyCorrections([deadline, quarterly], [{ ...deadline, date: '2027-03-01', remind: false }], newId);
    expect(describeChanges([deadline, quarterly], edited)).toEqual([
      'Notice deadline "Last day to give notice of non-renewal": 2027-03-04 to 2027-03-01',
      'Notice deadline "Last day to give notice of non-renewal": reminders off',
      'Removed Obligation "Report due" (2027-01-30)',
    ]);
    expect(scheduleChanged([deadline], [{ ...deadline, label: 'Renamed' }])).toBe(false);
    expect(scheduleChanged([deadline], [{ ...deadline, repeats: null }])).toBe(true);
  });
});
