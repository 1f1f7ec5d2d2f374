/**
 * The review flow's screens at desktop (1280) and phone (390) widths: no horizontal overflow on the
 * review page, its dialogs, the loading page (pending and failed) and the waitlist page. With
 * SCREENSHOT_DIR set, each state is also saved as a PNG for a human to look at.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { loadingMessages, lowCreditsMessages, referralMessages } from '../../shared/review-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { FIXTURES_DIR } from '../support/shared-dir';

const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const DOCX = `${FIXTURES_DIR}/docx/common-paper-mutual-nda.docx`;

async function check(page: Page, name: string, width: number, fullPage = true) {
  await page.waitForTimeout(400); // let dialogs and toasts finish animating
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px overflows horizontally`).toBeLessThanOrEqual(0);
  if (SCREENSHOT_DIR) await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage });
}

/** Answers the analysis poll with a fixed status, so the loading page can be seen in each state. */
async function stubAnalysis(page: Page, body: Record<string, unknown>) {
  await page.route('**/api/contract/analysis/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

describeInBrowser('review screens', (getBrowser) => {
  for (const width of [1280, 390]) {
    it(`fit a ${width}px viewport`, { timeout: 90_000 }, async () => {
      const user = await createVerifiedUser({ plan: 'paid', credits: 3, label: `screens${width}` });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, width);
      await signInContext(context, user);

      await page.goto('/contract-review');
      const lowCredits = page.getByRole('dialog', { name: lowCreditsMessages.title });
      await lowCredits.waitFor();
      await check(page, 'low-credits-dialog', width, false);
      await lowCredits.getByRole('button', { name: lowCreditsMessages.later }).click();
      await lowCredits.waitFor({ state: 'hidden' });
      await page
        .getByLabel('Contract text')
        .fill('This Services Agreement is made between Acme Corp and Beta LLC. '.repeat(12));
      await page.getByLabel('Reviewing on behalf of').fill('Acme Corp');
      await check(page, 'review-page', width);

      await page.getByRole('button', { name: 'Refer a friend' }).click();
      const referral = page.getByRole('dialog', { name: referralMessages.title });
      await referral.getByRole('button', { name: referralMessages.submit }).click();
      await referral.getByText("Friend's first name is required").waitFor();
      await check(page, 'referral-dialog', width, false);
      await referral.getByRole('button', { name: 'Cancel' }).click();
      await referral.waitFor({ state: 'hidden' });

      await page.setInputFiles('input[name="docxFile"]', DOCX);
      await page.getByTestId('upload-status').getByText('DOCX attached', { exact: false }).waitFor({ timeout: 30_000 });
      await check(page, 'review-upload-attached', width);

      await stubAnalysis(page, { status: 'processing', analysis: null });
      await page.goto('/loading/01SCREENSHOT');
      await page.getByRole('heading', { name: loadingMessages.title }).waitFor();
      await page.waitForTimeout(4_000);
      await check(page, 'loading-page', width);

      await page.unroute('**/api/contract/analysis/**');
      await stubAnalysis(page, {
        status: 'failed',
        analysis: null,
        errorMessage: 'The analysis service is unavailable.',
      });
      await page.goto('/loading/01SCREENSHOT');
      await page.getByRole('heading', { name: loadingMessages.failedTitle }).waitFor();
      await check(page, 'loading-failed', width);

      await page.goto('/waitlist');
      await page.getByRole('heading', { name: 'Request Access and Consultation' }).waitFor();
      await check(page, 'waitlist-page', width);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
