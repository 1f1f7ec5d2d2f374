/**
 * The browser the journeys run in starts only what a page needs: the address bar's suggestion
 * pages (chrome://omnibox-popup) cost more CPU than the page under test when Chromium builds them
 * for every context, so tests/support/browser.ts turns them off. If a Chromium update renames the
 * feature, this fails instead of the suite quietly growing slower.
 */
import { expect, inject, it } from 'vitest';
import { describeInBrowser, openPage } from '../support/browser';

const baseUrl = inject('baseUrl');

describeInBrowser('the test browser', (getBrowser) => {
  it('opens a page with no renderer for browser UI beside it', async () => {
    const browser = getBrowser();
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/privacy');
    await page.getByRole('heading').first().waitFor();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    await session.detach();
    const mine = targetInfos.filter((t) => t.type === 'page' && t.url.startsWith(baseUrl));
    expect(mine.length).toBeGreaterThan(0);
    expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
    await context.close();
  });
});
