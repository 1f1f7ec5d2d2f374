/**
 * `npx tsx scripts/lighthouse/screenshots.ts [--out dir] [--url origin --mailbox url]`: full-page
 * screenshots of the product's pages at 1280 and 390 px in headless Chromium, signed in as a fresh
 * user with one analysed fixture contract, and the height of each page (the results page's height
 * is the figure issue 14 tracks). A developer tool, not a test.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
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
  const pages: [string, string, boolean][] = [
    ['landing', '/', false],
    ['review', '/contract-review', true],
    ['results', `/results/${user.contractId}`, true],
    ['library', '/library', true],
    ['loading-signed-out', `/loading/${user.contractId}`, false],
    ['results-signed-out', `/results/${user.contractId}`, false],
    ['email-verified-bad', '/email-verified/not-a-real-token-123', false],
  ];
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]!.split(',') : undefined;
  for (const width of [1280, 390]) {
    for (const [name, route, signedIn] of pages) {
      if (only && !only.includes(name)) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      if (signedIn) {
        const [cookieName, ...rest] = user.cookie.split('; ')[0]!.split('=');
        await context.addCookies([{ name: cookieName!, value: rest.join('='), url: cloud.url }]);
      }
      const page = await context.newPage();
      // Not "networkidle": the engagement beacons and the session poll keep the network busy.
      await page.goto(`${cloud.url}${route}`, { waitUntil: 'load' });
      await page.waitForTimeout(2_000);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${name.padEnd(20)} ${String(width).padStart(4)} px wide: ${height} px high  ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await cloud.stop();
}
