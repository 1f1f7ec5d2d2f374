/**
 * The smoke check's browser stand-in: the public HTTP API only, as the SPA calls it. JSON writes
 * carry the site's Origin (the functions refuse a write without it) and the session cookie the
 * sign-in set; uploads go straight to S3 with the presigned PUT, as the browser sends them.
 */

import { randomViewerAddress } from '../local-cloud/viewer-address';

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The body as JSON, or null when it is not JSON. */
  json: Record<string, unknown> | null;
}

export class SmokeClient {
  private readonly cookies = new Map<string, string>();
  readonly origin: string;
  /**
   * Against the local cloud only: the address this run plays (CloudFront-Viewer-Address, which the
   * local adapter accepts from a loopback client, decision 120), so the per-address limits count
   * this run's sign-up and not every other local client's. CloudFront sets the header itself.
   */
  private readonly viewerAddress: string | undefined;

  constructor(readonly baseUrl: string) {
    const url = new URL(baseUrl);
    this.origin = url.origin;
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
    this.viewerAddress = loopback ? `${randomViewerAddress()}:443` : undefined;
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.viewerAddress) h['cloudfront-viewer-address'] = this.viewerAddress;
    if (method === 'POST') {
      h['content-type'] = 'application/json';
      h.origin = this.origin;
    }
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: h,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      redirect: 'manual',
    });
    this.keepCookies(res.headers);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, json: parseJson(bytes) };
  }

  get(path: string) {
    return this.call('GET', path);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call('POST', path, body, headers);
  }

  /** The presigned PUT to the uploads bucket: no cookies, the signed Content-Type, the raw bytes. */
  async putObject(url: string, contentType: string, bytes: Buffer): Promise<number> {
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: new Uint8Array(bytes),
    });
    await res.arrayBuffer();
    return res.status;
  }

  hasSession(): boolean {
    return this.cookies.size > 0;
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // A cleared cookie (empty value or Max-Age=0) is dropped, as a browser would.
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function parseJson(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One line about a failed answer: status and the API's message (never the whole body). */
export function describeAnswer(answer: Answer): string {
  const message = answer.json && typeof answer.json.message === 'string' ? `: ${answer.json.message}` : '';
  return `HTTP ${answer.status}${message}`;
}
