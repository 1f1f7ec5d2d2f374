import { describe, expect, it } from 'vitest';
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
});
