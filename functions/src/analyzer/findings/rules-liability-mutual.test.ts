/**
 * Caps and exclusions written as mutual that in practice limit only the claims of the side that pays for
 * what the other supplies, on real sentences of the dev contracts (CUAD, CC BY 4.0), read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const CRO: Parties = [
  ['CRO Consulting (Pty) Limited', 'CRO'],
  ['Purinix Pharmaceuticals LLC', 'Client'],
];
// Who pays and who supplies, in the contract's own words.
const ROLES =
  'Client requires CRO to carry out Clinical Research Services in South Africa ("Services"). CRO will carry out the tasks agreed and summarised in the Addenda to this Master Service Agreement. Client will pay CRO for satisfactory performance of Services as agreed in each Project-specific Addendum to this Agreement.\n\n';
const withRoles = (clause: string) => oneClauseContract(CRO, ROLES + clause);
const cited = (text: string, party: string, rule: string) => {
  const f = findingsFor(text, party).find((x) => x.rule.id === rule);
  return f ? text.slice(f.start, f.end) : undefined;
};

describe('a mutual cap where only one side has claims worth capping', () => {
  const cap =
    "Notwithstanding any other provision of this Agreement, each party's total liability in respect of damages under this Agreement, any regulation or common law shall be limited to the sum of all amounts received from Client in terms of this Agreement.";

  it('raises it for the side that pays for the services, citing the cap, and not for the side that supplies', () => {
    const text = withRoles(cap);
    expect(cited(text, 'Purinix Pharmaceuticals LLC', 'mutual-cap-one-sided')).toBe(cap);
    expect(ruleIdsFor(text, 'CRO Consulting (Pty) Limited')).not.toContain('mutual-cap-one-sided');
  });

  it('does not raise it where nothing says who pays and who supplies', () => {
    expect(ruleIdsFor(oneClauseContract(CRO, cap), 'Purinix Pharmaceuticals LLC')).not.toContain(
      'mutual-cap-one-sided',
    );
  });

  it("does not read one side's liability and the other's exclusive remedy as a mutual cap", () => {
    const text = oneClauseContract(
      [
        ['International Business Machines Corporation', 'IBM'],
        ["MANUFACTURERS' SERVICES WESTERN U.S. OPERATIONS, INC", 'MSL'],
      ],
      "MSL will provide the Services to IBM. MSL will provide the Products to IBM. MSL will provide the reports to IBM. IBM will pay MSL the charges specified in the Statement of Work.\n\nIBM's entire liability and MSL's exclusive remedy for actual damages from cause whatsoever relating to the subject matter of this Agreement will be limited to the amount of $25,000.",
    );
    expect(ruleIdsFor(text, "MANUFACTURERS' SERVICES WESTERN U.S. OPERATIONS, INC")).not.toContain(
      'mutual-cap-one-sided',
    );
    expect(ruleIdsFor(text, 'International Business Machines Corporation')).not.toContain('mutual-cap-one-sided');
  });
});

describe('a mutual exclusion of the losses only the receiving side suffers', () => {
  it('raises an exclusion of "pure economic" loss for the side that pays, not for the side that supplies', () => {
    const clause =
      'Neither Party shall be liable to the other Party in respect of any indirect loses or damaged, pure economic nature, loss of profits or income howsoever arising.';
    const text = withRoles(clause);
    expect(cited(text, 'Purinix Pharmaceuticals LLC', 'mutual-exclusion-one-sided')).toBe(clause);
    expect(ruleIdsFor(text, 'CRO Consulting (Pty) Limited')).not.toContain('mutual-exclusion-one-sided');
  });

  it('leaves the market-standard mutual exclusion of lost profits and indirect loss alone', () => {
    const text = withRoles(
      'NEITHER PARTY SHALL HAVE ANY LIABILITY TO THE OTHER PARTY FOR ANY LOST PROFITS OR SPECIAL, INCIDENTAL, INDIRECT OR CONSEQUENTIAL DAMAGES, EVEN IF SUCH PARTY HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
    );
    expect(ruleIdsFor(text, 'Purinix Pharmaceuticals LLC')).not.toContain('mutual-exclusion-one-sided');
  });
});
