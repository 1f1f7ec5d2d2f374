/**
 * `npx tsx scripts/lighthouse/screenshots.ts [--out dir] [--only name,name] [--widths 1280,390]`:
 * full-page screenshots of every page of the product (and its main dialogs) at 1280 and 390 px in
 * headless Chromium, as a visitor, a free user with a credit, a free user with none, a paid user
 * with few credits and an administrator, and the height of each page. A developer tool, not a
 * test. Plans, credits and roles are set through the users repository, so it needs its own cloud
 * (not --url).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import {
  cloudArgs,
  fixtureText,
  signedInUser,
  startOrUseCloud,
  type JourneyCloud,
  type SignedInUser,
} from './journey-cloud';

const argv = process.argv.slice(2);
const flag = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const out = path.resolve(flag('--out') ?? '/tmp/clausewise-shots');
mkdirSync(out, { recursive: true });
const only = flag('--only')?.split(',');
const widths = (flag('--widths') ?? '1280,390').split(',').map(Number);

const cloud = await startOrUseCloud(cloudArgs(argv));

/** Sets plan, credits and role as the operator CLI would. */
async function setAccount(
  c: JourneyCloud,
  email: string,
  fields: { plan?: 'free' | 'paid'; credits?: number; admin?: boolean },
) {
  if (!c.env) throw new Error('screenshots.ts sets plans through the table: run it without --url');
  const users = createUsersRepo(
    createTable({
      region: c.env.AWS_REGION ?? 'us-east-1',
      tableName: c.env.TABLE_NAME!,
      endpoint: c.env.AWS_ENDPOINT_URL_DYNAMODB,
    }),
  );
  const user = await users.getByEmail(email);
  if (!user) throw new Error(`no user ${email}`);
  if (fields.plan) await users.setPlan(user.id, fields.plan);
  if (fields.credits !== undefined) await users.setCredits(user.id, fields.credits);
  if (fields.admin) await users.setRole(user.id, 'admin');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  // A free user whose free credit paid for one analysed contract (0 credits left).
  const user = await signedInUser(cloud, { analyse: fixtureText(), behalfOf: 'Ingram Micro' });
  // A free user with the credit still there (the review page; with none it sends the user to /waitlist).
  const fresh = await signedInUser(cloud);
  // A paid user with 3 credits (the low-credit dialog) and one analysed contract.
  const paid = await signedInUser(cloud, { analyse: fixtureText(), behalfOf: 'NETGEAR' });
  await setAccount(cloud, paid.email, { plan: 'paid', credits: 3 });
  const admin = await signedInUser(cloud);
  await setAccount(cloud, admin.email, { admin: true });

  /** What to do on the page before the screenshot (open a dialog...); a dialog is shot in the viewport. */
  type Action = (page: Page) => Promise<void>;
  const settle = (page: Page) => page.waitForTimeout(600); // a dialog's opening animation
  const openUpgrade: Action = async (page) => {
    await page.getByRole('button', { name: 'Download Analysis' }).click();
    await page.getByRole('menuitem').first().click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    await settle(page);
  };
  const openRedline: Action = async (page) => {
    await page
      .getByRole('button', { name: /Generate Redline|Preview Redline/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    await settle(page);
  };
  const openContract: Action = async (page) => {
    await page.getByRole('button', { name: 'View Contract' }).first().click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
  };
  const openMenu: Action = async (page) => {
    const mobile = page.getByRole('button', { name: 'Open menu' });
    if (await mobile.isVisible()) await mobile.click();
    else await page.getByRole('button', { name: /Account menu/ }).click();
    await settle(page);
  };

  type Who = false | SignedInUser;
  const pages: [string, string, Who, Action?][] = [
    ['landing', '/', false],
    ['review-signed-out', '/contract-review', false],
    ['review', '/contract-review', fresh],
    ['review-low-credits', '/contract-review', paid],
    ['review-no-credits', '/contract-review', user],
    ['loading-signed-out', `/loading/${user.contractId}`, false],
    ['results', `/results/${user.contractId}`, user],
    ['upgrade-dialog', `/results/${user.contractId}`, user, openUpgrade],
    ['redline-dialog', `/results/${paid.contractId}`, paid, openRedline],
    ['results-signed-out', `/results/${user.contractId}`, false],
    ['library', '/library', user],
    ['library-older', '/library?filter=older', user],
    ['contract-dialog', '/library', user, openContract],
    ['playbooks', '/playbooks', fresh],
    ['waitlist', '/waitlist', false],
    ['waitlist-signed-in', '/waitlist', user],
    ['waitlist-paid', '/waitlist', paid],
    ['pricing-free', '/pricing', user],
    ['pricing-paid', '/pricing', paid],
    ['payment-success-unknown', '/payment-success?session_id=cs_local_unknown', paid],
    ['payment-canceled', '/payment-canceled', paid],
    ['email-verified-again', `/email-verified/${encodeURIComponent(user.verificationToken)}`, false],
    ['email-verified-bad', '/email-verified/not-a-real-token-123', false],
    ['reset-request', '/reset-password', false],
    ['reset-form', '/reset-password/not-a-real-reset-token-123456', false],
    ['email-test', '/email-test', admin],
    ['user-guide', '/user-guide', fresh],
    ['terms', '/terms', false],
    ['privacy', '/privacy', false],
    ['not-found', '/no-such-page', false],
    ['account', '/account', paid],
    ['key-dates', '/key-dates', paid],
    ['contract-dates', `/key-dates/${paid.contractId}`, paid],
    ['organization', '/organization', paid],
    ['api-docs', '/api-docs', false],
    ['menu', '/library', paid, openMenu],
  ];
  for (const width of widths) {
    for (const [name, route, who, action] of pages) {
      if (only && !only.includes(name)) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      if (who) {
        const [cookieName, ...rest] = who.cookie.split('; ')[0]!.split('=');
        await context.addCookies([{ name: cookieName!, value: rest.join('='), url: cloud.url }]);
      }
      const page = await context.newPage();
      try {
        // Not "networkidle": the engagement beacons and the session poll keep the network busy.
        await page.goto(`${cloud.url}${route}`, { waitUntil: 'load' });
        await page.waitForTimeout(2_000);
        if (action) await action(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        const file = path.join(out, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !action });
        console.log(
          `${name.padEnd(24)} ${String(width).padStart(4)} px wide: ${height} px high${wide ? '  OVERFLOWS' : ''}  ${file}`,
        );
      } catch (err) {
        console.log(`${name.padEnd(24)} ${String(width).padStart(4)} px: FAILED ${String(err).split('\n')[0]}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await cloud.stop();
}
