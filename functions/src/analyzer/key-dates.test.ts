import { describe, expect, it } from 'vitest';
import { findKeyDates } from './key-dates';

describe('agreement date', () => {
  it('does not take the date a definition gives another agreement for this one', () => {
    // The opening and definitions of a supply agreement made under a master services agreement.
    const text =
      'SUPPLY AGREEMENT ("Supply Agreement") effective as of the date of last signing ("Effective Date") between ' +
      'CPDC and FUSION Pharmaceuticals Inc. ("FUSION"). 2. Definitions 2.6 "Territory" shall mean the territories. ' +
      '2.7 "Master Services Agreement" the agreement executed between the Parties on the 21st day of February, 2017. ' +
      '2.8 "Precursors" shall mean the starting materials.';
    expect(findKeyDates(text).agreementDate).toBeUndefined();
  });

  it('does not take the date of an earlier agreement the recitals mention', () => {
    const text =
      'This Domain Name License Agreement (the "Agreement") is made and entered into by and between Licensor and ' +
      'Licensee and is made effective as of the Effective Date (defined below).\n\nRECITALS\n\nWHEREAS, SINA and ' +
      'CRIC entered into that certain Share Purchase Agreement dated July 23, 2009 (the "Share Purchase Agreement");';
    expect(findKeyDates(text).agreementDate).toBeUndefined();
  });

  it('still takes the date the preamble gives this agreement', () => {
    const text =
      'This Supply Agreement is made on 13 October 2005 between DCL and SEV. "Commencement Date" means 16 October 2005.';
    expect(findKeyDates(text).agreementDate?.iso).toBe('2005-10-13');
  });
});
