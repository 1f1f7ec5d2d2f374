/** Session lifecycle in the browser: the inactivity warning and an expired session cookie. */
import { expect, inject, it } from 'vitest';
import { describeInBrowser, openPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const INACTIVITY_WARNING_AFTER_MS = 3_000_000;

async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/contract/user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ firstName: 'Katherine', lastName: 'Johnson', email, password }),
  });
  expect(response.status).toBe(201);
}

describeInBrowser('session', (getBrowser) => {
  it('after 50 idle minutes warns that the session expires soon; activity clears the badge', async () => {
    const email = `idle-${Date.now()}@example.com`;
    await createAccount(email, 'idle password 1');
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await context.clock.install();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('idle password 1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/contract-review#top');
    await page.getByRole('button', { name: 'Account menu for Katherine' }).waitFor();

    await context.clock.fastForward(INACTIVITY_WARNING_AFTER_MS + 1_000);
    await page.getByText('Session expiring soon').waitFor();
    const badge = page.getByRole('banner').getByText('Session Expiring', { exact: true });
    await badge.waitFor();

    await page.mouse.move(200, 300);
    await page.mouse.move(260, 340);
    await badge.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('an expired session cookie toasts "Session expired" and returns home', async () => {
    const { page, context } = await openPage(getBrowser(), baseUrl);
    const url = new URL(baseUrl);
    await context.addCookies([{ name: 'session', value: 'expired-or-revoked', domain: url.hostname, path: '/' }]);
    await page.goto('/terms');
    await page.getByText('Session expired', { exact: true }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  }, 60_000);
});
