/**
 * An amount whose words and figures disagree is raised for either side; fractions, decimals, labels and
 * amounts that agree are not (sentences from the dev contracts, CUAD, CC BY 4.0).
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from './engine';
import { amountMismatches, wordsValue } from './amount-words';

const contract = (body: string) =>
  `LICENSE AGREEMENT\n\nThis License Agreement is made between Emerald Isle Ltd. ("Licensor") and Harbour Bay Inc. ("Licensee").\n\n1. Grant. Licensor grants Licensee a licence to sell the Products.\n\n2. ${body}\n\n9. Governing Law. This Agreement is governed by the laws of the State of New York.\n`;

const mismatchesFor = (text: string, behalfOf: string) =>
  analyzeContract({ contractText: text, behalfOf })
    .risk_assessment_issues.ambiguities_inconsistencies.map((x) => x.issue_description)
    .filter((d) => /words and the figures/.test(d));

describe('amounts in words and figures', () => {
  it('"within thirty (45) days" is raised for each side', () => {
    const text = contract(
      'Royalty payments shall be paid quarterly within thirty (45) days following the end of each calendar quarter.',
    );
    for (const side of ['Licensor', 'Licensee']) {
      const found = mismatchesFor(text, side);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/"thirty \(45\)" \(30 in words, 45 in figures\)/);
    }
  });

  it('"if mailed, three (2) days after deposit" and "thirty percent (3016)" disagree', () => {
    expect(amountMismatches('(ii) if mailed, three (2) days after deposit in the mail').map((m) => m.figures)).toEqual([
      2,
    ]);
    expect(
      amountMismatches('The Company shall pay HDI thirty percent (3016) of the Net Sales').map((m) => m.words),
    ).toEqual([30]);
  });

  it('amounts that agree, fractions, decimals and labels are not raised', () => {
    for (const s of [
      'which extends beyond one-hundred-and-eighty (180) days, this Agreement',
      'FOURTEEN MILLION, EIGHT HUNDRED SIXTY TWO THOUSAND DOLLARS ($14,862,000)',
      'the Shares will constitute a forty-four hundredths of one percent (0.44%) interest',
      'on-line transactions at a minimum of ninety-seven point five percent (97.5%) of the time',
      'three (3) million dollars ($3,000,000)',
      'Year One (1998): $ [ * ] to be paid',
    ])
      expect(amountMismatches(s), s).toEqual([]);
    expect(mismatchesFor(contract('Licensee shall pay within thirty (30) days of invoice.'), 'Licensee')).toEqual([]);
  });

  it('reads amount words as one number or none', () => {
    expect(wordsValue('one hundred and twenty-five thousand')).toBe(125000);
    expect(wordsValue('twenty five')).toBe(25);
    expect(wordsValue('five four')).toBeUndefined();
  });
});
