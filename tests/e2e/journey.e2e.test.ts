/**
 * The journeys without dead ends (and a library that shows what was just analysed), in Chromium:
 * - five fresh free users each reach their first analysis from the review page, never /waitlist;
 * - a signed-out visit to a results page opens the sign-in dialog and comes back to it;
 * - a signed-out /loading/{id} asks to sign in instead of reporting a failure;
 * - "Resend verification email" from the review page and from a failed link;
 * - the library shows a contract analysed after the library was first opened;
 * - the library titles cards from the analysis and keeps page and search in the URL;
 * - a card names the counterparty once, however often the analysis repeats it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { verificationMessages } from '../../shared/messages';
import { loadingMessages } from '../../shared/review-messages';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { parseAdminConfig } from '../../scripts/admin/config';
import { seedContracts } from '../../scripts/bench/seed-contracts';
import { normaliseAnalysis } from '../../shared/schemas/analysis';
import type { AnalysisResponse } from '../../shared/schemas/contracts';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext, type E2eUser } from '../support/e2e-users';
import { listMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');

const contract = (party: string) => `SERVICES AGREEMENT

This Services Agreement is made between Juniper Cloud Ltd. ("Provider") and ${party} ("Customer").
1. Services. Provider shall provide the hosted services described in Schedule 1.
2. Fees. Customer shall pay all invoices within thirty (30) days of receipt.
3. Term. This Agreement starts on the Effective Date and renews automatically for one-year terms unless either party gives ninety (90) days' notice.
4. Liability. Provider's aggregate liability shall not exceed the fees paid in the three (3) months before the claim.
5. Governing Law. This Agreement is governed by the laws of England and Wales.`;

/** Every URL the page's main frame visited, to prove a journey never passed through a page. */
function trackUrls(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

async function submitThroughForm(page: Page, party: string): Promise<string> {
  await page.goto('/contract-review');
  const form = page.getByRole('form', { name: 'Contract review request' });
  await form.getByLabel('Contract text').fill(contract(party));
  await form.getByLabel('Reviewing on behalf of').fill(party);
  await form.getByRole('button', { name: 'Analyse Contract' }).click();
  await page.waitForURL(/\/loading\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.waitForURL(`${baseUrl}/results/${encodeURIComponent(id)}`, { timeout: 90_000 });
  return id;
}

async function signInThroughDialog(page: Page, user: E2eUser) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to Clausewise' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

describeInBrowser('journeys without dead ends', (getBrowser) => {
  it('five fresh free users each reach their first analysis, never /waitlist', { timeout: 300_000 }, async () => {
    for (let i = 0; i < 5; i++) {
      // A fresh free account: the one free credit granted on verification, nothing else.
      const user = await createVerifiedUser({ label: `first-${i}` });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, i % 2 ? 390 : 1280);
      const visited = trackUrls(page);
      await signInContext(context, user);
      const id = await submitThroughForm(page, `First Customer ${i}`);
      await page.getByRole('heading', { level: 1, name: 'Contract Analysis' }).waitFor();
      // The balance is now 0: the results page stays, and the poll after it must not move it.
      await page.waitForTimeout(1_000);
      expect(new URL(page.url()).pathname).toBe(`/results/${id}`);
      expect(visited.filter((p) => p.startsWith('/waitlist'))).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it(
    'a signed-out visit to a results page signs in through the dialog and returns to it',
    { timeout: 120_000 },
    async () => {
      const user = await createVerifiedUser({ label: 'return' });
      const owner = await openPage(getBrowser(), baseUrl);
      await signInContext(owner.context, user);
      const id = await submitThroughForm(owner.page, 'Returning Customer');
      await owner.context.close();

      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await page.goto(`/results/${id}`);
      await signInThroughDialog(page, user);
      await page.waitForURL(`${baseUrl}/results/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Contract Analysis' }).waitFor();
      await page.getByTestId('executive-summary').waitFor();

      // A signed-out /loading/{id} asks to sign in; it is not "Analysis failed".
      const visitor = await openPage(getBrowser(), baseUrl, 390);
      await visitor.page.goto(`/loading/${id}`);
      await visitor.page.getByText(loadingMessages.signedOutTitle).waitFor();
      expect(await visitor.page.getByText(loadingMessages.failedTitle).count()).toBe(0);
      await signInThroughDialog(visitor.page, user);
      await visitor.page.waitForURL(`${baseUrl}/results/${id}`, { timeout: 30_000 });

      // A protected page (the library) sends a visitor home with the dialog, and back after signing in.
      const third = await openPage(getBrowser(), baseUrl);
      await third.page.goto('/library');
      await third.page.waitForURL(`${baseUrl}/`);
      await signInThroughDialog(third.page, user);
      await third.page.waitForURL(`${baseUrl}/library`);
      await third.page.getByRole('heading', { level: 1, name: 'Contract Library' }).waitFor();
      expect(pageErrors).toEqual([]);
      await Promise.all([context.close(), visitor.context.close(), third.context.close()]);
    },
  );

  it('resends the verification email from the review page and from a failed link', { timeout: 90_000 }, async () => {
    const user = await createVerifiedUser({ label: 'resend', verify: false });
    const mails = async () => (await listMail(mailboxUrl)).filter((m) => m.destination.to.includes(user.email)).length;
    expect(await mails()).toBe(1);
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, 390);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.getByText('Verify your email', { exact: true }).waitFor();
    await page.getByRole('button', { name: verificationMessages.resendAction }).click();
    await page.getByText(verificationMessages.resendAnswer).waitFor();
    await expect.poll(mails, { timeout: 10_000 }).toBe(2);

    // A link that does not work offers the same, asking for the email.
    const visitor = await openPage(getBrowser(), baseUrl);
    await visitor.page.goto('/email-verified/not-a-valid-link-0123456789');
    await visitor.page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
    const form = visitor.page.getByRole('form', { name: 'Resend verification email' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: verificationMessages.resendAction }).click();
    await visitor.page.getByText(verificationMessages.resendAnswer).waitFor();
    await expect.poll(mails, { timeout: 10_000 }).toBe(3);
    expect(pageErrors).toEqual([]);
    await Promise.all([context.close(), visitor.context.close()]);
  });

  it('an already used verification link says the account is verified, with the way in', async () => {
    const user = await createVerifiedUser({ label: 'reused', verify: false });
    const mail = (await listMail(mailboxUrl)).find((m) => m.destination.to.includes(user.email))!;
    const link = `${mail.body.text ?? ''}`.match(/https?:\/\/\S+\/email-verified\/\S+/)![0];
    const path = new URL(link).pathname;
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    const again = await context.newPage();
    await again.goto(path);
    await again.getByRole('heading', { name: verificationMessages.alreadyVerifiedTitle }).waitFor();
    await again.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await signInThroughDialog(again, user);
    await again.waitForURL('**/contract-review#top');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the library shows a contract analysed after the library was first opened', { timeout: 120_000 }, async () => {
    const user = await createVerifiedUser({ label: 'fresh-library', credits: 2 });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/library');
    await page.getByText("You haven't uploaded any contracts yet.").waitFor();

    // In the same tab (the library's answer is cached): analyse a contract, then back to the library.
    await page.getByRole('link', { name: 'Analyse New Contract' }).first().click();
    const party = `Fresh Party ${randomUUID().slice(0, 6)}`;
    const form = page.getByRole('form', { name: 'Contract review request' });
    await form.getByLabel('Contract text').fill(contract(party));
    await form.getByLabel('Reviewing on behalf of').fill(party);
    await form.getByRole('button', { name: 'Analyse Contract' }).click();
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });
    await page.getByRole('link', { name: 'Back to Library' }).click();
    await page.waitForURL('**/library');
    await page.locator('article', { hasText: party }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the library shows contract titles and keeps page and search in the URL', { timeout: 150_000 }, async () => {
    const user = await createVerifiedUser({ label: 'library-url', credits: 2 });
    const table = createTable(parseAdminConfig(process.env).table);
    const record = await createUsersRepo(table).getByEmail(user.email.toLowerCase());
    const now = Date.now();
    await seedContracts(
      table,
      record!.id,
      Array.from({ length: 11 }, (_, i) => ({
        createdAt: new Date(now - (i + 1) * 3_600_000),
        behalfOf: i === 5 ? 'Zephyr Holdings' : `Northwind ${i}`,
        contractText: `SUPPLY AGREEMENT ${i}. Goods are delivered within thirty days.`,
      })),
    );
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, 390);
    await signInContext(context, user);
    const id = await submitThroughForm(page, 'Harbour Buyer Ltd');
    const answer = await context.request.get(`${baseUrl}/api/contract/analysis/${id}`);
    const analysis = normaliseAnalysis(((await answer.json()) as AnalysisResponse).analysis)!;
    const type = analysis.dashboard_executive_summary.contract_snapshot.title_type;
    expect(type).not.toBe('');

    await page.goto('/library');
    const newest = page.locator('article').first();
    await newest.getByRole('heading', { name: new RegExp(`^${type} — .*Juniper Cloud`) }).waitFor();
    await newest.getByText('Reviewed for Harbour Buyer Ltd').waitFor();
    await newest.getByLabel('Risk counts').waitFor();
    const label = page.getByTestId('library-page-label');
    expect(await label.textContent()).toBe('Page 1 of 2 - 12 contracts');

    await page.getByRole('button', { name: 'Next →' }).click();
    await page.waitForURL('**/library?page=2');
    await page.reload();
    await page.getByTestId('library-page-label').getByText('Page 2 of 2 - 12 contracts').waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(2);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/library`);
    await page.getByText('Page 1 of 2 - 12 contracts').waitFor();

    await page.getByRole('searchbox').fill('zephyr');
    await page.waitForURL('**/library?q=zephyr');
    await page.reload();
    expect(await page.getByRole('searchbox').inputValue()).toBe('zephyr');
    await page.getByText('Page 1 of 1 - 1 contract').waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(1);

    await page.getByRole('searchbox').fill('no contract says this');
    await page.getByText('No contracts match your search criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL(`${baseUrl}/library`);
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    await page.getByText('Page 1 of 2 - 12 contracts').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a library card names the counterparty once when the analysis repeats it', { timeout: 60_000 }, async () => {
    const user = await createVerifiedUser({ label: 'library-dup' });
    const table = createTable(parseAdminConfig(process.env).table);
    const record = await createUsersRepo(table).getByEmail(user.email.toLowerCase());
    // As the analyzer wrote the NETGEAR fixture's parties: the name twice in one entry, the
    // reviewed party with its role, and the counterparty listed again.
    const analysis = JSON.stringify({
      dashboard_executive_summary: {
        overall_context: { summary: 'A distributor agreement.' },
        contract_snapshot: {
          title_type: 'Distributor Agreement',
          parties: ['Ingram Micro (Distributor)', 'NETGEAR NETGEAR', 'NETGEAR'],
          key_dates: {},
        },
      },
    });
    await seedContracts(table, record!.id, [
      {
        createdAt: new Date(),
        behalfOf: 'Ingram Micro',
        contractText: 'DISTRIBUTOR AGREEMENT between Ingram Micro and NETGEAR.',
        analysis,
      },
    ]);
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, 390);
    await signInContext(context, user);
    await page.goto('/library');
    const card = page.locator('article').first();
    await card.getByText('Reviewed for Ingram Micro').waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Distributor Agreement — NETGEAR');
    expect(await card.getAttribute('aria-label')).toBe('Distributor Agreement — NETGEAR');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
