/**
 * Whose termination right a sentence gives and where its grounds stand (rules-exit-grounds.ts,
 * subjects.ts), on real sentences of the dev contracts (CUAD, CC BY 4.0), read for both parties: a
 * right after "notice to X," belongs to the side named after the comma, and a bare lead-in to a list
 * of grounds is not cited in place of the grounds themselves.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

describe('a termination right after "notice to" the other side', () => {
  const PARTIES: Parties = [
    ['PC Quote, Inc.', 'PCQ'],
    ['AB Wately, Inc.', 'ABW'],
  ];
  const clause =
    "H. In the event that any invoice is not paid by ABW within forty-five (45) days after receipt, and when no discrepancy issues have been identified by ABW which are in some stage of resolution, after giving notice to ABW, PCQ may terminate this agreement and ABW's access to and use of SOFTWARE and HYPERFEED provided hereunder unless ABW pays such invoice prior to the termination date.";
  const text = oneClauseContract(PARTIES, clause);

  it('"after giving notice to ABW, PCQ may terminate" is PCQ’s right, raised for ABW', () => {
    const f = findingsFor(text, 'AB Wately, Inc.').find((x) => x.rule.id === 'other-may-terminate');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toBe(clause.slice('H. '.length));
  });

  it('and not raised for PCQ, whose right it is', () => {
    expect(findingsFor(text, 'PC Quote, Inc.').map((x) => x.rule.id)).not.toContain('other-may-terminate');
  });
});

describe('the lead-in to a list of termination grounds', () => {
  const PARTIES: Parties = [
    ['Tadeo E-Commerce Corp.', 'Tadeo'],
    ['Diplomat Direct Marketing Corporation', 'Diplomat'],
  ];
  const LEAD_IN =
    '(c) Tadeo shall have the right (but not the obligation) to terminate this Agreement and the rights granted to Diplomat hereunder if:';
  const AT_WILL =
    '(vi) Upon Tadeo giving Diplomat at least sixty (60) days advance written notice of termination of this Agreement.';
  const clause = [
    LEAD_IN,
    '(i) Diplomat is in material breach of any of its obligations hereunder, which breach is not cured within five days of receipt of written notice from Tadeo of such breach;',
    '(iv) Diplomat involuntarily dissolves or is dissolved;',
    AT_WILL,
  ].join('\n\n');
  const text = oneClauseContract(PARTIES, clause);
  const cited = (party: string) =>
    findingsFor(text, party)
      .filter((x) => x.rule.id === 'other-may-terminate')
      .map((x) => text.slice(x.start, x.end));

  it('is not cited: the ground a lawyer raises for Diplomat (Tadeo may leave on 60 days’ notice) is', () => {
    expect(cited('Diplomat Direct Marketing Corporation')).toEqual([AT_WILL]);
  });

  it('nor raised for Tadeo, whose rights they are', () => {
    expect(cited('Tadeo E-Commerce Corp.')).toEqual([]);
  });

  it('a lead-in that lets the right work at once is still raised', () => {
    const parties: Parties = [
      ['Dynamic Hearing Pty Ltd', 'Dynamic Hearing'],
      ['IntriCon Corporation', 'IntriCon'],
    ];
    const immediate =
      '11.3 Dynamic Hearing may terminate this Agreement immediately by written notice to IntriCon if IntriCon:';
    const t = oneClauseContract(
      parties,
      `${immediate}\n\n(a) fails to deliver any Product by the date set in a purchase order;\n\n(b) becomes insolvent.`,
    );
    const f = findingsFor(t, 'IntriCon Corporation').find((x) => x.rule.id === 'other-may-terminate');
    expect(f).toBeDefined();
    expect(t.slice(f!.start, f!.end)).toContain('may terminate this Agreement immediately');
  });
});
