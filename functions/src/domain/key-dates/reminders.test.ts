import { describe, expect, it } from 'vitest';
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import { dueReminders, nextReminderAt, sendAtOf } from './reminders';
import { nextOccurrence, occurrencesBetween } from './occurrences';

const at = (iso: string) => Date.parse(iso);
const date = (over: Partial<KeyDate> & Pick<KeyDate, 'id' | 'kind' | 'date'>): KeyDate => ({
  label: over.kind,
  clauseReference: '',
  repeats: null,
  remind: true,
  source: 'analysis',
  ...over,
});

const notice = date({
  id: 'notice-deadline',
  kind: 'notice-deadline',
  date: '2027-03-04',
  repeats: { every: 1, unit: 'year' },
});
const expiration = date({ id: 'expiration', kind: 'expiration', date: '2027-09-04' });
const settings = { enabled: true, offsets: [90, 30, 7], remindersFrom: at('2026-11-01T00:00:00Z') };

describe('reminder schedule', () => {
  it('is due at 08:00 UTC the chosen days before each occurrence', () => {
    expect(new Date(sendAtOf('2027-03-04', 90)).toISOString()).toBe('2026-12-04T08:00:00.000Z');
    expect(nextReminderAt([notice, expiration], settings, at('2026-11-25T12:00:00Z'))).toBe(at('2026-12-04T08:00:00Z'));
    expect(dueReminders([notice, expiration], settings, at('2026-12-04T07:59:59Z')).send).toEqual([]);
    const due = dueReminders([notice, expiration], settings, at('2026-12-04T08:00:00Z'));
    expect(due.send.map((r) => r.reminderId)).toEqual(['notice-deadline#2027-03-04#90']);
  });

  it('sends only the latest of several reminders due at once and skips the others', () => {
    const due = dueReminders([notice], settings, at('2027-02-26T09:00:00Z'));
    expect(due.send.map((r) => r.reminderId)).toEqual(['notice-deadline#2027-03-04#7']);
    expect(due.superseded.map((r) => r.reminderId).sort()).toEqual([
      'notice-deadline#2027-03-04#30',
      'notice-deadline#2027-03-04#90',
    ]);
  });

  it('never sends what fell due before the schedule changed, nor after the day has passed', () => {
    const late = { ...settings, remindersFrom: at('2027-02-20T00:00:00Z') };
    expect(dueReminders([notice], late, at('2027-02-21T09:00:00Z')).send).toEqual([]);
    expect(nextReminderAt([notice], late, at('2027-02-21T09:00:00Z'))).toBe(at('2027-02-25T08:00:00Z'));
    expect(dueReminders([notice], settings, at('2027-03-05T00:00:00Z')).send.map((r) => r.occurrence)).not.toContain(
      '2027-03-04',
    );
  });

  it('follows a repeating date to its next occurrence; nothing when reminders are off or the dates passed', () => {
    // 90 days before 4 March 2028 (a leap year) is 5 December 2027.
    expect(nextReminderAt([notice], settings, at('2027-03-05T00:00:00Z'))).toBe(at('2027-12-05T08:00:00Z'));
    expect(nextReminderAt([expiration], settings, at('2027-09-05T00:00:00Z'))).toBeUndefined();
    expect(nextReminderAt([notice], { ...settings, enabled: false }, at('2026-11-25T00:00:00Z'))).toBeUndefined();
    expect(nextReminderAt([{ ...notice, remind: false }], settings, at('2026-11-25T00:00:00Z'))).toBeUndefined();
    // Five years out: the first reminder is still found.
    const far = date({ id: 'expiration', kind: 'expiration', date: '2031-06-30' });
    expect(nextReminderAt([far], settings, at('2026-11-25T00:00:00Z'))).toBe(at('2031-04-01T08:00:00Z'));
  });

  it('reminds once for two dates on the same day of one contract', () => {
    const renewal = date({ id: 'renewal', kind: 'renewal', date: '2027-09-04', repeats: { every: 1, unit: 'year' } });
    const due = dueReminders([renewal, expiration], settings, at('2027-08-28T08:00:00Z'));
    expect(due.send.map((r) => r.reminderId)).toEqual(['expiration#2027-09-04#7']);
  });
});

describe('occurrences', () => {
  it('repeats from the anchor, so month ends do not drift', () => {
    const monthEnd = date({ id: 'o', kind: 'obligation', date: '2027-01-31', repeats: { every: 1, unit: 'month' } });
    expect(occurrencesBetween(monthEnd, '2027-01-01', '2027-04-30')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    const quarter = date({
      id: 'q',
      kind: 'obligation',
      date: '2027-04-30',
      repeats: { every: 3, unit: 'month' },
      rule: { anchor: '2026-12-31', plusDays: 30, businessDays: false },
    });
    expect(occurrencesBetween(quarter, '2027-01-01', '2028-01-31')).toEqual([
      '2027-04-30',
      '2027-07-30',
      '2027-10-30',
      '2028-01-30',
    ]);
    expect(nextOccurrence(quarter, '2027-05-01')).toBe('2027-07-30');
    expect(nextOccurrence(date({ id: 'x', kind: 'other', date: '2020-01-01' }), '2026-01-01')).toBeUndefined();
  });
});
