/**
 * Library cards read their analysis (the contract type as the title, the
 * counterparty, risk counts as the results page counts them, an excerpt from the first substantive
 * clause instead of SEC filing boilerplate), and the first page carries the listing's total.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { overviewCounts, riskFindings } from '../../../shared/analysis-findings';
import { normaliseAnalysis } from '../../../shared/schemas/analysis';
import type { AnalysisResponse } from '../../../shared/schemas/contracts';
import type { LibraryPage } from '../../../shared/schemas/library';
import { createSignedInUser, type TestUser } from '../../support/users';
import { daysAgo, listPath, seedContracts, testTable } from './helpers';

const FILED = `CONFIDENTIAL TREATMENT REQUESTED
* Portions denoted with an asterisk have been omitted and filed separately with the Securities and Exchange Commission pursuant to a request for confidential treatment.
EXHIBIT 10.16

DISTRIBUTOR AGREEMENT

This Distributor Agreement is made between Ingram Micro Inc. ("Distributor") and NETGEAR, Inc. ("NETGEAR").

1. Appointment. NETGEAR appoints Distributor as a non-exclusive distributor of the Products in the Territory.
2. Payment. Distributor shall pay each invoice within thirty (30) days of the invoice date.
3. Term. This Agreement has a term of one (1) year and renews automatically for successive one-year terms unless either party gives ninety (90) days' notice.
4. Limitation of Liability. In no event shall NETGEAR's liability exceed the amounts paid in the prior month.
5. Governing Law. This Agreement is governed by the laws of the State of California.
`;

async function analyse(user: TestUser, text: string, behalfOf: string): Promise<string> {
  const res = await user.client.post<{ id: string }>(
    '/api/contract/analyze',
    { contractText: text, behalfOf },
    { 'Idempotency-Key': randomUUID() },
  );
  if (res.status !== 200 && res.status !== 201) throw new Error(`submit ${res.status} ${JSON.stringify(res.body)}`);
  for (let i = 0; i < 120; i++) {
    const status = await user.client.get<AnalysisResponse>(`/api/contract/analysis/${res.body.id}`);
    if (status.body.status === 'completed') return res.body.id;
    if (status.body.status === 'failed') throw new Error(`analysis failed: ${status.body.errorMessage}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('analysis did not complete');
}

describe('library cards from the analysis', () => {
  let user: TestUser;
  let id: string;

  beforeAll(async () => {
    user = await createSignedInUser({ prefix: 'lib-cards', credits: 3 });
    id = await analyse(user, FILED, 'Ingram Micro');
  }, 120_000);

  it('titles the card with the contract type and the counterparty, counts risks as the results page, and skips filing boilerplate', async () => {
    const res = await user.client.get<LibraryPage>(listPath());
    expect(res.status).toBe(200);
    const card = res.body.contracts.find((c) => c.id === id)!;
    const analysis = normaliseAnalysis(
      (await user.client.get<AnalysisResponse>(`/api/contract/analysis/${id}`)).body.analysis,
    )!;
    const snapshot = analysis.dashboard_executive_summary.contract_snapshot;
    expect(snapshot.title_type).not.toBe('');
    expect(card.title).toBe(snapshot.title_type);
    expect(card.behalfOf).toBe('Ingram Micro');
    expect(card.counterparty).toMatch(/NETGEAR/);
    expect(card.counterparty).not.toMatch(/Ingram/);
    const counts = overviewCounts(riskFindings(analysis.risk_assessment_issues));
    expect(card.riskCounts).toEqual({ ...counts.bySeverity, total: counts.total });
    expect(card.excerpt.length).toBeLessThanOrEqual(150);
    expect(card.excerpt).not.toMatch(/confidential treatment|securities and exchange|exhibit 10/i);
    expect(FILED.replace(/\s+/g, ' ')).toContain(card.excerpt.replace(/…$/, ''));
  });

  it('gives the total on the first page: the count of analysed contracts, with a filter and with a search', async () => {
    const more = await createSignedInUser({ prefix: 'lib-total' });
    await seedContracts(testTable(), more.id, [
      ...Array.from({ length: 12 }, (_, i) => ({
        createdAt: daysAgo(i / 10),
        behalfOf: `Acme ${i}`,
        contractText: `Supply agreement number ${i}.`,
      })),
      { createdAt: daysAgo(40), behalfOf: 'Old Co', contractText: 'An old lease agreement.' },
      { createdAt: daysAgo(0.1), behalfOf: 'Pending Co', contractText: 'Not analysed.', analysed: false },
    ]);
    const first = await more.client.get<LibraryPage>(listPath());
    expect(first.body.total).toBe(13);
    const second = await more.client.get<LibraryPage>(listPath({ cursor: first.body.nextCursor! }));
    expect(second.body.total).toBeNull();
    expect((await more.client.get<LibraryPage>(listPath({ filter: 'older' }))).body.total).toBe(1);
    expect((await more.client.get<LibraryPage>(listPath({ q: 'SUPPLY' }))).body.total).toBe(12);
    expect((await more.client.get<LibraryPage>(listPath({ q: 'nothing like this' }))).body.total).toBe(0);

    // An analysis completed through the job counts too.
    expect((await user.client.get<LibraryPage>(listPath())).body.total).toBe(1);
  });
});
