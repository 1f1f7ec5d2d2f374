/**
 * The first-refusal rule (rules-first-refusal.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: a right of first refusal, offer or negotiation is raised for the side that gives
 * it and never for the side that holds it; definitions, denials, mutual rights and inventory buy-backs are
 * raised for neither.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide, type Parties } from '../../../../tests/support/one-clause';

const RULE = 'self-grants-first-right';

/** The rule fires for the grantor (the first party) and not for the holder (the second). */
function expectForGrantorOnly(parties: Parties, clause: string) {
  expect(clauseRuleIds(parties, clause, parties[0]![0])).toContain(RULE);
  expect(clauseRuleIds(parties, clause, parties[1]![0])).not.toContain(RULE);
}

describe('a first right given to the other side', () => {
  it('raises a first right of negotiation for the licensor that gives it, not for the licensee that holds it', () => {
    const f = expectJudgedForOneSide({
      parties: [
        ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
        ['YOU ON DEMAND HOLDINGS, INC.', 'Licensee'],
      ],
      clause:
        'If, during the Term, Licensor develops or obtains the rights to license any live action or animated feature-length motion picture (each an "Additional Title"), Licensor shall give Licensee the first right of negotiation for each Additional Title (i.e., the preferred vendor).',
      burdens: 'Licensor',
      rule: RULE,
      severity: 'medium',
    });
    expect(f.words.title).toBe(
      'Licensor gives Licensee a first right (refusal, offer or negotiation) before it may deal with others.',
    );
  });

  it('raises an offer of a first right of refusal to buy intellectual property for the manufacturer', () => {
    expectJudgedForOneSide({
      parties: [
        ['ORGANIC PREPARATIONS INC.', 'Manufacturer'],
        ['AGAPE ATP INTERNATIONAL HOLDING LIMITED', 'Customer'],
      ],
      clause:
        'The Manufacturer agrees to offer the Customer the first right of refusal to purchase the intellectual property for the products listed in Schedule A of this agreement based upon agreed terms.',
      burdens: 'Manufacturer',
      rule: RULE,
      severity: 'medium',
    });
  });

  it('reads the holder from "has the right of first negotiation" and raises it for the other side', () => {
    const parties: Parties = [
      ['OntoChem GmbH', 'OntoChem'],
      ['Anixa Biosciences, Inc.', 'Anixa'],
    ];
    const clause =
      'In case OntoChem finds a novel and unexpected antiviral use of those Rejected Hit Compounds during this 2-years period, it will notify Anixa about these findings and Anixa has the right of first negotiation during a period of 6 months after this notification.';
    expectForGrantorOnly(parties, clause);
  });

  it('raises a promise not to license others "without first offering" the other side a right of first refusal', () => {
    const parties: Parties = [
      ['NATIONAL FOOTBALL MUSEUM, INC.', 'PFHOF'],
      ['HOF Village, LLC', 'Village Media Company'],
    ];
    const clause =
      'PFHOF agrees not to grant licenses to create new PFHOF Works, except with respect to the categories identified on Exhibit A, to any third party during the Term without first offering to the Village Media Company the right of first refusal to create such PFHOF Works on equal terms, subject to any Rights Restrictions.';
    expectForGrantorOnly(parties, clause);
  });

  it('reads a first offer written as a notice with a time for the holder to take the deal', () => {
    const parties: Parties = [
      ['Exact Sciences Corporation', 'Exact'],
      ['Pfizer Inc.', 'Pfizer'],
    ];
    const clause =
      'During the Term, if Exact desires to grant an exclusive commercial license to a Third Party solely to Promote or sell the Product in the OB/Gyn Field in the Territory (the "OB/Gyn Commercial Rights"), Exact shall first notify Pfizer of such intent (a "OB/Gyn Commercial Rights Transfer Notice") and Pfizer shall have thirty (30) days thereafter to notify Exact of its desire to obtain the OB/Gyn Commercial Rights.';
    expectForGrantorOnly(parties, clause);
  });

  it('does not read a duty to notify before engaging a subcontractor as a first offer', () => {
    const parties: Parties = [
      ['Sonos, Inc.', 'Sonos'],
      ['Inventec Appliances Corporation', 'IAC'],
    ];
    const clause =
      'Before engaging any IAC Subcontractor, IAC shall first notify and get written approval from Sonos for the use of such IAC Subcontractor. Sonos shall not unreasonably delay or withhold such approval.';
    for (const [name] of parties) expect(clauseRuleIds(parties, clause, name)).not.toContain(RULE);
  });

  it('rates a first opportunity to buy the grantor’s stock or assets high', () => {
    expectJudgedForOneSide({
      parties: [
        ['Peregrine/Bridge Transfer Corporation', 'Licensor'],
        ['Neon Systems, Inc.', 'Licensee'],
      ],
      clause:
        'Licensee shall have the right and a first opportunity to purchase, lease or otherwise acquire, as the case may be, all or the applicable portion of such stock or assets (as specified in the applicable Offering Notice) on the Terms and Conditions set forth in the Offering Notice, such right to be exercised by notice in writing to the Offeree within ninety (90) days after the giving of the Offering Notice.',
      burdens: 'Licensor',
      rule: RULE,
      severity: 'high',
    });
  });
});

describe('what is not a first right given to the other side', () => {
  it('raises neither side for a definition, a denial, a mutual right or a buy-back of inventory on termination', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['VAPOTHERM, INC', 'Vapotherm'],
          ['MEDICA S.p.A.', 'Medica'],
        ],
        '"Lien" means any charge, claim, community property interest, condition, equitable interest, lien, option, pledge, security interest, right of first refusal, or restriction of any kind, including any restriction on use, voting, transfer, receipt of income, or exercise of any other attribute of ownership.',
      ],
      [
        [
          ['Sumitomo Mitsui Banking Corporation', 'SMBC'],
          ['Moelis & Company Holdings LP', 'Moelis Holdings'],
        ],
        'The issuance of Partnership Interests to SMBC qualifies as an issuance of "Additional Units" to a "Strategic Investor" under Section 3.4.1 of the Moelis Holdings Agreement for which existing Common Partners will not have the right of first refusal as provided therein.',
      ],
      [
        [
          ['Hyatt Franchising Latin America, L.L.C.', 'Hyatt'],
          ['Playa Hotels & Resorts, B.V.', 'Playa'],
        ],
        'During the period beginning on the Effective Date and ending on December 31, 2018 (the "Development Term"), each Party (the "Offering Party") agrees to provide to the other Party (the "Receiving Party") a right of first offer with respect to any proposed offer or arrangement, which the Offering Party (or its affiliate) desires to accept, under which the Offering Party or one of its affiliates would acquire the ownership of real property in the Market Area.',
      ],
      [
        [
          ['LifeUSA/Envision Health, Inc.', 'ENVISION'],
          ['Sierra Mountain Minerals, Inc.', 'SIERRA'],
        ],
        'Upon termination, ENVISION shall have eighteen (18) months to exhaust any inventories, packaging and advertising materials bearing the "SierraSil" trademark and SIERRA shall have first option to buy back any inventory at ENVISION\'s net purchase price.',
      ],
    ];
    for (const [parties, clause] of cases)
      for (const [name] of parties)
        expect(clauseRuleIds(parties, clause, name), `${name}: ${clause}`).not.toContain(RULE);
  });
});
