/**
 * Blanks and placeholders: what a user pasting a draft needs to fill is raised; a date left for the
 * signing, a line already written on, and a form attached for later use are not (sentences from the
 * dev contracts, CUAD, CC BY 4.0).
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from './engine';

const contract = (body: string) =>
  `SERVICES AGREEMENT\n\nThis Services Agreement is made between Tadeo Holdings, Inc. ("Tadeo") and Diplomat Direct Marketing Corporation ("Diplomat").\n\n1. Services. Tadeo shall host the Commerce Web Subsites for Diplomat.\n\n${body}\n\n9. Governing Law. This Agreement is governed by the laws of the State of New York.\n`;

const blanksOf = (text: string) =>
  analyzeContract({ contractText: text, behalfOf: 'Diplomat' })
    .risk_assessment_issues.ambiguities_inconsistencies.map((x) => x.issue_description)
    .filter((d) => /blank/.test(d));

describe('blanks and placeholders', () => {
  it('a price left blank and an "[insert]" are raised', () => {
    const found = blanksOf(
      contract(
        '2. Price. For the services described above, Diplomat will pay Tadeo a monthly fee of $____________ for each Commerce Web Subsite hosted by Tadeo.\n\n3. Term. This Agreement shall continue until [insert date].',
      ),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^2 blanks or placeholders remain unfilled/);
  });

  it('a date left for the signing is not a blank term', () => {
    expect(
      blanksOf(
        contract(
          '2. Effective Date. This Agreement is dated as of ___________, 2015 and shall be effective on the ____ day of ________________, 2015.',
        ),
      ),
    ).toEqual([]);
  });

  it('a line already written on, "____________ (______30________) days", is filled in', () => {
    expect(
      blanksOf(
        contract(
          '2. Termination. Either party may terminate this Agreement at any time upon ____________ (______30________) days written notice to the other party.',
        ),
      ),
    ).toEqual([]);
  });

  it('a form attached as an exhibit is meant to be blank', () => {
    expect(
      blanksOf(
        contract(
          '2. Joinder. A transferee shall sign a joinder in the form of Exhibit A.\n\nEXHIBIT A FORM OF JOINDER\n\nThe undersigned is executing this Joinder Agreement pursuant to the Services Agreement, and shall pay the fee of $________ per month.',
        ),
      ),
    ).toEqual([]);
  });

  it('redaction marks of a filed contract ("[***]") are not blanks', () => {
    expect(
      blanksOf(contract('2. Price. Diplomat will pay Tadeo a monthly fee of $[***] within [***] days of invoice.')),
    ).toEqual([]);
  });

  it('a royalty report attached to be filled in each quarter is a form, but its line in a table of contents is not', () => {
    // JHU's licence to Virtuoso Surgical (CUAD cuad_21750cea45ba), Exhibit B.
    const report =
      '4. Reports. Company shall deliver a quarterly royalty report, substantially in the format of Exhibit B.\n\nMay 3, 2016 EXHIBIT B QUARTERLY SALES & ROYALTY REPORT FOR NON-EXCLUSIVE LICENSE AGREEMENT A29889 EFFECTIVE DATE OF AGREEMENT _________________ FOR PERIOD OF _________ TO _________ TOTAL ROYALTIES DUE FOR THIS PERIOD $_________';
    expect(blanksOf(contract(report))).toEqual([]);
    const contents =
      'EXHIBIT 13 - FORM OF STANDBY LETTER OF CREDIT 93 EXHIBIT 14 - PRICE CONDITIONS 94\n\n2. Price. Diplomat will pay Tadeo a monthly fee of $____________ for each Commerce Web Subsite hosted by Tadeo.';
    expect(blanksOf(contract(contents))).toHaveLength(1);
  });
});
