/**
 * Results journeys: a completed analysis read in the browser (summary, risk tabs by mouse and
 * keyboard, "Show in contract" with the highlighted passage), report downloads (paid: a real PDF
 * under the server's file name; free: Upgrade Required), the raw-text fallback with Copy, the
 * not-found and signed-out states, and Analyse New Contract.
 *
 * Set RESULTS_SCREENSHOTS=<dir> to also save screenshots at 1280 and 390 px wide.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { reportMessages } from '../../shared/report-messages';
import { contractDeletionMessages } from '../../shared/account-messages';
import { resultsMessages as m } from '../../shared/results-messages';
import { overviewCounts, riskFindings } from '../../shared/analysis-findings';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import {
  CONTRACT,
  completedAnalysis,
  storePendingContract,
  reportsDeployed,
  shot,
  baseUrl,
  shotsDir,
} from '../support/results-journey';

const TAB_NAMES = [m.riskTabs.risks, m.riskTabs.missing, m.riskTabs.nonStandard, m.riskTabs.ambiguities];

describeInBrowser('results page', (getBrowser) => {
  it(
    'reads a completed analysis: summary, risk tabs, Show in contract, Upgrade Required for a free user',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'free', credits: 3, label: 'results' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      const { id, analysis } = await completedAnalysis(context, user);
      await page.goto(`/results/${id}`);

      await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
      const summary = analysis.dashboard_executive_summary;
      expect(summary.overall_context.summary).not.toBe('');
      expect(await page.getByTestId('executive-summary').textContent()).toBe(summary.overall_context.summary);
      await page.getByText(summary.contract_snapshot.title_type, { exact: true }).first().waitFor();
      // The date the contract bears, among the key dates ("entered into as of January 15, 2025").
      expect(summary.contract_snapshot.key_dates.agreement_date).toBe('2025-01-15');
      const agreementDate = page.locator('#summary').getByText('Agreement date', { exact: true });
      await agreementDate.waitFor();
      expect(await agreementDate.locator('xpath=..').textContent()).toBe('Agreement date2025-01-15');
      const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
      expect(await breadcrumb.getByRole('link', { name: m.breadcrumbLibrary }).getAttribute('href')).toBe('/library');
      expect(await breadcrumb.getByText(m.breadcrumbCurrent).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('link', { name: m.backToLibrary, exact: true }).getAttribute('href')).toBe(
        '/library',
      );
      // The redline journey itself is in redline.e2e.test.ts.
      // Loaded once the report is on screen (pages/results/lazy-controls.tsx): drawn disabled until then.
      await page.getByRole('button', { name: m.generateRedline, disabled: false }).waitFor();
      await shot(page, 'results-1280-risks');

      // The risk overview: its counts are the analysis's findings, one per clause and issue, and
      // each equals the cards its tab shows.
      const r = analysis.risk_assessment_issues;
      const findings = riskFindings(r);
      const expected = overviewCounts(findings);
      expect(expected.total).toBeGreaterThan(0);
      const countIn = async (testId: string) =>
        Number(await page.getByTestId(testId).locator('[data-count]').textContent());
      for (const severity of ['high', 'medium', 'low'] as const) {
        expect(await countIn(`overview-severity-${severity}`)).toBe(expected.bySeverity[severity]);
      }
      const tabKeys = ['risks', 'missing', 'nonStandard', 'ambiguities'] as const;
      for (const tab of tabKeys) {
        expect(await countIn(`overview-tab-${tab}`)).toBe(expected.byTab[tab]);
        // The overview opens the tab, whose cards are as many as the count.
        await page.getByTestId(`overview-tab-${tab}`).click();
        await page.getByRole('tab', { name: new RegExp(m.riskTabs[tab]), selected: true }).waitFor();
        const panel = page.getByRole('tabpanel', { name: new RegExp(m.riskTabs[tab]) });
        expect(await panel.getByRole('article').count()).toBe(expected.byTab[tab]);
      }
      expect(expected.byTab.risks).toBeLessThanOrEqual(r.categorized_risks.length);
      const severities = r.categorized_risks.filter((x) => x.severity).length;
      expect(expected.bySeverity.high + expected.bySeverity.medium + expected.bySeverity.low).toBeLessThanOrEqual(
        severities,
      );
      await page.getByRole('tab', { name: new RegExp(m.riskTabs.risks) }).click();
      // The section navigation lists the sections.
      const nav = page.getByRole('navigation', { name: 'Report sections' }).last();
      for (const label of [m.navOverview, m.navSummary, m.navClauses, m.navRisks, m.navSuggestions]) {
        await nav.getByRole('link', { name: new RegExp(label) }).waitFor();
      }

      // Bars scale to 10, 5, 3, 3.
      const counts = tabKeys.map((tab) => expected.byTab[tab]);
      const scales = [10, 5, 3, 3];
      const bars = ['risks', 'missing', 'nonStandard', 'ambiguities'];
      for (const [i, key] of bars.entries()) {
        const percent = await page.getByTestId(`risk-bar-${key}`).getAttribute('data-percent');
        expect(Number(percent)).toBe(Math.round(Math.min(counts[i]! / scales[i]!, 1) * 100));
      }

      // Mouse: each tab shows its own findings.
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(4);
      await page.getByRole('tab', { name: new RegExp(m.riskTabs.missing) }).click();
      const missingPanel = page.getByRole('tabpanel', { name: new RegExp(m.riskTabs.missing) });
      await missingPanel.getByRole('heading', { name: r.missing_clauses[0]!.clause_name }).waitFor();
      await shot(page, 'results-1280-missing');
      // Keyboard: arrows move between tabs.
      await page.getByRole('tab', { name: new RegExp(m.riskTabs.missing) }).focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: new RegExp(m.riskTabs.nonStandard), selected: true }).waitFor();
      await shot(page, 'results-1280-nonstandard');
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: new RegExp(m.riskTabs.ambiguities), selected: true }).waitFor();
      await shot(page, 'results-1280-ambiguities');
      await page.keyboard.press('Home');
      await page.getByRole('tab', { name: new RegExp(TAB_NAMES[0]!), selected: true }).waitFor();

      // Show in contract: the drawer opens on the cited passage, highlighted.
      const risk = findings.risks.find((x) => x.spans.length > 0)!;
      const risksPanel = page.getByRole('tabpanel', { name: new RegExp(m.riskTabs.risks) });
      const card = risksPanel
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: risk.title, exact: true }) });
      await card.getByRole('button', { name: new RegExp(m.showInContract) }).click();
      const drawer = page.getByRole('dialog', { name: m.contractTextTitle });
      await drawer.waitFor();
      const mark = drawer.locator('mark').first();
      expect(await mark.textContent()).toBe(CONTRACT.slice(risk.spans[0]!.start, risk.spans[0]!.end));
      await page.waitForFunction(() => {
        const el = document.querySelector('[role="dialog"] mark');
        if (!el) return false;
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(await drawer.getByTestId('contract-text').textContent()).toBe(CONTRACT);
      await shot(page, 'results-1280-drawer');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // Key clauses cite too.
      const clause = analysis.key_information_clauses_summary.find((c) => c.spans.length > 0);
      if (clause) {
        await page
          .locator('#clauses')
          .getByRole('button', { name: new RegExp(m.showInContract) })
          .first()
          .click();
        await drawer.locator('mark').first().waitFor();
        await page.keyboard.press('Escape');
      }

      // A free user asks for the PDF: the Upgrade Required dialog with the server's message, what
      // a paid plan adds, and the ways to /pricing and /waitlist.
      if (reportsDeployed()) {
        await page.getByRole('button', { name: m.downloadMenu }).click();
        await page.getByRole('menuitem', { name: m.downloadPdf }).click();
        const upgrade = page.getByRole('dialog', { name: m.upgradeRequiredTitle });
        await upgrade.waitFor({ timeout: 60_000 }); // a cold reports function is slow
        expect(await upgrade.textContent()).toContain(reportMessages.paidOnly);
        expect(await upgrade.getByRole('link', { name: m.seePlans }).getAttribute('href')).toBe('/pricing');
        expect(await upgrade.getByRole('link', { name: m.requestAccess }).getAttribute('href')).toBe('/waitlist');
        // What a paid plan adds, listed.
        await upgrade.getByRole('list', { name: 'What a paid plan adds' }).getByText(m.paidAdds[0]).waitFor();
        await shot(page, 'results-1280-upgrade');
        await upgrade.getByRole('button', { name: m.notNow }).click();
        await upgrade.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: m.downloadMenu }).waitFor(); // busy state over
        // The way to the access request works.
        await page.getByRole('button', { name: m.downloadMenu }).click();
        await page.getByRole('menuitem', { name: m.downloadDocx }).click();
        await upgrade.waitFor({ timeout: 60_000 });
        await upgrade.getByRole('link', { name: m.requestAccess }).click();
        await page.waitForURL('**/waitlist');
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
      } else {
        console.warn('[results e2e] /api/pdf/generate-report is not deployed yet: Upgrade Required not checked');
      }
      expect(pageErrors).toEqual([]);

      if (shotsDir) {
        const narrow = await openPage(getBrowser(), baseUrl, 390);
        await signInContext(narrow.context, user);
        await narrow.page.goto(`/results/${id}`);
        await narrow.page.getByTestId('executive-summary').waitFor();
        await shot(narrow.page, 'results-390-risks');
        await narrow.page.getByRole('tab', { name: new RegExp(m.riskTabs.missing) }).click();
        await shot(narrow.page, 'results-390-missing');
        await narrow.page.getByRole('tab', { name: new RegExp(m.riskTabs.ambiguities) }).click();
        await shot(narrow.page, 'results-390-ambiguities');
        await narrow.page.getByRole('tab', { name: new RegExp(m.riskTabs.risks) }).click();
        await narrow.page
          .getByRole('tabpanel')
          .getByRole('button', { name: new RegExp(m.showInContract) })
          .first()
          .click();
        await narrow.page.getByRole('dialog', { name: m.contractTextTitle }).locator('mark').first().waitFor();
        await shot(narrow.page, 'results-390-drawer');
        await narrow.context.close();
      }
      await context.close();
    },
  );

  it(
    'on a phone, the menu, dialog and drawer loaded after the report open on the first click',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'free', credits: 3, label: 'results-lazy' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, 390);
      const { id } = await completedAnalysis(context, user);
      await page.goto(`/results/${id}`);
      await page.getByTestId('executive-summary').waitFor();
      // Each control is clicked as soon as it is on the page: one click opens it.
      await page.getByRole('button', { name: m.downloadMenu }).click();
      await page.getByRole('menuitem', { name: m.downloadPdf }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: m.downloadPdf }).waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: contractDeletionMessages.deleteContract }).click();
      const confirm = page.getByRole('dialog', { name: contractDeletionMessages.dialogTitle });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: contractDeletionMessages.cancel }).click();
      await confirm.waitFor({ state: 'hidden' });

      await page
        .getByRole('button', { name: new RegExp(m.showInContract) })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: m.contractTextTitle });
      await drawer.locator('mark').first().waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('downloads the PDF report for a paid user under the server file name', { timeout: 180_000 }, async (ctx) => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 5, label: 'results-paid' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    const { id } = await completedAnalysis(context, user);
    if (!reportsDeployed()) {
      await context.close();
      ctx.skip();
      return;
    }
    await page.goto(`/results/${id}`);
    await page.getByTestId('executive-summary').waitFor();
    await page.getByRole('button', { name: m.downloadMenu }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('menuitem', { name: m.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('button', { name: m.downloadMenu }).waitFor(); // busy state over
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows an unparseable analysis as raw text with Copy to clipboard', { timeout: 90_000 }, async () => {
    const user = await createVerifiedUser({ label: 'results-raw' });
    const { contracts, userId, id } = await storePendingContract(user);
    const raw = 'The model answered in prose: the indemnity in section 4 is one-sided. {not json';
    const claim = await contracts.claim(userId, id, 'raw-test', Date.now(), 60_000);
    if (claim.kind !== 'claimed') throw new Error(`claim: ${claim.kind}`);
    expect(
      await contracts.complete(claim.contract, 'raw-test', {
        analysis: raw,
        provider: 'test',
        completedAt: new Date().toISOString(),
      }),
    ).toBe(true);

    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInContext(context, user);
    await page.goto(`/results/${id}`);
    await page.getByText(m.rawFallback).waitFor();
    expect(await page.getByTestId('raw-analysis').textContent()).toBe(raw);
    await page.getByRole('button', { name: m.copy }).click();
    await page.getByText(m.copied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(raw);
    await shot(page, 'results-1280-raw');
    await page.getByText(m.copied, { exact: true }).waitFor({ state: 'hidden', timeout: 5000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it(
    'a running analysis links to its progress; a failed one says so; a load failure offers Retry',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'free', credits: 2, label: 'results-states' });
      const pending = await storePendingContract(user);
      const failed = await storePendingContract(user);
      await failed.contracts.fail(
        failed.userId,
        failed.id,
        'The analysis could not be completed.',
        new Date().toISOString(),
        { kind: 'abandoned', now: Date.now() },
      );

      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);
      await page.goto(`/results/${pending.id}`);
      await page.getByRole('heading', { name: m.pendingTitle }).waitFor();
      expect(await page.getByRole('link', { name: m.viewProgress }).getAttribute('href')).toBe(
        `/loading/${pending.id}`,
      );
      expect(await page.getByRole('button', { name: m.downloadMenu }).count()).toBe(0);

      await page.goto(`/results/${failed.id}`);
      await page.getByRole('heading', { name: m.failedTitle }).waitFor();
      await page.getByText('The analysis could not be completed.').waitFor();
      expect(await page.getByRole('link', { name: m.backToReview }).getAttribute('href')).toBe('/contract-review');

      const { id } = await completedAnalysis(context, user);
      let failures = 1;
      await page.route(`**/api/contract/analysis/${id}`, (route) =>
        failures-- > 0 ? route.fulfill({ status: 500, body: 'upstream down' }) : route.fallback(),
      );
      await page.goto(`/results/${id}`);
      await page.getByText(m.loadFailed).waitFor();
      await page.getByRole('button', { name: m.retry }).click();
      await page.getByTestId('executive-summary').waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it(
    "never shows another user's analysis; unknown ids are not found; signed out gets the sign-in dialog",
    { timeout: 180_000 },
    async () => {
      const owner = await createVerifiedUser({ plan: 'free', credits: 2, label: 'results-owner' });
      const other = await createVerifiedUser({ label: 'results-other' });
      const mine = await openPage(getBrowser(), baseUrl);
      const { id, analysis } = await completedAnalysis(mine.context, owner);
      await mine.context.close();

      const { page, context } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, other);
      await page.goto(`/results/${id}`);
      await page.getByRole('heading', { name: m.notFoundTitle }).waitFor();
      expect(await page.getByText(analysis.dashboard_executive_summary.overall_context.summary).count()).toBe(0);
      await page.goto('/results/01J0000000000000000000NONE');
      await page.getByRole('heading', { name: m.notFoundTitle }).waitFor();
      await context.close();

      const anon = await openPage(getBrowser(), baseUrl);
      await anon.page.goto(`/results/${id}`);
      await anon.page.getByRole('dialog', { name: 'Sign in to Clausewise' }).waitFor();
      // Nothing is loading for a visitor: no placeholder is left where the subtitle would be.
      expect(await anon.page.locator('main .chakra-skeleton').count()).toBe(0);
      await anon.context.close();
    },
  );

  it('Analyse New Contract forgets the stored contract and opens the review page', { timeout: 180_000 }, async () => {
    const user = await createVerifiedUser({ plan: 'free', credits: 2, label: 'results-new' });
    const { page, context } = await openPage(getBrowser(), baseUrl);
    const { id } = await completedAnalysis(context, user);
    await page.goto(`/results/${id}`);
    await page.evaluate((cid) => {
      localStorage.setItem('contractId', cid);
      localStorage.setItem('analysisCompleted', 'true');
    }, id);
    await page.getByRole('button', { name: m.analyseNew }).click();
    await page.waitForURL('**/contract-review');
    expect(
      await page.evaluate(() => [localStorage.getItem('contractId'), localStorage.getItem('analysisCompleted')]),
    ).toEqual([null, null]);
    await context.close();
  });
});
