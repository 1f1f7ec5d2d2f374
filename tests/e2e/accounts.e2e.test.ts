/**
 * Account journeys through the real local cloud: sign up → verify by the emailed link → sign in →
 * account menu → sign out; and forgot password → emailed link → new password → sign in.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeInBrowser, openPage } from '../support/browser';
import { firstLink, waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');

/** Multi-page journeys with emailed links: generous, since the whole suite shares one machine. */
const JOURNEY_TIMEOUT_MS = 90_000;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type NewUser = { firstName: string; email: string; password: string };

async function submitSignUp(page: Page, user: NewUser) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill(user.firstName);
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel(/^Password/).fill(user.password);
  await form.getByLabel('Confirm password').fill(user.password);
  await form.getByRole('button', { name: 'Create free account' }).click();
}

async function signUpOnLanding(page: Page, user: NewUser) {
  await submitSignUp(page, user);
  await page.getByRole('heading', { name: 'Almost There' }).waitFor();
}

async function signInWithDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to Clausewise' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/contract-review#top');
}

describeInBrowser('account journeys', (getBrowser) => {
  it(
    'signs up, verifies the email from the mailbox, signs in, sees the account menu and signs out',
    async () => {
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      const user = { firstName: 'Ada', email: uniqueEmail('signup'), password: 'correct horse 1' };
      await signUpOnLanding(page, user);
      await page.getByText('Account created successfully!').first().waitFor();

      const mail = await waitForMail(mailboxUrl, user.email);
      const link = firstLink(mail, '/email-verified');
      expect(link).toBeDefined();
      await page.goto(link!);
      await page.getByRole('heading', { name: 'Email Verified' }).waitFor();

      await page.getByRole('button', { name: 'Sign In' }).last().click();
      await signInWithDialog(page, user.email, user.password);
      await page.getByRole('heading', { name: 'Analyse a contract' }).waitFor();
      // A first sign-in is not a return: no "Welcome back" yet.
      await page.getByText(`Welcome to Clausewise, ${user.firstName}!`).waitFor();
      expect(await page.getByText(`Welcome back, ${user.firstName}!`).count()).toBe(0);

      const accountButton = page.getByRole('button', { name: `Account menu for ${user.firstName}` });
      await accountButton.waitFor();
      expect(await accountButton.textContent()).toMatch(/Active/);
      expect(await accountButton.textContent()).toMatch(/\d+ credits? left/);
      for (const link of ['Analyse Contract', 'Library', 'Playbooks', 'Help', 'Subscriptions']) {
        expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).isVisible()).toBe(
          true,
        );
      }

      await accountButton.click();
      const menu = page.getByRole('menu');
      await menu.getByText(user.email).waitFor();
      expect(await menu.getByText('Free', { exact: true }).isVisible()).toBe(true);
      await menu.getByRole('menuitem', { name: 'Sign out' }).click();
      // Signing out waits on the server and then the landing page's load: allow for a busy machine.
      await page.waitForURL(`${baseUrl}/`, { timeout: 45_000 });
      await page.getByText('Signed out successfully').waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'an existing email switches to the sign-in tab with the email pre-filled',
    async () => {
      const { page, context } = await openPage(getBrowser(), baseUrl);
      const user = { firstName: 'Grace', email: uniqueEmail('exists'), password: 'correct horse 2' };
      await signUpOnLanding(page, user);
      await submitSignUp(page, user);
      await page.getByText('Account already exists').first().waitFor();
      expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
      const signInForm = page.getByRole('form', { name: 'Sign in' });
      expect(await signInForm.getByLabel('Email').inputValue()).toBe(user.email);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'resets a forgotten password from the emailed link and signs in with the new one',
    async () => {
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      const user = { firstName: 'Alan', email: uniqueEmail('reset'), password: 'original pass 1' };
      await signUpOnLanding(page, user);

      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();
      // Scoped: the sign-up toast and the closing sign-in dialog also mention an email.
      await page.getByRole('form', { name: 'Request a password reset' }).getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

      const mail = await waitForMail(mailboxUrl, user.email, (m) => firstLink(m, '/reset-password') !== undefined);
      await page.goto(firstLink(mail, '/reset-password')!);
      await page.getByLabel('New Password').fill('brand new pass 2');
      await page.getByLabel('Confirm Password').fill('brand new pass 2');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();

      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await signInWithDialog(page, user.email, 'brand new pass 2');
      await page.getByRole('button', { name: `Account menu for ${user.firstName}` }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('the review page asks a signed-out visitor to sign in', async () => {
    const { page, context } = await openPage(getBrowser(), baseUrl);
    await page.goto('/contract-review');
    const dialog = page.getByRole('dialog', { name: 'Sign in to Clausewise' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create a free account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});
