/**
 * A bar on assignment whose exception for a merger or a sale of the business belongs to the other side
 * alone (rules-exit-assignment.ts), on real sentences of the dev contracts (CUAD, CC BY 4.0), read for
 * both parties: raised for the side bound to an acquirer it never chose, never for the side that holds
 * the exception, and not where the exception is both sides'.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide, type Parties } from '../../../../tests/support/one-clause';

const RULE = 'other-assigns-on-sale';

describe('an exception to a bar on assignment for the other side’s sale of its business', () => {
  it('"except any assignment by the Company as a result of a ... merger" is raised for the Professional only', () => {
    const parties: Parties = [
      ['SPORT-HALEY, INC.', 'Company'],
      ['John Player', 'Professional'],
    ];
    const clause =
      "The Company shall not be entitled to assign this Agreement to any other party without the Professional's express prior written consent, except any assignment by the Company as a result of a stock exchange, merger, consolidation, or sale of substantially all of the assets of the Company, in which case not such consent shall be required.";
    expect(clauseRuleIds(parties, clause, 'John Player')).toContain(RULE);
    expect(clauseRuleIds(parties, clause, 'SPORT-HALEY, INC.')).not.toContain(RULE);
  });

  it('"not assignable by the Professional but is assignable by the Company to any ... successor" cites the sentence', () => {
    expectJudgedForOneSide({
      parties: [
        ['SQUARE TWO GOLF INC.', 'Company'],
        ['Jane Golfer', 'Professional'],
      ],
      clause:
        'This Agreement is not assignable by the Professional but is assignable by the Company to any affiliate or successor entity.',
      burdens: 'Professional',
      rule: RULE,
      severity: 'medium',
    });
  });

  it('"provided that STAAR may assign ... in connection with a sale ... of its business" is raised for the Distributor', () => {
    const parties: Parties = [
      ['STAAR Surgical AG', 'STAAR'],
      ['Parallax Medical Systems', 'Distributor'],
    ];
    const clause =
      "Neither party may, directly or indirectly (including in connection with a change of control transaction), transfer or assign this Agreement or any of the rights or obligations hereunder without the prior written consent of the other; provided that STAAR may assign any of its rights and delegate any of its obligations hereunder to its subsidiaries and affiliated companies or in connection with a sale or transfer of all or substantially all of its business to which this Agreement relates, whether by merger, sale of assets or otherwise, without Distributor's prior written consent.";
    expect(clauseRuleIds(parties, clause, 'Parallax Medical Systems')).toContain(RULE);
    expect(clauseRuleIds(parties, clause, 'STAAR Surgical AG')).not.toContain(RULE);
  });

  it('an exception both sides share, or one each side holds, is the usual term', () => {
    const parties: Parties = [
      ['Vapotherm, Inc.', 'Vapotherm'],
      ['Medica S.p.A.', 'Medica'],
    ];
    const shared =
      "Neither party may assign this Agreement, in whole or in part, without the other party's written consent (which will not be unreasonably withheld), except that no such consent will be required in connection with a merger, reorganization or sale of all, or substantially all, of such party's assets or capital stock.";
    const eachOwn =
      "Supplier shall not assign this Agreement, in whole or in part, to any person without the prior written consent of Customer, except to a Third Party which acquires all, or substantially all, of Supplier's business or assets, whether through merger or otherwise. Customer shall be entitled to assign this Agreement, in whole or in part, to any person without the consent of Supplier, provided that (i) such person acquires all, or substantially all, of Customer's business or assets with respect to the Product, whether through merger or otherwise.";
    for (const name of ['Vapotherm, Inc.', 'Medica S.p.A.'])
      expect(clauseRuleIds(parties, shared, name)).not.toContain(RULE);
    const supply: Parties = [
      ['Catalent Pharma Solutions', 'Supplier'],
      ['Valeant Pharmaceuticals', 'Customer'],
    ];
    expect(clauseRuleIds(supply, eachOwn, 'Valeant Pharmaceuticals')).not.toContain(RULE);
  });

  it('"successors and assigns" and a duty to sign assignments are no exception to a bar', () => {
    const parties: Parties = [
      ['Turpin Inc.', 'Company'],
      ['Jack Turpin', 'Consultant'],
    ];
    const clause =
      "Consultant shall, at the Company's request, assist with, execute and deliver all further documents, transfers and assignments requested by the Company, to enable the Company or its successors to apply for patents.";
    expect(clauseRuleIds(parties, clause, 'Jack Turpin')).not.toContain(RULE);
  });
});

describe('a merger or change of control that the agreement says is no assignment', () => {
  const RULE2 = 'control-change-not-assignment';

  it('"A change of control of Rogers shall not be considered an assignment" is raised for the other side only', () => {
    expectJudgedForOneSide({
      parties: [
        ['Rogers Corporation', 'Rogers'],
        ['Mitsubishi Gas Chemical Company, Inc.', 'MGC'],
      ],
      clause: 'A change of control of Rogers shall not be considered an assignment of this Agreement.',
      burdens: 'MGC',
      rule: RULE2,
      severity: 'medium',
    });
  });

  it('"nor shall any change in control ... by either party be deemed an assignment" is raised for both sides', () => {
    const parties: Parties = [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ];
    const clause =
      'No delegation by either party of any duty hereunder shall be deemed an assignment of this Agreement, nor shall any change in control or an assignment of by operation of law by either party be deemed an assignment hereunder.';
    expect(clauseRuleIds(parties, clause, 'Equidata, Inc.')).toContain(RULE2);
    expect(clauseRuleIds(parties, clause, 'National Credit Report.com, LLC')).toContain(RULE2);
  });

  it('"provided that a merger, sale of stock or comparable transaction shall not constitute an assignment" is raised', () => {
    const parties: Parties = [
      ['Elan Pharma International Limited', 'Elan'],
      ['Acorda Therapeutics, Inc.', 'Acorda'],
    ];
    const clause =
      'Except as provided in this Section 13.2, this Agreement may not be assigned or otherwise transferred, nor may any rights or obligations hereunder be assigned or transferred, by either Party, without the written consent of the other Party (such consent not to be unreasonably withheld); provided that a merger, sale of stock or comparable transaction shall not constitute an assignment.';
    expect(clauseRuleIds(parties, clause, 'Acorda Therapeutics, Inc.')).toContain(RULE2);
  });

  it('a delegation that is no assignment, without a sale of a party, is not raised', () => {
    const parties: Parties = [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ];
    const clause =
      'No delegation by either party of any duty hereunder shall be deemed an assignment of this Agreement.';
    expect(clauseRuleIds(parties, clause, 'Equidata, Inc.')).not.toContain(RULE2);
  });
});
