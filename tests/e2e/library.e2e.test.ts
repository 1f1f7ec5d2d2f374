/**
 * Library journey: a signed-in user with 14 analysed contracts searches, filters and pages through
 * the library, opens a contract and proceeds to its report; a new user sees the empty state and a
 * visitor is sent home. With SCREENSHOT_DIR set, the screens are saved at 1280 and 390 wide.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { parseAdminConfig } from '../../scripts/admin/config';
import { seedContracts, type SeedContract } from '../../scripts/bench/seed-contracts';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext, type E2eUser } from '../support/e2e-users';

const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string, width: number) {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}-viewport.png`) });
}

const MINUTE = 60_000;
const text = (n: number) =>
  `SUPPLY AGREEMENT No. ${n}\n\nThis Supply Agreement is made between Northwind Traders and the Customer. ` +
  `1. Delivery. Goods are delivered within thirty (30) days. 2. Payment. Invoices are payable within 45 days. ` +
  `3. Governing Law. This Agreement is governed by the laws of England and Wales.`;

/** 12 supply agreements over the last hours, a Zephyr one today, and an old one 60 days back. */
async function seedLibrary(user: E2eUser): Promise<{ zephyrId: string }> {
  const table = createTable(parseAdminConfig(process.env).table);
  const record = await createUsersRepo(table).getByEmail(user.email.toLowerCase());
  if (!record) throw new Error('no user record');
  const now = Date.now();
  const seeds: SeedContract[] = Array.from({ length: 12 }, (_, i) => ({
    createdAt: new Date(now - (i + 2) * 10 * MINUTE),
    behalfOf: `Northwind Supplier ${String(i + 1).padStart(2, '0')}`,
    contractText: text(i + 1),
  }));
  seeds.push({
    createdAt: new Date(now - MINUTE),
    behalfOf: 'Zephyr Holdings',
    contractText: `CONSULTING AGREEMENT\n\nZephyr Holdings engages the Consultant for strategy work. ${text(99)}`,
    additionalInstructions: 'Focus on the termination rights.',
  });
  seeds.push({ createdAt: new Date(now - 60 * 24 * 60 * MINUTE), behalfOf: 'Archive Ltd', contractText: text(100) });
  const ids = await seedContracts(table, record.id, seeds);
  return { zephyrId: ids[12]! };
}

const cards = (page: Page) => page.locator('article');

describeInBrowser('library', (getBrowser) => {
  it(
    'searches, filters and pages through the library; opens a contract and proceeds to its report',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ label: 'library' });
      const { zephyrId } = await seedLibrary(user);
      for (const width of [1280, 390]) {
        const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, width);
        await signInContext(context, user);
        await page.goto('/library');
        await page.getByRole('heading', { name: 'Contract Library' }).waitFor();
        await page.getByText('Page 1').waitFor();
        expect(await cards(page).count()).toBe(10);
        // Newest first: the Zephyr contract leads page 1.
        await expect.poll(() => cards(page).first().getAttribute('aria-label')).toBe('Zephyr Holdings');
        const zephyr = page.getByRole('article', { name: 'Zephyr Holdings' });
        await zephyr.getByText('Completed').waitFor();
        await zephyr.getByText('With additional instructions').waitFor();
        await page
          .getByRole('article', { name: 'Northwind Supplier 01' })
          .getByText('No additional instructions')
          .waitFor();
        expect(await zephyr.textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} [AP]M/);
        await shot(page, 'library', width);

        if (width === 1280) {
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByText('Page 2').waitFor();
          await expect.poll(() => cards(page).count()).toBe(4);
          await page.getByRole('article', { name: 'Archive Ltd' }).waitFor();
          await page.getByRole('button', { name: 'Previous' }).click();
          await page.getByText('Page 1').waitFor();
          await expect.poll(() => cards(page).count()).toBe(10);

          // Search goes to the server (case-insensitive) after the debounce and resets to page 1.
          const search = page.getByRole('searchbox');
          await search.fill('ZEPHYR');
          await expect.poll(() => cards(page).count()).toBe(1);
          await page.getByRole('article', { name: 'Zephyr Holdings' }).waitFor();
          await search.fill('termination rights');
          await page.getByRole('article', { name: 'Zephyr Holdings' }).waitFor();
          await search.fill('no such contract anywhere');
          await page.getByText('No contracts match your search criteria.').waitFor();
          await search.fill('');
          await expect.poll(() => cards(page).count()).toBe(10);

          // The filter is applied by the server.
          const filter = page.getByRole('combobox', { name: 'Filter contracts' });
          await filter.selectOption({ label: 'Older' });
          await expect.poll(() => cards(page).count()).toBe(1);
          await page.getByRole('article', { name: 'Archive Ltd' }).waitFor();
          await filter.selectOption({ label: 'Recent (Last 7 days)' });
          await page.getByText('Page 1').waitFor();
          await expect.poll(() => cards(page).count()).toBe(10);
          await filter.selectOption({ label: 'All Contracts' });
        }

        await page
          .getByRole('article', { name: 'Zephyr Holdings' })
          .getByRole('button', { name: 'View Contract' })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Zephyr Holdings engages the Consultant').waitFor();
        await dialog.getByText('Focus on the termination rights.').waitFor();
        await shot(page, 'library-dialog', width);
        if (width === 1280) {
          await dialog.getByRole('button', { name: 'Close', exact: true }).click();
          await dialog.waitFor({ state: 'hidden' });
          await page
            .getByRole('article', { name: 'Zephyr Holdings' })
            .getByRole('button', { name: 'View Contract' })
            .click();
        }
        await page.getByRole('dialog').getByRole('button', { name: 'Proceed to Report' }).click();
        await page.waitForURL(`${baseUrl}/results/${zephyrId}`);
        expect(pageErrors).toEqual([]);
        await context.close();
      }
    },
  );

  it('shows the load failure with a Retry that recovers', async () => {
    const user = await createVerifiedUser({ label: 'library-fail' });
    const { page, context } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    let fail = true;
    await page.route('**/api/contract/user-contracts?*', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.goto('/library');
    await page.getByText('Failed to load contracts. Please try again.').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText("You haven't uploaded any contracts yet.").waitFor();
    await context.close();
  });

  it('shows the empty state to a new user and sends visitors home', async () => {
    const user = await createVerifiedUser({ label: 'library-empty' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/library');
    await page.getByText("You haven't uploaded any contracts yet.").waitFor();
    await page.getByRole('link', { name: 'Analyse New Contract' }).click();
    await page.waitForURL('**/contract-review');
    expect(pageErrors).toEqual([]);
    await context.close();

    const visitor = await openPage(getBrowser(), baseUrl);
    await visitor.page.goto('/library');
    await visitor.page.waitForURL(`${baseUrl}/`);
    await visitor.context.close();
  });
});
