/**
 * How far the reviewed side's own indemnity reaches (indemnity-scope.ts), on real sentences of the dev
 * contracts (CUAD, CC BY 4.0), each read for both parties: a one-way indemnity, one for the other side's own
 * losses from any breach, or one beyond fault is raised for the side that gives it; the mutual indemnity for
 * third-party claims from each side's own breach or negligence is market standard and raised for neither; a
 * reference back to an indemnity given elsewhere is no indemnity at all.
 */
import { describe, expect, it } from 'vitest';
import {
  expectJudgedForOneSide,
  findingsFor,
  ruleIdsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const CRO: Parties = [
  ['CRO Consulting (Pty) Limited', 'CRO'],
  ['Purinix Pharmaceuticals LLC', 'Client'],
];
const UTEK: Parties = [
  ['UTEK Corporation', 'UTEK'],
  ['Manakoa Services Corporation', 'MKOS'],
];

describe('the reviewed side indemnifies', () => {
  it('raises nothing for either side of a mutual indemnity for third-party claims from each side’s own negligence or breach', () => {
    const text = oneClauseContract(
      CRO,
      "CRO will defend, indemnify and hold harmless Client and its directors, officers, employees and agents from and against all liabilities, costs and expenses (including reasonable attorneys' fees and court costs) arising from any third party claim, action or lawsuit or other proceeding which is attributable to any negligent or willful act or omission or breach of this Agreement on the part of CRO or any of its agents or employees in the course of performing CRO's obligations hereunder. Client will defend, indemnify and hold harmless CRO and its directors, officers, employees and agents from and against all liabilities, costs and expenses (including reasonable attorneys' fees and court costs) arising from any third party claim, action or lawsuit or other proceeding which is attributable to any negligent or willful act or omission or breach of this Agreement on the part of Client or any of its agents or employees in the course of performing Client's obligations hereunder.",
    );
    expect(ruleIdsFor(text, 'CRO Consulting (Pty) Limited')).not.toContain('self-indemnifies');
    expect(ruleIdsFor(text, 'Purinix Pharmaceuticals LLC')).not.toContain('self-indemnifies');
  });

  it('raises a one-way indemnity for the indemnifying side’s own breach, for that side only', () => {
    expectJudgedForOneSide({
      parties: [
        ['Leader Act Ltd HK', 'LEADER'],
        ['EZJR, Inc.', 'EZJR'],
      ],
      clause:
        'LEADER hereby agrees to indemnify and hold EZJR, it successors, and assigns harmless from and against any and all damage or deficiency resulting from any material misrepresentation, breach of warranty or covenant, or nonfulfillment of any agreement on the part of LEADER under this Agreement.',
      burdens: 'LEADER',
      rule: 'self-indemnifies',
      severity: 'high',
    });
  });

  it("raises a mutual indemnity that pays the other side's own losses from any breach, for each side", () => {
    const utek =
      'UTEK shall indemnify, defend and hold harmless MKOS from and against any and all losses incurred by MKOS which arise out of or result from misrepresentation, breach of warranty or breach or non- fulfillment of any covenant contained herein.';
    const mkos =
      'MKOS shall indemnify, defend and hold harmless UTEK from and against any and all losses incurred by UTEK which arise out of or result from misrepresentation, breach of warranty or breach or non-fulfillment of any covenant contained herein.';
    const text = oneClauseContract(UTEK, `${utek}\n\n2. ${mkos}`);
    const forUtek = findingsFor(text, 'UTEK Corporation').find((f) => f.rule.id === 'self-indemnifies');
    expect(text.slice(forUtek!.start, forUtek!.end)).toBe(utek);
    const forMkos = findingsFor(text, 'Manakoa Services Corporation').find((f) => f.rule.id === 'self-indemnifies');
    expect(text.slice(forMkos!.start, forMkos!.end)).toBe(mkos);
  });

  it("raises an indemnity that reaches beyond fault to the side's products, though the other side indemnifies too", () => {
    const sponsor =
      "The Sponsor will indemnify, hold harmless and defend ANTHEMIC from and against any action, claim, demand, expense, or liability, including reasonable attorneys' fees and court costs incurred in connection with any claim, demand, or suit for damages, injunction, or other relief to the extent such claim arises out of: (i) any gross negligence or willful misconduct of the Sponsor; (ii) Sponsor's products; (iii) consumer or other contesting/ prizing.";
    const anthemic =
      "ANTHEMIC will indemnify, hold harmless and defend the Sponsor, and its directors, officers, employees and agents from and against any action, claim, demand, expense, or liability, including reasonable attorneys' fees and court costs incurred in connection with any claim, demand, or suit for damages, injunction, or other relief to the extent such claim arises out of: (i) any allegation that ANTHEMIC's marks infringe a third person's copyright or trademark right, or misappropriate a third person's trade secret; or (ii) any gross negligence or willful misconduct of ANTHEMIC.";
    const text = oneClauseContract(
      [
        ['VNUE INC', 'Sponsor'],
        ['ANTHEMIC, LLC', 'ANTHEMIC'],
      ],
      `${sponsor}\n\n2. ${anthemic}`,
    );
    expect(
      findingsFor(text, 'VNUE INC').some(
        (f) => f.rule.id === 'self-indemnifies' && text.slice(f.start, f.end) === sponsor,
      ),
    ).toBe(true);
  });

  it('does not read a reference back to an indemnity given elsewhere, or a promise that protects the side, as its indemnity', () => {
    const parties: Parties = [
      ['Federated Advisory Services Company', 'FASC'],
      ['Federated Investment Management Company', 'Adviser'],
    ];
    const back = oneClauseContract(
      parties,
      'FASC shall have the right to assume sole authority to conduct the trial or settlement of any claim for which FASC is obligated to indemnify the Adviser at FASC expense.',
    );
    expect(ruleIdsFor(back, 'Federated Advisory Services Company')).not.toContain('self-indemnifies');
    const protects = oneClauseContract(
      parties,
      'The Adviser shall indemnify FASC and shall hold FASC harmless from and against any liability to any Account or to any other person which may incurred by or asserted against FASC for any action taken or omitted by it in performing the Services in accordance with the above standards.',
    );
    expect(ruleIdsFor(protects, 'Federated Advisory Services Company')).not.toContain('self-indemnifies');
    expect(ruleIdsFor(protects, 'Federated Investment Management Company')).toContain('self-indemnifies');
  });

  it('cites the limb of a listed indemnity that reaches beyond fault, not its lead-in', () => {
    const clause =
      'Sabco shall indemnify, defend and hold harmless Prolong, its officers, directors, employees and representatives from and against any and all losses, claims, suits, damages, liabilities, costs and expenses, including attorney fees and count costs incurred by any of them arising out of:\n\n(i) Any breach of any warrant made by Sabco herein;\n\n(ii) Any acts done or words spoken';
    const text = oneClauseContract(
      [
        ['Sabco Racing, Inc.', 'Sabco'],
        ['Prolong Super Lubricants', 'Prolong'],
      ],
      clause,
    );
    const mine = findingsFor(text, 'Sabco Racing, Inc.').filter((f) => f.rule.id === 'self-indemnifies');
    expect(mine.map((f) => text.slice(f.start, f.end))).toEqual(['(ii) Any acts done or words spoken']);
    expect(ruleIdsFor(text, 'Prolong Super Lubricants')).not.toContain('self-indemnifies');
  });

  it('raises nothing for a listed mutual indemnity whose every limb is third-party claims from fault', () => {
    const text = oneClauseContract(
      [
        ['MediWound Ltd.', 'MediWound'],
        ['Vericel Corporation', 'Vericel'],
      ],
      "MediWound will indemnify, defend and hold harmless Vericel from and against any and all liability, loss, damage, expense (including reasonable attorneys' fees and expenses) and cost that Vericel may be required to pay to one or more Third Parties resulting from or arising out of:\n\n(a) the material breach by MediWound of any of its representations, warranties or covenants set forth in Article 6;\n\n(b) any Recall or withdrawal of Product to the extent attributable to MediWound's breach of this Agreement or the Quality Agreement; or\n\n(c) the gross negligence or willful misconduct of MediWound.\n\n3. Vericel will indemnify, defend and hold harmless MediWound from and against any and all liability that MediWound may be required to pay to one or more Third Parties resulting from or arising out of the material breach by Vericel of any of its representations, warranties or covenants set forth in Article 6.",
    );
    expect(ruleIdsFor(text, 'MediWound Ltd.')).not.toContain('self-indemnifies');
  });
});
