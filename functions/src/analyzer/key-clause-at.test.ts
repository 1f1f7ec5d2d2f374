/** Where a key clause's reference is read when its detected span runs over several clauses. */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from './engine';
import { cueClauseSpan, cueSentence, keyClauseAt, titledAs } from './key-clause-at';

describe('the point a key clause is cited at', () => {
  // JHU's licence (CUAD cuad_21750cea45ba): the span the model detects for termination for convenience
  // opens in 6.1 and runs into 6.3; its middle lies in 6.3, the licensor's right on a lack of sales.
  const text =
    '6.1 Term. This Agreement shall remain in effect until the expiration of the last to expire patent. 6.2 Termination by Company: Company may terminate this Agreement and the license granted herein, for any reason, upon giving JHU sixty (60) days written notice. 6.3 Termination by JHU: JHU may terminate this Agreement if Company has not made any sales of LICENSED PRODUCT(S) in four consecutive quarters, upon sixty days written notice, and if Company does not cure within that time the failure to sell, and any other reason stated elsewhere in this Article.';
  const span = { start: 0, end: text.length };

  it('reads the sentence that says what the clause is, not the middle of the span', () => {
    const at = keyClauseAt(text, 'termination-for-convenience', span);
    expect(text.slice(0, at)).toContain('6.2 Termination by Company');
    expect(text.slice(0, at)).not.toContain('6.3');
  });

  it('falls back to the middle of the span for a category without cues', () => {
    expect(keyClauseAt(text, 'no-such-category', span)).toBe(Math.floor(text.length / 2));
  });
});

describe('the clause titled for a category', () => {
  // A dev supply agreement (CUAD cuad_c105ef1e17b8), shortened: force majeure is mentioned in 2.5 and is
  // the subject of section 10; confidentiality is section 5, titled in the run of its text.
  const SUPPLY = `MASTER SUPPLY AGREEMENT between Premier Nutrition Company, LLC ("Buyer") and Fonterra (USA) Inc. ("Supplier").

1 Supply.

1.1 Supplier shall supply the Ingredients that Buyer orders by Purchase Orders issued under this Agreement.

2 Delivery.

2.1 Supplier shall deliver the Ingredients to the delivery location stated in each Purchase Order.

2.5 Subject to the occurring of a Force Majeure Event, if Supplier fails to deliver the Ingredients by the delivery date, Buyer may terminate the Purchase Order in whole or in part and obtain the Ingredients elsewhere.

4 Intellectual Property. 4.1 Each Party shall retain ownership of all Intellectual Property it owned before this Agreement, and Confidential Information disclosed under it stays the discloser's.

5 Confidential Information. "Confidential Information" means all information disclosed by one Party to the other, which the receiving Party shall keep in strict confidence and not disclose to any third party.

10 Force Majeure.

10.1 Neither Party will be liable for any breach of this Agreement caused by an act of God, war, drought, flood or other events beyond its reasonable control (a "Force Majeure Event").

10.2 The Party affected by a Force Majeure Event shall notify the other Party in writing within five days.

12 Governing Law.

12.1 This Agreement is governed by the laws of the State of Delaware.
`;

  it("reads a title line or a run-in title, never a short sentence, as the clause's title", () => {
    const at = (s: string) => ({ start: SUPPLY.indexOf(s), end: SUPPLY.indexOf(s) + 400 });
    expect(titledAs(SUPPLY, at('10 Force Majeure.'), 'force-majeure')).toBe(true);
    expect(titledAs(SUPPLY, at('2.5 Subject to'), 'force-majeure')).toBe(false);
    expect(titledAs(SUPPLY, at('5 Confidential Information.'), 'confidentiality')).toBe(true);
    expect(titledAs(SUPPLY, at('4 Intellectual Property.'), 'confidentiality')).toBe(false);
    const sentence = '20.3 The arbitration shall be conducted in English and Chinese.\n\n';
    expect(titledAs(sentence, { start: 0, end: sentence.length }, 'dispute-resolution')).toBe(false);
  });

  it('cites the titled clause as the key clause rather than an earlier one that mentions the category', () => {
    const a = analyzeContract({ contractText: SUPPLY, behalfOf: 'Fonterra (USA) Inc.' });
    const ref = (cat: string) =>
      a.key_information_clauses_summary.find((k) => k.category === cat)?.relevant_clause_reference;
    expect(ref('force-majeure')).toBe('Section 10');
    expect(ref('confidentiality')).toBe('Section 5');
  });
});

describe('the passage a key clause found by the rule cues quotes', () => {
  // A reseller agreement flattened from its PDF (CUAD cuad_25833a7f2292), shortened: one page is one
  // paragraph of run-in sections, so the clause tree's clause is the page.
  const PAGE = [
    '7. Trademarks. Subject to the terms of this Agreement, Company grants Reseller the right to use the Company trademarks with prior approval.',
    '8. Warranty Disclaimer. RESELLER SHALL MAKE NO WARRANTY CONCERNING THE COMPANY PRODUCT. THE COMPANY SHALL INDEMNIFY AND HOLD HARMLESS THE RESELLER FOR ANY AND ALL LOSSES SUFFERED BY THE RESELLER AS A RESULT OF THE COMPANY PRODUCTS.',
    '9. Term. This Agreement shall continue for one year from the Effective Date and renew for further one-year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term. b. This Agreement may be terminated by Reseller for cause immediately upon the occurrence of any of the following events: (i) if the use of Company Products is enjoined due to any claim of infringement of any U.S. patent; or (ii) if Company breaches any provision of this Agreement and fails to cure such breach within fifteen (15) business days of written notice.',
    '9.6 Governing Law; Jurisdiction. This Agreement shall be interpreted, construed, governed, and enforced according to the laws of the Commonwealth of Virginia.',
  ].join(' ');
  const clause = { start: 0, bodyStart: 0, end: PAGE.length };
  const quoted = (cat: string) => {
    const s = cueClauseSpan(PAGE, cat, clause, 600);
    return PAGE.slice(s.start, s.end);
  };

  it('quotes the run-in section that carries the category, not the opening of the page', () => {
    expect(quoted('indemnification')).toMatch(/^8\. Warranty Disclaimer\. .*INDEMNIFY AND HOLD HARMLESS.*PRODUCTS\.$/);
    expect(quoted('governing-law')).toMatch(/^9\.6 Governing Law; Jurisdiction\. .*Virginia\.$/);
  });

  it('opens a long section at the whole sentence that carries the category, not inside it', () => {
    const s = cueClauseSpan(PAGE, 'termination-for-cause', clause, 200);
    expect(PAGE.slice(s.start, s.end)).toMatch(/^This Agreement may be terminated by Reseller for cause/);
    expect(s.end).toBeLessThanOrEqual(PAGE.indexOf('9.6 Governing Law'));
  });

  it('passes over the list of sections that survive, and reads the number of the section quoted', () => {
    // JHU's licence (CUAD cuad_21750cea45ba), flattened: 6.5 lists "9.7 (Indemnification)" among the survivors.
    const text =
      '6.5 Survival: All applicable provisions, including but not limited to Paragraphs 4.1 (License Fee), 9.6 (Disclaimer of Warranties), 9.7 (Indemnification) and 9.14 (Governing Law) shall survive expiration or termination of this Agreement. 9.7 Indemnification: The Company shall indemnify, defend and hold JHU harmless from and against any and all claims arising from the use of the Licensed Products.';
    const s = cueClauseSpan(text, 'indemnification', { start: 0, bodyStart: 0, end: text.length }, 600);
    expect(text.slice(s.start, s.end)).toMatch(/^9\.7 Indemnification: The Company shall indemnify/);
    expect(text.slice(0, s.at)).toContain('9.7 Indemnification: The Company');
  });

  it('passes over a definition that only points to the clause', () => {
    const text =
      '1. Definitions. f. "Proprietary Information" shall have the meaning assigned in Section 11. 11. Proprietary Rights. The parties shall keep in trust and confidence all such Proprietary Information of the other party.';
    const s = cueClauseSpan(text, 'confidentiality', { start: 0, bodyStart: 0, end: text.length }, 600);
    expect(text.slice(s.start, s.end)).toMatch(/^11\. Proprietary Rights\./);
    expect(cueSentence(text, 'confidentiality', { start: 0, end: text.length })?.start).toBe(
      text.indexOf('The parties'),
    );
  });
});
