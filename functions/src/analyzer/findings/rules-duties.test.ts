/**
 * The broadest rules (rules-duties.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0), each read
 * for both parties: a heavy duty is raised where its own sentence makes it weigh (a minimum, any and all,
 * at no charge, regardless of volume) and not for the mechanics, housekeeping and acknowledgements every
 * contract of its kind carries, nor for supplying or buying on the contract's own terms.
 */
import { describe, expect, it } from 'vitest';
import {
  expectJudgedForOneSide,
  findingsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const rulesFor = (parties: Parties, clause: string) => {
  const text = oneClauseContract(parties, clause);
  return parties.map(([name]) => findingsFor(text, name).map((f) => f.rule.id));
};
const noHeavyDuty = (parties: Parties, clause: string) => {
  for (const ids of rulesFor(parties, clause)) expect(ids, clause).not.toContain('self-heavy-duty');
};

const PAGERS: Parties = [
  ['PageMaster Corporation', 'PageMaster'],
  ['Go Call, Inc.', 'Go Call'],
];
const FIBER: Parties = [
  ['Uniti Fiber LLC', 'Provider'],
  ['Kinetic Holdings LLC', 'Company'],
];

describe('a heavy duty of the reviewed side', () => {
  it('a minimum to supply, or service for a fixed rate regardless of volume, is raised for the side bound only', () => {
    const [pagemaster, goCall] = rulesFor(
      PAGERS,
      'PageMaster Corporation shall provide a minimum of 100,000 up to 500,000 pagers for the fulfillment of this promotion to all Purchase Customers who prepay their annual airtime.',
    );
    expect(pagemaster).toContain('self-heavy-duty');
    expect(goCall).not.toContain('self-heavy-duty');
    const [provider, company] = rulesFor(
      FIBER,
      'The Provider shall provide maintenance under this Agreement for the fixed rate without regard to the number of legitimate service requests by the Company.',
    );
    expect(provider).toContain('self-heavy-duty');
    expect(company).not.toContain('self-heavy-duty');
  });

  it("supplying or buying on the contract's own terms is the bargain, not a heavy duty", () => {
    noHeavyDuty(
      [
        ['Erchonia Corporation', 'Erchonia'],
        ['Boston Scientific Corporation', 'Distributor'],
      ],
      'Erchonia agrees to provide Products to Distributor pursuant to orders placed by Distributor in the form of individual purchase orders issued by Distributor to Erchonia.',
    );
    noHeavyDuty(
      [
        ['Hyperion Global Technologies Ltd', 'Company'],
        ['Bright Sales Corp.', 'Reseller'],
      ],
      'Fulfillment Transaction Discount: Reseller will purchase directly from the Company at a 7-10% discount off the sale price.',
    );
  });

  it('the currency, the bank account and the invoice of a payment are mechanics, not a burden', () => {
    const licence: Parties = [
      ['Bravo Brands Inc.', 'Licensor'],
      ['Mechanical Dairy Corp.', 'Licensee'],
    ];
    noHeavyDuty(licence, 'All royalty payments due to Licensor under this Agreement shall be paid in U.S. Dollars.');
    noHeavyDuty(
      [
        ['Beijing Kexin Services Co., Ltd.', 'Service Provider'],
        ['Tianjin Yuan Recipient Co., Ltd.', 'Service Recipient'],
      ],
      'Service Recipient shall make the payment of Service Fee through bank remittance or other payment methods to the account designated by Service Provider.',
    );
  });

  it("returning the other side's property, evidence of insurance and obeying the law are what every such contract asks", () => {
    const consult: Parties = [
      ['Emerald Isle Exploration Ltd.', 'Emerald'],
      ['John Smith Consulting', 'Contractor'],
    ];
    noHeavyDuty(
      consult,
      "On the termination of the Contractor's engagement, the Contractor shall return to Emerald all property belonging to Emerald in the Contractor's possession or control.",
    );
    noHeavyDuty(
      FIBER,
      'The Provider will provide the Company with a certificate of insurance issued to evidence such coverage.',
    );
    noHeavyDuty(
      [
        ['Kubient Inc.', 'Kubient'],
        ['Brand Media LLC', 'Customer'],
      ],
      'Compliance. (a) Customer will comply with all international, federal, state and local laws, rules, and regulations of any governmental or regulating authority ("Law") that are applicable to its business and use of the Service.',
    );
  });

  it("compliance with the other side's own policies and procedures is still raised for the side bound", () => {
    const [cisco, distributor] = rulesFor(
      [
        ['Cisco Systems, Inc.', 'Cisco'],
        ['Westcon Group, Inc.', 'Distributor'],
      ],
      '(a) Distributor will comply with all country, federal, state and local laws, ordinances, codes, regulations, rules, policies and procedures, Including, without limitation, all anti-corruption laws.',
    );
    expect(distributor).toContain('self-heavy-duty');
    expect(cisco).not.toContain('self-heavy-duty');
  });

  it('a covenant to remain in compliance with local laws, and a copy of an insurance policy, are no burden for either side', () => {
    noHeavyDuty(
      [
        ['Agape ATP International Holding Limited', 'Customer'],
        ['Ecolife Sdn. Bhd.', 'Manufacturer'],
      ],
      'COVENANTS BY THE CUSTOMER 4.1 Compliance with Local Laws and Regulations The Customer covenants that it is and will remain for the term of this agreement in compliance with any and all Local Laws and Regulations.',
    );
    noHeavyDuty(
      [
        ['Sabco Racing, Inc.', 'Sabco'],
        ['Prolong International Corporation', 'Prolong'],
      ],
      'Insurance. Sabco shall, within 90 days of the execution of this Agreement, supply Prolong with a copy of such policy of insurance or a certificate thereof, and such policies shall be cancelable only upon 10 days written notice to Prolong.',
    );
  });

  it('a compensation announced and left empty is still raised for the side to be paid', () => {
    const text = oneClauseContract(
      [
        ['Gulf Coast Sports LLC', 'Company'],
        ['Jordan Blake', 'Professional'],
      ],
      'COMPENSATION OF THE PROFESSIONAL. In consideration of the rights granted to the Company and the services to be provided by the Professional, the Professional shall receive the following compensation:',
    );
    expect(findingsFor(text, 'Jordan Blake').map((f) => f.rule.id)).toContain('self-heavy-duty');
  });
});

const noRestriction = (parties: Parties, clause: string) => {
  for (const ids of rulesFor(parties, clause)) expect(ids, clause).not.toContain('self-restricted');
};
const CONSULTING: Parties = [
  ['Emerald Health Therapeutics, Inc.', 'Company'],
  ['Dr. Avtar Dhillon', 'Consultant'],
];

describe('a restriction on the reviewed side', () => {
  it('a covenant not to compete or to resell is still raised for the side bound only', () => {
    const [dynamex, purolator] = rulesFor(
      [
        ['Dynamex Inc.', 'Dynamex'],
        ['Purolator Courier Ltd.', 'Purolator'],
      ],
      'Dynamex agrees not to provide sameday delivery services for any other provider of next day or multiple day courier services.',
    );
    expect(dynamex).toContain('self-restricted');
    expect(purolator).not.toContain('self-restricted');
  });

  it('a status of an independent contractor, or terms the side is not bound by, restrict nothing', () => {
    noRestriction(
      CONSULTING,
      "Consultant will not be entitled to receive any vacation or illness payments or to participate in any plans, arrangements, or distributions by the Company pertaining to any bonus, profit sharing, insurance or similar benefits for the Company's employees.",
    );
    noRestriction(
      [
        ['General Motors Company', 'Company'],
        ['Acme Services LLC', 'Contractor'],
      ],
      'Contractor shall continue work pursuant to the existing Statement of Work, and shall not be bound by any change requested by Company, until such change has been accepted in writing by Contractor.',
    );
  });

  it('a payment or a remedy the side is spared is a protection, not a restriction', () => {
    noRestriction(
      CONSULTING,
      'It is expressly understood that the Company will not wholly or partially reimburse non-authorized expenses.',
    );
    noRestriction(
      [
        ['JRVS Technology Co., Ltd.', 'JRVS'],
        ['iMine Corporation', 'Distributor'],
      ],
      'JRVS will inspect all Products returned pursuant to the foregoing RMA procedures, and JRVS will not replace products where the defect is due to misuse, neglect, alteration or improper storage by the Distributor.',
    );
  });

  it('waiving moral rights in work made for the other side, and expenses needing approval, are market standard', () => {
    noRestriction(
      [
        ['Reed’s, Inc.', "Reed's"],
        ['Brew Masters LLC', 'Company'],
      ],
      'To the extent permitted by Applicable Laws and Regulations, Company forever waives and agrees never to assert any "moral rights" in any Work Product or any derivative of any Work Product.',
    );
    noRestriction(
      [
        ['Aduro Biotech, Inc.', 'Aduro'],
        ['Dr. Jane Roe', 'Consultant'],
      ],
      'Consultant will not incur any travel and/or other out-of-pocket expenses of more than €5,000 individually or €20,000 in the aggregate without the prior written consent of Aduro.',
    );
  });
});

describe("the other side acting in the reviewed side's name, and the other side's own paper", () => {
  it('an authority to act and contract in the name of the reviewed side is raised for that side only', () => {
    expectJudgedForOneSide({
      parties: [
        ['General Electric Capital Corporation', 'Lessor'],
        ['Duckwall-Alco Stores, Inc.', 'Company'],
      ],
      clause:
        'Except as may be otherwise expressly provided in this Agreement, the Company is hereby granted the authority to act, and hereby agrees to act, on behalf of Lessor and in the name of Lessor, to the extent necessary to carry out its duties under this Agreement.',
      burdens: 'Lessor',
      rule: 'other-acts-in-self-name',
      severity: 'medium',
    });
  });

  it('no agency, or an agent appointed only to advise and assist, is no such risk', () => {
    const parties: Parties = [
      ['Provident Bancorp, Inc.', 'Company'],
      ["Sandler O'Neill & Partners, L.P.", 'Agent'],
    ];
    for (const clause of [
      "On the basis of the representations and warranties herein contained, the Company hereby appoints Sandler O'Neill as its Agent to consult with and advise the Company, and to assist the Company with the solicitation of subscriptions and purchase orders for Securities.",
      'Nothing contained in this Agreement shall constitute either Party as the agent of the other Party for any purpose or in any sense whatsoever.',
    ])
      for (const ids of rulesFor(parties, clause)) expect(ids, clause).not.toContain('other-acts-in-self-name');
  });

  it("the other side's manual, incorporated by reference, binds the reviewed side: raised for it only", () => {
    expectJudgedForOneSide({
      parties: [
        ['Union Dental Corp.', 'UDC'],
        ['George D. Green, D.D.S.', 'Business Affiliate'],
      ],
      clause:
        "Business Affiliate acknowledges that the Business Affiliate has read, understood and accepted the terms and conditions in UDC's Business Affiliate manual, the terms and conditions of which are hereby incorporated into this agreement by reference.",
      burdens: 'Business Affiliate',
      rule: 'self-bound-by-others-paper',
      severity: 'medium',
    });
  });

  it("the other side's branding guidelines for its own marks are an ordinary licence term", () => {
    const clause =
      "Ehave agrees that its use of any CHT Marks will comply with CHT's branding guidelines to the extent made available by CHT to Ehave from time to time and will enure to the benefit of CHT.";
    for (const ids of rulesFor(
      [
        ['Ehave, Inc.', 'Ehave'],
        ['Companion Health Technologies', 'CHT'],
      ],
      clause,
    ))
      expect(ids).not.toContain('self-bound-by-others-paper');
  });
});

describe('a right of the other side', () => {
  it("ending a personal engagement on the person's disability, or for a defined Cause, is no risk for either side", () => {
    const parties: Parties = [
      ['Intellicheck Mobilisa, Inc.', 'Company'],
      ['Russell T. Embry', 'Consultant'],
    ];
    for (const clause of [
      "The Company may terminate the Consultant's engagement upon the Consultant's Disability.",
      "(iv) In the event of termination of this agreement for Cause, the Company may terminate the Consultant's engagement after 30 days' Notice.",
    ])
      for (const ids of rulesFor(parties, clause)) expect(ids, clause).not.toContain('other-right');
  });
});

describe('a right the reviewed side holds, worded with "will"', () => {
  // A dev supply agreement (CUAD cuad_c105ef1e17b8): the buyer decides on recalls and may hold its orders.
  const SUPPLY: Parties = [
    ['Premier Nutrition Company, LLC', 'PNC'],
    ['Fonterra (USA) Inc.', 'Supplier'],
  ];
  it('is no duty of it when it acts in its sole discretion', () => {
    const clause =
      'If Ingredients provided by Supplier under this Agreement are misbranded, contaminated, or otherwise unfit for human consumption at the time they are delivered to PNC or its TPM ("Defect"), PNC in its sole discretion will make a determination of the necessity of a recall, market withdrawal, inventory retrieval, or other action designed to prevent the distribution or sale of the affected Finished Products, plus the type, extent, method of handling, disposition of the Finished Products as well as any affected work in progress, and all other particulars involved in such an action (a "Recall").';
    const text = oneClauseContract(SUPPLY, clause);
    expect(findingsFor(text, 'Premier Nutrition Company, LLC').map((f) => f.rule.id)).not.toContain('self-heavy-duty');
  });

  it('is no restriction on it when it "will not ..., nor be required to" do something', () => {
    const clause =
      'PNC will not issue any Purchase Orders, nor be required to issue any Purchase Orders to Supplier until PNC and Supplier have agreed on required Ingredient Specifications and any associated price and/or term adjustment.';
    const text = oneClauseContract(SUPPLY, clause);
    expect(findingsFor(text, 'Premier Nutrition Company, LLC').map((f) => f.rule.id)).not.toContain('self-restricted');
  });
});
