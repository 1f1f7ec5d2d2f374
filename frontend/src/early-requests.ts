/**
 * Runs before the app's scripts have loaded (its own small entry in the build, injected into
 * index.html by frontend/build-plugins/early-fetches.ts): starts the GETs the first screen needs
 * and preloads the chunks (and the few fonts, build-plugins/early-fetches.ts PAGE_FONTS) of the page
 * the path opens, so they travel while the app's ~180 KB of script downloads instead of after it.
 * The API client takes the answers (lib/early-responses.ts). Imports nothing at run time, so it
 * stays a file of its own.
 */
import type {} from './lib/early-responses';

/** The reads the app makes as it mounts on this path, with the same paths the API client uses. */
export function earlyRequestPaths(pathname: string): string[] {
  const paths = ['/api/contract/user-status'];
  const results = /^\/results\/([^/]+)\/?$/.exec(pathname);
  if (results) {
    try {
      paths.push(`/api/contract/analysis/${encodeURIComponent(decodeURIComponent(results[1]!))}`);
    } catch {
      // A malformed escape: the page shows its own error; nothing to fetch early.
    }
  }
  return paths;
}

/** The id of the build's table of page chunks (build-plugins/early-fetches.ts ROUTE_CHUNKS_ID). */
const ROUTE_CHUNKS_ID = 'route-chunks';

/** The chunk files of the page at this path, from the build's [route pattern, files][] table. */
export function pageChunks(table: [string, string[]][], pathname: string): string[] {
  return table.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1] ?? [];
}

/** How a file of the table is preloaded: a script chunk as a module, a font as a font. */
export function preloadAttributes(file: string): { rel: string; as?: string; type?: string } {
  return file.endsWith('.woff2') ? { rel: 'preload', as: 'font', type: 'font/woff2' } : { rel: 'modulepreload' };
}

/** A JSON data block the build wrote into the page; undefined when there is none (a development server's page). */
function readDataBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** A preload of one of the build's files, a chunk as a module and a font as a font (preloadAttributes). */
function appendPreload(file: string): void {
  const link = document.createElement('link');
  const { rel, as, type } = preloadAttributes(file);
  link.rel = rel;
  if (as) link.as = as;
  if (type) link.type = type;
  // Fonts are fetched in CORS mode, and a preload must match the request it stands for.
  link.crossOrigin = '';
  link.href = `/${file}`;
  document.head.append(link);
}

/** The chunk and font files of the page at this path; none without the table (the router loads the page as usual). */
function currentPageChunks(): string[] {
  return pageChunks(readDataBlock<[string, string[]][]>(ROUTE_CHUNKS_ID) ?? [], window.location.pathname);
}

/** The id of a prerendered page's list of the app's scripts (prerender/write-pages.ts APP_SCRIPTS_ID). */
const APP_SCRIPTS_ID = 'app-scripts';

/** What `afterFirstPaint` needs of the browser (the unit tests pass their own). */
export interface PaintEnvironment {
  setTimeout(callback: () => void, ms: number): unknown;
  requestAnimationFrame(callback: () => void): unknown;
  onLoad(callback: () => void): void;
  /** Calls back once the page's first contentful paint has happened; false where the browser cannot tell. */
  observeFirstContentfulPaint(callback: () => void): boolean;
  /** A page in a background tab draws nothing until it is shown. */
  hidden(): boolean;
}

/** How long a visible, loaded page that has drawn no content yet holds the app back. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Calls `start` once, after the page's first contentful paint (its text drawn, not only a frame:
 * the first frames can come before the content has been parsed or styled, and an app fetched then
 * shared the bandwidth with the page's own first paint), or at `load` in a tab that draws nothing.
 * Where the browser cannot tell about paints, after the first frame.
 */
export function afterFirstPaint(start: () => void, env: PaintEnvironment, complete: boolean): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (complete) return once();
  const watching = env.observeFirstContentfulPaint(() => env.setTimeout(once, 0));
  // A frame's callbacks run before it is drawn: the timeout set in one runs after.
  if (!watching) env.requestAnimationFrame(() => env.setTimeout(once, 0));
  env.onLoad(() => {
    if (!watching || env.hidden()) return once();
    env.setTimeout(once, FIRST_PAINT_WAIT_MS);
  });
}

/** The browser's side of PaintEnvironment. */
function browserPaintEnvironment(): PaintEnvironment {
  return {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    onLoad: (callback) => window.addEventListener('load', callback, { once: true }),
    hidden: () => document.visibilityState === 'hidden',
    observeFirstContentfulPaint(callback) {
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        return false;
      }
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        callback();
      });
      observer.observe({ type: 'paint', buffered: true });
      return true;
    },
  };
}

/**
 * The app shell paints nothing before the app has run, so it preloads the page's files at once.
 * A prerendered page loads the app only once it has painted (prerender/write-pages.ts
 * deferAppScripts), and its page's chunks with it: fetched with the HTML they shared the
 * bandwidth with what the first paint needs. Its fonts are preloaded at once: the prerendered
 * page draws its text in them, and a font the browser finds only by laying out that text is
 * fetched as part of the first paint. After the paint: the page's chunks first (the page's
 * content waits for them), then the app's as module preloads, then the entry that imports them.
 */
function loadPageAndApp(): void {
  const files = currentPageChunks();
  const fonts = files.filter((file) => preloadAttributes(file).as === 'font');
  const chunks = files.filter((file) => !fonts.includes(file));
  fonts.forEach(appendPreload);
  // The app shell has no list: its entry is already in the HTML.
  const app = readDataBlock<{ entry: string; preloads: string[] }>(APP_SCRIPTS_ID);
  if (!app) return chunks.forEach(appendPreload);
  afterFirstPaint(
    () => {
      chunks.forEach(appendPreload);
      app.preloads.forEach(appendPreload);
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = `/${app.entry}`;
      document.head.append(script);
    },
    browserPaintEnvironment(),
    document.readyState === 'complete',
  );
}

function startEarlyRequests(): void {
  const responses = new Map<string, Promise<Response>>();
  for (const path of earlyRequestPaths(window.location.pathname)) {
    const response = fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
    // Whoever takes it sees a failure; one nobody takes is not an unhandled rejection.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  window.clausewiseEarlyResponses = responses;
}

if (typeof window !== 'undefined') {
  startEarlyRequests();
  loadPageAndApp();
}
