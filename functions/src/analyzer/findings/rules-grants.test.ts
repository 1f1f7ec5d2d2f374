/**
 * The IP and licence rules (rules-grants.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: the side the clause hurts gets the finding citing the decisive sentence,
 * the side it protects gets none, and the ordinary licence of a deal is not raised at all.
 */
import { describe, expect, it } from 'vitest';
import {
  expectJudgedForOneSide,
  ruleIdsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

/** The two rules that raise IP vesting in the other side (created-ip-to-other sits in rules-covenants.ts). */
const IP_VESTING = ['ip-to-other', 'created-ip-to-other'];

/** Neither side gets `rule` from the clause. */
function expectNotRaised(parties: Parties, clause: string, rule: string) {
  const text = oneClauseContract(parties, clause);
  for (const [name] of parties) expect(ruleIdsFor(text, name), `${name}: ${clause}`).not.toContain(rule);
}

describe("the other side's use of the reviewed side's name, data and works", () => {
  it('raises a customer reference with name and logo on the supplier’s own site, for the customer only', () => {
    expectJudgedForOneSide({
      parties: [
        ['eGain Communications Corporation', 'eGain'],
        ['Lucent Technologies Inc.', 'Customer'],
      ],
      clause:
        "Customer agrees that, during the term of this Agreement, eGain may reference Customer in eGain's customer listings and may place Customer's name and logo on eGain's Web site and in collateral marketing materials relating to eGain's products and services.",
      burdens: 'Customer',
      rule: 'other-may-use',
      severity: 'medium',
    });
  });

  it('raises the supplier’s own proprietary works built into what it delivers', () => {
    const parties: Parties = [
      ['Universal Energy Corp.', 'Company'],
      ['Stoneridge Software LLC', 'Contractor'],
    ];
    const clause =
      "As part of Contractor's provision of the Services hereunder, Contractor may utilize its own proprietary works of authorship, that have not been created specifically for Company, including without limitation software, methodologies, tools and documentation.";
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Universal Energy Corp.')).toContain('other-may-use');
  });

  it('does not raise a marks licence for the deal’s products, means of performing, a use confined to a purpose, or a right both sides have', () => {
    const parties: Parties = [
      ['Airspan Networks Inc.', 'Company'],
      ['Axtel S.A. de C.V.', 'Distributor'],
    ];
    for (const clause of [
      'Distributor may use the Company Marks in marketing the Products but such use does not confer any right, title or interest in the Company Marks or in any of the Products.',
      'Distributor may use alternate shipping methods to expedite delivery to Company to meet schedules to which both parties agree.',
      'Distributor may use the tangible forms of the programming code (tools and software) provided by Company solely to preinstall the software image and for no other purpose.',
      'Only the Distributor may use the user ID and password.',
      'The Distributor does not have the right to use the Company Marks in any product released before or after the Term.',
      'Upon the Parties’ mutual agreement, the Company may also use the Distributor’s API services, and the Distributor may use the Company’s APIs.',
      'Any action plan may include sending engineers to the designated sites to repair the defective units.',
    ])
      expectNotRaised(parties, clause, 'other-may-use');
  });

  it('does not raise the marketing affiliate’s permission to display the marketing materials it is there to show', () => {
    expectNotRaised(
      [
        ['Equidata, Inc.', 'Equidata'],
        ['National Credit Report.com, LLC', 'Marketing Affiliate'],
      ],
      'Subject to the terms and conditions of this Agreement, Marketing Affiliate may display Marketing Materials at its principal place(s) of business, or at the principal place(s) of its third party partners, together with a link from the Marketing Affiliate Web Site to Equidata (and its partners) Web Site.',
      'other-may-use',
    );
  });
});

describe('licences the reviewed side grants', () => {
  it('raises a perpetual, irrevocable licence with the right to sublicense for any purpose, for the grantor only', () => {
    expectJudgedForOneSide({
      parties: [
        ['MSCI Inc.', 'MSCI'],
        ['Morgan Stanley & Co. Incorporated', 'MS'],
      ],
      clause:
        'MSCI hereby grants to MS a non-exclusive, perpetual, irrevocable, world-wide, royalty-free license for MS to use, modify, copy, create derivative works of and sublicense, for any business purpose, the MSCI Licensed Materials.',
      burdens: 'MSCI',
      rule: 'self-grants-broad-licence',
      severity: 'medium',
    });
  });

  it('raises a licence to make the licensed content available to third parties, read from "is hereby authorized and licensed", for the licensor only', () => {
    expectJudgedForOneSide({
      parties: [
        ['WebMD, Inc.', 'WebMD'],
        ['Emdeon Corporation', 'Emdeon'],
      ],
      clause:
        "Subject to Emdeon's compliance with the provisions of this Agreement, Emdeon is hereby authorized and licensed to use the Content by making such Content available to third parties verbatim or as source material via the Software.",
      burdens: 'WebMD',
      rule: 'self-grants-broad-licence',
      severity: 'medium',
    });
  });

  it('does not raise a worldwide royalty-free licence that is otherwise ordinary, nor one that may not be transferred or sublicensed', () => {
    const parties: Parties = [
      ['Neoforma, Inc.', 'Neoforma'],
      ['VerticalNet, Inc.', 'VerticalNet'],
    ];
    for (const clause of [
      'Neoforma hereby grants VerticalNet a non-exclusive, non-transferable, royalty-free, worldwide right and license to link to the Neoforma Sites through a Neoforma Link.',
      'Neoforma hereby grants to VerticalNet a royalty-free license to use and reproduce such materials in conjunction with its promotion of the Product, which license shall not be assignable or transferable by VerticalNet.',
      'Subject to the terms and conditions herein, Neoforma hereby grants to VerticalNet a non-exclusive, non- transferable, and non-sublicensable license for the use of the Brand Name.',
      'Neoforma hereby grants to VerticalNet a non-exclusive license, with the right to sublicense to one or more of its Affiliates, under the Neoforma Trademarks, during the Term.',
    ])
      expectNotRaised(parties, clause, 'self-grants-broad-licence');
  });
});

describe('licences the reviewed side is granted', () => {
  it('raises a revocable licence for the licensee only', () => {
    expectJudgedForOneSide({
      parties: [
        ['International Business Machines Corporation', 'IBM'],
        ['Cincinnati Bell Inc.', 'Customer'],
      ],
      clause:
        'IBM grants Customer a nonexclusive, revocable license to use the Base Components solely in connection with the Services as provided under this Agreement.',
      burdens: 'Customer',
      rule: 'self-licence-limited',
      severity: 'medium',
    });
  });

  it('does not raise a licence that is only non-exclusive and non-transferable, nor an irrevocable one', () => {
    const parties: Parties = [
      ['Morgan Stanley', 'Licensor'],
      ['Ecoark Holdings, Inc.', 'Licensee'],
    ];
    for (const clause of [
      'Subject to the terms and conditions herein, Licensor hereby grants to Licensee a non-exclusive, non-transferable, and non-sublicensable license for the use of the Brand Name.',
      'Licensor grants Licensee an irrevocable, nonexclusive, worldwide, paid-up license to use, execute, reproduce, display, perform, and distribute, within Licensee’s Enterprise only, copies of the Materials.',
    ])
      expectNotRaised(parties, clause, 'self-licence-limited');
  });
  it('does not raise a revocable licence of the other side’s marks alone, for either side', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['Bloomin’ Brands, Inc.', 'Company'],
          ['Outback Steakhouse Association', 'Association'],
        ],
        'The Company grants the Association a non-exclusive, limited, revocable and conditional license during the term to use the Company Marks, solely to identify Company as a supporter of the Association.',
      ],
      [
        [
          ['McDATA Corporation', 'McDATA'],
          ['Stordis Inc.', 'Reseller'],
        ],
        "Subject to McDATA's prior written approval, McDATA grants Reseller a limited, nonexclusive, non-transferable, revocable license to use McDATA's Trademarks (defined as McDATA's name or any abbreviation thereof, its acronym, logotype or any other trademarks or trade names of McDATA) for the sole purpose of marketing and selling Products and End User Customer Services in the Territory during the term of this Agreement.",
      ],
    ];
    for (const [parties, clause] of cases) expectNotRaised(parties, clause, 'self-licence-limited');
  });

  it('raises a revocable right to resell the products, for the reseller', () => {
    expectJudgedForOneSide({
      parties: [
        ['Allied Esports Media, Inc.', 'Supplier'],
        ['Brand Partners LLC', 'Reseller'],
      ],
      clause:
        'In connection with the foregoing appointment, Supplier hereby grants Reseller a non-transferable, revocable, limited right to resell, market, promote, stimulate interest in, and solicit Orders by Customers and/or End Users in the Territory for the Products and to provide services in connection with those activities.',
      burdens: 'Reseller',
      rule: 'self-licence-limited',
      severity: 'medium',
    });
  });
});

describe('IP that vests in the other side', () => {
  it('raises an assignment of all the reviewed side’s IP for the assignor, never for the assignee', () => {
    const parties: Parties = [
      ['Intellicheck Mobilisa, Inc.', 'Company'],
      ['Bio-key International, Inc.', 'Recipient'],
    ];
    const clause =
      "Recipient hereby assigns and agrees to assign all Recipient's rights in any Intellectual Property to the Company.";
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Bio-key International, Inc.')).toContain('ip-to-other');
    expect(ruleIdsFor(text, 'Intellicheck Mobilisa, Inc.')).not.toContain('ip-to-other');
  });

  it('raises a grant-back of the distributor’s improvements to the supplier’s products, for the distributor only', () => {
    const parties: Parties = [
      ['Erchonia Corporation', 'Erchonia'],
      ['Innerscope Hearing Technologies, Inc.', 'Distributor'],
    ];
    const clause =
      "Distributor shall promptly inform Erchonia of any suggested modifications or improvements to the Products and shall, upon Erchonia's request and at Erchonia's expense, execute any documents necessary or appropriate to assign or confirm that all intellectual property rights in any modification or improvement related to the Products are fully vested in Erchonia.";
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Innerscope Hearing Technologies, Inc.')).toContain('ip-to-other');
    expect(ruleIdsFor(text, 'Erchonia Corporation')).not.toContain('ip-to-other');
  });

  it('raises a present transfer of whatever rights the customer has in the host’s materials, for the customer only', () => {
    const parties: Parties = [
      ['Diplomat Direct Marketing Corporation', 'Diplomat'],
      ['Tadeo E-Commerce Corp.', 'Tadeo'],
    ];
    const clause =
      'To the extent, if any, that ownership of the Hose Materials does not automatically vest in Tadeo by virtue of this Agreement or otherwise, Diplomat hereby transfers and assigns to Tadeo all rights, title and interest which Diplomat may have in and to the Host Materials.';
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Diplomat Direct Marketing Corporation')).toContain('ip-to-other');
    expect(ruleIdsFor(text, 'Tadeo E-Commerce Corp.')).not.toContain('ip-to-other');
  });

  it('raises what the reviewed side makes declared the other side’s property now, unless it passes only when paid', () => {
    const parties: Parties = [
      ['Gunston Consulting, LLC', 'CONSULTANT'],
      ['Medalist Diversified REIT, Inc.', 'Company'],
    ];
    const clause =
      'CONSULTANT acknowledges that CONSULTANT\'s rights in all discoveries, concepts, ideas, inventions, innovations, improvements, developments, methods, designs, analyses, drawings, reports, patent applications, copyrightable work and mask work (whether or not including any Proprietary Information) and all registrations or applications related thereto, all other proprietary information and all similar or related information (whether or not patentable) which relate to the Company\'s actual or anticipated business, research and development or existing or future products or services and which were or are conceived, developed, contributed to or made or reduced to practice by CONSULTANT (whether alone or jointly with others) while under contract with the Company, whether before or after the date of this Agreement ("Work Product"), belong to the Company.';
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Gunston Consulting, LLC')).toContain('ip-to-other');
    expect(ruleIdsFor(text, 'Medalist Diversified REIT, Inc.')).not.toContain('ip-to-other');
    expectNotRaised(
      [
        ['Universal Energy Corp.', 'Company'],
        ['Stoneridge Software LLC', 'Contractor'],
      ],
      'The parties agree that all drawings, documents, designs, computer programs and other materials prepared by Contractor under this Agreement are the property of Company to the extent that such Works were created by Contractor for Company over a time period for which Company has been invoiced and said invoice has been paid.',
      'ip-to-other',
    );
  });

  /** A consulting agreement: the consultant is paid to create, so assigning its work product is the bargain. */
  const consulting = (assignment: string) =>
    'CONSULTING AGREEMENT\n\nThis Agreement is made between Aduro Biotech, Inc. ("Aduro") and Ireya B.V. ("Consultant").\n\n' +
    '1. Consultant shall provide to Aduro the consulting services described in Exhibit A.\n\n' +
    '2. Aduro shall pay Consultant a fee of $300 per hour for the services, and Aduro shall pay each invoice within thirty (30) days.\n\n' +
    `3. ${assignment}\n\n4. This Agreement is governed by the laws of the State of California.\n`;

  it('raises a paid consultant’s assignment only where it reaches past the work it is paid for', () => {
    const broad = consulting(
      'To the extent, if any, that Consultant has rights in or to any Work Product or any data or inventions developed in connection with work under this Agreement, Consultant hereby irrevocably assigns and transfers to Aduro all such rights, title and interest.',
    );
    expect(ruleIdsFor(broad, 'Ireya B.V.').filter((id) => IP_VESTING.includes(id))).not.toEqual([]);
    const bargain = consulting(
      'To the extent that any Work Product is not a work made for hire, Consultant hereby assigns to Aduro all right, title and interest, including copyright, in and to the Work Product.',
    );
    expect(ruleIdsFor(bargain, 'Ireya B.V.').filter((id) => IP_VESTING.includes(id))).toEqual([]);
  });
});

describe('rights of the reviewed side that pass or last only while it pays', () => {
  it('raises a licence that lasts only as long as fees are paid, for the licensee only', () => {
    const parties: Parties = [
      ['Garman Routing Systems, Inc.', 'Garman'],
      ['Sparkling Spring Water Group Limited', 'Sparkling'],
    ];
    const clause =
      'This Agreement and the license granted under this Agreement shall remain in effect perpetually as long as fees are paid by Sparkling in accordance with the Fee Schedule and the Agreement is not otherwise terminated.';
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Sparkling Spring Water Group Limited')).toContain('self-rights-while-paid');
    expect(ruleIdsFor(text, 'Garman Routing Systems, Inc.')).not.toContain('self-rights-while-paid');
  });

  it('raises works that are the commissioning side’s only for periods invoiced and paid, for that side only', () => {
    const parties: Parties = [
      ['Universal Energy Corp.', 'Company'],
      ['Stoneridge Software LLC', 'Contractor'],
    ];
    const clause =
      'The parties agree that all drawings, documents, designs, computer programs and other materials prepared by Contractor under this Agreement are the property of Company to the extent that such Works were created by Contractor for Company over a time period for which Company has been invoiced and said invoice has been paid.';
    const text = oneClauseContract(parties, clause);
    expect(ruleIdsFor(text, 'Universal Energy Corp.')).toContain('self-rights-while-paid');
    expect(ruleIdsFor(text, 'Stoneridge Software LLC')).not.toContain('self-rights-while-paid');
  });

  it('does not raise title to goods that passes on payment', () => {
    expectNotRaised(
      [
        ['EMV Technologies, Inc.', 'EMV'],
        ['Jabil Circuit, Inc.', 'Manufacturer'],
      ],
      'Upon payment of the cancellation charges, all Products, components, work-in-process and non-returnable components in-house or on order shall become the property of EMV.',
      'self-rights-while-paid',
    );
  });
});
