/**
 * The reviewed side's indemnity is narrowed to its own fault only where a ground reaches beyond fault:
 * grounds already scoped to its breach or to an infringement are left as they are, and in a list of limbs
 * only the broad limbs are narrowed.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../engine';
import { applyToText, proposeRedline } from '..';

const redline = (contractText: string, behalfOf: string) => {
  const analysis = analyzeContract({ contractText, behalfOf });
  const r = proposeRedline({ contractText, analysis, behalfOf, playbook: null, additionalInstructions: null });
  return { mods: r.modifications, after: applyToText(contractText, r.modifications) };
};

const contract = (title: string, parties: string, ...clauses: string[]) =>
  [
    title,
    parties,
    ...clauses,
    'Payment. The fees are set out in Schedule A and are payable within thirty (30) days of invoice.',
  ].join('\n\n');

// Indemnities of real dev contracts (CUAD, CC BY 4.0).
const CHANNEL = contract(
  'CHANNEL PARTNER AGREEMENT',
  'This Agreement is between iPass Inc. ("iPass") and GRIC Communications, Inc. ("Channel Partner").',
  "8.2 By Channel Partner. Channel Partner agrees to indemnify iPass or, at its option, settle, any third party claims against iPass arising from or relating to Channel Partner's: (a) infringement of a copyright, patent, trademark, trade secret or other proprietary rights or rights of publicity or privacy; (b) violation of iPass' acceptable use policy, or (c) a violation of this Agreement.",
);
const BRAND = contract(
  'TRADEMARK LICENSE AGREEMENT',
  'This Agreement is between Brand Owner LLC ("Licensor") and Retail Co. ("Licensee").',
  "7.1 Licensee shall indemnify, defend and hold harmless Licensor from and against any and all losses, judgments, fees, costs or expenses arising out of or relating to any third-party Action that arises out of or relates to (i) any breach by Licensee of this Agreement or its warranties, representations, covenants and undertakings hereunder, (ii) Licensee's operation of the Licensee Business or (iii) any claim that Licensee's use of the Brand, other than as explicitly authorized by this Agreement, Infringes the rights of a third party.",
);
const SIERRA = contract(
  'DISTRIBUTION AGREEMENT',
  'This Agreement is between Sierra Corp. ("SIERRA") and Envision Inc. ("ENVISION").',
  'SIERRA warrants that the Product shall be free from defects in material and workmanship for the reasonable shelf life of the Product. In the event of any breach of this warranty or in the event any user of Product makes a claim that the Product was the cause of personal injury or property damage (product liability claim), SIERRA shall indemnify, defend and hold ENVISION harmless from any liability occasioned by a breach of warranty or a product liability claim.',
);
const ENDORSE = contract(
  'ENDORSEMENT AGREEMENT',
  'This Agreement is between TPC Inc. ("TPC") and Consolidated Artists Inc. ("Consolidated Artists").',
  "23. INDEMNITY. TPC agrees to protect, indemnify and hold harmless Consolidated Artists from and against any and all expenses, damages, claims, suits, actions, judgments and costs whatsoever, including attorneys' fees, arising out of, or in any way connected with, any claim or action which arises from the use of the Endorsed Product.",
);

describe("the reviewed side's indemnity narrowed to its fault", () => {
  it('is left alone where every limb is already an infringement or a breach', () => {
    const { after } = redline(CHANNEL, 'GRIC Communications, Inc.');
    expect(after).toContain('(c) a violation of this Agreement.');
    expect(after).not.toMatch(/to the extent arising from Channel Partner's breach/);
  });

  it('narrows only the broad limb of a list, by its marker', () => {
    const { after } = redline(BRAND, 'Retail Co.');
    expect(after).toContain(
      "Infringes the rights of a third party, but, as to (ii), only to the extent arising from Licensee's breach of this Agreement, negligence or wilful misconduct.",
    );
  });

  it('narrows an unmarked broad ground right after its words', () => {
    const { after } = redline(SIERRA, 'Sierra Corp.');
    expect(after).toContain(
      "a breach of warranty or a product liability claim, to the extent arising from SIERRA's breach of this Agreement, negligence or wilful misconduct.",
    );
  });

  it('narrows a wholly broad indemnity as before', () => {
    const { after } = redline(ENDORSE, 'TPC Inc.');
    expect(after).toContain(
      "the use of the Endorsed Product, but only to the extent arising from TPC's breach of this Agreement, negligence or wilful misconduct.",
    );
  });

  it('narrows an indemnity written in capitals, in capitals', () => {
    // A reseller agreement's warranty disclaimer (CUAD cuad_25833a7f2292), 8: an operative clause, not a heading.
    const text = contract(
      'RESELLER AGREEMENT',
      'This Agreement is between Osprey Networks, Inc. ("Company") and Kite Labs, LLC ("Reseller").',
      "8. Warranty Disclaimer. RESELLER SHALL MAKE NO WARRANTY CONCERNING THE COMPANY PRODUCT. ADDITIONALLY, THE RESELLER SHALL INDEMNIFY AND HOLD HARMLESS THE COMPANY FOR ANY AND ALL LOSSES SUFFERED BY THE COMPANY OR ITS AFFILIATES (WHETHER DIRECTLY OR IN CONNECTION WITH A CLAIM BY A THIRD PARTY) AS A RESULT OF OR IN CONNECTION WITH THE RESELLER'S ACTIVITIES.",
    );
    expect(redline(text, 'Kite Labs, LLC').after).toContain(
      "THE RESELLER'S ACTIVITIES, BUT ONLY TO THE EXTENT ARISING FROM RESELLER'S BREACH OF THIS AGREEMENT, NEGLIGENCE OR WILFUL MISCONDUCT.",
    );
  });

  it('is never proposed for the side the indemnity protects', () => {
    for (const [text, side, giver] of [
      [BRAND, 'Brand Owner LLC', 'Licensee'],
      [SIERRA, 'Envision Inc.', 'SIERRA'],
      [ENDORSE, 'Consolidated Artists Inc.', 'TPC'],
    ] as const)
      expect(redline(text, side).after).not.toContain(`to the extent arising from ${giver}'s breach`);
  });
});
