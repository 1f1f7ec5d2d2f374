/**
 * Redline journeys in Chromium: generate a redline on the results page, reject two changes, set the
 * author, download, and check the Word file carries exactly the accepted changes by that author;
 * Preview Redline from the library with Select All / Deselect All and the progress card; the spec's
 * messages when generation or the download fails.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { expect, inject, it } from 'vitest';
import { redlineMessages as m } from '../../shared/redline-messages';
import type { AnalysisResponse } from '../../shared/schemas/contracts';
import type { RedlineMetadata } from '../../shared/schemas/redline';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext, type E2eUser } from '../support/e2e-users';
import { flat, trackedChanges } from '../integration/redline/helpers';

const baseUrl = inject('baseUrl');
/** Set REDLINE_SCREENSHOTS=<dir> to also save screenshots of the preview. */
const shotsDir = process.env.REDLINE_SCREENSHOTS;
const CONTRACT = readFileSync(
  path.resolve(import.meta.dirname, '../../functions/src/analyzer/__fixtures__/services-agreement.txt'),
  'utf8',
);

async function analysedContract(context: BrowserContext, user: E2eUser): Promise<string> {
  await signInContext(context, user);
  const submitted = await context.request.post(`${baseUrl}/api/contract/analyze`, {
    data: { contractText: CONTRACT, behalfOf: 'Beta Retail LLC' },
    headers: { origin: baseUrl, 'Idempotency-Key': randomUUID() },
  });
  if (!submitted.ok()) throw new Error(`Submit failed: ${submitted.status()} ${await submitted.text()}`);
  const { id } = (await submitted.json()) as { id: string };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const body = (await (
      await context.request.get(`${baseUrl}/api/contract/analysis/${id}`)
    ).json()) as AnalysisResponse;
    if (body.status === 'completed') return id;
    if (body.status === 'failed') throw new Error(`Analysis failed: ${body.errorMessage}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Analysis did not complete in time');
}

describeInBrowser('redline', (getBrowser) => {
  it(
    'generates a redline, rejects two changes and downloads a Word file with exactly the others',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'paid', credits: 3, label: 'redline' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      const id = await analysedContract(context, user);
      await page.goto(`/results/${id}`);
      await page.getByRole('button', { name: m.generateRedline }).click();
      const dialog = page.getByTestId('redline-preview');
      await dialog.getByRole('heading', { name: m.previewTitle }).waitFor();

      const items = dialog.getByTestId('redline-modification');
      const count = await items.count();
      expect(count).toBeGreaterThan(4);
      expect(await dialog.getByTestId('redline-total').textContent()).toBe(String(count));
      // All accepted at first; each change shown inline with its reasoning and priority.
      expect(await dialog.locator('[data-testid="redline-modification"][data-accepted="true"]').count()).toBe(count);
      expect(await dialog.locator('del').count()).toBeGreaterThan(0);
      expect(await dialog.locator('ins').count()).toBeGreaterThan(0);
      await dialog.getByText('Why:').first().waitFor();
      await dialog
        .getByText(/high priority/)
        .first()
        .waitFor();

      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: path.join(shotsDir, 'redline-preview-1280.png') });
      }
      // Reject changes 2 and 4.
      // The switch's input is visually hidden: a pointer click can land "outside of the viewport" while
      // the dialog scrolls, so the input is clicked directly (the same event React handles).
      for (const n of [2, 4]) await dialog.getByLabel(`Accept change ${n}`).evaluate((el: HTMLElement) => el.click());
      expect(await dialog.getByTestId('redline-selected-count').textContent()).toBe(m.selectedCount(count - 2, count));
      expect(await items.nth(1).getAttribute('data-accepted')).toBe('false');

      await dialog.getByLabel(m.authorLabel).fill('J. Smith (AI-assisted)');
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: m.downloadRedlined }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Master_Services_Agreement_redlined.docx');
      const bytes = readFileSync(await download.path());
      // The preview closes after the download.
      await dialog.waitFor({ state: 'hidden' });

      const redline = (await (
        await context.request.post(`${baseUrl}/api/contract/redline/${id}`, { headers: { origin: baseUrl } })
      ).json()) as { redlineMetadata: RedlineMetadata };
      const mods = redline.redlineMetadata.modifications;
      expect(mods.length).toBe(count);
      const { changes, accepted } = trackedChanges(strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!));
      expect(changes.length).toBeGreaterThan(0);
      expect(new Set(changes.map((c) => c.author))).toEqual(new Set(['J. Smith (AI-assisted)']));
      for (const [i, mod] of mods.entries()) {
        const added = mod.modified_text ? flat(mod.modified_text) : undefined;
        if (!added || CONTRACT.includes(mod.modified_text!)) continue;
        if (i === 1 || i === 3) expect(accepted, `rejected change ${i + 1} left a trace`).not.toContain(added);
        else expect(accepted, `accepted change ${i + 1}`).toContain(added);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it(
    'previews from the library: Deselect All disables the download, Select All and the progress card',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'paid', credits: 3, label: 'redline-lib' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await analysedContract(context, user);
      await page.goto('/library');
      await page.getByRole('button', { name: m.previewRedline }).first().click();
      const dialog = page.getByTestId('redline-preview');
      await dialog.getByTestId('redline-modification').first().waitFor();
      const count = await dialog.getByTestId('redline-modification').count();
      const downloadButton = dialog.getByRole('button', { name: m.downloadRedlined });

      await dialog.getByRole('button', { name: m.deselectAll, exact: true }).click();
      expect(await dialog.getByTestId('redline-selected-count').textContent()).toBe(m.selectedCount(0, count));
      expect(await downloadButton.isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: m.selectAll, exact: true }).click();
      expect(await downloadButton.isEnabled()).toBe(true);

      // A bad author keeps the download off until corrected.
      await dialog.getByLabel(m.authorLabel).fill('<Eve>');
      await dialog.getByText(/Author name may only contain/).waitFor();
      expect(await downloadButton.isDisabled()).toBe(true);
      await dialog.getByLabel(m.authorLabel).fill('');

      // Slow the download down so the floating progress card can be seen.
      await page.route('**/api/docx/generate-redlined-report/**', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      // Watch for the card from before the click: it closes half a second after the download ends,
      // which a loaded machine can take longer than to reach the next line.
      const cardShown = page.getByTestId('redline-progress').waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        downloadButton.click(),
      ]);
      await cardShown;
      expect(download.suggestedFilename()).toBe('Master_Services_Agreement_redlined.docx');
      await page.getByTestId('redline-progress').waitFor({ state: 'hidden' });
      await dialog.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('shows Redlining Failed and Download Failed with the server message', { timeout: 180_000 }, async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 3, label: 'redline-fail' });
    const { page, context } = await openPage(getBrowser(), baseUrl);
    const id = await analysedContract(context, user);
    await page.route(
      '**/api/contract/redline/**',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"boom","code":"INTERNAL_ERROR"}',
        }),
      { times: 1 },
    );
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: m.generateRedline }).click();
    await page.getByText(m.redliningFailedTitle).waitFor();
    await page.getByText(m.redliningFailedBody).waitFor();

    // Second try reaches the server; the download is refused with the server's own message (a
    // free plan's download opens Upgrade Required instead: tests/e2e/paying.e2e.test.ts).
    await page.route(
      '**/api/docx/generate-redlined-report/**',
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ message: m.unsafeOriginal, code: 'REDLINE_UNSAFE_FILE' }),
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: m.generateRedline }).click();
    const dialog = page.getByTestId('redline-preview');
    await dialog.getByTestId('redline-modification').first().waitFor();
    await dialog.getByRole('button', { name: m.downloadRedlined }).click();
    await page.getByText(m.downloadFailedTitle).waitFor();
    await page.getByText(m.unsafeOriginal).waitFor();
    // The preview stays open after a failed download.
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});
