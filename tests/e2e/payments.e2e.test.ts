/**
 * Buying credits in Chromium through the local checkout (the local payment provider): pricing,
 * checkout, Payment Successful with the new balance, Payment Canceled, a lost webhook repaired
 * with Fix Credits, the missing-session redirect, and the plans free users see instead.
 */
import { expect, inject, it } from 'vitest';
import { paymentMessages, pricingMessages } from '../../shared/payment-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';

const baseUrl = inject('baseUrl');

describeInBrowser('payments', (getBrowser) => {
  it('a paid user buys a package through the local checkout and sees Payment Successful with the new balance', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 2, label: 'buyer' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/pricing');
    await page.getByRole('heading', { name: pricingMessages.title }).waitFor();
    await page.getByRole('button', { name: 'Buy Starter' }).click();

    await page.waitForURL(/\/local-checkout\/cs_local_/);
    await page.getByText('19.00 USD').first().waitFor();
    await page.getByRole('button', { name: 'Pay 19.00 USD' }).click();

    await page.waitForURL(/\/payment-success\?session_id=cs_local_/);
    await page.getByRole('heading', { name: paymentMessages.successTitle }).waitFor();
    await page.getByText(paymentMessages.verifiedToast).waitFor();
    expect(await page.getByTestId('payment-amount').textContent()).toBe('19.00 USD');
    expect(await page.getByTestId('payment-status').textContent()).toBe('Paid');
    expect(await page.getByTestId('payment-package').textContent()).toBe('Starter');
    expect(await page.getByTestId('payment-credits-added').textContent()).toBe('10');
    expect(await page.getByTestId('account-updated-credits').textContent()).toBe('12');
    expect(await page.getByTestId('account-previous-credits').textContent()).toBe('2');
    expect(await page.getByRole('button', { name: paymentMessages.fixCredits }).count()).toBe(0);

    await page.getByRole('button', { name: paymentMessages.refreshStatus }).click();
    await page.getByText(paymentMessages.refreshedToast).waitFor();
    await page.getByRole('button', { name: paymentMessages.startAnalyzing }).click();
    await page.waitForURL(`${baseUrl}/contract-review`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('cancel at checkout shows Payment Canceled and leads back to pricing', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 1, label: 'canceler' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy Standard' }).click();
    await page.waitForURL(/\/local-checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(`${baseUrl}/payment-canceled`);
    await page.getByRole('heading', { name: paymentMessages.canceledTitle }).waitFor();
    await page.getByText(paymentMessages.canceledBody).waitFor();
    await page.getByRole('link', { name: paymentMessages.backToPricing }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a lost webhook: the page warns that credits may still be processing, and Fix Credits adds them once', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 5, label: 'fixer' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy Starter' }).click();
    await page.waitForURL(/\/local-checkout\//);
    await page.getByRole('button', { name: 'Pay without sending the webhook' }).click();

    await page.waitForURL(/\/payment-success\?session_id=/);
    await page.getByText(paymentMessages.stillProcessing).waitFor();
    // Not "0 credits added" under a tick: the credits are pending.
    expect(await page.getByTestId('payment-credits-added').textContent()).toBe('Pending');
    expect(await page.getByText('✓').count()).toBe(0);
    expect(await page.getByTestId('account-available-credits').textContent()).toBe('5');
    expect(await page.getByTestId('account-subscription').textContent()).toBe('Paid');
    await page.getByRole('button', { name: paymentMessages.fixCredits }).click();

    await page.getByText(paymentMessages.fixedToast).waitFor();
    await page.getByText(paymentMessages.fixedToastBody(15)).waitFor();
    await page.getByTestId('account-updated-credits').waitFor();
    expect(await page.getByTestId('account-updated-credits').textContent()).toBe('15');
    expect(await page.getByText(paymentMessages.stillProcessing).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('without a session id: Invalid payment session. and on to /pricing; free users see the prices and the way to a plan', async () => {
    const user = await createVerifiedUser({ plan: 'free', label: 'freeprice' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/payment-success');
    await page.getByText(paymentMessages.invalidSession).waitFor();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { name: pricingMessages.title }).waitFor();
    await page.getByText(pricingMessages.freeNote).waitFor();
    // The same packs and prices a paid user sees, but no checkout: the way is a paid plan.
    expect(await page.getByRole('article', { name: 'Starter' }).getByTestId('package-price').textContent()).toBe('$19');
    expect(await page.getByRole('button', { name: /^Buy / }).count()).toBe(0);
    await page
      .getByRole('article', { name: 'Starter' })
      .getByRole('link', { name: pricingMessages.requestAccessToBuy })
      .click();
    await page.waitForURL(`${baseUrl}/waitlist`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('another user’s session shows Payment Verification Issue', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 0, label: 'stranger' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/payment-success?session_id=cs_local_notyoursatall');
    await page.getByRole('heading', { name: paymentMessages.verificationIssueTitle }).waitFor();
    await page.getByText(paymentMessages.invalidSession).waitFor();
    await page.getByRole('button', { name: paymentMessages.refreshStatus }).waitFor();
    await page.getByRole('button', { name: paymentMessages.goToDashboard }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
