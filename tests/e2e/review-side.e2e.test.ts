/**
 * Who a review is for, in the browser: a review asked for a company that is not a party of the
 * contract says so above the report and offers each party, and "Review for <party>" opens the review
 * page with the contract and that party filled in; a review for a party lists what it checked.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { coverageMessages as c } from '../../shared/coverage-messages';
import { resultsMessages as m } from '../../shared/results-messages';
import type { AnalysisResponse } from '../../shared/schemas/contracts';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';

const baseUrl = inject('baseUrl');

const CONTRACT = `DISTRIBUTION AGREEMENT

This Distribution Agreement is entered into as of June 1, 2024 by and between Gamma Devices, Inc., a Delaware corporation ("Supplier"), and Delta Trading Ltd ("Distributor").

1. Supplier appoints Distributor as its distributor in the Territory.

2. Supplier may terminate this Agreement at any time for any reason upon thirty (30) days written notice to Distributor.

3. Distributor shall not assign this Agreement without the prior written consent of Supplier.

4. This Agreement is governed by the laws of the State of New York.
`;

/** Submits through the API for behalfOf and waits (polling the status, no fixed sleep) until it is analysed. */
async function analysed(context: BrowserContext, behalfOf: string): Promise<string> {
  const submitted = await context.request.post(`${baseUrl}/api/contract/analyze`, {
    data: { contractText: CONTRACT, behalfOf },
    headers: { origin: baseUrl, 'Idempotency-Key': randomUUID() },
  });
  if (!submitted.ok()) throw new Error(`Submit failed: ${submitted.status()} ${await submitted.text()}`);
  const { id } = (await submitted.json()) as { id: string };
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const body = (await (
      await context.request.get(`${baseUrl}/api/contract/analysis/${id}`)
    ).json()) as AnalysisResponse;
    if (body.status === 'completed') return id;
    if (body.status === 'failed') throw new Error(`Analysis failed: ${body.errorMessage}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Analysis did not complete in time');
}

describeInBrowser('review side', (getBrowser) => {
  it(
    'a review for a non-party shows the notice and offers each party; one for a party lists its coverage',
    { timeout: 240_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'paid', credits: 3, label: 'review-side' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);

      const stranger = await analysed(context, 'Omega Holdings');
      await page.goto(`/results/${stranger}`);
      await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
      const notice = page.getByTestId('review-side-notice');
      await notice.waitFor();
      expect(await notice.getByRole('heading', { name: c.notPartyTitle }).count()).toBe(1);
      expect(await notice.textContent()).toContain('“Omega Holdings” is not a party to this contract.');
      const forDistributor = notice.getByRole('link', { name: c.reviewForParty('Delta Trading Ltd (Distributor)') });
      expect(await forDistributor.count()).toBe(1);
      expect(await notice.getByRole('link', { name: /^Review for Gamma Devices, Inc\./ }).count()).toBe(1);
      // Nothing is judged for a stranger: no risk is presented as the stranger's.
      expect(
        await page
          .locator('#risks')
          .getByText(/may terminate/)
          .count(),
      ).toBe(0);

      await forDistributor.click();
      await page.waitForURL('**/contract-review');
      expect(await page.locator('textarea[name="contractText"]').inputValue()).toBe(CONTRACT);
      expect(await page.locator('input[name="behalfOf"]').inputValue()).toBe('Delta Trading Ltd');

      const party = await analysed(context, 'Delta Trading Ltd');
      await page.goto(`/results/${party}`);
      await page.getByRole('heading', { level: 2, name: c.coverageTitle }).waitFor();
      expect(await page.getByTestId('review-side-notice').count()).toBe(0);
      const coverage = page.getByTestId('coverage-list');
      expect(await coverage.getByText('Termination and cure', { exact: true }).count()).toBe(1);
      expect(await coverage.getByText(c.coverageStatus.judged).count()).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    },
  );
});
