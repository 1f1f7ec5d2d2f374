/**
 * The judgements of liability, indemnity, warranty and remedy clauses, on real sentences of the dev
 * contracts (CUAD, CC BY 4.0), each read for both parties: the party the clause leaves exposed gets the
 * finding, citing the decisive sentence; the party it protects gets none; and market-standard terms
 * raise nothing for either side.
 */
import { describe, expect, it } from 'vitest';
import {
  expectJudgedForOneSide,
  findingsFor,
  ruleIdsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const WEBMD: Parties = [
  ['WebMD, Inc.', 'WebMD'],
  ['Emdeon Corporation', 'Emdeon'],
];
const BRAND: Parties = [
  ['Morgan Stanley Investment Management Inc.', 'Licensor'],
  ['Morgan Stanley Direct Lending Fund', 'Licensee'],
];

describe('warranty disclaimers', () => {
  it('raises a disclaimer of every warranty, express ones too, by a side that gives none', () => {
    const f = expectJudgedForOneSide({
      parties: WEBMD,
      clause:
        'WebMD MAKES NO REPRESENTATIONS OR WARRANTIES OF ANY KIND, WHETHER EXPRESS OR IMPLIED, WITH RESPECT TO THE CONTENT OR THE ACCURACY OF THE CONTENT.',
      burdens: 'Emdeon',
      rule: 'other-disclaims',
      severity: 'high',
    });
    expect(f.words.title).toMatch(/no warranty at all/);
  });

  it('raises a licensor disclaiming title and non-infringement, even beside its express warranties', () => {
    const f = expectJudgedForOneSide({
      parties: BRAND,
      clause:
        'EXCEPT AS EXPRESSLY SET FORTH IN SECTION 6.1, LICENSOR MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED, WITH RESPECT TO THIS AGREEMENT AND THE BRAND, AND EXPRESSLY DISCLAIMS ALL SUCH REPRESENTATIONS AND WARRANTIES, INCLUDING ANY WITH RESPECT TO TITLE, NON-INFRINGEMENT, MERCHANTABILITY, VALUE, RELIABILITY OR FITNESS FOR USE.',
      burdens: 'Licensee',
      rule: 'other-disclaims',
      severity: 'medium',
    });
    expect(f.words.title).toMatch(/title and non-infringement/);
    expect(f.words.ask).toMatch(/does not infringe/);
  });

  it('does not raise the implied warranties of merchantability and fitness, disclaimed as the market does', () => {
    const text = oneClauseContract(
      WEBMD,
      'WEBMD EXPRESSLY DISCLAIMS ALL WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE AND ALL WARRANTIES ARISING FROM CONDUCT, COURSE OF DEALING OR CUSTOM OF TRADE.',
    );
    expect(ruleIdsFor(text, 'Emdeon Corporation')).not.toContain('other-disclaims');
  });

  it('does not read a restriction on what a reseller may promise as a disclaimer', () => {
    const text = oneClauseContract(
      [
        ['i3 Integrative Creative Solutions, LLC', 'Reseller'],
        ['Grey Cloak Tech Inc.', 'Company'],
      ],
      'RESELLER SHALL MAKE NO REPRESENTATION, GUARANTEE, OR WARRANTY CONCERNING THE COMPANY PRODUCT EXCEPT AS EXPRESSLY AUTHORIZED IN ADVANCE BY COMPANY IN WRITING.',
    );
    expect(ruleIdsFor(text, 'Grey Cloak Tech Inc.')).not.toContain('other-disclaims');
  });

  it('reads "Licensee accepts this license on an as is basis" as the licensor\'s protection, not the licensee\'s', () => {
    const text = oneClauseContract(
      [
        ['Palmer Square Capital Management LLC', 'Licensor'],
        ['Palmer Square Capital BDC Inc.', 'Licensee'],
      ],
      'Licensee accepts this license on an "as is" basis.',
    );
    expect(ruleIdsFor(text, 'Palmer Square Capital Management LLC')).not.toContain('other-disclaims');
  });

  it('does not call a disclaimer total where the same side warrants elsewhere in the contract', () => {
    const text = oneClauseContract(
      [
        ['Equidata, Inc.', 'Equidata'],
        ['National Credit Report.com, LLC', 'Marketing Affiliate'],
      ],
      'Equidata warrants that it is an authorized provider of the Services as outlined in this Agreement. EQUIDATA EXPRESSLY DISCLAIMS ANY WARRANTY OF ANY KIND WHATSOEVER, WHETHER EXPRESS, IMPLIED, STATUTORY, OR ARISING FROM COURSE OF DEALING OR PERFORMANCE.',
    );
    expect(ruleIdsFor(text, 'National Credit Report.com, LLC')).not.toContain('other-disclaims');
  });
});

describe('liability caps and exclusions', () => {
  const DUVAL: Parties = [
    ['MOSSIMO, INC.', 'Company'],
    ['DAVID DUVAL ENTERPRISES, INC.', 'Licensor'],
  ];

  it('reads "Licensor\'s liability to Company shall not exceed" as a cap on the Licensor, raised for the Company', () => {
    const clause =
      "Notwithstanding anything to the contrary herein, in the event Company incurs any expenses, damages or other liabilities (including, without limitation, reasonable attorneys' fees) in connection with the performance or non-performance of any term or provision hereof, Licensor's liability to Company shall not exceed the remuneration, excluding reimbursement of expenses, actually paid to Licensor by Company.";
    const f = expectJudgedForOneSide({
      parties: DUVAL,
      clause,
      burdens: 'Company',
      rule: 'other-liability-capped',
      severity: 'high',
    });
    expect(f.words.title).toMatch(/^Licensor's liability is capped/);
    // The ask raises the cap and keeps carve-outs; it does not make the other side's cap mutual.
    expect(f.words.ask).toMatch(/Raise Licensor's cap/);
    expect(f.words.ask).not.toMatch(/mutual/);
  });

  it("reads a cap on both sides' liability to each other as mutual, a risk for neither", () => {
    const text = oneClauseContract(
      [
        ['Nortel Networks Limited', 'Nortel'],
        ['Entrust Technologies Inc.', 'Entrust'],
      ],
      "For any cause of action arising under this Agreement, Nortel's liability to Entrust, and Entrust's liability to Nortel shall not exceed U.S.$5,000,000.",
    );
    for (const party of ['Nortel Networks Limited', 'Entrust Technologies Inc.'])
      expect(ruleIdsFor(text, party)).not.toContain('other-liability-capped');
  });

  it('calls a gross-negligence threshold an exclusion, not a cap', () => {
    const f = expectJudgedForOneSide({
      parties: [
        ['CREMER OLEO GmbH & Co KG', 'Cremer'],
        ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
      ],
      clause:
        "Cremer's liability arising from this Agreement is limited to intentional misconduct or gross negligence.",
      burdens: 'Ultragenyx',
      rule: 'other-liability-excluded',
      severity: 'high',
    });
    expect(f.words.title).not.toMatch(/capped/);
    expect(f.words.ask).not.toMatch(/mutual/);
  });

  it('does not raise an exclusion for losses the claiming side causes itself', () => {
    const text = oneClauseContract(
      [
        ['RMF Empire, Inc.', 'WCC'],
        ['XLI Technologies, Inc.', 'XLI'],
      ],
      'Notwithstanding any other provisions herein, under no circumstances shall XLI be liable for any Claims arising out of the negligent acts or omissions of WCC.',
    );
    expect(ruleIdsFor(text, 'RMF Empire, Inc.')).toEqual([]);
  });

  it('raises the other side being free of liability for missing delivery dates, for the side that orders', () => {
    const text = oneClauseContract(
      [
        ['PivX Corporation', 'PivX'],
        ['Detto Technologies', 'Detto'],
      ],
      'PivX shall use commercially reasonable efforts to meet delivery dates requested by Detto, but in no event shall PivX be liable for its failure to meet such dates.',
    );
    expect(ruleIdsFor(text, 'Detto Technologies')).toContain('other-not-responsible');
    expect(ruleIdsFor(text, 'PivX Corporation')).not.toContain('other-not-responsible');
  });
});

describe('warranties given and indemnities received', () => {
  const MSA: Parties = [
    ['Clear Capital', 'Company'],
    ['RadialSpark, LLC', 'Contractor'],
  ];

  it('raises an absolute non-infringement warranty for the side that gives it, not for the side it protects', () => {
    const f = expectJudgedForOneSide({
      parties: MSA,
      clause:
        'Contractor represents and warrants that the Works provided hereunder, including any Contractor Information and any third party products do not infringe any trade secret, trademark, copyright, patent or other proprietary right of any other third party.',
      burdens: 'Contractor',
      rule: 'self-warrants-non-infringement',
      severity: 'medium',
    });
    expect(f.words.ask).toMatch(/known to Contractor/);
  });

  it("does not call a non-infringement warranty limited to the warrantor's knowledge absolute", () => {
    const text = oneClauseContract(
      MSA,
      "Contractor represents and warrants that, to the best of Contractor's knowledge, the Works provided hereunder do not infringe any patent or other proprietary right of any third party.",
    );
    expect(ruleIdsFor(text, 'RadialSpark, LLC')).not.toContain('self-warrants-non-infringement');
  });

  it('raises a warranty that every delivery was made to GMP for the supplier that gives it', () => {
    expectJudgedForOneSide({
      parties: [
        ['CREMER OLEO GmbH & Co KG', 'Cremer'],
        ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
      ],
      clause:
        'Cremer represents and warrants that all quantities of Product delivered under the Agreement were manufactured in accordance with GMP.',
      burdens: 'Cremer',
      rule: 'self-warrants-compliance',
      severity: 'medium',
    });
  });

  it("raises an indemnity for losses caused solely by the other side's product, for the side it should protect", () => {
    const f = expectJudgedForOneSide({
      parties: [
        ['Florida Chemical Company, LLC', 'FCC'],
        ['Flotek Chemistry, LLC', 'Flotek'],
      ],
      clause:
        'FCC shall be responsible for claims by third parties against Flotek for loss or damage based on personal injury or destruction of property due solely to defects in Terpene Product.',
      burdens: 'Flotek',
      rule: 'other-indemnity-sole-cause',
      severity: 'medium',
    });
    expect(f.words.ask).toMatch(/to the extent/);
  });

  it('raises claims carved out of a mutual cap for the side that supplies, not for the client that claims', () => {
    const text = oneClauseContract(
      [
        ['CRO Consulting (Pty) Limited', 'CRO'],
        ['Purinix Pharmaceuticals LLC', 'Client'],
      ],
      "Notwithstanding any other provision of this Agreement, each party's total liability in respect of damages under this Agreement, any regulation or common law shall be limited to the sum of all amounts received from Client in terms of this Agreement; provided, however, that this limitation shall not apply with respect to any claims arising out of or relating to clause 6 (Inventions and Proprietary Information), indemnification obligations or damages arising from a party's gross negligence or willful misconduct.",
    );
    expect(ruleIdsFor(text, 'CRO Consulting (Pty) Limited')).toContain('self-uncapped-carve-out');
    expect(ruleIdsFor(text, 'Purinix Pharmaceuticals LLC')).not.toContain('self-uncapped-carve-out');
  });

  it('does not read a duty to hold information in confidence as an indemnity', () => {
    const text = oneClauseContract(
      [
        ['PC Quote, Inc.', 'PCQ'],
        ['A.B. Watley, Inc.', 'ABW'],
      ],
      "PCQ understands the proprietary nature of any information belonging to ABW, and recognizes the harm that can be occasioned to user by disclosure of information relative to ABW's activities, PCQ agrees to hold such information in the same manner as PCQ deals with its own proprietary information and trade secrets.",
    );
    expect(ruleIdsFor(text, 'PC Quote, Inc.')).not.toContain('self-indemnifies');
  });
});

describe('how far an indemnity or a claim reaches', () => {
  const PCQ: Parties = [
    ['PC Quote, Inc.', 'PCQ'],
    ['A.B. Watley, Inc.', 'ABW'],
  ];
  const DENTAL: Parties = [
    ['UNION DENTAL CORP.', 'UDC'],
    ['Dr. George D. Green', 'Business Affiliate'],
  ];
  const DGT: Parties = [
    ['DGT Corp.', 'DGT'],
    ['Dolphin Industries Limited', 'Dolphin'],
  ];

  it('raises an indemnity that lapses if the claim is in any way related to the protected side, for that side', () => {
    const text = oneClauseContract(
      PCQ,
      "Such indemnification by ABW shall only be effective if the claim, liability or obligation claimed by the third party is in no way related to PCQ's negligence, willful misconduct or failure to perform any of its obligations under this Agreement.",
    );
    expect(ruleIdsFor(text, 'PC Quote, Inc.')).toContain('other-indemnity-sole-cause');
    expect(ruleIdsFor(text, 'A.B. Watley, Inc.')).not.toContain('other-indemnity-sole-cause');
  });

  it('raises a mutual indemnity for the services one side renders, whatever the fault, for the side that renders them', () => {
    const text = oneClauseContract(
      DENTAL,
      "The Parties hereby covenant and agree to indemnify and hold harmless each other, it's agents and representatives from and against any and all losses, costs, expenses, liabilities, claims, demands, judgments and its settlements of every nature that are actually incurred by a Party, which arise out of any use or disclosure of Confidential Information not specifically permitted by this Agreement or arise out of the services rendered by Business Affiliate.",
    );
    expect(ruleIdsFor(text, 'Dr. George D. Green')).toContain('self-indemnifies-activities');
    expect(ruleIdsFor(text, 'UNION DENTAL CORP.')).not.toContain('self-indemnifies-activities');
  });

  it('does not raise a mutual indemnity for breach or negligence, which is market standard', () => {
    const text = oneClauseContract(
      DENTAL,
      'The Parties agree to indemnify and hold harmless each other from and against any claims arising out of any breach of this Agreement or the negligence or willful misconduct of the indemnifying Party in the performance of the services rendered under this Agreement.',
    );
    for (const [name] of DENTAL) expect(ruleIdsFor(text, name)).not.toContain('self-indemnifies-activities');
  });

  it('raises a short period to sue that binds only the reviewed side, for that side', () => {
    expectJudgedForOneSide({
      parties: DGT,
      clause:
        'No action, whether in contract or tort (including negligence), or otherwise arising out of or in connection with this Agreement, may be brought by Dolphin more than six months after the cause of action has occurred.',
      burdens: 'Dolphin',
      rule: 'self-short-limitation',
      severity: 'medium',
    });
  });

  it('does not raise a limitation period that binds both sides alike', () => {
    const text = oneClauseContract(
      DGT,
      'No action arising out of this Agreement may be brought by either party more than one (1) year after the cause of action has arisen.',
    );
    for (const [name] of DGT) expect(ruleIdsFor(text, name)).not.toContain('self-short-limitation');
  });

  it('reads a cap whose base comes long after "total liability" as a cap on that side, raised for the side that claims', () => {
    const text = oneClauseContract(
      DGT,
      "DGT's total liability, whether under the express or implied terms of this Agreement, in tort (including negligence), or at common law, for any loss or damage suffered by Dolphin, whether direct, indirect or special, or any other similar or like damage that may arise or does arise from any breaches of this Agreement by DGT and its Directors, Officers or agents, shall be limited to the amount of the cost of the products.",
    );
    expect(ruleIdsFor(text, 'Dolphin Industries Limited')).toContain('other-liability-capped');
    expect(ruleIdsFor(text, 'DGT Corp.')).not.toContain('other-liability-capped');
  });

  it('reads "X\'s aggregate liability to Y for direct loss and damages" as a cap on X, not on the claimant Y', () => {
    expectJudgedForOneSide({
      parties: [
        ['IntriCon Corporation', 'IntriCon'],
        ['Dynamic Hearing Pty Ltd', 'Dynamic Hearing'],
      ],
      clause:
        "Dynamic Hearing's aggregate liability to IntriCon for direct loss and damages and all other liability not described herein arising in connection with this Agreement whether in negligence, tort, equity, contract or otherwise, is limited to payment of damages recoverable at law or equity up to a maximum of $5,000,000.",
      burdens: 'IntriCon',
      rule: 'other-liability-capped',
      severity: 'high',
    });
  });

  it('raises a limb promising compliance with the laws of every place of sale or use, for the supplier only', () => {
    const parties: Parties = [
      ['Florida Chemical Company, LLC', 'Supplier'],
      ['Flotek Chemistry, LLC', 'Buyer'],
    ];
    const text = oneClauseContract(
      parties,
      'Supplier warrants that the Terpene Product supplied hereunder shall:\n\n(i) conform to the specifications set forth in Section 1;\n\n(ii) comply with all relevant laws and regulations including, without limitation, laws and regulations of each of the jurisdictions in which the Terpene Product are either manufactured or to be sold or used concerning purity, sanitation, safety, security, and packaging and labeling of food and beverage;',
    );
    const f = findingsFor(text, 'Florida Chemical Company, LLC').find((x) => x.rule.id === 'self-warrants-compliance');
    expect(text.slice(f!.start, f!.end)).toMatch(/^\(ii\) comply with all relevant laws/);
    expect(ruleIdsFor(text, 'Flotek Chemistry, LLC')).not.toContain('self-warrants-compliance');
  });

  it("does not read a party's own duty to obey the law while shipping as a warranty of the product", () => {
    const text = oneClauseContract(
      [
        ['Fusion Pharm, Inc.', 'Supplier'],
        ['Buyer Corp.', 'Buyer'],
      ],
      'Supplier shall deliver the Product as follows:\n\n(a) on the dates set out in each purchase order;\n\n(b) When shipping Product, the carrier shall comply with all applicable laws and regulations.',
    );
    expect(ruleIdsFor(text, 'Fusion Pharm, Inc.')).not.toContain('self-warrants-compliance');
  });

  it('raises the other side being declared to have no liability, or never to be personally liable, for the side that would claim', () => {
    const jv: Parties = [
      ['Novus Acquisition & Development Corp.', 'NVOS'],
      ['Hemp Grow Farms Ltd.', 'HGF'],
    ];
    const text = oneClauseContract(
      jv,
      'The Joint Venture will be referred to as the "Company", the Company shall have all the liabilities of the project in relation to finance and operation with HGF having no liability in relation to the project.',
    );
    expect(ruleIdsFor(text, 'Novus Acquisition & Development Corp.')).toContain('other-no-recourse');
    expect(ruleIdsFor(text, 'Hemp Grow Farms Ltd.')).not.toContain('other-no-recourse');
    const trust = oneClauseContract(
      [
        ['GWG Holdings, Inc.', 'GWG'],
        ['The Seller Trust Advisors', 'Trust Advisors'],
      ],
      'Under no circumstances shall the Trust Advisors be personally liable for the payment of any indebtedness or expenses or be liable for the breach or failure of any obligation, representation, warranty or covenant made or undertaken under this Agreement.',
    );
    expect(ruleIdsFor(trust, 'GWG Holdings, Inc.')).toContain('other-no-recourse');
    expect(ruleIdsFor(trust, 'The Seller Trust Advisors')).not.toContain('other-no-recourse');
  });

  it('does not read a narrow exclusion ("no liability under this Agreement for any non-complying product which ...") as no recourse', () => {
    const text = oneClauseContract(
      [
        ['Patheon Inc.', 'Manufacturer'],
        ['Customer Pharma Inc.', 'Customer'],
      ],
      'Manufacturer shall have no liability under this Agreement (including under Section 4.11(b) or Section 10.1) for any Non-Complying Product which is non-complying due to any Non-Complying Raw Material supplied by Customer.',
    );
    expect(ruleIdsFor(text, 'Customer Pharma Inc.')).not.toContain('other-no-recourse');
  });
});
