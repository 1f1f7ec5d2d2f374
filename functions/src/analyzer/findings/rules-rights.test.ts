/**
 * The rules of rules-rights.ts on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both
 * parties: the side bound by a one-way promise not to harm the other's reputation gets the finding citing the
 * sentence, the side it protects gets none; publicity rights of people who are not parties are raised for both
 * sides, the one that promises them and the one that pays for them.
 */
import { describe, expect, it } from 'vitest';
import {
  clauseRuleIds,
  expectJudgedForOneSide,
  findingsFor,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const RULE = 'self-guards-reputation';

describe("the reviewed side's one-way promise not to harm the other side's reputation", () => {
  it('raises a promise to do nothing that could adversely affect the provider’s name or reputation, for the bound side', () => {
    expectJudgedForOneSide({
      parties: [
        ['YourNetPlus.com, Inc.', 'PROVIDER'],
        ['Kingdom Connect, Inc.', 'KCI'],
      ],
      clause:
        'KCI, its officers, directors, employees and any authorized sub-licensee will (I) conduct their business in an honest, professional and ethical manner and (ii) not commit any action or omission to act which could adversely affect PROVIDER, its name, reputation or ability to conduct its business.',
      burdens: 'KCI',
      rule: RULE,
      severity: 'medium',
    });
  });

  it('raises a distributor’s promise not to engage in practices that could reflect negatively on the supplier’s reputation', () => {
    expectJudgedForOneSide({
      parties: [
        ['WatchGuard Technologies, Inc.', 'WGT'],
        ['European Micro', 'Distributor'],
      ],
      clause:
        'Distributor will not engage in, or permit its employees or agents to engage in, any activities or practices which could reflect negatively upon the reputation or prospects of WGT or the Product.',
      burdens: 'Distributor',
      rule: RULE,
      severity: 'medium',
    });
  });

  it('does not raise a promise both sides make, nor a limit on how the other side’s marks are used', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['Medalist Diversified REIT, Inc.', 'Company'],
          ['Gunston Consulting, LLC', 'Consultant'],
        ],
        'Each party agrees that it will not take any action which could harm the business reputation of the other party.',
      ],
      [
        [
          ['Gopher Protocol Inc.', 'Company'],
          ['Guardian Patch LLC', 'Licensee'],
        ],
        "Licensee shall not use the Company's logo, corporate colors, trademarks or trade names in any manner that would reasonably be expected to disparage or damage such marks or the reputation of the Company.",
      ],
    ];
    for (const [parties, clause] of cases)
      for (const [name] of parties) expect(clauseRuleIds(parties, clause, name)).not.toContain(RULE);
  });
});

describe('publicity rights of people who are not parties, promised in the deal', () => {
  const LIKENESS = 'non-party-likeness';

  it('raises drivers’ likeness promised by the team, for the team and for the sponsor', () => {
    const parties: Parties = [
      ['SABCO Racing, Inc.', 'Sabco'],
      ['Prolong Super Lubricants', 'Prolong'],
    ];
    const clause =
      'All Sabco drivers, while under contract with Team SABCO, shall allow their likeness, voice, picture and signature to be used for commercial purposes endorsing Prolong at no additional costs during the term of this agreement.';
    const text = oneClauseContract(parties, clause);
    for (const [name] of parties) {
      const f = findingsFor(text, name).find((x) => x.rule.id === LIKENESS);
      expect(f, name).toBeDefined();
      expect(f!.severity).toBe('medium');
      expect(text.slice(f!.start, f!.end)).toBe(clause);
    }
  });

  it('does not raise an endorser’s grant of its own likeness, nor a statement that no player rights are granted', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['Ashworth, Inc.', 'Company'],
          ['Jim Nantz', 'Nantz'],
        ],
        'Nantz grants the Company the right to use the name, nickname, facsimile signature, photograph and likeness of Nantz in connection with the advertisement of Ashworth apparel.',
      ],
      [
        [
          ['Green Bay Packers, Inc.', 'Team'],
          ['Fuel Systems Solutions, Inc.', 'Sponsor'],
        ],
        'Sponsor acknowledges that this Agreement does not grant it any rights with respect to the name, likeness, signature or other attributes of any player, coach, or other employee of the Team.',
      ],
    ];
    for (const [parties, clause] of cases)
      for (const [name] of parties) expect(clauseRuleIds(parties, clause, name)).not.toContain(LIKENESS);
  });
});
