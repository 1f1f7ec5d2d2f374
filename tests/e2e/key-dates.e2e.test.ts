/**
 * Key dates journey: a user opens an analysed contract's key dates from its report, marks it
 * signed, corrects the notice deadline, finds it on the Key dates page (filtered by kind and
 * contract), sees the audit trail, and creates a calendar feed whose URL parses as iCalendar. The
 * page's loading, failure and empty states are shown by holding or failing its request, never by
 * waiting. With SCREENSHOT_DIR set, the screens are saved.
 */
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { parseAdminConfig } from '../../scripts/admin/config';
import { seedContracts } from '../../scripts/bench/seed-contracts';
import { analysedContract } from '../integration/key-dates/helpers';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';

const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

describeInBrowser('key dates', (getBrowser) => {
  it(
    'signs a contract, corrects a date, filters the Key dates page and subscribes to the calendar feed',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ label: 'keydates' });
      const table = createTable(parseAdminConfig(process.env).table);
      const record = await createUsersRepo(table).getByEmail(user.email.toLowerCase());
      const seed = (counterparty: string, expiration: string) => ({
        createdAt: new Date(),
        behalfOf: 'Acme Buyer Inc.',
        ...analysedContract({ effective: '2097-01-15', expiration, counterparty }),
      });
      const [supplyId, otherId] = await seedContracts(table, record!.id, [
        seed('Northwind Traders Ltd', '2099-01-15'),
        seed('Contoso Logistics', '2098-06-30'),
      ]);

      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, 1280);
      await signInContext(context, user);

      // Loading, then empty: the list request is held until the skeleton has been seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/key-dates', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/key-dates');
      await page.getByLabel('Loading key dates').waitFor();
      release();
      await page.getByText('No coming dates yet. Mark an analysed contract as signed to track its dates.').waitFor();
      await page.unroute('**/api/key-dates');

      // From the report to the contract's key dates: the analysis' proposal, then signing.
      await page.goto(`/results/${supplyId}`);
      await page.getByRole('link', { name: 'Key dates & audit' }).click();
      await page.waitForURL(`${baseUrl}/key-dates/${supplyId}`);
      await page.getByRole('heading', { name: 'Supply Agreement — Northwind Traders Ltd' }).waitFor();
      const proposed = page.getByRole('region', { name: 'Dates found in the analysis' });
      await proposed.getByText('Last day to give notice of non-renewal').waitFor();
      await proposed.getByText('Section 12.1 (Term) · computed as 2099-01-15 minus 90 days notice').waitFor();
      await shot(page, 'contract-dates-unsigned');
      await page.getByLabel('Signature date').fill('2026-11-20');
      await page.getByRole('button', { name: 'Mark as signed' }).click();
      await page.getByText('Signed on Fri, Nov 20, 2026. Its dates are tracked below.').waitFor();

      // Correct the notice deadline (the clause says "received no later than": a week of post).
      const deadline = page.getByRole('group', { name: 'Date 3: Last day to give notice of non-renewal' });
      await expect.poll(() => deadline.getByLabel('Date').inputValue()).toBe('2098-10-17');
      await deadline.getByLabel('Date').fill('2098-10-10');
      await page.getByRole('button', { name: 'Save dates' }).click();
      await deadline.getByText('Edited').waitFor();
      const audit = page.getByRole('list', { name: 'Audit entries, newest first' });
      await audit.getByText('Key dates changed').waitFor();
      await audit.getByText(/2098-10-17 to 2098-10-10/).waitFor();
      await audit.getByText('Signature recorded').waitFor();
      await shot(page, 'contract-dates-signed');

      // The other contract is signed too, then the Key dates page lists both, soonest first.
      const other = await context.request.post(`${baseUrl}/api/contract/${otherId}/signed`, {
        data: { signedOn: '2026-11-20' },
        headers: { origin: baseUrl },
      });
      expect(other.status()).toBe(201);
      await page.getByRole('link', { name: 'Key dates', exact: true }).first().click();
      await page.waitForURL(`${baseUrl}/key-dates`);
      const items = page.getByRole('list', { name: 'Coming dates' }).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(8);
      await page.getByLabel('Kind of date').selectOption({ label: 'Notice deadline' });
      await expect.poll(() => items.count()).toBe(2);
      await expect
        .poll(() => items.first().getAttribute('aria-label'))
        .toBe('Notice deadline: Supply Agreement — Contoso Logistics, Tue, Apr 1, 2098');
      await page
        .getByLabel('Contract', { exact: true })
        .selectOption({ label: 'Supply Agreement — Northwind Traders Ltd' });
      await expect.poll(() => items.count()).toBe(1);
      await items.first().getByText('Edited').waitFor();
      expect(page.url()).toContain('kind=notice-deadline');
      await shot(page, 'key-dates-filtered');
      await page.getByLabel('Kind of date').selectOption({ label: 'Renewal' });
      await expect.poll(() => items.count()).toBe(1);
      await page.getByLabel('Kind of date').selectOption({ label: 'Effective date' });
      await page.getByLabel('Contract', { exact: true }).selectOption({ label: 'All signed contracts' });
      await expect.poll(() => items.count()).toBe(2);

      // The calendar feed: its URL, shown once, opens in a calendar parser.
      await page.getByRole('button', { name: 'Create feed link' }).click();
      const url = await page.getByTestId('calendar-feed-url').textContent();
      expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await fetch(url!);
      expect(feed.status).toBe(200);
      const events = new ICAL.Component(ICAL.parse(await feed.text()))
        .getAllSubcomponents('vevent')
        .map((c) => new ICAL.Event(c));
      expect(
        events
          .find((e) => e.summary === 'Notice deadline: Supply Agreement — Northwind Traders Ltd')
          ?.startDate.toString(),
      ).toBe('2098-10-10');
      await page.getByRole('button', { name: 'Turn off' }).click();
      await page.getByText('No feed yet.').waitFor();
      expect((await fetch(url!)).status).toBe(404);

      // A failed load says so and offers Retry, which recovers.
      await page.route('**/api/key-dates', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      await page.reload();
      await page.getByText('Key dates could not be loaded. Please try again.').waitFor();
      await page.unroute('**/api/key-dates');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => items.count()).toBe(2);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
