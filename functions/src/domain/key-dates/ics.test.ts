/** The calendar file parses as iCalendar (ical.js, RFC 5545) with the events, repeats and alarms intended. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import { foldLine, renderCalendar } from './ics';

const keyDate = (over: Partial<KeyDate> & Pick<KeyDate, 'id' | 'kind' | 'date'>): KeyDate => ({
  label: 'Last day to give notice of non-renewal',
  clauseReference: 'Section 15.1 (Term)',
  repeats: null,
  remind: true,
  source: 'analysis',
  ...over,
});

describe('iCalendar', () => {
  const text = renderCalendar({
    name: 'Clausewise key dates',
    now: Date.parse('2026-11-25T10:00:00Z'),
    events: [
      {
        contractId: '01JCONTRACT0000000000000000',
        contractTitle: 'Manufacturing Agreement — Inventec, Ltd.; Ünïcödé '.repeat(3),
        keyDate: keyDate({
          id: 'notice-deadline',
          kind: 'notice-deadline',
          date: '2027-03-04',
          repeats: { every: 1, unit: 'year' },
          basis: '2027-09-04 minus 6 months notice',
        }),
        url: 'http://127.0.0.1:3000/contracts/01JCONTRACT0000000000000000/key-dates',
        alarmDays: [30, 7],
      },
      {
        contractId: '01JCONTRACT0000000000000000',
        contractTitle: 'Manufacturing Agreement',
        keyDate: keyDate({
          id: 'obligation-1',
          kind: 'obligation',
          date: '2027-01-30',
          label: 'Report due: within 30 days after the end of each calendar quarter',
          repeats: { every: 3, unit: 'month' },
          rule: { anchor: '2026-12-31', plusDays: 30, businessDays: false },
          remind: false,
        }),
        url: 'http://127.0.0.1:3000/contracts/01JCONTRACT0000000000000000/key-dates',
        alarmDays: [30, 7],
      },
    ],
  });

  it('uses CRLF line ends and 75-octet lines', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(foldLine('x'.repeat(80)).split('\r\n ').join('')).toBe('x'.repeat(80));
  });

  it('parses into all-day events with their summary, repeat, dates and alarms', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Clausewise key dates');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(2);
    const [deadline, report] = events as [ICAL.Event, ICAL.Event];
    expect(deadline.summary.startsWith('Notice deadline: Manufacturing Agreement — Inventec, Ltd.; Ünïcödé')).toBe(
      true,
    );
    expect(deadline.startDate.isDate).toBe(true);
    expect(deadline.startDate.toString()).toBe('2027-03-04');
    expect(deadline.description).toContain('Clause: Section 15.1 (Term)');
    expect(deadline.isRecurring()).toBe(true);
    const next = deadline.iterator();
    expect([next.next()!.toString(), next.next()!.toString()]).toEqual(['2027-03-04', '2028-03-04']);
    const alarms = deadline.component
      .getAllSubcomponents('valarm')
      .map((a) => a.getFirstPropertyValue('trigger')!.toString());
    expect(alarms).toEqual(['-P30D', '-P7D']);

    // Quarter end plus 30 days is no RRULE: the occurrences are listed.
    const rdates = report.component.getAllProperties('rdate').flatMap((p) => p.getValues().map((v) => v.toString()));
    expect(rdates.slice(0, 3)).toEqual(['2027-04-30', '2027-07-30', '2027-10-30']);
    expect(report.component.getAllSubcomponents('valarm')).toHaveLength(0);
  });
});
