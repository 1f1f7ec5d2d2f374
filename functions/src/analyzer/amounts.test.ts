import { describe, expect, it } from 'vitest';
import { termsIn } from './findings/passage-terms';
import { findAmounts } from './text';

describe('findAmounts', () => {
  it('keeps the currency as written, never reading Australian dollars as US dollars', () => {
    expect(findAmounts('The Customer will compensate the Manufacturer the amount of AUS $1.00 per book')).toEqual([
      'AUS $1.00',
    ]);
    expect(findAmounts('a fee of CAD 25,000 and HK$ 7 per unit')).toEqual(['CAD 25,000', 'HK$ 7']);
  });

  it('reads the letters OCR puts for digits inside a number', () => {
    expect(findAmounts('liability shall not exceed $5OO,OOO in the aggregate')).toEqual(['$500,000']);
    expect(findAmounts('US$1,25O per month')).toEqual(['US$1,250']);
  });

  it('keeps a short multiplier, never reading "$5m" as five dollars', () => {
    expect(findAmounts("Dynamic Hearing's aggregate liability shall not exceed $5m")).toEqual(['$5m']);
    expect(findAmounts('a cap of US$2.5m, or GBP 250k for data claims, or EUR 1 bn')).toEqual([
      'US$2.5m',
      'GBP 250k',
      'EUR 1 bn',
    ]);
    expect(findAmounts('$500 more per month')).toEqual(['$500']);
  });
});

describe('termsIn', () => {
  it('quotes a period written in words and an amount with its multiplier', () => {
    expect(
      termsIn('No action may be brought by Dolphin more than six months after the cause of action has occurred.'),
    ).toEqual({ period: 'six months' });
    expect(termsIn('liability shall not exceed $5m in the aggregate')).toEqual({ amount: '$5m' });
  });

  it('quotes a compound number whole: "forty-five (45) days", not "five (45) days"', () => {
    expect(
      termsIn('In the event that any invoice is not paid by ABW within forty-five (45) days after receipt'),
    ).toEqual({
      period: 'forty-five (45) days',
    });
  });
});
