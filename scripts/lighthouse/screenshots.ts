/**
 * `npx tsx scripts/lighthouse/screenshots.ts [--out dir] [--url origin --mailbox url]`: full-page
 * screenshots of the product's pages at 1280 and 390 px in headless Chromium, signed in as a fresh
 * user with one analysed fixture contract, and the height of each page (the results page's height
 * is the figure issue 14 tracks). A developer tool, not a test.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { cloudArgs, fixtureText, signedInUser, startOrUseCloud } from './journey-cloud';

const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
const out = path.resolve(outIndex >= 0 ? argv[outIndex + 1]! : '/tmp/clausewise-shots');
mkdirSync(out, { recursive: true });

const cloud = await startOrUseCloud(cloudArgs(argv));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  const user = await signedInUser(cloud, { analyse: fixtureText(), behalfOf: 'Ingram Micro' });
  /** What to do on the page before the screenshot (open a dialog...). */
  type Action = (page: Page) => Promise<void>;
  const openUpgrade: Action = async (page) => {
    await page.getByRole('button', { name: 'Download Analysis' }).click();
    await page.getByRole('menuitem').first().click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500); // the dialog's opening animation
  };
  // The review page needs a credit left (with none it sends the user to /waitlist, shown too).
  const fresh = await signedInUser(cloud);
  const pages: [string, string, boolean | 'fresh', Action?][] = [
    ['landing', '/', false],
    ['review', '/contract-review', 'fresh'],
    ['review-no-credits', '/contract-review', true],
    ['results', `/results/${user.contractId}`, true],
    ['upgrade-dialog', `/results/${user.contractId}`, true, openUpgrade],
    ['library', '/library', true],
    ['pricing', '/pricing', true],
    ['loading-signed-out', `/loading/${user.contractId}`, false],
    ['results-signed-out', `/results/${user.contractId}`, false],
    ['email-verified-again', `/email-verified/${encodeURIComponent(user.verificationToken)}`, false],
    ['email-verified-bad', '/email-verified/not-a-real-token-123', false],
  ];
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]!.split(',') : undefined;
  for (const width of [1280, 390]) {
    for (const [name, route, signedIn, action] of pages) {
      if (only && !only.includes(name)) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      if (signedIn) {
        const [cookieName, ...rest] = (signedIn === 'fresh' ? fresh : user).cookie.split('; ')[0]!.split('=');
        await context.addCookies([{ name: cookieName!, value: rest.join('='), url: cloud.url }]);
      }
      const page = await context.newPage();
      // Not "networkidle": the engagement beacons and the session poll keep the network busy.
      await page.goto(`${cloud.url}${route}`, { waitUntil: 'load' });
      await page.waitForTimeout(2_000);
      if (action) await action(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = path.join(out, `${name}-${width}.png`);
      // A dialog is seen in the viewport, the way a visitor sees it; a page whole.
      await page.screenshot({ path: file, fullPage: !action });
      console.log(`${name.padEnd(20)} ${String(width).padStart(4)} px wide: ${height} px high  ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await cloud.stop();
}
