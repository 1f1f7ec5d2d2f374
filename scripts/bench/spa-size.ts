/**
 * The SPA's initial JavaScript (goal under 200 KB gzip): what the browser must download
 * before the landing page runs, read from the built index.html: its module script and every
 * modulepreload, gzip-compressed at level 9 as CloudFront would serve them. Route chunks loaded
 * later (React.lazy) are listed apart. Needs `npm run build:web` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'frontend/dist');
const GOAL_KB = 200;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('frontend/dist is missing: run `npm run build:web` first.');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
].map((m) => m[1]!);
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let total = 0;
for (const file of [...new Set(initial)]) {
  const size = gz(file);
  total += size;
  console.log(`  ${path.basename(file).padEnd(44)} ${kb(size).padStart(9)}`);
}
console.log(
  `SPA initial JavaScript (gzip): ${kb(total)} in ${new Set(initial).size} files (goal < ${GOAL_KB} KB: ${total < GOAL_KB * 1024 ? 'met' : 'not met'})`,
);
const later = readdirSync(path.join(dist, 'assets')).filter(
  (f) => f.endsWith('.js') && !initial.includes(`assets/${f}`),
);
const laterTotal = later.reduce((sum, f) => sum + gz(`assets/${f}`), 0);
console.log(`Route chunks loaded on demand: ${later.length} files, ${kb(laterTotal)} gzip in all`);
