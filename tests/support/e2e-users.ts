/**
 * Signed-in users for browser journeys: sign up through the API, follow the emailed verification
 * link, set the plan and credit balance through the users repository (as the admin CLI does), then
 * sign in inside a Playwright context so its pages carry the session cookie.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { parseAdminConfig } from '../../scripts/admin/config';
import { firstLink, waitForMail } from './mailbox';
import { randomViewerAddress } from './users';

export const E2E_PASSWORD = 'review journey 1';

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface UserOptions {
  plan?: 'free' | 'paid';
  credits?: number;
  label?: string;
  /** Follow the emailed verification link (default true). */
  verify?: boolean;
}

const baseUrl = () => inject('baseUrl');

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    // Each call from its own address (see ApiClient.viewerAddress): per-address limits stay per test.
    headers: {
      'content-type': 'application/json',
      origin: baseUrl(),
      'cloudfront-viewer-address': `${randomViewerAddress()}:443`,
    },
    body: JSON.stringify(body),
  });
}

/** A verified (unless verify: false) account with the given plan and credits (defaults: free, whatever verification grants). */
export async function createVerifiedUser(options: UserOptions = {}): Promise<E2eUser> {
  const user: E2eUser = {
    email: `${options.label ?? 'review'}-${randomUUID().slice(0, 8)}@example.com`,
    password: E2E_PASSWORD,
    firstName: 'Rita',
    lastName: 'Reviewer',
  };
  const signUp = await post('/api/contract/user', user);
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);

  if (options.verify === false) return user;
  const mail = await waitForMail(
    inject('mailboxUrl'),
    user.email,
    (m) => firstLink(m, '/email-verified') !== undefined,
  );
  const link = firstLink(mail, '/email-verified')!;
  const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  const verified = await post('/api/contract/verify-email', { token });
  if (!verified.ok) throw new Error(`Verification failed: ${verified.status} ${await verified.text()}`);

  if (options.plan !== undefined || options.credits !== undefined) await updateUser(user, options);
  return user;
}

/** Changes a user's plan and/or credits behind the app's back (as the admin CLI does). */
export async function updateUser(user: E2eUser, changes: Pick<UserOptions, 'plan' | 'credits'>): Promise<void> {
  const users = createUsersRepo(createTable(parseAdminConfig(process.env).table));
  const record = await users.getByEmail(user.email.toLowerCase());
  if (!record) throw new Error(`No user record for ${user.email}`);
  if (changes.plan !== undefined) await users.setPlan(record.id, changes.plan);
  if (changes.credits !== undefined) await users.setCredits(record.id, changes.credits);
}

/** Signs the context in (the session cookie lands in the context's cookie jar). */
export async function signInContext(context: BrowserContext, user: E2eUser): Promise<void> {
  const answer = await context.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl() },
  });
  if (!answer.ok()) throw new Error(`Sign-in failed: ${answer.status()} ${await answer.text()}`);
}
