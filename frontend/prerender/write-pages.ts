/**
 * Writes the prerendered pages (shared/spa-routes.ts PRERENDERED_PAGES) after the browser build:
 * builds render-page.tsx for Node, renders each route and puts its markup into a copy of the built
 * index.html (same scripts, inline styles and preloads), in <div id="root" data-prerendered>. The
 * app hydrates such a root instead of rendering it afresh (frontend/src/main.tsx).
 * docs/decisions/226-prerendered-pages.md. Chakra's global styles, which the pages render alike,
 * go into index.html itself (docs/decisions/241-chakra-global-styles-at-build-time.md).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../../shared/spa-routes.js';

const ROOT_ELEMENT = '<div id="root"></div>';

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion renders each component's styles as a <style> element beside its markup; dozens of them
 * in the body make the browser recompute styles as it parses each one. Taken out of the markup
 * instead: the global styles (Chakra's reset, global CSS and tokens: the same on every page, so the
 * build writes them into the app shell, see `withGlobalStyles`) as they are, the class rules as one
 * element listing every class it holds, the form Emotion's cache reads when the app starts (it then
 * inserts none of them again).
 */
export function hoistEmotionStyles(markup: string): { globals: string; classes: string; body: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const body = markup.replace(EMOTION_STYLE, (_tag, key: string, css: string) => {
    const [cacheKey, ...ids] = key.split(' ');
    if (cacheKey === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${key}">${css}</style>`);
    }
    return '';
  });
  const classes = names.length > 0 ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return { globals: globals.join(''), classes, body };
}

/**
 * The app shell with Chakra's global styles in its <head>, ahead of everything Emotion adds: the
 * browser build leaves them out of Chakra (build-plugins/chakra-global-styles.ts), so every page,
 * prerendered or not, has them from its HTML.
 */
export function withGlobalStyles(shell: string, globals: string): string {
  if (!shell.includes('</head>')) throw new Error('The app shell has no </head> for the global styles');
  return shell.replace('</head>', () => `${globals}\n  </head>`);
}

/** The id of the JSON block listing the app's scripts on a prerendered page (src/early-requests.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

const APP_ENTRY = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;

/**
 * A prerendered page is on screen before any script runs, so its app (the entry and the chunks it
 * preloads, ~180 KB) is not fetched with the HTML: on a slow phone those downloads shared the
 * bandwidth with the page and its fonts and held back the first paint. The page lists them in a
 * JSON block instead, and the early-requests script loads them once the page has painted.
 * Throws when the shell has no app entry to move.
 */
export function deferAppScripts(shell: string): string {
  const entry = APP_ENTRY.exec(shell)?.[1];
  if (!entry) throw new Error('The app shell has no <script type="module" crossorigin src> for the app\'s entry');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  // "<" escaped so no file name can close the data block early.
  const list = JSON.stringify({ entry, preloads }).replace(/</g, '\\u003c');
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(APP_ENTRY, () => `<script type="application/json" id="${APP_SCRIPTS_ID}">${list}</script>`);
}

/** The shell with a page's markup in its root; throws when the shell has no empty root to fill. */
export function fillShell(shell: string, route: string, markup: string): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The app shell has no ${ROOT_ELEMENT} to prerender into`);
  const { classes, body } = hoistEmotionStyles(markup);
  const escapedRoute = route.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return shell
    .replace('</head>', () => `${classes}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${escapedRoute}">${body}</div>`);
}

export async function writePrerenderedPages(options: { frontendRoot: string; distDir: string; cacheDir: string }) {
  const outDir = path.join(options.cacheDir, 'prerender');
  await build({
    configFile: false,
    root: options.frontendRoot,
    logLevel: 'warn',
    plugins: [react()],
    publicDir: false,
    build: {
      ssr: path.join(options.frontendRoot, 'prerender/render-page.tsx'),
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
    },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(outDir, 'render-page.mjs')).href)) as {
    renderPage: (route: string) => Promise<string>;
  };
  const pages: { file: string; route: string; markup: string }[] = [];
  for (const page of PRERENDERED_PAGES) pages.push({ ...page, markup: await renderPage(page.route) });
  const globals = new Set(pages.map((page) => hoistEmotionStyles(page.markup).globals));
  // One system, one set of global styles: pages that differ would need them per page.
  if (globals.size !== 1) throw new Error('The prerendered pages render different global styles');
  const shellFile = path.join(options.distDir, APP_SHELL_FILE);
  const shell = withGlobalStyles(readFileSync(shellFile, 'utf8'), [...globals][0]!);
  writeFileSync(shellFile, shell);
  for (const page of pages) {
    const target = path.join(options.distDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, deferAppScripts(fillShell(shell, page.route, page.markup)));
  }
  rmSync(outDir, { recursive: true, force: true });
}
