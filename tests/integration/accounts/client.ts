/**
 * A tiny browser stand-in for the accounts API: JSON calls with the site's Origin on writes and a
 * cookie jar of one session cookie, plus helpers that follow the emailed links.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { firstLink, waitForMail } from '../../support/mailbox';
import { randomViewerAddress } from '../../support/users';

export const baseUrl = inject('baseUrl');
export const mailboxUrl = inject('mailboxUrl');
export const SESSION_COOKIE = 'session';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export class Browser {
  cookie: string | undefined;
  /** Its own viewer address, as ApiClient (tests/support/users.ts): per-address limits stay per test. */
  viewerAddress = randomViewerAddress();

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { origin?: string | null } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { 'cloudfront-viewer-address': `${this.viewerAddress}:443` };
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      const origin = options.origin === undefined ? baseUrl : options.origin;
      if (origin) headers.origin = origin;
    }
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      if (pair!.slice(0, eq) === SESSION_COOKIE) this.cookie = pair!.slice(eq + 1) || undefined;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, options?: { origin?: string | null }) {
    return this.call<T>('POST', path, body ?? {}, options);
  }

  status() {
    return this.call<{
      isAuthenticated: boolean;
      sessionExpired: boolean;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
      isVerified: boolean;
      subscriptionType: string;
      creditsRemaining: number;
      lastUsedPlaybookId: number | null;
    }>('GET', '/api/contract/user-status');
  }

  login(email: string, password: string) {
    return this.post('/api/auth/login', { email, password });
  }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

export async function signUp(
  email: string,
  extra: Partial<{ firstName: string; lastName: string; password: string }> = {},
) {
  return new Browser().post<{ userId: string; message: string }>('/api/contract/user', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: PASSWORD,
    ...extra,
  });
}

/** The token at the end of the newest emailed link whose path contains `path`. */
export async function tokenFromMail(to: string, path: '/email-verified/' | '/reset-password/'): Promise<string> {
  const mail = await waitForMail(mailboxUrl, to, (m) => (m.body.text ?? '').includes(path));
  const link = firstLink(mail, path);
  if (!link) throw new Error(`No ${path} link in mail to ${to}`);
  return decodeURIComponent(link.slice(link.indexOf(path) + path.length));
}

/** Signs up and verifies an account; returns its id. */
export async function verifiedAccount(email: string): Promise<string> {
  const { body } = await signUp(email);
  const token = await tokenFromMail(email, '/email-verified/');
  await new Browser().post('/api/contract/verify-email', { token });
  return body.userId;
}
