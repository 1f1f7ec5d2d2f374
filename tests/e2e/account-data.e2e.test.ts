/**
 * A user's data under their control, in Chromium: delete a contract from the library, download all
 * data from the Account page (a zip), delete the account with the password, after which sign-in
 * fails and nothing of the user is left in the emulators; and a used reset link says so before its
 * form.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext } from 'playwright-core';
import { expect, inject, it, vi } from 'vitest';
import { accountMessages, contractDeletionMessages } from '../../shared/account-messages';
import { resetMessages } from '../../shared/messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { tracesOf } from '../support/emulator-scan';
import { firstLink, waitForMail } from '../support/mailbox';
import { testUsersRepo } from '../support/users';

const baseUrl = inject('baseUrl');
const servicesText = readFileSync(
  path.resolve(import.meta.dirname, '../../functions/src/analyzer/__fixtures__/services-agreement.txt'),
  'utf8',
);

async function analysed(context: BrowserContext, behalfOf: string): Promise<string> {
  const res = await context.request.post(`${baseUrl}/api/contract/analyze`, {
    data: { contractText: servicesText, behalfOf },
    headers: { origin: baseUrl, 'idempotency-key': `e2e-${behalfOf.replace(/\W/g, '')}-${Date.now()}` },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  for (let i = 0; i < 120; i++) {
    const status = (
      (await (await context.request.get(`${baseUrl}/api/contract/analysis/${id}`)).json()) as { status: string }
    ).status;
    if (status === 'completed') return id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`analysis ${id} did not complete`);
}

describeInBrowser('your data', (getBrowser) => {
  it(
    'deletes a contract from the library, exports everything, then deletes the account leaving nothing',
    { timeout: 120_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'paid', credits: 4, label: 'mydata' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);
      const kept = await analysed(context, 'Kept Party LLC');
      const removed = await analysed(context, 'Removed Party LLC');
      const userId = (await testUsersRepo().getByEmail(user.email.toLowerCase()))!.id;

      // Library: delete one contract, after a confirmation that says what goes.
      await page.goto('/library');
      const card = page.getByRole('article').filter({ hasText: 'Reviewed for Removed Party LLC' });
      await card.getByRole('button', { name: contractDeletionMessages.deleteContract }).click();
      const confirm = page.getByRole('dialog', { name: contractDeletionMessages.dialogTitle });
      await confirm.getByText(/will be deleted for good/).waitFor();
      await confirm.getByRole('button', { name: contractDeletionMessages.confirm, exact: true }).click();
      await page.getByText(contractDeletionMessages.deleted).first().waitFor();
      await card.waitFor({ state: 'detached' });
      await page.getByRole('article').filter({ hasText: 'Reviewed for Kept Party LLC' }).waitFor();
      // Only its entries in the append-only audit trail (no text, no party name) still name it.
      const left = await tracesOf([removed, 'Removed Party LLC']);
      expect(left.objects).toEqual([]);
      expect(left.items.every((k) => k.startsWith(`USER#${userId} / AUDIT#`))).toBe(true);

      // Account page: export (a zip of everything), from the account menu.
      // Opened again if a click on the item was lost (a loaded machine once saw the menu take the
      // click without navigating): the user's path is the same, menu then item.
      await vi.waitFor(
        async () => {
          if (page.url() === `${baseUrl}/account`) return;
          const item = page.getByRole('menuitem', { name: accountMessages.menuItem });
          if (!(await item.isVisible())) await page.getByRole('button', { name: /Account menu/ }).click();
          await item.click({ timeout: 5_000 });
          await page.waitForURL(`${baseUrl}/account`, { timeout: 5_000 });
        },
        { timeout: 30_000, interval: 250 },
      );
      await page.getByRole('heading', { level: 1, name: accountMessages.title }).waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: accountMessages.exportButton }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^clausewise-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      expect(JSON.parse(strFromU8(zip['account.json']!))).toMatchObject({
        email: user.email.toLowerCase(),
        creditsRemaining: 2,
      });
      expect(Object.keys(zip)).toContain(`contracts/${kept}/contract.json`);
      expect(Object.keys(zip)).not.toContain(`contracts/${removed}/contract.json`);

      // Delete the account: the dialog names the credits that go, and wants the password.
      await page.getByRole('button', { name: accountMessages.deleteButton }).click();
      const dialog = page.getByRole('dialog', { name: accountMessages.deleteDialogTitle });
      await dialog.getByText(/including your 2 remaining credits/).waitFor();
      await dialog.getByLabel('Password').fill('not my password');
      await dialog.getByRole('button', { name: accountMessages.deleteConfirm }).click();
      await dialog.getByText(accountMessages.wrongPassword).waitFor();
      await dialog.getByLabel('Password').fill(user.password);
      await dialog.getByRole('button', { name: accountMessages.deleteConfirm }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(accountMessages.accountDeleted).waitFor();
      await page.getByRole('button', { name: 'Sign In' }).first().waitFor();

      const signIn = await context.request.post(`${baseUrl}/api/auth/login`, {
        data: { email: user.email, password: user.password },
        headers: { origin: baseUrl },
      });
      expect(signIn.status()).toBe(401);
      expect(await tracesOf([userId, user.email, kept, removed, 'Kept Party LLC', 'Removed Party LLC'])).toEqual({
        items: [],
        objects: [],
      });
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('a reset link already used says so before its form', async () => {
    const user = await createVerifiedUser({ label: 'usedlink' });
    await fetch(`${baseUrl}/api/email/request-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: user.email }),
    });
    const mail = await waitForMail(
      inject('mailboxUrl'),
      user.email,
      (m) => firstLink(m, '/reset-password/') !== undefined,
    );
    const link = firstLink(mail, '/reset-password/')!;
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
    const used = await fetch(`${baseUrl}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ token, password: 'a brand new one 1' }),
    });
    expect(used.status).toBe(200);

    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await page.goto(`/reset-password/${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Reset Failed' }).waitFor();
    await page.getByText(resetMessages.failureScreen).waitFor();
    expect(await page.getByLabel('New Password').count()).toBe(0);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
