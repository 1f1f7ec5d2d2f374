/**
 * Vite config for the single-page app. Run from the repository root:
 *   npm run build:web   (vite build --config frontend/vite.config.ts)
 * The dev server proxies /api to the local cloud (npm start serves it on 127.0.0.1:3000),
 * so cookies stay same-origin in development exactly as in production.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraGlobalStylesAtBuild } from './build-plugins/chakra-global-styles.js';
import { EARLY_REQUESTS_ENTRY, earlyFetches } from './build-plugins/early-fetches.js';
import { writePrerenderedPages } from './prerender/write-pages.js';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
/** Chakra's menu, dialog, drawer and tooltip, the Ark and Zag code under them, and their positioning and focus code. */
const OVERLAY_UI =
  /node_modules[\\/](@floating-ui|@zag-js[\\/](menu|dialog|tooltip|popper|focus-trap|aria-hidden|remove-scroll|dismissable|interact-outside)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](menu|dialog|tooltip)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](menu|dialog|drawer|tooltip))[\\/]/;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Source maps are build artefacts for debugging, never deployed: infra uploads frontend/dist only. */
export const SOURCEMAP_DIR = path.join(frontendRoot, 'dist-sourcemaps');

/**
 * Moves the source maps out of the bundle into frontend/dist-sourcemaps/ (same file names), so
 * the site bucket never serves them. With `sourcemap: 'hidden'` the scripts carry no
 * sourceMappingURL comment either; a developer loads a map into the browser's devtools by hand.
 */
function sourceMapsOutsideDist(): Plugin {
  return {
    name: 'clausewise:source-maps-outside-dist',
    apply: 'build',
    generateBundle(_options, bundle) {
      rmSync(SOURCEMAP_DIR, { recursive: true, force: true });
      mkdirSync(SOURCEMAP_DIR, { recursive: true });
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!fileName.endsWith('.map') || output.type !== 'asset') continue;
        const target = path.join(SOURCEMAP_DIR, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}

/**
 * Inlines the app's one stylesheet (the @font-face rules; every other style comes from Chakra at
 * run time) into index.html: a <link rel="stylesheet"> blocks the first paint for a round trip,
 * and this one is 1.5 KB gzip (decision 140).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'clausewise:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = ctx.bundle![fileName];
          if (!asset || asset.type !== 'asset') return tag;
          // The file is still written: a lazy chunk that imports app code from another lazy chunk lists it
          // among its dependencies (the results page's controls, pages/results/lazy-controls.tsx) and
          // fails to load with "Unable to preload CSS" when it is missing.
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * After the browser build, the landing, legal and guide pages rendered to HTML (shared/spa-routes.ts
 * lists them), so they paint before the scripts load (docs/decisions/226-prerendered-pages.md), and
 * Chakra's global styles written into index.html (docs/decisions/241-chakra-global-styles-at-build-time.md).
 */
function prerenderPages(): Plugin {
  let distDir = '';
  return {
    name: 'clausewise:prerender-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writePrerenderedPages({
        frontendRoot,
        distDir,
        cacheDir: path.join(repoRoot, 'node_modules/.cache/clausewise'),
      });
    },
  };
}

export default defineConfig({
  root: frontendRoot,
  plugins: [
    react(),
    chakraGlobalStylesAtBuild(),
    sourceMapsOutsideDist(),
    inlineStylesheet(),
    earlyFetches(frontendRoot),
    prerenderPages(),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // Few, cacheable chunks for the first load, and nothing in it that the landing page does not
    // run (docs/decisions/140-spa-initial-javascript.md): React and the router (every page needs
    // them, they change least), then the rest of the libraries the landing page imports
    // ('$initial': statically reachable from the entry), then our own first-load modules. Library
    // code only a lazy page uses (the results page's menus, tabs, tooltips) is split by use and
    // loads with that page. Without the groups the first load was 20 small files, and a browser's
    // six connections per host (HTTP/1.1 locally) fetched them in rounds.
    rolldownOptions: {
      input: {
        index: path.join(frontendRoot, 'index.html'),
        [EARLY_REQUESTS_ENTRY]: path.join(frontendRoot, 'src/early-requests.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 4,
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            { name: 'vendor', priority: 3, test: /node_modules[\\/]/, tags: ['$initial'] },
            // The early-requests entry stays a file of its own: it must not wait for the app's code.
            { name: 'app', priority: 2, tags: ['$initial'], test: (id: string) => !id.includes(EARLY_REQUESTS_ENTRY) },
            // The library code only lazy pages use (Chakra's dialogs, menus, drawers, switches and their
            // machines) in one chunk instead of ~20 of 0.1 to 10 KB: the results page fetched 30 files before
            // it could draw its report (docs/decisions/269-prerendered-review-and-results-shells.md).
            // Chakra's menus, dialogs, drawers and tooltips with their positioning and focus code: the results
            // page loads them after its report is on screen (pages/results/lazy-controls.tsx), not with the page.
            {
              name: 'lazy-ui',
              priority: 1,
              test: (id: string) => /node_modules[\\/]/.test(id) && !OVERLAY_UI.test(id),
            },
            // After lazy-ui: the code both use (Zag's DOM helpers, Ark's utilities) stays there.
            { name: 'overlay-ui', priority: 0, test: OVERLAY_UI },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The app imports the repository's shared/ folder, which sits outside frontend/.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
