/** Exhibits a contract refers to but does not include: a note in the summary, so it must not be wrong. */
import { describe, expect, it } from 'vitest';
import { buildContext } from './engine';
import { unattached } from './review';

const PREAMBLE =
  'Exhibit 6.2 NON-EXCLUSIVE LICENSE AGREEMENT This Agreement is entered into by The Johns Hopkins University ("JHU") and Virtuoso Surgical, Inc. ("COMPANY").\n\n';

describe('exhibits referred to but not in the text', () => {
  // JHU's licence (CUAD cuad_21750cea45ba): the filing's label, a reference, and the exhibit itself after a
  // running header, which the clause tree does not take as a heading.
  it('reads an exhibit headed in capitals as attached, and never the filing label', () => {
    const text = `${PREAMBLE}4.1 COMPANY shall pay the license fee as set forth in Exhibit A. Reports follow the format of Exhibit B.\n\n11\n\nMay 3, 2016 EXHIBIT A LICENSE FEES and ROYALTY 1. LICENSE FEE. COMPANY shall pay JHU a fee.\n`;
    expect(unattached(buildContext(text, 'JHU'))).toEqual(['Exhibit B']);
  });

  it('does not take a table of contents line for the exhibit itself', () => {
    const text = `${PREAMBLE}Table of Contents\n\nSCHEDULE A - Patents SCHEDULE B - Trademarks SCHEDULE C - Domain Names\n\n1. JHU licenses the patents listed in Schedule A and the marks in Schedule B.\n`;
    expect(unattached(buildContext(text, 'JHU'))).toEqual(['Schedule A', 'Schedule B']);
  });

  it("does not take an appendix or schedule of a cited law for one of the contract's own", () => {
    const text = `${PREAMBLE}16. COMPANY shall comply with 41 CFR §60-1.4, 29 CFR Part 471 Appendix A to Subpart A and 41 CFR §60-300.5. A holder of 5% files a Schedule 13D under the Exchange Act. Personal data is listed in Annex II of Regulation (EU) 2016/679. The fees are in Schedule B.\n`;
    expect(unattached(buildContext(text, 'JHU'))).toEqual(['Schedule B']);
  });
});
