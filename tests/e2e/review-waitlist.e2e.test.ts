/**
 * Review journey (d): the waitlist page. Plan buttons pre-select the plan, the form shows the docs/product-spec.md
 * section 5 messages, a valid request shows the confirmation, and a second request for the same
 * email says Already applied.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { validationMessages as v } from '../../shared/messages';
import { waitlistMessages as m } from '../../shared/review-messages';
import { describeInBrowser, openPage } from '../support/browser';

const baseUrl = inject('baseUrl');

async function fillValidRequest(page: Page, email: string) {
  const form = page.getByRole('form', { name: m.formTitle });
  await form.getByLabel('First name').fill('Wendy');
  await form.getByLabel('Last name').fill('Waitlist');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Organization').fill('Wendy & Partners LLP');
  await form.getByLabel('Team size').selectOption('11-50 employees');
  await form.getByLabel('Contracts reviewed per month').selectOption('21-50 per month');
  return form;
}

describeInBrowser('waitlist page', (getBrowser) => {
  it('validates, pre-selects the plan from its card, and submits', async () => {
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await page.goto('/waitlist');
    expect(await page.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    for (const plan of ['Solo Practitioner', 'Business', 'Enterprise']) {
      await page.getByRole('article', { name: plan }).waitFor();
    }

    const form = page.getByRole('form', { name: m.formTitle });
    await form.getByRole('button', { name: m.submit }).click();
    for (const message of [
      v.waitlistFirstName,
      v.waitlistLastName,
      v.emailInvalid,
      v.organizationRequired,
      v.planTypeRequired,
      v.teamSizeRequired,
      v.monthlyCountRequired,
    ]) {
      await form.getByText(message).waitFor();
    }

    await page
      .getByRole('article', { name: 'Enterprise' })
      .getByRole('button', { name: m.requestConsultation })
      .click();
    expect(await form.getByLabel('Plan type').inputValue()).toBe('Enterprise');
    await page.getByRole('article', { name: 'Business' }).getByRole('button', { name: m.requestAccess }).click();
    expect(await form.getByLabel('Plan type').inputValue()).toBe('Business');

    const email = `waitlist-${Date.now()}@example.com`;
    await fillValidRequest(page, email);
    await form.getByRole('button', { name: m.submit }).click();
    await page.getByRole('heading', { name: m.successTitle }).waitFor();
    await page.getByText(m.confidential).waitFor();
    await page.getByText(m.successBody).waitFor();
    await page.getByRole('link', { name: m.returnHome }).waitFor();
    expect(pageErrors).toEqual([]);

    const again = await openPage(getBrowser(), baseUrl);
    await again.page.goto('/waitlist');
    await again.page
      .getByRole('article', { name: 'Solo Practitioner' })
      .getByRole('button', { name: m.requestAccess })
      .click();
    const secondForm = await fillValidRequest(again.page, email);
    await secondForm.getByRole('button', { name: m.submit }).click();
    await again.page.getByText(m.alreadyAppliedTitle, { exact: true }).waitFor();
    await again.context.close();
    await context.close();
  });
});
