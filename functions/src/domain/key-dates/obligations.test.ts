import { describe, expect, it } from 'vitest';
import { normaliseAnalysis } from '../../../../shared/schemas/analysis';
import { obligationsIn } from './obligations';

/** An analysis citing one clause of `category` whose span is the whole text. */
function analysisOf(category: string, text: string) {
  return normaliseAnalysis({
    dashboard_executive_summary: { contract_snapshot: { title_type: 'Agreement', key_dates: {} } },
    key_information_clauses_summary: [
      { clause_type: 'x', relevant_clause_reference: 'Section 5.6', category, spans: [{ start: 0, end: text.length }] },
    ],
  })!;
}

describe('dated obligations', () => {
  it('ties a report to the end of each calendar quarter plus its business days (31 December + 7 working days: 11 January)', () => {
    const text =
      'Within 7 Business Days after the end of each calendar quarter, the Billing Party shall provide an itemized statement of Net Revenue.';
    const [report] = obligationsIn(analysisOf('payment-terms', text), text, '2026-11-20');
    expect(report).toMatchObject({
      kind: 'obligation',
      label: 'Report due: Within 7 Business Days after the end of each calendar quarter',
      clauseReference: 'Section 5.6',
      date: '2027-01-11',
      repeats: { every: 3, unit: 'month' },
      rule: { anchor: '2025-12-31', plusDays: 7, businessDays: true },
    });
  });

  it('reads monthly payment days and annual minimums, and leaves undated duties out', () => {
    const pay = 'Licensee shall pay the monthly fee on or before the fifteenth day of each month.';
    expect(obligationsIn(analysisOf('payment-terms', pay), pay, '2026-11-20')[0]).toMatchObject({
      date: '2026-12-15',
      repeats: { every: 1, unit: 'month' },
    });
    const minimum = 'Distributor shall purchase an annual minimum of 10,000 units in each Contract Year.';
    expect(obligationsIn(analysisOf('minimum-commitment', minimum), minimum, '2026-03-01')[0]).toMatchObject({
      label: 'Minimum commitment: annual',
      date: '2027-02-28',
      repeats: { every: 1, unit: 'year' },
    });
    const vague = 'Customer shall pay each invoice promptly upon receipt of the goods.';
    expect(obligationsIn(analysisOf('payment-terms', vague), vague, '2026-11-20')).toEqual([]);
    // A clause of another category is not read for obligations.
    expect(obligationsIn(analysisOf('confidentiality', pay), pay, '2026-11-20')).toEqual([]);
  });
});
