/**
 * The confidentiality rules (rules-confidentiality.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: the side whose information the clause leaves unprotected gets the finding citing
 * the decisive sentence, the side bound by it gets none.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const RULE = 'other-confidentiality-ends';

/** The side whose information it is gets the finding at `severity`, citing the clause; the bound side does not
 * (its own one-way duty is another rule's finding). */
function expectRaisedFor(parties: Parties, clause: string, protectedName: string, severity: string) {
  const text = oneClauseContract(parties, clause);
  const f = findingsFor(text, protectedName).find((x) => x.rule.id === RULE);
  expect(f, ruleIdsFor(text, protectedName).join(', ')).toBeDefined();
  expect(f!.severity).toBe(severity);
  expect(text.slice(f!.start, f!.end)).toBe(clause);
  for (const [name] of parties) if (name !== protectedName) expect(ruleIdsFor(text, name)).not.toContain(RULE);
}

describe("the other side's duty of confidence that ends with the term or the engagement", () => {
  it('raises a consultant’s confidentiality that lasts only as long as he works for the company, for the company', () => {
    expectRaisedFor(
      [
        ['Slinger Bag Inc.', 'Company'],
        ['Aitan Zacharin', 'Consultant'],
      ],
      "Accordingly, the Consultant covenants and agrees that, as long as he works for the Company, the Consultant will keep in strict confidence the Company's Confidential Information and will not, without prior written consent of the Company, disclose, use or otherwise disseminate the Company's Confidential Information, directly or indirectly, to any third party.",
      'Slinger Bag Inc.',
      'high',
    );
  });

  it('raises a one-year tail after the term, for the side whose information it is', () => {
    expectRaisedFor(
      [
        ['Turnkey Capital Inc.', 'TKCI'],
        ['A Seminole Indian Company', 'SIC'],
      ],
      'During the term of this Agreement and for one (1) year thereafter, TKCI will keep in confidence, not reveal, not use and not allow or assist others to use, any information marked "Confidential" received from or through SIC in the context of its activities hereunder, except as authorized in writing by SIC.',
      'A Seminole Indian Company',
      'medium',
    );
  });

  it('does not raise a duty that runs on after the term, one both sides bear, or one protecting others’ information', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['VendingData Corporation', 'Vendor'],
          ['Technical Casino Supplies Ltd', 'Distributor'],
        ],
        'Distributor shall not, during the Term or anytime thereafter, without the express prior written consent of Vendor, use, divulge, publish or otherwise disclose to any other person any Confidential Information regarding Vendor, except as provided for in this Agreement.',
      ],
      [
        [
          ['Gunston Consulting, LLC', 'CONSULTANT'],
          ['Medalist Diversified REIT, Inc.', 'REIT'],
        ],
        "CONSULTANT agrees that at all times during or subsequent to the performance of the consulting services under this Agreement, CONSULTANT will keep confidential and will not divulge, communicate, or use Proprietary Information, except for CONSULTANT's own use during the Term of this Agreement to the extent necessary to perform the consulting services.",
      ],
      [
        [
          ['Kiromic, Inc', 'Company'],
          ['Gianluca Rotino', 'Consultant'],
        ],
        'Consultant agrees that Consultant will not, during the term of this Agreement, improperly use or disclose to Company any proprietary information or trade secrets of any former or current employer or other person or entity with which Consultant has an agreement or duty to keep in confidence information acquired by Consultant, if any.',
      ],
      [
        [
          ['Emdeon Corporation', 'Emdeon'],
          ['WebMD, Inc.', 'WebMD'],
        ],
        "During the term of this Agreement and for a period of two (2) years after termination hereof, neither party will use, copy, or disclose, or permit any unauthorized person access to, any of the other party's Confidential Information, except as expressly directed by such party or as permitted herein.",
      ],
    ];
    for (const [parties, clause] of cases) {
      const text = oneClauseContract(parties, clause);
      for (const [name] of parties) expect(ruleIdsFor(text, name), `${name}: ${clause}`).not.toContain(RULE);
    }
  });
});

describe("the other side's confidential information defined to take in what the reviewed side knows itself", () => {
  const KNOWLEDGE = 'self-knowledge-confidential';

  it('raises a definition reaching information known by or developed by the contractor, for the contractor only', () => {
    const parties: Parties = [
      ['Emerald Health Naturals, Inc.', 'Company'],
      ['Dr. Gaetano Morello N.D. Inc.', 'Contractor'],
    ];
    const clause =
      '"Confidential Information" means information disclosed to the Contractor, known by the Contractor or developed by the Contractor (alone or with others) as a consequence of or through his or her position as a director, officer, employee or consultant of the Company.';
    const text = oneClauseContract(parties, clause);
    const f = findingsFor(text, 'Dr. Gaetano Morello N.D. Inc.').find((x) => x.rule.id === KNOWLEDGE);
    expect(f).toBeDefined();
    expect(f!.severity).toBe('medium');
    expect(text.slice(f!.start, f!.end)).toBe(clause);
    expect(ruleIdsFor(text, 'Emerald Health Naturals, Inc.')).not.toContain(KNOWLEDGE);
  });

  it('does not raise the carve-out for what the receiving side knew', () => {
    const parties: Parties = [
      ['Birch First Global Investments Inc.', 'Company'],
      ['Mount Knowledge Holdings Inc.', 'MA'],
    ];
    const text = oneClauseContract(
      parties,
      '"Confidential Information" does not include information received from Company that MA can clearly establish by written evidence: (x) is or becomes known to MA from a third party without an obligation to maintain its confidentiality.',
    );
    for (const [name] of parties) expect(ruleIdsFor(text, name)).not.toContain(KNOWLEDGE);
  });
});

describe('the reviewed side made to hand its customer list to the other side', () => {
  const LIST = 'self-hands-over-customers';

  it('raises a duty to give the other side a list of all clients or of existing customers, for the side that gives it', () => {
    const cases: [Parties, string, string][] = [
      [
        [
          ['PC Quote, Inc.', 'PCQ'],
          ['ABW Financial Corp.', 'ABW'],
        ],
        'ABW will provide a complete list of all clients using the format described in Schedule B with each payment.',
        'ABW Financial Corp.',
      ],
      [
        [
          ['Airspan Networks Incorporated', 'Airspan'],
          ['Trilink Communications Co.', 'Distributor'],
        ],
        'In the event of termination by either party for any reason, Distributor shall provide Airspan with lists of existing customers as well as other information necessary for an orderly changeover of representation in the Territory.',
        'Trilink Communications Co.',
      ],
    ];
    for (const [parties, clause, giver] of cases) {
      const text = oneClauseContract(parties, clause);
      const f = findingsFor(text, giver).find((x) => x.rule.id === LIST);
      expect(f, ruleIdsFor(text, giver).join(', ')).toBeDefined();
      expect(f!.severity).toBe('medium');
      expect(text.slice(f!.start, f!.end)).toBe(clause);
      for (const [name] of parties) if (name !== giver) expect(ruleIdsFor(text, name)).not.toContain(LIST);
    }
  });

  it('does not raise customer data the contract makes the receiver’s own, nor a list it must keep confidential', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['Tag Insurance Agency', 'TAG'],
          ['Lmg Insurance Services', 'LMG'],
        ],
        'Customer Data is and shall remain the property of TAG and/or the applicable New Customers. LMG shall promptly deliver Customer Data (or the portion of such Customer Data specified by TAG) to TAG in the format and on the media in which it exists.',
      ],
      [
        [
          ['PC Quote, Inc.', 'PCQ'],
          ['ABW Financial Corp.', 'ABW'],
        ],
        'ABW will provide a complete list of all clients with each payment, which PCQ shall keep confidential and use solely to verify the fees due.',
      ],
    ];
    for (const [parties, clause] of cases) {
      const text = oneClauseContract(parties, clause);
      for (const [name] of parties) expect(ruleIdsFor(text, name)).not.toContain(LIST);
    }
  });
});
