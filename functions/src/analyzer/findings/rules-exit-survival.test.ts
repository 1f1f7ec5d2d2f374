/**
 * A survival clause whose list of sections leaves out the indemnity or the duty of confidence
 * (rules-exit-survival.ts, survival-gaps.ts), on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * read for both parties. The sections are renumbered from one so that the contract reads as whole.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor } from '../../../../tests/support/one-clause';

const SUPPLY = (survival: string) =>
  [
    'SUPPLY AGREEMENT',
    'This Supply Agreement (the "Agreement") is entered into as of February 28, 2019 by and between Florida Chemical Company, LLC, a Delaware limited liability company ("FCC") and Flotek Chemistry, LLC, an Oklahoma limited liability company ("Flotek").',
    "1. Fulfilling Production Requirement. Should FCC fail (due to causes within FCC's control) to meet Flotek's Terpene Product orders made in accordance with this Agreement, FCC shall be required (without limiting any other remedy of Flotek) to take all reasonable steps, including but not limited to working extra hours, shifts, or days to fulfill such orders.",
    "2. Confidentiality. All proprietary, technical, experimental, manufacturing, marketing and/or other information disclosed by a party hereto to the other party hereto pursuant to this Agreement are considered by the disclosing party as being highly confidential in nature. The recipient party shall hold in confidence any technical or business information the recipient party may learn, observe or otherwise obtain concerning the other party hereto, or of its Affiliates, incident to the recipient party's performance under the terms of this Agreement.",
    "3. Rework and Product Liability Indemnification. In the event of any defect in the Terpene Product delivered to Flotek hereunder, FCC will (without limiting any other remedy of Flotek), upon Flotek's request, replace any defective Terpene Product at the expense of FCC. In addition, FCC shall be responsible for claims by third parties against Flotek for loss or damage based on personal injury or destruction of property due solely to defects in Terpene Product. FCC shall be responsible for the defense, settlement or other final disposition of such claims and agrees to hold Flotek harmless from any expenses or liability arising out of such claims.",
    '4. Environmental Indemnity. Each party hereto agrees to indemnify the other party hereto, its Affiliates, subsidiaries, successors, assigns and their respective officers, directors and employees from and against any and all claims arising out of any violation of environmental law at or involving the premises of the indemnifying party.',
    `5. Termination. Either Flotek or FCC may terminate the Term immediately, upon a written notice to the other such party, when the other Party materially violates one or more clause set forth herein and does not remedy such violation within 30 days from receiving the written notice. ${survival}`,
    '6. Warranties. FCC warrants to Flotek that all of the Terpene Product supplied hereunder shall conform to the specifications.',
    '7. Governing Law. This Agreement is governed by the laws of the State of Texas.',
  ].join('\n\n');

const LEAVES_OUT_3 =
  'The rights and obligations of the parties hereto pursuant to Sections 1, 2, 4, 5, and 6 shall survive the Term.';

describe('a survival clause that leaves out an indemnity', () => {
  it('is raised for the side the omitted indemnity protects, citing the survival sentence', () => {
    const text = SUPPLY(LEAVES_OUT_3);
    const f = findingsFor(text, 'Flotek Chemistry, LLC').find((x) => x.rule.id === 'indemnity-not-surviving');
    expect(f).toBeDefined();
    expect(f!.severity).toBe('medium');
    expect(text.slice(f!.start, f!.end)).toBe(LEAVES_OUT_3);
    expect(f!.words.title).toContain('leaves out the indemnity protecting Flotek');
  });

  it('reads a list with asides and a final ", and"', () => {
    const survival =
      'The following provisions shall survive the termination or expiration of this Agreement for any reason: Sections 1, 2 (to the extent provided therein), 4 [Environmental Indemnity], 5, and 6.';
    expect(ruleIdsFor(SUPPLY(survival), 'Flotek Chemistry, LLC')).toContain('indemnity-not-surviving');
    expect(ruleIdsFor(SUPPLY(survival.replace('5, and 6', '3, 5, and 6')), 'Flotek Chemistry, LLC')).not.toContain(
      'indemnity-not-surviving',
    );
  });

  it('is not raised for the side that gives the omitted indemnity', () => {
    expect(ruleIdsFor(SUPPLY(LEAVES_OUT_3), 'Florida Chemical Company, LLC')).not.toContain('indemnity-not-surviving');
  });

  it('is not raised when the list names the indemnity, or leaves it to provisions surviving by their nature', () => {
    for (const survival of [
      'The rights and obligations of the parties hereto pursuant to Sections 1, 2, 3, 4, 5, and 6 shall survive the Term.',
      'The provisions under Sections 1, 2, 4, 5 and 6 shall survive termination of the Agreement, as well as such other provisions which by their meaning and intent have applicability beyond the terms of this Agreement.',
    ])
      for (const party of ['Flotek Chemistry, LLC', 'Florida Chemical Company, LLC'])
        expect(ruleIdsFor(SUPPLY(survival), party)).not.toContain('indemnity-not-surviving');
  });
});

describe('a survival clause that leaves out an indemnity written as a duty to defend', () => {
  const PARTIES =
    'This Agreement is made between iShip.com, Inc. (the "Company") and Mail Boxes Etc. USA, Inc. ("MBE").';
  const text = [
    'SERVICES AGREEMENT',
    PARTIES,
    '1. Services. The Company shall provide the Service to MBE.',
    '2. Fees. MBE shall pay the fees set out in Exhibit A.',
    '3. Indemnity for Patent or Copyright Infringement. The Company will defend, at its expense, any action brought against MBE and its directors, officers, employees, agents, affiliates, successors, assigns or franchisees ("Indemnitees") based upon a claim that the Service used properly in accordance with the terms of this Agreement infringes a U.S. patent or copyright or misappropriates a trade secret under U.S. law (a "Claim"). The Company further agrees to pay all damages and costs (including reasonable attorneys\' fee and expert witness fees) incurred by any Indemnitee in connection with such Claim.',
    '4. Confidentiality. Neither party shall disclose the terms of this Agreement.',
    '5. Term. Sections 1, 2, 4 and 6, as well as any payments accrued prior to termination of this Agreement, shall survive any termination or expiration of this Agreement.',
    '6. Governing Law. This Agreement is governed by the laws of the State of New York.',
  ].join('\n\n');

  it('is raised for the side defended, not for the side that defends', () => {
    expect(ruleIdsFor(text, 'Mail Boxes Etc. USA, Inc.')).toContain('indemnity-not-surviving');
    expect(ruleIdsFor(text, 'iShip.com, Inc.')).not.toContain('indemnity-not-surviving');
  });
});

describe('a survival clause that leaves out the duty of confidence', () => {
  const LEAVES_OUT_1 =
    'Sections 1, 3, 4 and 5 of this Agreement shall survive and continue in full force and effect for a period of two years from the expiration or termination of this Agreement.';

  it('is raised for each side whose information the mutual duty protects', () => {
    const text = SUPPLY(LEAVES_OUT_1);
    for (const party of ['Flotek Chemistry, LLC', 'Florida Chemical Company, LLC']) {
      const f = findingsFor(text, party).find((x) => x.rule.id === 'confidentiality-not-surviving');
      expect(f, party).toBeDefined();
      expect(text.slice(f!.start, f!.end)).toBe(LEAVES_OUT_1);
    }
  });

  it('is not raised when the confidentiality section says how long it lasts', () => {
    const text = SUPPLY(LEAVES_OUT_1).replace(
      "incident to the recipient party's performance under the terms of this Agreement.",
      "incident to the recipient party's performance under the terms of this Agreement, during the Term and for five (5) years thereafter.",
    );
    for (const party of ['Flotek Chemistry, LLC', 'Florida Chemical Company, LLC'])
      expect(ruleIdsFor(text, party)).not.toContain('confidentiality-not-surviving');
  });
});
