import { describe, expect, it } from 'vitest';
import { findTitle, NO_TITLE } from './title';

// Openings of dev contracts as they reach the analyzer: exhibit labels, legends and recitals run
// into the title on one line.
describe('findTitle', () => {
  it('reads a title that runs into the recital after an exhibit label', () => {
    const text =
      'Exhibit 10.5 TRADEMARK LICENSE AGREEMENT This TRADEMARK LICENSE AGREEMENT (the "Agreement") is effective as of the [·] day of [·], 2019 ("Effective Date") between Morgan Stanley';
    expect(findTitle(text).title).toBe('Trademark License Agreement');
  });

  it('stops at a copy label, a party’s corporate suffix and an exhibit letter', () => {
    expect(
      findTitle(
        'Exhibit 10.11    Execution Copy    STRATEGIC ALLIANCE AGREEMENT    This STRATEGIC ALLIANCE AGREEMENT (this "Agreement") is made as of December 21, 2006',
      ).title,
    ).toBe('Strategic Alliance Agreement');
    expect(
      findTitle(
        'DIGITAL CINEMA DESTINATIONS CORP.     NETWORK AFFILIATE AGREEMENT     THIS NETWORK AFFILIATE AGREEMENT (this "Agreement") is made as of this 14th day of March, 2011',
      ).title,
    ).toBe('Network Affiliate Agreement');
    expect(
      findTitle(
        'EXHIBIT D JOINT FILING AGREEMENT MFA FINANCIAL, INC. In accordance with Rule 13d-1(k) under the Securities Exchange Act of 1934, as amended, the undersigned hereby confirm',
      ).title,
    ).toBe('Joint Filing Agreement');
  });

  it('starts the title after the recital’s own opening words', () => {
    const text =
      'Exhibit 4.44 THIS LICENSE AND RESELLER AGREEMENT dated as of the October 30, 2018 is made BETWEEN: EHAVE, INC., a company incorporated under the laws of the Province of Ontario';
    expect(findTitle(text).title).toBe('License and Reseller Agreement');
  });

  it('keeps a mixed-case title as written', () => {
    const text =
      'Exhibit 10.1\n\n\n\nSales, Marketing, Distribution, and Supply Agreement {***}   WHEREAS HEMISPHERX is a biopharmaceutical company';
    expect(findTitle(text).title).toBe('Sales, Marketing, Distribution, and Supply Agreement');
  });

  it('says no title was found when the opening only mentions "this Agreement"', () => {
    const text =
      'The undersigned acknowledge and agree that the foregoing statement is filed on behalf of each of them, and that this Agreement may be signed in counterparts.';
    expect(findTitle(text).title).toBe(NO_TITLE);
  });

  it('never takes a running page footer for the title', () => {
    const text =
      'TruckThat LLC Consulting Agreement Page 1 of 7\n\nCONSULTING AGREEMENT This Consulting Agreement ("Agreement") is made and entered into as of May 1, 2019';
    expect(findTitle(text).title).toBe('Consulting Agreement');
  });

  it('never takes a filing reference ("JHU Agreement: A29889") for the title', () => {
    // JHU's licence to Virtuoso Surgical (CUAD cuad_21750cea45ba).
    const text =
      'Exhibit 6.2 NON-EXCLUSIVE LICENSE AGREEMENT BETWEEN THE JOHNS HOPKINS UNIVERSITY & VIRTUOSO SURGICAL, INC.\n\nJHU Agreement: A29889\n\nSource: VIRTUOSO SURGICAL, INC., 1-A, 12/27/2019\n\n1\n\nMay 3, 2016 NON-EXCLUSIVE LICENSE AGREEMENT- FOR SALES This Non-Exclusive License Agreement (hereinafter "Agreement") is entered into by and between The Johns Hopkins University';
    expect(findTitle(text).title).toBe('Non-Exclusive License Agreement');
  });

  it("never takes a cover page's field for the title", () => {
    // A reseller agreement's cover page (CUAD cuad_25833a7f2292).
    const text =
      'EXHIBIT 10.1   RESELLER AGREEMENT   THIS RESELLER AGREEMENT (this "Agreement") is made and entered into effect the 7th day of April, 2017\n\nTerritory: US Federal Government Civilian and Military Agencies/Customers in the U.S. Agreement Term: 1 Year\n\nCompany Products: cybersecurity email software/telecom services Other Terms (not applicable if blank):\n\nPricing: Reseller will obtain pricing quote from Company for each opportunity.';
    expect(findTitle(text).title).toBe('Reseller Agreement');
  });
});
