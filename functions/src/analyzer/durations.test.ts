import { describe, expect, it } from 'vitest';
import { lawName } from './governing-law';
import { findRenewal } from './renewal';
import { findDurations } from './text';

describe('findDurations', () => {
  it('reads calendar and working periods in their unit', () => {
    expect(
      findDurations('at least three calendar months before; ten working days').map((d) => [d.value, d.unit]),
    ).toEqual([
      [3, 'month'],
      [10, 'business day'],
    ]);
  });

  it('reads hyphenated periods ("one-month periods", "a 30-day notice", "30- days advance notice")', () => {
    expect(
      findDurations('renew for one-month periods unless a party gives 30- days advance notice or a 60-day notice').map(
        (d) => [d.value, d.unit, d.text],
      ),
    ).toEqual([
      [1, 'month', 'one-month'],
      [30, 'day', '30 days'],
      [60, 'day', '60-day'],
    ]);
  });

  it('reads a compound number whole ("forty-five (45) days", "twenty-four months"), not from its last word', () => {
    expect(
      findDurations('not paid within forty-five (45) days after receipt; a term of twenty-four months').map((d) => [
        d.value,
        d.unit,
        d.text,
      ]),
    ).toEqual([
      [45, 'day', 'forty-five (45) days'],
      [24, 'month', 'twenty-four months'],
    ]);
  });
});

describe('the notice that stops a renewal', () => {
  // A dev contract's renewal clause; a later sentence of the article gives a sixty-day period for something else.
  it('is the period the renewal sentence states, in calendar months', () => {
    const text =
      'The Initial Term of this Agreement shall be three years. Thereafter, the Agreement shall be automatically renewed for additional two year periods (each a "Renewal Term") unless either Party notifies the other Party of its intention not to renew in writing at least three calendar months before the expiration of the then current Term. Either Party may terminate this Agreement on sixty (60) days notice if the other Party is in material breach.';
    expect(findRenewal(text).notice?.period).toBe('three calendar months');
  });
});

describe('an evergreen written without "renew"', () => {
  it('reads "shall continue on a year to year basis until terminated ... six (6) months prior" as automatic renewal', () => {
    // BNL's outsourcing agreement (CUAD cuad_f8650acbe33f), 15(B).
    const text =
      'B. Unless either party gives written notice to terminate this Agreement at least six (6) months prior to the end of said Initial Term, this Agreement shall continue on a year to year basis ("Extended Term(s)") until terminated by either party by giving written notice of termination thereof to the other party at least six (6) months prior to the end of the then current Extended Term.';
    const r = findRenewal(text);
    expect(r.renewal?.auto).toBe(true);
    expect(r.notice?.period).toBe('six (6) months');
  });

  it('is not a continuance that needs a fresh approval every year', () => {
    const text =
      'This Agreement shall continue from year to year thereafter only if such continuance is specifically approved at least annually by the Board of Trustees.';
    expect(findRenewal(text).renewal).toBeUndefined();
  });
});

describe('lawName', () => {
  it('puts the article a state or country name takes', () => {
    expect(lawName('Federal Republic of Germany')).toBe('the Federal Republic of Germany');
    expect(lawName('State of New York')).toBe('the State of New York');
    expect(lawName('England')).toBe('England');
  });
});
