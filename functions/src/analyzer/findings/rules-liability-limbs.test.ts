/**
 * Warranty limbs read on their own (a list's lead-in "Licensor represents and warrants that:" sits in the
 * passage before), on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const FILMS: Parties = [
  ['Global Eagle Entertainment Inc.', 'Licensor'],
  ['Inflight Media Ltd.', 'Licensee'],
];

describe('non-infringement warranty limbs', () => {
  it('raises a limb saying what the reviewed side supplies will not infringe any right of any person, for that side', () => {
    const text = oneClauseContract(
      FILMS,
      'Licensor represents and warrants that:\n\n(viii) The Titles, Materials and Licensor Marks will not violate or infringe any common law or statutory right of any person or other entity including, without limitation, any contractual rights, proprietary rights, trademark, service mark, copyright or patent rights, or any rights of privacy or publicity;',
    );
    const f = findingsFor(text, 'Global Eagle Entertainment Inc.').find(
      (x) => x.rule.id === 'self-warrants-non-infringement',
    );
    expect(text.slice(f!.start, f!.end)).toMatch(/Licensor Marks will not violate or infringe/);
    expect(ruleIdsFor(text, 'Inflight Media Ltd.')).not.toContain('self-warrants-non-infringement');
  });

  it("does not call a limb qualified by the warrantor's knowledge, or a statement that no such warranty is made, absolute", () => {
    const parties: Parties = [
      ['TrueLink, Inc.', 'TrueLink'],
      ['Client Corp.', 'Client'],
    ];
    for (const clause of [
      "Client represents and warrants: (a) Client is the owner, valid licensee, or authorized user of the Client Content, (b) to Client's actual knowledge the use of the Client Content shall not infringe the copyright, trade secret, trademark or other proprietary or intellectual property right of any third party.",
      'Client makes no representation that the use of the Client Content will not infringe any patent or other intellectual property right.',
    ]) {
      const text = oneClauseContract(parties, clause);
      expect(ruleIdsFor(text, 'Client Corp.')).not.toContain('self-warrants-non-infringement');
    }
  });
});

describe('no reliance where nothing is warranted', () => {
  const parties: Parties = [
    ['Hemp Grow Farms Ltd.', 'Supplier'],
    ['Novus Acquisition & Development Corp.', 'Buyer'],
  ];
  const clause =
    'The parties agree that neither of them has made any representations with respect to the subject matter of this Agreement, or any representations inducing the execution and delivery hereof, except such representations as are specifically set forth herein.';

  it('raises a no-reliance clause for the side that receives, where the supplier warrants nothing', () => {
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Novus Acquisition & Development Corp.')).toContain('no-reliance-no-warranty');
    expect(ruleIdsFor(text, 'Hemp Grow Farms Ltd.')).not.toContain('no-reliance-no-warranty');
  });

  it('does not raise it where the supplier gives express warranties, as market-standard boilerplate', () => {
    const text = oneClauseContract(
      parties,
      `Supplier represents and warrants that the Products conform to the Specifications. ${clause}`,
    );
    expect(ruleIdsFor(text, 'Novus Acquisition & Development Corp.')).not.toContain('no-reliance-no-warranty');
  });
});
