import { describe, expect, it } from 'vitest';
import { addBusinessDays, addMonths, shift } from './calendar-dates';
import { durationMentions, noticePeriodIn, parseDuration, renewalPeriodIn, renewsAutomatically } from './durations';

describe('periods in contract prose', () => {
  it('reads words, bracketed digits and bare digits, the digits winning', () => {
    expect(parseDuration('six (6) months')).toEqual({ amount: 6, unit: 'month' });
    expect(parseDuration('ninety (90) calendar days')).toEqual({ amount: 90, unit: 'day' });
    expect(parseDuration('thirty (30) business days')).toEqual({ amount: 30, unit: 'business-day' });
    expect(parseDuration('one hundred twenty days')).toEqual({ amount: 120, unit: 'day' });
    expect(parseDuration('forty-five days')).toEqual({ amount: 45, unit: 'day' });
    expect(parseDuration('a 1-year term')).toEqual({ amount: 1, unit: 'year' });
    expect(parseDuration('two (2) weeks')).toEqual({ amount: 2, unit: 'week' });
    expect(parseDuration('promptly')).toBeUndefined();
    expect(
      durationMentions('one (1) year periods unless notice is given 60 days prior').map((m) => m.duration.amount),
    ).toEqual([1, 60]);
  });

  // The expert-labelled notice clauses of three dev contracts (../shared/eval/cuad-dev.jsonl).
  it('takes the period written next to notice, not the renewal term beside it', () => {
    expect(
      noticePeriodIn(
        'This Agreement shall be automatically renewed for additional successive one (1) year periods, unless written notice of non-renewal is received no later than six (6) months prior to the expiration of the then current term.',
      ),
    ).toEqual({ amount: 6, unit: 'month' });
    expect(
      noticePeriodIn(
        'Thereafter, this Agreement shall automatically renew for subsequent one          (1) year periods unless either party provides the other party with          written notification at least thirty (30) days prior to the expiration of the initial five (5) year term',
      ),
    ).toEqual({ amount: 30, unit: 'day' });
    expect(
      noticePeriodIn(
        'and shall automatically renew for successive one-year periods unless either party gives the other at least 90 days prior written notice of non-renewal',
      ),
    ).toEqual({ amount: 90, unit: 'day' });
    expect(noticePeriodIn('ninety (90) days notice')).toEqual({ amount: 90, unit: 'day' });
    expect(noticePeriodIn('six (6) months notice before the end of the current term')).toEqual({
      amount: 6,
      unit: 'month',
    });
    expect(noticePeriodIn('The initial term is three (3) years.')).toBeUndefined();
  });

  it('tells a renewal that happens by itself from an option to renew', () => {
    expect(renewsAutomatically('will automatically renew for successive one (1) year periods unless terminated')).toBe(
      true,
    );
    expect(renewsAutomatically('shall be automatically renewed for additional successive one (1) year periods')).toBe(
      true,
    );
    expect(renewsAutomatically('continues on a year-to-year basis')).toBe(true);
    expect(renewsAutomatically('Tickets shall have the right to renew the Agreement for another year')).toBe(false);
    expect(renewsAutomatically('may be renewed by mutual written agreement')).toBe(false);
    // The Pandion consulting agreement's labelled renewal clause: "mutual" names another way to extend.
    const pandion =
      'shall continue until the four-year anniversary of the Effective Date (such period, as it may be extended, either by the mutual written agreement of the parties or automatically, or earlier terminated being referred to as the "Consultation Period"), unless sooner terminated in accordance with the provisions of Section 4, and shall automatically renew for successive one-year periods, unless the Company provides 90 days\' notice of termination before any such successive period.';
    expect(renewsAutomatically(pandion)).toBe(true);
    expect(renewalPeriodIn(pandion)).toEqual({ amount: 1, unit: 'year' });
    expect(noticePeriodIn(pandion)).toEqual({ amount: 90, unit: 'day' });
    expect(renewalPeriodIn('renew for additional 1-year terms')).toEqual({ amount: 1, unit: 'year' });
    expect(
      renewalPeriodIn(
        'automatically renewed for additional successive one (1) year periods, unless notice is received six (6) months prior',
      ),
    ).toEqual({
      amount: 1,
      unit: 'year',
    });
    expect(renewalPeriodIn('continues on a month-to-month basis')).toEqual({ amount: 1, unit: 'month' });
  });

  it('moves dates by calendar months (clamped to the month end) and business days', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(shift('2017-09-04', { amount: 6, unit: 'month' }, -1)).toBe('2017-03-04');
    expect(shift('2021-03-27', { amount: 90, unit: 'day' }, -1)).toBe('2020-12-27');
    expect(shift('2024-02-29', { amount: 1, unit: 'year' })).toBe('2025-02-28');
    // Friday 2026-11-27 plus one business day is Monday.
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-30', -1)).toBe('2026-11-27');
  });
});
