/**
 * Warranties given as a list in one sentence, and exclusions whose negation opens the sentence far
 * before the modal, on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

describe('a non-infringement warranty in a later limb of a list', () => {
  const parties: Parties = [
    ["Reed's, Inc.", "Reed's"],
    ['B C Marketing Concepts Inc.', 'Company'],
  ];

  it('raises the limb for the side that warrants it, citing it, and nothing for the side it protects', () => {
    const text = oneClauseContract(
      parties,
      "Reed's represents and warrants that (i) Reed's has obtained all authority and approvals necessary to enter into and perform its obligations under this Agreement; (ii) the execution and delivery by Company of this Agreement and the performance of its obligations under this Agreement does not and will not violate the terms of any other contract, agreement, obligation or understanding of Reed's or any law or regulation applicable to Reed's; and (iii) the Reed's Intellectual Property does not infringe or violate the Intellectual Property of any third parties.",
    );
    const f = findingsFor(text, "Reed's, Inc.").find((x) => x.rule.id === 'self-warrants-non-infringement');
    expect(text.slice(f!.start, f!.end)).toMatch(/Reed's Intellectual Property does not infringe/);
    expect(ruleIdsFor(text, 'B C Marketing Concepts Inc.')).not.toContain('self-warrants-non-infringement');
  });

  it("does not raise a list whose lead-in is qualified by the warrantor's knowledge", () => {
    const text = oneClauseContract(
      [
        ['Constellation NewEnergy, Inc.', 'Constellation'],
        ['HOF Village, LLC', 'HOFV'],
      ],
      "Constellation represents and warrants that, to Constellation's knowledge as of the date of this Agreement: (i) except with respect to the HOF Entity Marks, the use or other exploitation of any of Constellation's Intellectual Property (as defined below) pursuant to this Agreement shall not infringe or otherwise violate the rights of any person or entity at any time, either during the Term or thereafter; (ii) no other person or entity is infringing the rights of Constellation with respect to Constellation's Marks (collectively \"Constellation's Intellectual Property\"); and (iii) the Constellation Marks do not infringe the rights of any third party.",
    );
    expect(ruleIdsFor(text, 'Constellation NewEnergy, Inc.')).not.toContain('self-warrants-non-infringement');
  });
});

describe('an exclusion whose negation opens the sentence', () => {
  const parties: Parties = [
    ['XACCT Technologies, Inc.', 'XACCT'],
    ['Acme Networks, Inc.', 'Licensee'],
  ];
  const clause =
    // As the contract's text has it, with the runs of spaces of its line breaks.
    'UNDER NO CIRCUMSTANCES, INCLUDING NEGLIGENCE,          SHALL XACCT BE LIABLE FOR ANY SPECIAL, INCIDENTAL OR CONSEQUENTIAL          DAMAGES INCLUDING, WITHOUT LIMITATION, DAMAGES FOR LOST PROFITS, LOSS          OF DATA, OR COSTS OF PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES,          ARISING IN ANY WAY OUT OF THIS AGREEMENT OR THE USE OF THE PRODUCT AND          DOCUMENTATION EVEN IF XACCT HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH          DAMAGES OR LOSSES.';

  it('raises "UNDER NO CIRCUMSTANCES, INCLUDING NEGLIGENCE, SHALL XACCT BE LIABLE" for the side that would claim', () => {
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Acme Networks, Inc.')).toContain('other-liability-excluded');
    expect(ruleIdsFor(text, 'XACCT Technologies, Inc.')).toEqual([]);
  });

  it('reads "in no event later than" as a deadline, not as a negation of the promise', () => {
    const text = oneClauseContract(
      [
        ['Revolution Medicines, Inc.', 'RevMed'],
        ['Sanofi', 'Sanofi'],
      ],
      'Promptly following the end of each Calendar Quarter, but in no event later than thirty (30) days following the end of such Calendar Quarter, RevMed will provide to Sanofi a detailed expense report with respect to the RevMed R&D Costs incurred during such Calendar Quarter.',
    );
    expect(ruleIdsFor(text, 'Revolution Medicines, Inc.')).not.toContain('self-restricted');
  });
});
