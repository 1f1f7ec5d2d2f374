/**
 * Gaps in the deal, read for each side on real sentences of the dev contracts (CUAD, CC BY 4.0): a core term
 * left to a later agreement is raised for the side that needs it, and the ordinary machinery left open (an
 * arbitrator to choose, statements of work, severability's substitute, a frequency, an extra on request) for
 * no one; an appointment as agent is raised for the principal even when the appointee is named in full.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const rulesFor = (parties: Parties, clause: string) => {
  const text = oneClauseContract(parties, clause);
  return parties.map(([name]) => findingsFor(text, name).map((f) => f.rule.id));
};

const CREMER: Parties = [
  ['Cremer Oleo GmbH & Co. KG', 'Cremer'],
  ['Ultragenyx Pharmaceutical Inc.', 'Ultragenyx'],
];

describe('a core term left to a later agreement', () => {
  it("a separate commercial supply agreement still to be made is the buyer's risk, not the supplier's", () => {
    const clause =
      'Cremer shall manufacture and supply the Product exclusively to Ultragenyx. If Ultragenyx obtains regulatory approval for the processed Product, the Parties shall enter into a separate commercial supply agreement for the Product that sets forth the forecasting and ordering mechanism for commercial supply of the Product.';
    const text = oneClauseContract(CREMER, clause);
    const buyer = findingsFor(text, CREMER[1]![0]).find((f) => f.rule.id === 'agreement-to-agree');
    expect(buyer?.severity).toBe('medium');
    expect(text.slice(buyer!.start, buyer!.end)).toMatch(/^If Ultragenyx obtains regulatory approval/);
    expect(findingsFor(text, CREMER[0]![0]).map((f) => f.rule.id)).not.toContain('agreement-to-agree');
  });

  it('a definitive agreement the parties "shall, in good faith, negotiate" and minimums set only later are open terms', () => {
    const [, neurobo] = rulesFor(
      [
        ['Dong-A ST Co., Ltd.', 'Dong-A'],
        ['NeuroBo Pharmaceuticals, Inc.', 'NeuroBo'],
      ],
      'Dong-A shall supply the Licensed Products to NeuroBo for clinical use. The Parties acknowledge and agree that prior to commercialization of the Licensed Products by NeuroBo, the Parties shall, in good faith, negotiate the terms and conditions and enter into a definitive non-exclusive supply agreement pursuant to which Dong-A shall supply to NeuroBo the Licensed Products for the commercialization.',
    );
    expect(neurobo).toContain('agreement-to-agree');
    const [, distributor] = rulesFor(
      [
        ['Erchonia Corporation', 'Erchonia'],
        ['Lifeline Technologies Limited', 'Distributor'],
      ],
      "Minimum Performance won't be determined until FDA 50k market clearance is obtained. At that time parties will operate in good faith to set performance goals.",
    );
    expect(distributor).toContain('agreement-to-agree');
  });

  it('an arbitrator, a statement of work, severability, a frequency, an extra on request, a document signed at once or records kept is no gap', () => {
    const parties: Parties = [
      ['China Economic Information Service of Xinhua News Agency', 'CEIS'],
      ['Xinhua Financial Network Limited', 'XFN'],
    ];
    for (const clause of [
      'There shall be one arbitrator to be agreed by Parties.',
      'All such work shall be performed pursuant to a statement of work (including a budget) to be agreed upon by the Parties and attached as an annex to this Agreement (each, a "Statement of Work").',
      'If any one or more of the provisions of this Agreement is held to be invalid, illegal, or unenforceable in any respect for any reason, the Parties will negotiate in good faith with a view to the substitution therefor of a suitable and equitable solution.',
      'CEIS shall refresh the Promotional Programs at a frequency rate to be mutually agreed upon in writing by XFN and CEIS.',
      'If XFN requests an extension of the Warranty Period, the parties will negotiate in good faith to determine an appropriate charge to extend the Warranty Period.',
      'If XFN agrees that the resources are required, CEIS and XFN will negotiate in good faith the price for such resources.',
      'As part of the implementation and execution of this Agreement, both parties agree to enter into a separate Share Purchase Agreement (hereafter "SPA"), at the same time and subject to the execution of the DA.',
      'XFN shall keep complete and accurate records in sufficient detail to enable the royalties payable under Section 8 and its Commercial Supply Costs, Third Party Royalties and Upstream Royalties to be determined.',
    ])
      for (const ids of rulesFor(parties, clause)) expect(ids, clause).not.toContain('agreement-to-agree');
  });
});

describe('the other side appointed as agent', () => {
  it('an appointee named in full ("International Direct Response, Inc., a Pennsylvania Corporation") is still the agent', () => {
    const parties: Parties = [
      ['MediaNet Group Technologies, Inc.', 'MEDIANET GROUP TECHNOLOGIES'],
      ['International Direct Response, Inc.', 'RESELLER'],
    ];
    const [medianet, reseller] = rulesFor(
      parties,
      'MediaNet Group Technologies, Inc., a Nevada corporation, authorizes International Direct Response, Inc., a Pennsylvania Corporation, having an address at 1125 Lancaster Avenue, Berwyn, PA 19312 to be its true and lawful representative and agent for the purpose of reselling licenses of the MediaNet Group Technologies Portals.',
    );
    expect(medianet).toContain('other-acts-in-self-name');
    expect(reseller).not.toContain('other-acts-in-self-name');
  });

  it('an agent appointed only to receive service of process binds no one', () => {
    const clause =
      'Monsanto hereby irrevocably appoints Corporation Service Corporation, having an address at 2711 Centerville Rd, Suite 400, Wilmington, Delaware 19808, and the Agent hereby irrevocably appoints CT Corporation, having an address at 1209 Orange Street, Wilmington, Delaware 19801, as its agent to receive on behalf of each such party service of copies of any summons and complaint.';
    for (const ids of rulesFor(
      [
        ['Monsanto Company', 'Monsanto'],
        ['Agrium U.S. Inc.', 'Agent'],
      ],
      clause,
    ))
      expect(ids).not.toContain('other-acts-in-self-name');
  });
});
