/**
 * The local CloudFront: serves the built SPA (frontend/dist) from the same origin as the API, with
 * the caching rules and security headers the distribution uses, and for client routes the HTML
 * that shared/spa-routes.ts names (a prerendered page or the app shell index.html; HTTP 404 with
 * the shell for a path the app has no page for, as CloudFront answers it).
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL_FILE, htmlFileFor } from '../../shared/spa-routes';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/**
 * The headers CloudFront's response-headers policy adds. `connectSrc` lists extra origins the
 * browser may call: the S3 endpoint, because uploads are PUT straight to presigned URLs.
 * 'unsafe-inline' for styles only: Chakra (emotion) injects <style> tags at runtime.
 * No HSTS here: browsers ignore it over plain http, and it must not stick to 127.0.0.1.
 */
export function securityHeaders(connectSrc: readonly string[] = []): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}

export const MISSING_BUILD_MESSAGE =
  'The web app is not built: frontend/dist/index.html is missing. Build it with `npm run build:web` ' +
  '(vite build --config frontend/vite.config.ts), or run `npm start`, which builds it first.';

interface FileInfo {
  size: number;
  mtimeMs: number;
  mtime: Date;
}

async function fileAt(p: string): Promise<FileInfo | undefined> {
  try {
    const s = await stat(p);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A file's bytes, and its gzip once asked for, kept while its size and time stay the same (as an
 * edge caches them): every fresh browser context fetches the whole bundle again, and compressing
 * it on each request was most of this server's work in the browser tests. The SPA is a few MB.
 */
interface Held {
  info: FileInfo;
  raw: Buffer;
  gzip?: Buffer;
}

const MAX_HELD = 400;

function createFileCache() {
  const held = new Map<string, Held>();
  return {
    /** A hashed asset already read: its name changes with its content, so no need to look again. */
    asset: (file: string): FileInfo | undefined => held.get(file)?.info,
    async read(file: string, info: FileInfo): Promise<Held> {
      const h = held.get(file);
      if (h && h.info.size === info.size && h.info.mtimeMs === info.mtimeMs) return h;
      const { size, mtimeMs, mtime } = info;
      const fresh: Held = { info: { size, mtimeMs, mtime }, raw: await readFile(file) };
      // Each rebuild brings new hashed names: start again rather than keep every build's bundle.
      if (held.size >= MAX_HELD) held.clear();
      held.set(file, fresh);
      return fresh;
    },
  };
}

export function createStaticSite(options: { distDir: string; connectSrc?: readonly string[] }) {
  const root = path.resolve(options.distDir);
  const headers = securityHeaders(options.connectSrc);
  const files = createFileCache();

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad Request');
      return;
    }
    // Resolve inside dist only: `..` or an absolute path can never escape the root.
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root + path.sep) && file !== root) file = path.join(root, APP_SHELL_FILE);
    // A route's page: prerendered or the app shell (a build without the page falls back to the shell).
    const pageFile = htmlFileFor(pathname);
    if (pageFile) file = path.join(root, pageFile);
    const isAsset = pathname.startsWith('/assets/');
    let info = file === root ? undefined : (isAsset && files.asset(file)) || (await fileAt(file));
    let notFound = false;
    if (!info) {
      // A missing hashed asset is a real 404 (a stale tab after a deploy), not the SPA shell.
      if (isAsset) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
        return;
      }
      file = path.join(root, APP_SHELL_FILE);
      info = await fileAt(file);
      // The app shell renders every path; a path with no page is its 404 page, answered as such.
      if (!pageFile) notFound = true;
      if (!info) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(MISSING_BUILD_MESSAGE);
        return;
      }
    }
    const ext = path.extname(file).toLowerCase();
    res.setHeader('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('content-length', info.size);
    res.setHeader('last-modified', info.mtime.toUTCString());
    // Hashed file names change with their content, so they can be cached for good; the shell must
    // be revalidated so a new deploy is picked up at once.
    res.setHeader(
      'cache-control',
      isAsset ? 'public, max-age=31536000, immutable' : ext === '.html' ? 'no-cache' : 'public, max-age=3600',
    );
    res.statusCode = notFound ? 404 : 200;
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // CloudFront compresses text responses for browsers that accept it; so does the stand-in, so
    // local measurements (Lighthouse) see what production serves.
    const compressible = ['.js', '.css', '.html', '.svg', '.json', '.txt'].includes(ext);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('vary', 'accept-encoding');
    let held: Held;
    try {
      held = await files.read(file, info);
    } catch {
      res.destroy();
      return;
    }
    if (compressible && acceptsGzip) {
      held.gzip ??= gzipSync(held.raw, { level: 6 });
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', held.gzip.length);
      res.end(held.gzip);
      return;
    }
    res.setHeader('content-length', held.raw.length);
    res.end(held.raw);
  };
}
