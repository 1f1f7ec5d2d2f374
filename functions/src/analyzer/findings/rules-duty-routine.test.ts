/**
 * What the broad duty rules (rules-duties.ts, rules-duty-routine.ts) leave alone, on real sentences of the dev
 * contracts (CUAD, CC BY 4.0), each read for both parties: what gives the reviewed side something (it owns,
 * holds a right, is paid in full), the duties every contract of the kind carries (insurance, further
 * assurances, issuing the shares it pays in, anti-bribery undertakings), the usual consent to assignment, and
 * the other side's routine permissions (using names in promotion, auditing books). Beside each, a sentence of
 * the same kind that still weighs is raised for the side it burdens only.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const rulesFor = (parties: Parties, clause: string) => {
  const text = oneClauseContract(parties, clause);
  return parties.map(([name]) => findingsFor(text, name).map((f) => f.rule.id));
};
const neverRaises = (rule: string, parties: Parties, clause: string) => {
  for (const ids of rulesFor(parties, clause)) expect(ids, clause).not.toContain(rule);
};

const REEDS: Parties = [
  ["Reed's, Inc.", "Reed's"],
  ['B C Marketing Concepts Inc.', 'Company'],
];
const CONSULTING: Parties = [
  ['Medalist Diversified REIT, Inc.', 'REIT'],
  ['Gunston Consulting, LLC', 'CONSULTANT'],
];
const CONTRACTOR: Parties = [
  ['Clear Capital', 'Company'],
  ['RadialSpark, LLC', 'Contractor'],
];
const DISTRIBUTION: Parties = [
  ['iMine Corporation', 'JRVS'],
  ['Diversified Mortgage Workout Corporation', 'Distributor'],
];
const WARRANT: Parties = [
  ['Slinger Bag Inc.', 'Company'],
  ['Aitan Zacharin', 'Holder'],
];

describe('a duty that is no burden on the side it names', () => {
  it('owning, retaining rights or holding a right is what the side gains', () => {
    neverRaises('self-heavy-duty', REEDS, "Reed's will exclusively own all Deliverables.");
    neverRaises(
      'self-heavy-duty',
      [
        ['Xinhua Financial Network Limited', 'XFN'],
        ['China Economic Information Service of Xinhua News Agency', 'CEIS'],
      ],
      '2.4 All Intellectual Property Rights and other proprietary rights in any translated, amended, revised or updated Content independently created by XFN ("AMENDED CONTENT") shall automatically vest in XFN.',
    );
    neverRaises(
      'self-heavy-duty',
      DISTRIBUTION,
      'JRVS shall have the right to assign its rights, obligations and privileges hereunder to an assignee that agrees in writing to be bound by the terms and conditions of this Agreement.',
    );
  });

  it('signing what perfects an assignment already made is further assurance; a transfer itself still weighs', () => {
    neverRaises(
      'self-heavy-duty',
      CONSULTING,
      'Furthermore, CONSULTANT agrees to sign any written instrument of transfer for any rights relating to the Work Product which may be required to effect or evidence the assignment of rights in the Work Product to the Company.',
    );
    const [trust, company] = rulesFor(
      [
        ['Trustees of the Grinberg Family Trust', 'Trust'],
        ['Movado Group, Inc.', 'Company'],
      ],
      'The Trustees of the Trust hereby agree to promptly execute any and all documents required by the Company to transfer ownership of the Policy from the Trust to the Company.',
    );
    expect(trust).toContain('self-heavy-duty');
    expect(company).not.toContain('self-heavy-duty');
  });

  it('carrying insurance and issuing the shares a warrant promises are the bargain of the side bound', () => {
    neverRaises(
      'self-heavy-duty',
      CONTRACTOR,
      'Throughout the term of this Agreement, Contractor shall maintain workers compensation insurance in the amount required by statute, comprehensive general liability insurance with coverage of at least one million dollars ($1,000,000) and professional errors and omissions insurance for bodily injury, property damage or other losses with coverage of at least one million dollars ($1,000,000), in connection with the provision of Services by Contractor pursuant to the terms of this Agreement.',
    );
    neverRaises(
      'self-heavy-duty',
      WARRANT,
      'Promptly after Holder first exercises this Warrant, the Company shall deliver to Holder certificates for or other evidence (reasonably acceptable to the Holder) of the Shares received and, if this Warrant has not been fully exercised and has not expired, a new Warrant representing the Shares not so received.',
    );
  });

  it('an anti-bribery undertaking is compliance with the law; obeying undefined policies is not', () => {
    neverRaises(
      'self-heavy-duty',
      CONTRACTOR,
      "Contractor also covenants that at all times during the term of this agreement that it will maintain internal policies and procedures that are reasonably designed to ensure that Contractor's employees and representatives will not offer to pay or pay bribes (or offer or provide improper gifts or entertainment) to any person in connection with Contractor's performance under this agreement.",
    );
    const [distributor, cisco] = rulesFor(
      [
        ['ScanSource, Inc.', 'Distributor'],
        ['Cisco Systems, Inc.', 'Cisco'],
      ],
      '(a) Distributor will comply with all country, federal, state and local laws, ordinances, codes, regulations, rules, policies and procedures, Including, without limitation, all anti-corruption laws, Including, the U.S. Foreign Corrupt Practices Act.',
    );
    expect(distributor).toContain('self-heavy-duty');
    expect(cisco).not.toContain('self-heavy-duty');
  });

  it('a redaction alone makes no duty heavy; a redacted deadline does', () => {
    const photronics: Parties = [
      ['Xiamen American Japan Photronics Mask Co., Ltd.', 'Company'],
      ['Photronics, Inc.', 'Supplier'],
    ];
    neverRaises(
      'self-heavy-duty',
      photronics,
      'The Company [***]will be provided on a [***] basis covering a rolling [***]period.',
    );
    const [cremer, ultragenyx] = rulesFor(
      [
        ['CREMER OLEO GmbH & Co KG', 'Cremer'],
        ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
      ],
      '3) Within [***] days of execution of this Agreement, Cremer shall deliver to Ultragenyx the Master Batch Record for the Product for Ultragenyx to review.',
    );
    expect(cremer).toContain('self-heavy-duty');
    expect(ultragenyx).not.toContain('self-heavy-duty');
  });

  it('what the parties may agree, and what a side must do that is reasonable, bind it to nothing heavy', () => {
    neverRaises(
      'self-heavy-duty',
      [
        ['Tennessee Gas Pipeline Company', 'Transporter'],
        ['Louisville Gas and Electric Company', 'Shipper'],
      ],
      'Transporter and Shipper may agree that a specific discounted rate will apply only to certain volumes under the agreement.',
    );
    neverRaises(
      'self-heavy-duty',
      [
        ['CityNet Telecommunications, Inc.', 'Provider'],
        ['Universal Access, Inc.', 'Company'],
      ],
      'The Provider shall make available any and all information held by it that is necessary and reasonable for the Company to fulfill its obligations under Section 3.3 of this Agreement.',
    );
  });
});

describe('more duties that weigh nothing on the side named', () => {
  it('obeying the law and good practice, or a fee the side is paid, is no burden', () => {
    neverRaises(
      'self-heavy-duty',
      [
        ['Bravatek Solutions, Inc.', 'Company'],
        ['i3 Integrative Creative Solutions, LLC', 'Reseller'],
      ],
      'Company shall comply with good business practices and all applicable laws and regulations.',
    );
    neverRaises(
      'self-heavy-duty',
      [
        ['Aitan Zacharin', 'Consultant'],
        ['Slinger Bag Inc.', 'Company'],
      ],
      "(a) The Consultant's monthly base consulting fee shall be three thousand two hundred fifty United States dollars ($3,250) through 19 August 2020.",
    );
  });

  it('what belongs to the side, and what it must hand back of the other side, are no burden', () => {
    neverRaises(
      'self-heavy-duty',
      REEDS,
      "(ii) Company acknowledges that all rights of ownership of Reed's Intellectual Property, Deliverables and the goodwill symbolized thereby shall belong exclusively to and inure to the benefit of Reed's.",
    );
    neverRaises(
      'self-heavy-duty',
      CONSULTING,
      "In the event of any termination of CONSULTANT's appointment, with or without cause, CONSULTANT shall promptly deliver to REIT any and all materials, property, documents, data, and all other information belonging to REIT or pertaining to Proprietary Information, whether prepared by REIT or CONSULTANT, in CONSULTANT's possession or control.",
    );
  });

  it("a cost of the side's own fault, or insurance it carries for its own activities, is its ordinary share", () => {
    const chemicals: Parties = [
      ['Florida Chemical Company, LLC', 'FCC'],
      ['Flotek Chemistry, LLC', 'Flotek'],
    ];
    neverRaises(
      'self-heavy-duty',
      chemicals,
      "Shipping costs resulting from expedited deliveries or use of alternate carriers due to causes within the FCC's control will be at FCC's expense.",
    );
    neverRaises(
      'self-heavy-duty',
      [
        ['Sabco Racing, Inc.', 'Sabco'],
        ['Prolong International Corporation', 'Prolong'],
      ],
      'Sabco shall provide at its expense and maintain throughout the term of this Agreement and any option period spectator liability insurance in an amount not less than $1 million single limit coverage with respect to any liability relating to the activities of Sabco in the performance of this Agreement.',
    );
  });
});

describe('a restriction every contract of its kind carries', () => {
  it('keeping confidences within the usual bounds, or both ways, is the bargain; a one-way duty with no exception is raised', () => {
    neverRaises(
      'self-restricted',
      [
        ['Kiddo, Inc.', 'Consultant'],
        ["Giggles N' Hugs, Inc.", 'Company'],
      ],
      'Consultant will not disclose or permit disclosure of any Confidential Information of the Company to third parties other than as required to perform the Services. The Company shall not disclose any Confidential Information of the Consultant to third parties.',
    );
    const [utek, mkos] = rulesFor(
      [
        ['UTEK Corporation', 'UTEK'],
        ['MKOS Inc.', 'MKOS'],
      ],
      'UTEK shall not divulge to others, any trade secret or confidential information, knowledge, or data concerning or pertaining to the business and affairs of MKOS, obtained by UTEK as a result of its engagement hereunder, unless authorized, in writing by MKOS.',
    );
    // Raised for UTEK (by the confidentiality rule, which ranks above the broad restriction), never for MKOS.
    expect((utek ?? []).filter((id) => /^self-(?:restricted|confidentiality)$/.test(id))).not.toEqual([]);
    expect(mkos).toEqual([]);
  });

  it("a rule on the reviewed side's own marks binds their user; assigning under the terms named is the usual term", () => {
    neverRaises(
      'self-restricted',
      [
        ['American Diabetes Association, Inc.', 'Association'],
        ['Freeze Tag Inc.', 'Company'],
      ],
      "Use of Association Marks: The Association Marks shall not be placed adjacent to the mark of another organization concerned with diabetes, without the Association's specific prior written consent, which may be withheld for any reason.",
    );
    neverRaises(
      'self-restricted',
      [
        ['Louisville Gas and Electric Company', 'Shipper'],
        ['Tennessee Gas Pipeline Company', 'Transporter'],
      ],
      "Otherwise, Shipper shall not assign this Agreement or any of its rights hereunder, except in accord with Article III, Section 11 of the General Terms and Conditions of Transporter's FERC Gas Tariff.",
    );
  });

  it('no conflicting agreement, and what no provision of the contract does, restrict nobody', () => {
    neverRaises(
      'self-restricted',
      [
        ['Gianluca Rotino', 'Consultant'],
        ['Kiromic, Inc', 'Company'],
      ],
      'Consultant hereby certifies that Consultant has no outstanding agreement or obligation that is in conflict with any of the provisions of this Agreement, and further certifies that Consultant will not enter into any such conflicting agreement during the term of this Agreement.',
    );
  });

  it('assignment only with consent is the usual term; assignment barred but to a buyer of the business is not', () => {
    neverRaises(
      'self-restricted',
      [
        ['Organic Preparations Inc.', 'Manufacturer'],
        ['Agape ATP International Holding Limited', 'Customer'],
      ],
      '14.6 Assignment The Manufacturer may not transfer or assign any of its rights or obligations under this agreement without the prior written consent of the Customer.',
    );
    const [erchonia, distributor] = rulesFor(
      [
        ['Erchonia Corporation', 'Erchonia'],
        ['Boston Scientific Corporation', 'Distributor'],
      ],
      'Erchonia may not assign any duties or obligations arising under this Agreement, except to a successor who acquires substantially all of the assets of Erchonia.',
    );
    expect(erchonia).toContain('self-restricted');
    expect(distributor).not.toContain('self-restricted');
  });

  it("not acquiring rights in the other side's marks, nor holding oneself out as its employee", () => {
    neverRaises(
      'self-restricted',
      [
        ['ANTHEMIC, LLC', 'ANTHEMIC'],
        ['VNUE Inc', 'Sponsor'],
      ],
      "ANTHEMIC acknowledges that its use of the Sponsor's trademarks inures to the Sponsor's benefit, and that ANTHEMIC will not acquire any ownership in the Sponsor's trademarks as a result of the license granted herein.",
    );
    neverRaises(
      'self-restricted',
      CONSULTING,
      'Under no circumstances shall CONSULTANT look to REIT as its employer, or as a partner, agent, or principal.',
    );
  });

  it('a passive "shall not be used by" binds the party named after "by"', () => {
    neverRaises(
      'self-restricted',
      DISTRIBUTION,
      "JRVS's name, JRVS's Trademarks, and similar identifying symbols shall not be displayed or used by the Distributor thereafter.",
    );
  });
});

describe("the other side's routine permissions", () => {
  it('using names in promotion or auditing books is no harmful right; cancelling orders at will is', () => {
    neverRaises(
      'other-right',
      DISTRIBUTION,
      "The Distributor may use JRVS's product names in the Distributor's advertising and promotional media provided (i) that the Distributor conspicuously indicates in all such media that such names are trademarks of JRVS and (ii) that the Distributor submits all such media to JRVS for prior approval.",
    );
    neverRaises(
      'other-right',
      [
        ['PageMaster Corporation', 'PageMaster'],
        ['Go Call, Inc.', 'Go Call'],
      ],
      'Go Call, upon ten (10) days written notice, shall have the right to examine the books and records of PageMaster Corporation to verify the sales resulting from this promotion.',
    );
    const [company, distributor] = rulesFor(
      [
        ['Snotarator LLC', 'Company'],
        ['SMSA Ballinger Acquisition Corp.', 'Distributor'],
      ],
      'Distributor may, at any time prior to the scheduled date of shipment, cancel any or all Products on order upon giving timely written notice.',
    );
    expect(company).toContain('other-right');
    expect(distributor).not.toContain('other-right');
  });
});
