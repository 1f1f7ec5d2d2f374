/**
 * What the page fetches first, written into index.html by the build (and so into every
 * prerendered page); docs/decisions/226-prerendered-pages.md:
 * - the early-requests entry (src/early-requests.ts) as an async module script ahead of the app's:
 *   it runs as soon as it arrives, without waiting for the app's ~180 KB, starts the first screen's
 *   API reads and preloads the chunks of the page the path opens (the table below);
 * - a table of each route's page chunks (a JSON data block, never run as script): without it the
 *   browser learns of a page's chunk only once the app has loaded and rendered the route;
 * - preloads of the Latin font files the first screens' text uses (Inter, every weight in one file,
 *   and the headings' Source Serif semibold and bold), which the browser otherwise finds only when it lays
 *   out that text: a heading drawn in the fallback face and redrawn in Source Serif moves what is
 *   below it (a layout shift on the results page). The other faces and subsets load on use, but for
 *   the few a page's first screen needs (PAGE_FONTS), which go into that page's row of the table:
 *   the early-requests script preloads them with its chunks, on that page only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routePattern } from '../../shared/spa-routes.js';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The build's entry for the requests started before the app loads. */
export const EARLY_REQUESTS_ENTRY = 'early-requests';

/** The id of the JSON block src/early-requests.ts reads: [route pattern source, chunk and font files][]. */
export const ROUTE_CHUNKS_ID = 'route-chunks';

const PRELOADED_FONTS = [
  /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/source-serif-4-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/source-serif-4-latin-700-normal-[\w-]+\.woff2$/,
];

/**
 * Fonts a page's first screen draws in beyond PRELOADED_FONTS, preloaded on that page only. None
 * since Inter's weights are one variable file (decision 271): the results page listed Inter medium,
 * semibold and bold here (its toolbar's buttons and the risk overview's bold counts, drawn in the
 * fallback face first, wrapped differently and moved the overview).
 */
const PAGE_FONTS: Record<string, RegExp[]> = {};

/**
 * Each route's lazily loaded page module, read from the router (app/AppRoutes.tsx): its
 * `const X = lazy...(() => import('<module>')` lines and `<Route path="..." element={<X />}` lines.
 */
export function lazyPageModules(appRoutesSource: string, appDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of appRoutesSource.matchAll(
    /const (\w+) = lazy\w*\(\s*\(\) =>\s*import\('([^']+)'\)/g,
  )) {
    modules.set(name!, path.resolve(appDir, `${specifier}.tsx`));
  }
  const pages = new Map<string, string>();
  for (const [, routePath, name] of appRoutesSource.matchAll(
    /<Route\s+(?:path="([^"]+)"|index)\s+element=\{<(\w+)\s*\/>\}/g,
  )) {
    const module = modules.get(name!);
    if (module && routePath !== '*') pages.set(routePath === undefined ? '/' : `/${routePath}`, module);
  }
  return pages;
}

/** A chunk's file and every chunk it imports statically, but none the first load already has. */
function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, initial: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || initial.has(fileName)) return;
    files.add(fileName);
    const next = bundle[fileName];
    if (next?.type === 'chunk') next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

function routeChunks(bundle: OutputBundle, frontendRoot: string): [string, string[]][] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const initial = new Set<string>();
  const addInitial = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(addInitial);
  };
  chunks.filter((c) => c.isEntry).forEach((c) => addInitial(c.fileName));
  const appDir = path.join(frontendRoot, 'src/app');
  const pages = lazyPageModules(readFileSync(path.join(appDir, 'AppRoutes.tsx'), 'utf8'), appDir);
  const table: [string, string[]][] = [];
  const assets = Object.values(bundle).filter((f) => f.type === 'asset');
  for (const [route, module] of pages) {
    const chunk = chunks.find((c) => c.facadeModuleId === module);
    const fonts = assets.filter((a) => PAGE_FONTS[route]?.some((p) => p.test(a.fileName))).map((a) => a.fileName);
    if (chunk) table.push([routePattern(route), [...chunkFiles(bundle, chunk, initial), ...fonts]]);
  }
  return table;
}

export function earlyFetches(frontendRoot: string): Plugin {
  return {
    name: 'clausewise:early-fetches',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files = Object.values(ctx.bundle);
        const early = files.find((f) => f.type === 'chunk' && f.isEntry && f.name === EARLY_REQUESTS_ENTRY);
        const fonts = files.filter((f) => f.type === 'asset' && PRELOADED_FONTS.some((p) => p.test(f.fileName)));
        // "<" escaped so no file name can close the data block early.
        const table = JSON.stringify(routeChunks(ctx.bundle, frontendRoot)).replace(/</g, '\\u003c');
        const tags = [
          `<script type="application/json" id="${ROUTE_CHUNKS_ID}">${table}</script>`,
          ...(early ? [`<script type="module" async crossorigin src="/${early.fileName}"></script>`] : []),
          ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f.fileName}">`),
        ];
        return html.replace('<script type="module"', () => `${tags.join('\n    ')}\n    <script type="module"`);
      },
    },
  };
}
