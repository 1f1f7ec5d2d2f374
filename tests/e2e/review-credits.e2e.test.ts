/**
 * Review journey (c): the review-load credit checks of docs/product-spec.md section 4. A free user at 0 credits
 * gets the Credits used toast on /waitlist; a paid user with 1 to 5 credits sees the low-credits
 * dialog and can request a top-up.
 */
import { expect, inject, it } from 'vitest';
import { contractMessages, outreachMessages } from '../../shared/messages';
import { lowCreditsMessages, reviewMessages } from '../../shared/review-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext, updateUser } from '../support/e2e-users';

const baseUrl = inject('baseUrl');

describeInBrowser('review: credits on load', (getBrowser) => {
  it('a free user with 0 credits lands on /waitlist with the Credits used toast', async () => {
    const user = await createVerifiedUser({ plan: 'free', credits: 0, label: 'nocredits' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.waitForURL(`${baseUrl}/waitlist`);
    await page.getByText(reviewMessages.creditsUsedTitle, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Request Access and Consultation' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a paid user with 1 credit sees the low-credits dialog and requests a top-up', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 1, label: 'lowcredits' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    const dialog = page.getByRole('dialog', { name: lowCreditsMessages.title });
    await dialog.waitFor();
    await dialog.getByText(lowCreditsMessages.body(1)).waitFor();
    expect(await dialog.getByLabel('Credits to add').inputValue()).toBe('25');
    await dialog.getByLabel('Credits to add').selectOption('50');
    await dialog.getByLabel('Comment (optional)').fill('Quarter-end rush.');
    await dialog.getByRole('button', { name: lowCreditsMessages.submit }).click();
    await page.getByText(outreachMessages.topUpTitle).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a refused submission opens its dialog: Free Reviews Used leads to the waitlist', async () => {
    const user = await createVerifiedUser({ plan: 'free', credits: 1, label: 'freeused' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page
      .getByLabel('Contract text')
      .fill('This Agreement is made between Acme Corp and Beta LLC for consulting services.');
    await page.getByLabel('Reviewing on behalf of').fill('Acme Corp');
    await updateUser(user, { credits: 0 }); // spent elsewhere while this page was open
    await page.getByRole('button', { name: 'Analyse Contract' }).click();

    const dialog = page.getByRole('dialog', { name: contractMessages.freeUsedTitle });
    await dialog.getByText(contractMessages.freeUsedBody).waitFor();
    await dialog.getByRole('button', { name: reviewMessages.subscribe }).click();
    await page.waitForURL(`${baseUrl}/waitlist`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an unverified free user stays on the review page and is asked to verify', async () => {
    const user = await createVerifiedUser({ verify: false, label: 'unverified' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.getByText(contractMessages.verifyEmailFirst, { exact: false }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/contract-review');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
