/**
 * Signed-in test users for integration tests, created through the real accounts API: sign-up
 * (POST /api/contract/user), the verification link from the mailbox, then sign-in
 * (POST /api/auth/login) for the session cookie. Plan and credits are then set through the users
 * repo, as an operator would with `npm run admin`.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { randomViewerAddress } from '../../scripts/local-cloud/viewer-address';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo, type Plan, type UsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { firstLink, waitForMail } from './mailbox';

const SESSION_COOKIE = 'session';
export const TEST_PASSWORD = 'correct-horse-42';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser stand-in: same-origin JSON calls carrying one session cookie. */
export class ApiClient {
  cookie: string | undefined;
  /**
   * The address this client appears from: the local cloud, like CloudFront, passes it to the
   * functions as CloudFront-Viewer-Address (a loopback client may set it). Each client gets its
   * own, so per-address limits (sign-up, sign-in) count one test's calls, not the whole suite's.
   */
  viewerAddress = randomViewerAddress();
  constructor(readonly baseUrl: string = inject('baseUrl')) {}

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const h: Record<string, string> = { 'cloudfront-viewer-address': `${this.viewerAddress}:443`, ...headers };
    if (method !== 'GET') {
      h['content-type'] = 'application/json';
      h.origin ??= this.baseUrl;
    }
    if (this.cookie) h.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: h,
      ...(body === undefined || method === 'GET' ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq) === SESSION_COOKIE) this.cookie = pair.slice(eq + 1) || undefined;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body, headers);
  }
}

export { randomViewerAddress };

let users: UsersRepo | undefined;

/** The users repo on the test cloud's table (process.env is the cloud's, see worker-env.ts). */
export function testUsersRepo(): UsersRepo {
  const env = inject('cloudEnv');
  users ??= createUsersRepo(
    createTable({
      region: env.AWS_REGION ?? 'us-east-1',
      tableName: env.TABLE_NAME!,
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    }),
  );
  return users;
}

export function uniqueTestEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  client: ApiClient;
}

export interface TestUserOptions {
  prefix?: string;
  firstName?: string;
  lastName?: string;
  /** Follow the emailed verification link (default true). */
  verified?: boolean;
  plan?: Plan;
  /** Set the balance after verification (which grants the free allowance). */
  credits?: number;
}

/** Signs up, verifies (by default) and signs in a fresh user; optionally sets plan and credits. */
export async function createSignedInUser(options: TestUserOptions = {}): Promise<TestUser> {
  const email = uniqueTestEmail(options.prefix);
  const firstName = options.firstName ?? 'Ada';
  const lastName = options.lastName ?? 'Lovelace';
  const anon = new ApiClient();
  const signUp = await anon.post<{ userId: string }>('/api/contract/user', {
    firstName,
    lastName,
    email,
    password: TEST_PASSWORD,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const id = signUp.body.userId;

  if (options.verified !== false) {
    const mail = await waitForMail(inject('mailboxUrl'), email, (m) =>
      (m.body.text ?? '').includes('/email-verified/'),
    );
    const link = firstLink(mail, '/email-verified/');
    if (!link) throw new Error(`no verification link mailed to ${email}`);
    const token = decodeURIComponent(link.slice(link.indexOf('/email-verified/') + '/email-verified/'.length));
    const verified = await anon.post('/api/contract/verify-email', { token });
    if (verified.status !== 200)
      throw new Error(`verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  if (options.plan) await testUsersRepo().setPlan(id, options.plan);
  if (options.credits !== undefined) await testUsersRepo().setCredits(id, options.credits);

  const client = new ApiClient();
  const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  if (login.status !== 200 || !client.cookie)
    throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id, email, firstName, lastName, client };
}

/** The user's balance as stored. */
export async function creditsOf(userId: string): Promise<number> {
  const user = await testUsersRepo().getById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user.creditsRemaining;
}
