/**
 * Writes the prerendered pages (shared/spa-routes.ts PRERENDERED_PAGES) after the browser build:
 * builds render-page.tsx for Node, renders each route and puts its markup into a copy of the built
 * index.html (same scripts, inline styles and preloads), in <div id="root" data-prerendered>. The
 * app hydrates such a root instead of rendering it afresh (frontend/src/main.tsx).
 * docs/decisions/226-prerendered-pages.md.
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
 * in the body make the browser recompute styles as it parses each one. Moved into <head> instead:
 * the global styles as they are, the class rules as one element listing every class it holds, the
 * form Emotion's cache reads when the app starts (it then inserts none of them again).
 */
export function hoistEmotionStyles(markup: string): { head: string; body: string } {
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
  const classes = names.length > 0 ? [`<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`] : [];
  return { head: [...globals, ...classes].join(''), body };
}

/** The shell with a page's markup in its root; throws when the shell has no empty root to fill. */
export function fillShell(shell: string, route: string, markup: string): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The app shell has no ${ROOT_ELEMENT} to prerender into`);
  const { head, body } = hoistEmotionStyles(markup);
  const escapedRoute = route.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return shell
    .replace('</head>', () => `${head}\n  </head>`)
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
  const shell = readFileSync(path.join(options.distDir, APP_SHELL_FILE), 'utf8');
  for (const page of PRERENDERED_PAGES) {
    const target = path.join(options.distDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, fillShell(shell, page.route, await renderPage(page.route)));
  }
  rmSync(outDir, { recursive: true, force: true });
}
