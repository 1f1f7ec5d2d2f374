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

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
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

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), sourceMapsOutsideDist()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // Vendor code changes less often than ours: separate chunks keep browser caches warm across
    // deploys and keep each chunk under the size warning.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
