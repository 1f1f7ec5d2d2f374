/** Which HTML answers which route, how a prerendered page is assembled, and what a page fetches first. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPageModules } from '../../frontend/build-plugins/early-fetches';
import { EAGER_GLOBAL_STYLES, withoutEagerGlobalStyles } from '../../frontend/build-plugins/chakra-global-styles';
import { deferAppScripts, fillShell, hoistEmotionStyles, withGlobalStyles } from '../../frontend/prerender/write-pages';
import {
  afterFirstPaint,
  earlyRequestPaths,
  FIRST_PAINT_WAIT_MS,
  pageChunks,
  preloadAttributes,
  type PaintEnvironment,
} from '../../frontend/src/early-requests';
import { htmlFileFor } from '../../shared/spa-routes';

describe('htmlFileFor', () => {
  it('answers the prerendered pages with their HTML, other routes with the app shell, other paths with nothing', () => {
    expect(htmlFileFor('/')).toBe('prerendered/home.html');
    expect(htmlFileFor('/terms/')).toBe('prerendered/terms.html');
    expect(htmlFileFor('/privacy')).toBe('prerendered/privacy.html');
    expect(htmlFileFor('/user-guide')).toBe('prerendered/user-guide.html');
    expect(htmlFileFor('/contract-review')).toBe('prerendered/contract-review.html');
    // One shell for every contract's results page.
    expect(htmlFileFor('/results/01HZX')).toBe('prerendered/results.html');
    expect(htmlFileFor('/results/01HZY/')).toBe('prerendered/results.html');
    expect(htmlFileFor('/library')).toBe('index.html');
    expect(htmlFileFor('/loading/01HZX')).toBe('index.html');
    expect(htmlFileFor('/terms/extra')).toBeUndefined();
    expect(htmlFileFor('/no-such-page')).toBeUndefined();
  });
});

describe('a prerendered page', () => {
  const shell =
    '<html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
  const markup =
    '<style data-emotion="css-global g1">:root{--x:1}</style><header><style data-emotion="css a1">.css-a1{color:red}</style>' +
    '<h1 class="css-a1">Hi</h1></header><style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p class="css-b2">x</p>';

  it("takes Emotion's styles out of the markup: globals as they are, class rules as one element naming every class", () => {
    const { globals, classes, body } = hoistEmotionStyles(markup);
    expect(globals).toBe('<style data-emotion="css-global g1">:root{--x:1}</style>');
    expect(classes).toBe(
      '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>',
    );
    expect(body).toBe('<header><h1 class="css-a1">Hi</h1></header><p class="css-b2">x</p>');
  });

  it('is the shell with the markup in a root marked with its route, its class rules in the head, the scripts unchanged', () => {
    const page = fillShell(shell, '/terms', markup);
    expect(page).toContain('<div id="root" data-prerendered="/terms"><header><h1 class="css-a1">Hi</h1>');
    expect(page).toMatch(/<style data-emotion="css a1 b2 c3">[^<]*<\/style>\s*<\/head>/);
    expect(page).not.toContain('css-global'); // the shell carries them (withGlobalStyles)
    expect(page).toContain('<script type="module" src="/a.js"></script>');
    expect(() => fillShell('<div id="root">x</div>', '/', markup)).toThrow(/no <div id="root"><\/div>/);
  });

  it("lists the app's entry and module preloads for the early-requests script instead of fetching them with the page", () => {
    const built =
      '<head><link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n' +
      '<script type="module" async crossorigin src="/assets/early-requests-3.js"></script>\n' +
      '<script type="module" crossorigin src="/assets/index-4.js"></script></head><body><div id="root"></div></body>';
    const page = deferAppScripts(built);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('src="/assets/index-4.js"');
    expect(page).toContain('<script type="module" async crossorigin src="/assets/early-requests-3.js"></script>');
    const list = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(list!)).toEqual({
      entry: 'assets/index-4.js',
      preloads: ['assets/react-1.js', 'assets/vendor-2.js'],
    });
    expect(() => deferAppScripts('<div id="root"></div>')).toThrow(/no <script type="module" crossorigin src>/);
  });

  it("puts Chakra's global styles into the shell's head, for every page", () => {
    const globals = '<style data-emotion="css-global g1">:root{--x:1}</style>';
    expect(withGlobalStyles(shell, globals)).toMatch(
      /<title>t<\/title><style data-emotion="css-global g1">[^<]*<\/style>\s*<\/head>/,
    );
    expect(() => withGlobalStyles('<div id="root"></div>', globals)).toThrow(/no <\/head>/);
  });
});

describe("Chakra's system in the browser build", () => {
  it('builds no global styles (index.html has them), and the build stops when Chakra no longer has that line', () => {
    const source = `function createSystem() {\n  ${EAGER_GLOBAL_STYLES}\n  return { _global };\n}`;
    const built = withoutEagerGlobalStyles(source);
    expect(built).toContain('const _global = [];');
    expect(built).not.toContain('getTokenCss()');
    expect(built.split('\n')).toHaveLength(source.split('\n').length);
    expect(() => withoutEagerGlobalStyles('const _global = computeGlobals();')).toThrow(/no longer contains/);
  });
});

describe('what a page fetches before the app loads', () => {
  it('the session on every page, and the analysis on a results page, at the paths the API client reads', () => {
    expect(earlyRequestPaths('/')).toEqual(['/api/contract/user-status']);
    expect(earlyRequestPaths('/results/01HZX/')).toEqual(['/api/contract/user-status', '/api/contract/analysis/01HZX']);
    expect(earlyRequestPaths('/results/a%20b')).toEqual(['/api/contract/user-status', '/api/contract/analysis/a%20b']);
    expect(earlyRequestPaths('/results/%E0%A4%A')).toEqual(['/api/contract/user-status']);
  });

  it("the page's chunks, from the router's lazy pages", () => {
    const appDir = path.resolve(import.meta.dirname, '../../frontend/src/app');
    const pages = lazyPageModules(readFileSync(path.join(appDir, 'AppRoutes.tsx'), 'utf8'), appDir);
    expect(pages.get('/results/:contractId')).toBe(path.resolve(appDir, '../pages/results/ResultsPage.tsx'));
    expect(pages.get('/contract-review')).toBe(path.resolve(appDir, '../pages/contract-review/ContractReviewPage.tsx'));
    expect(pages.get('/terms')).toBe(path.resolve(appDir, '../pages/legal/TermsPage.tsx'));
    expect(pages.has('/')).toBe(false); // the landing page is in the first load
    const table: [string, string[]][] = [['^/results/[^/]+/?$', ['assets/ResultsPage-1.js', 'assets/menu-2.js']]];
    expect(pageChunks(table, '/results/01HZX')).toEqual(['assets/ResultsPage-1.js', 'assets/menu-2.js']);
    expect(pageChunks(table, '/library')).toEqual([]);
  });

  /** A browser whose frames, timers, load event and paint entries the test drives. */
  function fakeBrowser(paintTiming: boolean, hidden = false) {
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const onLoad: (() => void)[] = [];
    const paints: (() => void)[] = [];
    const env: PaintEnvironment = {
      requestAnimationFrame: (callback) => frames.push(callback),
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      onLoad: (callback) => onLoad.push(callback),
      hidden: () => hidden,
      observeFirstContentfulPaint: (callback) => paintTiming && paints.push(callback) > 0,
    };
    return { env, frames, timers, onLoad, paints };
  }

  it("a prerendered page's app loads after its first contentful paint, once", () => {
    const browser = fakeBrowser(true);
    let started = 0;
    afterFirstPaint(() => started++, browser.env, false);
    expect(browser.frames).toEqual([]); // a frame is not the content
    browser.paints.shift()!(); // the content is being drawn: not yet
    expect(started).toBe(0);
    browser.timers.shift()!.callback(); // after it
    expect(started).toBe(1);
    browser.onLoad.shift()!();
    browser.timers.shift()!.callback();
    expect(started).toBe(1);
  });

  it('a loaded page that has drawn no content waits a moment for it; a background tab loads the app at load', () => {
    const visible = fakeBrowser(true);
    let started = 0;
    afterFirstPaint(() => started++, visible.env, false);
    visible.onLoad.shift()!();
    expect(started).toBe(0);
    const wait = visible.timers.shift()!;
    expect(wait.ms).toBe(FIRST_PAINT_WAIT_MS);
    wait.callback();
    expect(started).toBe(1);
    const background = fakeBrowser(true, true);
    afterFirstPaint(() => started++, background.env, false);
    background.onLoad.shift()!();
    expect(started).toBe(2);
    afterFirstPaint(() => started++, background.env, true); // already loaded: at once
    expect(started).toBe(3);
  });

  it('without paint timing, the app loads after the first frame is drawn, or at load', () => {
    const browser = fakeBrowser(false);
    let started = 0;
    afterFirstPaint(() => started++, browser.env, false);
    browser.frames.shift()!(); // the frame is about to be drawn: not yet
    expect(started).toBe(0);
    browser.timers.shift()!.callback(); // after it
    expect(started).toBe(1);
    const noFrame = fakeBrowser(false);
    afterFirstPaint(() => started++, noFrame.env, false);
    noFrame.onLoad.shift()!();
    expect(started).toBe(2);
  });

  it("a page's fonts preloaded as fonts, its chunks as modules", () => {
    expect(preloadAttributes('assets/inter-latin-700-normal-x1.woff2')).toEqual({
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
    });
    expect(preloadAttributes('assets/ResultsPage-1.js')).toEqual({ rel: 'modulepreload' });
  });
});
