/**
 * Data files a function reads at run time (fonts, pdf.js CMaps...), named by their path relative to
 * the repository root, e.g. `node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf`. The same paths are
 * the function's `assets` in the route catalogue (functions/src/http/routes.ts).
 *
 * Two places are looked at, in order:
 *  - `assets/<path>` next to the running module: a Lambda bundle is one `index.mjs` whose directory
 *    holds the copies the CDK app made (infra/lib/app-function.ts), e.g. /var/task/assets/node_modules/...;
 *  - `<path>` under the repository root, when running from source (local cloud, tests, scripts).
 * Both are found from `import.meta.url`, so no environment variable is needed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where an asset may be, most specific first: next to the bundle, then the source tree's root. */
export function assetCandidates(relativePath: string, moduleDir: string = here): string[] {
  if (path.isAbsolute(relativePath) || relativePath.split(/[\\/]/).includes('..')) {
    throw new Error(`Asset path must be relative to the repository root: ${relativePath}`);
  }
  return [
    path.join(moduleDir, 'assets', relativePath),
    // functions/src/adapters/assets.ts -> the repository root.
    path.join(moduleDir, '..', '..', '..', relativePath),
  ];
}

/** The asset's absolute path, or undefined when it is in neither place. */
export function findAsset(relativePath: string, moduleDir?: string): string | undefined {
  return assetCandidates(relativePath, moduleDir).find((candidate) => existsSync(candidate));
}

/** The asset's absolute path; throws naming the asset and the catalogue when it is missing. */
export function assetPath(relativePath: string, moduleDir?: string): string {
  const found = findAsset(relativePath, moduleDir);
  if (found) return found;
  throw new Error(
    `Asset ${relativePath} was not found (looked in ${assetCandidates(relativePath, moduleDir).join(', ')}); ` +
      'a bundled function must list it in its `assets` in functions/src/http/routes.ts',
  );
}
