/**
 * The spec's dangling links (/dashboard, /contract-analysis) lead to the review page; the email
 * test tool exists only for administrators; page views reach the engagement endpoint.
 */
import { expect, inject, it } from 'vitest';
import { emailTestMessages } from '../../shared/payment-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { waitForMail } from '../support/mailbox';
import { testUsersRepo } from '../support/users';

const baseUrl = inject('baseUrl');
/** The page view follows the SPA's start-up, which takes seconds on a loaded machine. */
const POLL = { timeout: 15_000 };

describeInBrowser('operator tools and links', (getBrowser) => {
  it('/dashboard and /contract-analysis lead to the review page (sign-in dialog for visitors)', async () => {
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await page.goto('/dashboard');
    await page.waitForURL(`${baseUrl}/contract-review`);
    await page.getByRole('dialog').waitFor();
    const user = await createVerifiedUser({ label: 'dash' });
    await signInContext(context, user);
    await page.goto('/contract-analysis');
    await page.waitForURL(`${baseUrl}/contract-review`);
    await page.getByLabel('Contract text').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the email test tool is the 404 page for a plain user and works for an administrator', async () => {
    const user = await createVerifiedUser({ label: 'notadmin' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/email-test');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();

    const repo = testUsersRepo();
    const stored = await repo.getByEmail(user.email);
    await repo.setRole(stored!.id, 'admin');
    await page.reload();
    await page.getByRole('heading', { name: emailTestMessages.title }).waitFor();
    await page.getByRole('button', { name: 'Check SMTP Connection' }).click();
    await page.getByTestId('smtp-result').getByText(emailTestMessages.smtpOk).waitFor();

    await page.getByRole('tab', { name: emailTestMessages.generalTab }).click();
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Please enter an email address to send the test to').first().waitFor();
    const to = `target-${Date.now()}@example.com`;
    await page.getByLabel('Recipient email').fill(to);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText(emailTestMessages.testEmailSent).waitFor();
    const mail = await waitForMail(inject('mailboxUrl'), to);
    expect(mail.body.text).toContain('Hi Test User');

    await page.getByRole('link', { name: emailTestMessages.backToDashboard }).click();
    await page.waitForURL(`${baseUrl}/contract-review`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends a page view on start and 100 ms after an internal link click, without cookies', async () => {
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    const views: { page: string; cookie: string | undefined }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/engagement/track')) return;
      const body = JSON.parse(request.postData() ?? '{}') as { eventType?: string; page?: string };
      if (body.eventType === 'page_view') views.push({ page: body.page ?? '', cookie: request.headers().cookie });
    });
    await page.goto('/');
    await expect.poll(() => views.map((v) => v.page), POLL).toContain('/');
    await page.getByRole('link', { name: 'Subscriptions' }).first().click();
    await page.waitForURL(`${baseUrl}/waitlist`);
    await expect.poll(() => views.map((v) => v.page), POLL).toContain('/waitlist');
    await page.goBack();
    await expect.poll(() => views.filter((v) => v.page === '/').length, POLL).toBe(2);
    expect(views.every((v) => v.cookie === undefined)).toBe(true);
    const sessionId = await page.evaluate(() => localStorage.getItem('engagementSessionId'));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
