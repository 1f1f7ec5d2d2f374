import { describe, expect, it } from 'vitest';
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';
import { bodyStart, cleanPartyName, counterpartyOf, readsAsClause, substantiveExcerpt } from './library-card';

/** An analysis with these parties, and clauses cited at these offsets (as the analyzer writes them). */
function analysisWith(parties: string[], cited: { category: string; start: number }[] = []): Analysis {
  return normaliseAnalysis({
    dashboard_executive_summary: {
      overall_context: { summary: '' },
      contract_snapshot: { title_type: 'Distributor Agreement', parties, key_dates: {} },
    },
    key_information_clauses_summary: cited.map(({ category, start }) => ({
      clause_type: category,
      plain_language_summary: '',
      category,
      spans: [{ start, end: start + 10 }],
    })),
  })!;
}

const FILED = `CONFIDENTIAL TREATMENT REQUEST
* Portions denoted with an asterisk have been omitted and filed separately with
the Securities and Exchange Commission pursuant to a request for confidential
treatment.
EXHIBIT 10.16
DISTRIBUTOR AGREEMENT
This Agreement is made between Ingram Micro and NETGEAR.`;

describe('library card excerpt', () => {
  it('starts after SEC filing boilerplate lines', () => {
    expect(FILED.slice(bodyStart(FILED))).toMatch(/^DISTRIBUTOR AGREEMENT\nThis Agreement/);
    expect(substantiveExcerpt('Plain text of an NDA.', null)).toBe('Plain text of an NDA.');
  });

  it('cuts at a word, at most 150 characters, with an ellipsis', () => {
    const out = substantiveExcerpt(`1. Services. ${'Provider shall perform the services. '.repeat(10)}`, null);
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out).toMatch(/^1\. Services\. Provider.*[a-z]…$/);
  });
});

describe('library card counterparty', () => {
  it('names a party written twice in a row once, and drops roles in parentheses', () => {
    expect(cleanPartyName('NETGEAR NETGEAR')).toBe('NETGEAR');
    expect(cleanPartyName('NETGEAR, Inc. NETGEAR')).toBe('NETGEAR, Inc.');
    expect(cleanPartyName('Ingram Micro (Distributor)')).toBe('Ingram Micro');
    expect(cleanPartyName('Johnson & Johnson')).toBe('Johnson & Johnson');
    expect(cleanPartyName('Bay Networks')).toBe('Bay Networks');
  });

  it('lists each other party once, never the reviewed party, whatever the analysis repeats', () => {
    // The NETGEAR fixture's analysis: "NETGEAR NETGEAR" and the reviewed party with its role.
    expect(counterpartyOf(analysisWith(['Ingram Micro (Distributor)', 'NETGEAR NETGEAR']), 'Ingram Micro')).toBe(
      'NETGEAR',
    );
    expect(
      counterpartyOf(
        analysisWith(['NETGEAR, Inc.', 'Ingram Micro', 'NETGEAR Inc', 'Ingram Micro Inc.']),
        'Ingram Micro',
      ),
    ).toBe('NETGEAR, Inc.');
    expect(counterpartyOf(analysisWith(['Acme Ltd', 'Beta LLC', 'Acme Ltd']), 'Acme')).toBe('Beta LLC');
    // The reviewed party not among the parties: who the other side is cannot be told.
    expect(counterpartyOf(analysisWith(['Acme Ltd', 'Beta LLC']), 'Gamma')).toBeNull();
    expect(counterpartyOf(analysisWith(['Acme Ltd', 'Acme Limited']), 'Acme')).toBeNull();
  });
});

describe('library card excerpt from the cited clauses', () => {
  const SIGNED = `To Distributor:
P.O. BOX 25125
SANTA ANA, CA 92799-5125

By: /s/ Joe Booker
Name: Sanat K. Dutta
Title: Executive Vice President

1. APPOINTMENT
Subject to Distributor's performance of its obligations under this Agreement, Distributor is appointed as a non-exclusive distributor.`;
  const address = SIGNED.indexOf('P.O. BOX');
  const signature = SIGNED.indexOf('By:');
  const clause = SIGNED.indexOf('1. APPOINTMENT');

  it('tells a clause from an address or signature block', () => {
    expect(readsAsClause(SIGNED, address)).toBe(false);
    expect(readsAsClause(SIGNED, signature)).toBe(false);
    expect(readsAsClause(SIGNED, clause)).toBe(true);
  });

  it('starts at the first cited clause that reads as one, not at a cited address block', () => {
    const analysis = analysisWith(
      ['Ingram Micro', 'NETGEAR'],
      [
        { category: 'insurance', start: address },
        { category: 'covenant-not-to-sue', start: signature },
        { category: 'exclusivity', start: clause },
      ],
    );
    expect(substantiveExcerpt(SIGNED, analysis)).toMatch(/^1\. APPOINTMENT Subject to Distributor's performance/);
  });
});
