/**
 * The local CloudFront's file answers: hashed assets compressed for a browser that accepts gzip,
 * with their length; the same bytes on every request; a rebuilt page served as rebuilt.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

let dir: string;
let server: Server;
let base: string;
const script = `console.log(${JSON.stringify('x'.repeat(5_000))});\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'clausewise-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>one</title>');
  server = createServer(createStaticSite({ distDir: dir }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer: fetch would undo the compression this test is about. */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local static site', () => {
  it('gzips an asset for a browser that accepts it, with its length, the same bytes every time', async () => {
    const first = await get('/assets/app-abc123.js', 'gzip, br');
    const second = await get('/assets/app-abc123.js', 'gzip');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(first.body).toString()).toBe(script);
    expect(second.body.equals(first.body)).toBe(true);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
  });

  it('serves the app shell as rebuilt, and a missing asset as 404', async () => {
    expect((await get('/', 'gzip')).body.length).toBeGreaterThan(0);
    expect(gunzipSync((await get('/', 'gzip')).body).toString()).toContain('<title>one</title>');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>two, rebuilt</title>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    expect(gunzipSync((await get('/', 'gzip')).body).toString()).toContain('<title>two, rebuilt</title>');
    expect((await get('/', '')).body.toString()).toContain('<title>two, rebuilt</title>');
    expect((await get('/assets/gone-000.js', 'gzip')).status).toBe(404);
  });
});
