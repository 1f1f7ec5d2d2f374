/**
 * The broad rules (a heavy duty, a restriction, the other side's rights, discretion and consent, a term
 * left to later agreement) on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both
 * parties: they raise what burdens the reviewed side beyond the ordinary and stay silent on routine,
 * market-standard or mutual terms and on a duty of the other side.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const GE: Parties = [
  ['General Electric Capital Corporation', 'Lessor'],
  ['Duckwall-Alco Stores, Inc.', 'Company'],
];
const AGAPE: Parties = [
  ['Agape ATP International Holding Limited', 'Customer'],
  ['Ecolife Sdn. Bhd.', 'Manufacturer'],
];
const FLOTEK: Parties = [
  ['Florida Chemical Company, Inc.', 'FCC'],
  ['Flotek Industries, Inc.', 'Flotek'],
];
const EZJR: Parties = [
  ['EZJR, Inc.', 'EZJR'],
  ['Leader Act Ltd.', 'LEADER'],
];
const REEDS: Parties = [
  ['Reed’s, Inc.', "Reed's"],
  ['Brew Masters LLC', 'Company'],
];

/** The rule ids each party gets from the one clause. */
const rulesFor = (parties: Parties, clause: string) => {
  const text = oneClauseContract(parties, clause);
  return parties.map(([name]) => findingsFor(text, name).map((f) => f.rule.id));
};

describe('a heavy duty of the reviewed side', () => {
  it('to perform all obligations of the purchaser, in the time and manner required, is raised for the agent', () => {
    const [lessor, company] = rulesFor(
      GE,
      'With respect to any Equipment ordered by the Company as agent for Lessor, the Company agrees to perform all obligations of the purchaser in the time and manner required by the applicable Purchase Order, and the Company shall pay all costs of such Equipment.',
    );
    expect(company).toContain('self-heavy-duty');
    expect(lessor).not.toContain('self-heavy-duty');
  });

  it('"none of the representations ... contain any untrue statement of a material fact" is boilerplate for both', () => {
    const clause =
      'None of the representations or warranties of EZJR contain or will contain any untrue statement of a material fact or omit or will omit or misstate a material fact necessary in order to make the statements contained herein not misleading.';
    for (const ids of rulesFor(EZJR, clause)) expect(ids).not.toContain('self-heavy-duty');
  });

  it('a covenant to be "willing and able to perform" is no burden', () => {
    const clause =
      '3.4 Ability to Perform The Manufacturer covenants that it is willing and able to perform any and all of its obligations under this agreement.';
    for (const ids of rulesFor(AGAPE, clause)) expect(ids).not.toContain('self-heavy-duty');
  });

  it('documents supplied "within a reasonable period of time" as required for registration are routine', () => {
    const clause =
      '2.1 Provision by the Manufacturer The Manufacturer agrees to supply to the Customer, within a reasonable period of time, all documentation and information relating to the Products and their Manufacture as is required for the registration of the Products in the Territories.';
    for (const ids of rulesFor(AGAPE, clause)) expect(ids).not.toContain('self-heavy-duty');
  });

  it('further assurances, documents "reasonably requested" to register the owner\'s rights, are routine', () => {
    const clause =
      "Company will execute and deliver documents reasonably requested by Reed's to register its Intellectual Property in the Deliverables.";
    for (const ids of rulesFor(REEDS, clause)) expect(ids).not.toContain('self-heavy-duty');
  });

  it('the price the other side pays the reviewed side is no duty of the side paid', () => {
    const [fcc] = rulesFor(
      FLOTEK,
      'The price per pound payable by Flotek to FCC for Terpene Product shall be the Product Price of that Terpene Product.',
    );
    expect(fcc).not.toContain('self-heavy-duty');
  });

  it('payment within sixty days of the invoice date is still raised for the side paid', () => {
    const [fcc] = rulesFor(
      FLOTEK,
      'Payment of FCC invoices shall be due within sixty (60) days of the respective invoice date.',
    );
    expect(fcc).toContain('self-heavy-duty');
  });

  it('a duty at its own expense, on request, within ten days is raised above a plain duty (medium)', () => {
    const text = oneClauseContract(
      FLOTEK,
      "In the event of any defect in the Terpene Product delivered to Flotek hereunder, FCC will (without limiting any other remedy of Flotek), upon Flotek's request, replace any defective Terpene Product within ten (10) days at the expense of FCC.",
    );
    const heavy = findingsFor(text, FLOTEK[0]![0]).find((f) => f.rule.id === 'self-heavy-duty');
    expect(heavy?.severity).toBe('medium');
    expect(findingsFor(text, FLOTEK[1]![0]).map((f) => f.rule.id)).not.toContain('self-heavy-duty');
  });

  it('"shall not be restricted from purchasing" elsewhere frees the buyer: no restriction for either side', () => {
    const clause =
      'Notwithstanding any of the terms of this Agreement, Flotek shall not be restricted from purchasing any terpene-based product, including but not limited to, Terpene Product, from sources other than FCC.';
    for (const ids of rulesFor(FLOTEK, clause)) expect(ids).not.toContain('self-restricted');
  });

  it('help to select a carrier is cooperation, not a heavy duty', () => {
    const clause =
      'The Customer agrees to help the Manufacturer select the most appropriate carrier for each of the Territories and the Customer shall pay all freight.';
    const [customer] = rulesFor(AGAPE, clause);
    expect(customer).not.toContain('self-heavy-duty');
  });
});

const ENDORSE: Parties = [
  ['Sport-Haley, Inc.', 'Company'],
  ['Hale Irwin', 'Professional'],
];
const AGREE: Parties = [
  ['AGAPE ATP Corporation', 'Customer'],
  ['Ecolife Sdn. Bhd.', 'Manufacturer'],
];
const DOLPHIN: Parties = [
  ['Dolphin Digital Media Inc.', 'Dolphin'],
  ['DGT Corporation', 'DGT'],
];
const ADURO: Parties = [
  ['Aduro Biotech, Inc.', 'Aduro'],
  ['Jane Consultant', 'Consultant'],
];
const MEDIANET: Parties = [
  ['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies'],
  ['Reseller Corp.', 'Reseller'],
];

describe("the other side's rights, discretion and consent", () => {
  it('a right to be paid what it earns is no risk to the payer', () => {
    const [company] = rulesFor(
      ENDORSE,
      'Should the services of the Professional be required for longer than one day, the Professional shall be entitled to his daily appearance fee, plus reasonable expenses.',
    );
    expect(company).not.toContain('other-may-decide');
  });

  it('a right to inspect the facility at any time is still raised for the side inspected', () => {
    const [fcc] = rulesFor(
      FLOTEK,
      'Flotek shall have the right at any time to inspect the facility of FCC in Winter Haven, Florida and any other facility of FCC involved in the manufacture of Terpene Product.',
    );
    expect(fcc).toContain('other-may-audit');
  });

  it('termination only after a failure to meet a material obligation and notice is market standard', () => {
    const clause =
      'Termination: DGT shall be entitled to terminate this Agreement if Dolphin fails to meet its requirements and material obligation hereunder and only after DGT have given Dolphin written notice of such breach and Dolphin has failed to cure it within thirty (30) days. Dolphin shall be entitled to terminate this Agreement only after DGT fails to meet a material obligation hereunder and only after Dolphin has given DGT written notice of such breach and DGT has failed to cure it within thirty (30) days.';
    for (const ids of rulesFor(DOLPHIN, clause)) expect(ids).not.toContain('other-right');
  });

  it("rejection of defective products is the buyer's ordinary remedy", () => {
    const [, manufacturer] = rulesFor(
      AGREE,
      'The Customer shall inspect all Products promptly upon receipt thereof and may reject any defective Product.',
    );
    expect(manufacturer).not.toContain('other-right');
  });

  it('approval of expenses above a limit protects the consultant who is reimbursed', () => {
    const [, consultant] = rulesFor(
      ADURO,
      'Consultant will not incur any travel and/or other out-of-pocket expenses of more than €5,000 individually or €20,000 in the aggregate without the prior written consent of Aduro.',
    );
    expect(consultant).not.toContain('other-consent-needed');
  });

  it('payment remitted "as directed by" the payee is no discretion over the payer', () => {
    const [medianet] = rulesFor(
      MEDIANET,
      'MediaNet Group Technologies will remit payment as directed by Reseller in the time frames noted on the Compensation Schedule attached hereto.',
    );
    expect(medianet).not.toContain('other-discretion');
  });

  it('a bonus of the reviewed side is money it receives, no heavy duty', () => {
    const [, consultant] = rulesFor(
      ADURO,
      "The Consultant's bonus payment level will be set at a minimum of 25% of the annual gross Base Consulting Fee.",
    );
    expect(consultant).not.toContain('self-heavy-duty');
  });
});

const SUNSEEKER: Parties = [
  ['Beijing Sun Seeker Media Co., Ltd.', 'Licensor'],
  ['Youku Tudou Inc.', 'Licensee'],
];
const RISE: Parties = [
  ['Rise (Tianjin) Education Information Consulting Co., Ltd.', 'Service Provider'],
  ['Beijing Rise Education Co., Ltd.', 'Service Recipient'],
];

describe('terms left open and undertakings owed anyway', () => {
  it('an addition either side may decline, priced "in good faith" later, commits nobody', () => {
    const clause =
      'Should Licensee agree to be the vendor for an Additional Title, Licensor and Licensee will negotiate in good faith to mutually agree upon the pricing and terms for each Additional Title in an amendment to this Agreement.';
    for (const ids of rulesFor(SUNSEEKER, clause)) {
      expect(ids).not.toContain('agreement-to-agree');
      expect(ids).not.toContain('self-heavy-duty');
    }
  });

  it('"will not violate any provisions of laws and regulations" restricts nothing for either side', () => {
    const clause =
      '(c) The execution and performance of this Agreement by Service Provider will not violate any provisions of laws and regulations, and the execution and performance of this Agreement by Service Recipient will not violate any provisions of laws and regulations.';
    for (const ids of rulesFor(RISE, clause)) expect(ids).not.toContain('self-restricted');
  });
});

describe('ethics undertakings', () => {
  const FONTERRA: Parties = [
    ['Premier Nutrition Company, LLC', 'Buyer'],
    ['Fonterra (USA) Inc.', 'Supplier'],
  ];
  it('not to offer gifts or employ under-age workers are neither a non-compete nor a non-solicit', () => {
    for (const clause of [
      'Supplier will not offer any gift to a Buyer employee, contractor, or agent that is: (i) more than a nominal value; (ii) more than an infrequent occurrence; or (iii) cash or cash equivalents.',
      'Supplier will not employ anyone under the legal working age defined by local law.',
    ]) {
      const [, supplier] = rulesFor(FONTERRA, clause);
      expect(supplier).not.toContain('self-non-compete');
      expect(supplier).not.toContain('self-non-solicit');
    }
  });

  it("passing the licence terms on to the users of the contract's own product is not a non-compete", () => {
    // A dev reseller agreement (CUAD cuad_bcb9ddf5af01), 1.1.
    const parties: Parties = [
      ['PivX Corporation', 'PivX'],
      ['Detto Technologies', 'Detto'],
    ];
    const [, detto] = rulesFor(
      parties,
      "Detto shall not distribute Qwik-Fix Pro to any Third Party unless the Third Party has accepted the terms of PivX's current License under penalty of perjury and in writing.",
    );
    expect(detto).not.toContain('self-non-compete');
    const [, competing] = rulesFor(
      parties,
      'Detto shall not distribute any product which competes with Qwik-Fix Pro to any Third Party in North America.',
    );
    expect(competing).toContain('self-non-compete');
  });
});

describe('a state the clause describes', () => {
  const DGT: Parties = [
    ['DGT Corp.', 'DGT'],
    ['Dolphin Industries Limited', 'Dolphin'],
  ];
  it('is no duty of the side it names: a cap that protects it, a void assignment, ownership, effect', () => {
    for (const clause of [
      "DGT's total liability, whether under the express or implied terms of this Agreement, in tort (including negligence), or at common law, for any loss or damage suffered by Dolphin, shall be limited to the amount of the cost of the products.",
      'Any purported assignment without the consent of DGT shall be void.',
      'The Reports and all information contained in the Reports shall be owned by DGT.',
      'In no event shall DGT be subject to any tax imposed on Dolphin.',
    ]) {
      const [dgt] = rulesFor(DGT, clause);
      expect(dgt, clause).not.toContain('self-heavy-duty');
    }
  });
});

describe("the other side's audit right", () => {
  const PNC: Parties = [
    ['Premier Nutrition Company, LLC', 'PNC'],
    ['Fonterra (USA) Inc.', 'Supplier'],
  ];
  // A real dev supply agreement's audit clause (CUAD, CC BY 4.0): PNC audits the Supplier.
  const clause =
    "PNC or its contracted third-party auditors may enter and audit/inspect Supplier's facilities where the Ingredients are produced. For routine visits and audits, PNC will provide notice, provided that such examination will be conducted during Supplier's normal business hours, unless food safety is at issue, in which case such examination may be conducted at any time.";
  it('is raised for the audited side only, never read from a passive "may be conducted"', () => {
    const [pnc, supplier] = rulesFor(PNC, clause);
    expect(pnc).not.toContain('other-may-audit');
    expect(supplier).toContain('other-may-audit');
  });
});
