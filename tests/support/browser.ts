/**
 * Browser journeys run in Debian's Chromium, driven by playwright-core (never a downloaded
 * browser). When the executable is missing the journeys are skipped with a clear message, unless
 * CI (tests/support/ci.ts) makes that a failure. The SPA under test is frontend/dist, served by the
 * local cloud of the shared globalSetup: run `npm run build:web` first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { requiredInCi } from './ci';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILT_SPA = path.resolve(import.meta.dirname, '../../frontend/dist/index.html');

/**
 * Chromium 156 builds its address-bar suggestions as two WebUI pages (chrome://omnibox-popup), each
 * in a renderer of its own, for every window: a headless context with one page started three
 * renderers, and those two cost more CPU than the page under test (about 0.8 s a context, a third of
 * Chromium's CPU in a run). Nothing here types into an address bar.
 */
const NO_OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
/**
 * Chromium honours only the last --disable-features, so Playwright's own list (playwright-core's
 * chromiumSwitches, 1.65; its Windows- and Edge-only entries left out) is repeated here with ours;
 * without it, HTTPS upgrades and paint holding, which Playwright turns off for predictable
 * navigations, would be back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_OMNIBOX_POPUP].join(',')}`,
];

export const browserAvailable = existsSync(CHROMIUM_PATH);

if (!browserAvailable) {
  const message = `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH or install Debian's chromium).`;
  if (requiredInCi) throw new Error(`${message} CI must have it.`);
  console.warn(`[browser tests] ${message} Skipping browser tests.`);
}

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(BUILT_SPA)) {
    throw new Error('frontend/dist/index.html is missing: run `npm run build:web` before the browser tests.');
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
}

let running: Promise<Browser> | undefined;

/**
 * One browser for every browser test of a worker process: test files share a worker and its
 * modules (Vitest's `isolate: false`), and a Chromium start and stop costs about 1.4 s of CPU, 48
 * times a run when each describe block had its own. A browser that crashed is started again.
 * Playwright closes it when the worker exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const browser = await running?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  running = launchBrowser();
  return running;
}

/** With TEST_ISOLATE=1 every file has its own modules, so a file's browser ends with the file. */
const browserPerFile = process.env.TEST_ISOLATE === '1';

/**
 * A describe block that gets the worker's browser, skipped when Chromium is unavailable. Its own
 * contexts are closed when it ends, so a test that failed half way leaves no page to the next file.
 */
export function describeInBrowser(name: string, body: (getBrowser: () => Browser) => void): void {
  (browserAvailable ? describe : describe.skip)(name, () => {
    let browser: Browser | undefined;
    const before = new Set<BrowserContext>();
    beforeAll(async () => {
      browser = await sharedBrowser();
      for (const context of browser.contexts()) before.add(context);
    });
    afterAll(async () => {
      if (!browser?.isConnected()) return;
      if (browserPerFile) return browser.close();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    });
    body(() => {
      if (!browser) throw new Error('The browser did not start');
      return browser;
    });
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far; journeys assert it stays empty. */
  pageErrors: string[];
}

/** A fresh context (own cookies and storage) and page at the given viewport width. */
export async function openPage(browser: Browser, baseURL: string, width = 1280): Promise<OpenedPage> {
  // Reduced motion, as a user may ask their system for: no spinner or pulse keeps the renderer
  // drawing frames while a journey waits (about a quarter of Chromium's CPU in a journey).
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  // Fail on the locator that never appeared, well before vitest's own 30 s test timeout.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A prerendered page (the landing, legal and guide pages) is on screen before the app loads: the
  // app's scripts are fetched once it has painted (decision 267). A click before the app has taken over
  // the page does nothing, as it would for a person; a journey goes on once it has.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appStarted(page);
    return response;
  };
  return { context, page, pageErrors };
}

/**
 * Resolves once React has a root on the page's #root (or the page has none): from then on a click is
 * handled, or replayed by React once the part clicked has hydrated. Polls on an interval, not on
 * animation frames, so that a journey with a fake clock still sees it.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    },
    undefined,
    { polling: 50 },
  );
}
