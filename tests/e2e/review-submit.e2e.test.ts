/**
 * Review journey (a): a signed-in user pastes a contract, sees the form's validation first, submits,
 * watches /loading/{id}, and lands on /results/{id} (the results page itself is a later issue).
 */
import { expect, inject, it } from 'vitest';
import { validationMessages } from '../../shared/messages';
import { loadingMessages } from '../../shared/review-messages';
import { countWords } from '../../shared/schemas/contracts';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';

const baseUrl = inject('baseUrl');

const CONTRACT = `MUTUAL NON-DISCLOSURE AGREEMENT

This Mutual Non-Disclosure Agreement is entered into by Acme Corp ("Acme") and Beta LLC ("Beta").
1. Confidential Information. Each party may disclose confidential information to the other party.
2. Obligations. The receiving party shall protect confidential information with reasonable care.
3. Term. This Agreement remains in effect for two (2) years from the Effective Date.
4. Governing Law. This Agreement is governed by the laws of the State of Delaware.`;

describeInBrowser('review: paste and submit', (getBrowser) => {
  it('validates, submits, shows progress and goes to /results/{id}', { timeout: 120_000 }, async () => {
    const user = await createVerifiedUser({ plan: 'free', credits: 2, label: 'submit' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');

    const form = page.getByRole('form', { name: 'Contract review request' });
    await form.waitFor();
    expect(await form.getByLabel('Playbook (optional)').inputValue()).toBe('none');

    await form.getByRole('button', { name: 'Analyse Contract' }).click();
    await form.getByText(validationMessages.contractTextMin).waitFor();
    await form.getByText(validationMessages.behalfOfRequired).waitFor();

    await form.getByLabel('Contract text').fill(CONTRACT);
    await form.getByText(`${countWords(CONTRACT)} / 75,000 words`).waitFor();
    await form.getByLabel('Reviewing on behalf of').fill('Acme Corp');
    await form.getByRole('button', { name: 'Analyse Contract' }).click();

    await page.waitForURL(/\/loading\/[^/]+$/);
    const contractId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await page.evaluate(() => localStorage.getItem('contractId'))).toBe(contractId);
    const heading = page.getByRole('heading', {
      name: new RegExp(`${loadingMessages.title}|${loadingMessages.complete}`),
    });
    await heading.waitFor();
    // The wait estimate shows while analysing, never under "Analysis Complete".
    await page.getByRole('heading', { name: loadingMessages.complete }).waitFor();
    expect(await page.getByText(loadingMessages.durationNote).count()).toBe(0);

    await page.waitForURL(`${baseUrl}/results/${encodeURIComponent(contractId)}`, { timeout: 90_000 });
    expect(await page.evaluate(() => localStorage.getItem('analysisCompleted'))).toBe('true');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an unknown contract id on the loading page shows the not-found state, not a spinner', async () => {
    const user = await createVerifiedUser({ label: 'missing' });
    const { page, context } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/loading/01J0000000000000000000NONE');
    await page.getByRole('heading', { name: loadingMessages.notFoundTitle }).waitFor();
    await page.getByRole('link', { name: loadingMessages.backToReview }).click();
    await page.waitForURL('**/contract-review');
    await context.close();
  });
});
