/** The agreement's term and the expiration computed from it, as contracts draft them (invented contracts). */
import { describe, expect, it } from 'vitest';
import { findKeyDates } from './key-dates';
import { findTerm } from './term';

const preamble = (rest: string) =>
  `SERVICES AGREEMENT\n\nThis Services Agreement is made as of March 3, 2021 by and between Gamma Foods, Inc. ("Client") and Delta Labs LLC ("Provider").\n\nWHEREAS the parties wish to work together;\n\n${rest}`;
const expiry = (rest: string) => findKeyDates(preamble(rest)).expiration?.iso;

describe('term', () => {
  it.each([
    ['This Agreement shall be for a period of five (5) years commencing upon the Effective Date.', 5, 'year'],
    ['The term of the Agreement will be for 12 months unless terminated sooner.', 12, 'month'],
    ['This Agreement shall be for the term of one year; thereafter it renews automatically.', 1, 'year'],
    [
      'The Term shall end at the end of the Exclusivity Period (i.e., a three (3) year period commencing on the Effective Date).',
      3,
      'year',
    ],
    ['The initial term shall begin on the Effective Date and end ten (10) years thereafter.', 10, 'year'],
    ['The initial term of this Agreement shall expire in five (5) years from the date of Effective Date.', 5, 'year'],
    ['The term of the validity of this Agreement shall be one year from the effective date.', 1, 'year'],
    ['The term of the Franchise shall be twenty (20) years, commencing on January 1, 2016.', 20, 'year'],
  ])('%s', (sentence, value, unit) => {
    const t = findTerm(preamble(sentence));
    expect(t).toMatchObject({ value, unit });
  });

  it('does not take a renewal or a covenant that outlives the term for the term', () => {
    expect(findTerm(preamble('This Agreement shall renew for successive periods of two (2) years.'))).toBeUndefined();
    expect(
      findTerm(
        preamble(
          'Each party agrees that, during the Term of this Agreement and for a period of five (5) years thereafter, neither will disparage the other.',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('expiration', () => {
  it('names the event a term runs from, possessive and all', () => {
    // Todos's reseller agreement (CUAD cuad_29834eb8a611).
    const t = findTerm(
      preamble(
        '11.1 This Agreement shall continue in effect for a period of five (5) years from the Reseller\'s first purchase order for Product issued to Todos (the "Initial Term").',
      ),
    );
    expect(t).toMatchObject({ value: 5, unit: 'year', anchor: "Reseller's first purchase order" });
  });

  it('counts the term from the start its own sentence states', () => {
    expect(expiry('The term of the Franchise shall be twenty (20) years, commencing on January 1, 2016.')).toBe(
      '2036-01-01',
    );
    expect(
      expiry(
        'The term of this Agreement shall commence upon April 1, 2021 and shall continue for a period of six (6) months.',
      ),
    ).toBe('2021-10-01');
  });

  it('counts an anniversary of the date of this Agreement from that date, whatever start is stated', () => {
    expect(
      expiry(
        'The term of this Agreement will begin on February 1, 2021 and end on the first anniversary of the date of this Agreement.',
      ),
    ).toBe('2022-03-03');
  });

  it('counts from the date of the agreement when the term commences on the date first above written', () => {
    expect(
      expiry(
        'This Agreement commences on the date first above written, and will remain in effect for the period of five (5) years.',
      ),
    ).toBe('2026-03-03');
  });

  it('reads a defined expiration date and a stated end date', () => {
    expect(expiry('Expiration Date: August 31, 2023\n\nThe Agreement shall expire on the Expiration Date.')).toBe(
      '2023-08-31',
    );
    expect(
      expiry(
        'The term of this Agreement shall commence January 1, 2021, and shall continue for a period of three (3) years, concluding December 31, 2023.',
      ),
    ).toBe('2023-12-31');
    expect(expiry('TERM: April 01, 2021 to October 31, 2024')).toBe('2024-10-31');
    expect(expiry('This Agreement shall be in effect until March 18. 2024, unless sooner terminated.')).toBe(
      '2024-03-18',
    );
  });

  it('ends a term that runs to the end of the current calendar year on 31 December', () => {
    expect(
      expiry(
        'This agreement shall begin upon the date of its execution and shall remain in effect until the end of the current calendar year.',
      ),
    ).toBe('2021-12-31');
  });

  it('does not take the end of a first calendar quarter for the end of the term', () => {
    expect(
      expiry(
        '"Calendar Quarter" means three months, except that the first Calendar Quarter of the Term shall commence on the Effective Date and end on June 30, 2021. ' +
          'This Agreement shall continue until the five (5) year anniversary of the Effective Date.',
      ),
    ).toBe('2026-03-03');
  });
});
