/**
 * The review and results pages' prerendered shells (decision 269): their heading paints from the
 * HTML before any script runs, the app takes them over without a hydration error, and the results
 * page's actions do not move when the analysis arrives.
 */
import { expect, inject, it } from 'vitest';
import { resultsMessages as m } from '../../shared/results-messages';
import { reviewMessages } from '../../shared/review-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { completedAnalysis } from '../support/results-journey';

const baseUrl = inject('baseUrl');

describeInBrowser('prerendered review and results shells', (getBrowser) => {
  it('paint their heading and the session check before any script runs', async () => {
    const context = await getBrowser().newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contract-review');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Analyse a contract');
    expect(await page.getByLabel('Checking your session').count()).toBe(1);
    // One shell for every contract: nothing of a contract is in it.
    for (const id of ['01HZXABC', 'another-id']) {
      await page.goto(`/results/${id}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(m.title);
      expect(await page.getByRole('link', { name: m.backToLibrary }).getAttribute('href')).toBe('/library');
      expect(await page.content()).not.toContain(id);
    }
    await context.close();
  });

  it('the app takes over the results shell without a hydration error, and its actions stay in place', async () => {
    const user = await createVerifiedUser({ plan: 'free', credits: 3, label: 'shells' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The engagement beacon is rate limited per address (see public-pages.e2e.test.ts).
      if (message.type() === 'error' && !message.text().includes('status of 429')) consoleErrors.push(message.text());
    });
    const { id, analysis } = await completedAnalysis(context, user);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/results/${id}`);
    await page.getByTestId('executive-summary').waitFor();
    await page.getByText(analysis.dashboard_executive_summary.contract_snapshot.title_type).first().waitFor();
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // The subtitle and playbook line take the place kept for them: no shift worth the name.
    expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a free user without credits opening the review shell is sent on to /waitlist, form unseen', async () => {
    const user = await createVerifiedUser({ plan: 'free', credits: 0, label: 'shells-waitlist' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.addInitScript(() => {
      // Whether the form was ever put on the page on the way to /waitlist.
      new MutationObserver(() => {
        if (document.querySelector('textarea')) document.documentElement.dataset.formSeen = 'true';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/contract-review');
    await page.waitForURL('**/waitlist');
    await page.getByText(reviewMessages.creditsUsedTitle, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.formSeen)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
