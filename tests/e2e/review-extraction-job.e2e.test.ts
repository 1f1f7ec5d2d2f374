/**
 * Review page with a long scanned PDF: the upload goes to the extraction job, the status
 * card shows "Reading page X of N" rising while the rest of the form stays usable, and then the
 * text of every page fills the contract field, as an inline extraction does.
 */
import { expect, inject, it } from 'vitest';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { scannedPdf } from '../support/scanned-pdf';

const baseUrl = inject('baseUrl');
const PAGES = 24;

describeInBrowser('review: a scanned PDF read by the extraction job', (getBrowser) => {
  it('shows the pages being read, then fills the contract text', { timeout: 150_000 }, async () => {
    const pdf = Buffer.from(await scannedPdf(PAGES));
    const user = await createVerifiedUser({ plan: 'paid', credits: 20, label: 'extract-job' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.getByRole('button', { name: 'Upload PDF' }).waitFor();

    await page.setInputFiles('input[name="pdfFile"]', {
      name: 'Scanned supply agreement.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const progress = page.getByTestId('extraction-progress');
    await progress.waitFor({ timeout: 60_000 });

    // The form is not blocked while the job runs: the user can fill in the party meanwhile.
    await page.getByLabel('Reviewing on behalf of').fill('Northwind Traders');

    const seen = new Set<number>();
    const field = page.getByLabel('Contract text');
    const until = Date.now() + 120_000;
    let text = '';
    while (Date.now() < until) {
      const label = (await progress.textContent({ timeout: 1000 }).catch(() => null)) ?? '';
      const match = /Reading page (\d+) of (\d+)/.exec(label);
      if (match) {
        expect(Number(match[2])).toBe(PAGES);
        seen.add(Number(match[1]));
      }
      text = await field.inputValue();
      if (text.includes(`under item ${PAGES}.`)) break;
      await page.waitForTimeout(150);
    }
    // At least the first status was shown (more on a slower machine); the rise itself is proven in
    // tests/integration/uploads/extraction-job.test.ts.
    expect(seen.size).toBeGreaterThanOrEqual(1);
    expect([...seen].every((n) => n >= 1 && n <= PAGES)).toBe(true);
    expect(text).toContain('under item 1.');
    expect(text).toContain(`under item ${PAGES}.`);
    // Then the card says the PDF is attached, as for an inline extraction; the party typed meanwhile is kept.
    await page.getByTestId('upload-status').getByText('PDF attached', { exact: false }).waitFor();
    expect(await page.getByTestId('extraction-progress').count()).toBe(0);
    expect(await page.getByLabel('Reviewing on behalf of').inputValue()).toBe('Northwind Traders');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
