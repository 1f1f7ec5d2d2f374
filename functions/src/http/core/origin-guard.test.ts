/** Only CloudFront reaches the functions, and only then is CloudFront-Viewer-Address believed. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { addressFromViewerHeader, assertThroughCloudFront, viewerAddress } from './origin-guard';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1'): APIGatewayProxyEventV2 =>
  ({ routeKey: 'GET /api/x', headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

const SECRET = 'a-long-origin-verify-secret-value';

describe('origin guard', () => {
  it('refuses a request without the origin secret when one is configured', () => {
    const config = { originVerifySecret: SECRET, isLocal: false };
    expect(() => assertThroughCloudFront(event({}), config)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertThroughCloudFront(event({ 'x-origin-verify': 'guess' }), config)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => assertThroughCloudFront(event({ 'X-Origin-Verify': SECRET }), config)).not.toThrow();
    expect(() => assertThroughCloudFront(event({}), { originVerifySecret: undefined, isLocal: true })).not.toThrow();
  });

  it('the router answers 403 before any action runs', async () => {
    vi.resetModules();
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    try {
      const { createHandler: freshHandler } = await import('./router');
      let ran = 0;
      const handler = freshHandler({ 'GET /api/x': async () => (ran++, { statusCode: 200, body: '' }) });
      expect(await handler(event({}))).toMatchObject({ statusCode: 403 });
      expect(ran).toBe(0);
      expect(await handler(event({ 'x-origin-verify': SECRET }))).toMatchObject({ statusCode: 200 });
      expect(ran).toBe(1);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
      vi.resetModules();
    }
  });

  it('takes the viewer address from CloudFront-Viewer-Address (IPv4 and IPv6, port dropped)', () => {
    expect(addressFromViewerHeader('198.51.100.7:46532')).toBe('198.51.100.7');
    expect(addressFromViewerHeader('2001:db8::1:46532')).toBe('2001:db8::1');
    expect(addressFromViewerHeader('')).toBeUndefined();
    const config = { originVerifySecret: SECRET, isLocal: false };
    expect(viewerAddress(event({ 'cloudfront-viewer-address': '198.51.100.7:46532' }), config)).toBe('198.51.100.7');
  });

  it('never believes the header when nothing proves the request came through CloudFront', () => {
    const direct = { originVerifySecret: undefined, isLocal: false };
    expect(viewerAddress(event({ 'cloudfront-viewer-address': '198.51.100.7:1' }), direct)).toBe('130.176.1.1');
  });
});
