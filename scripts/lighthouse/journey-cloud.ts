/**
 * A local cloud with one signed-in user and one analysed contract, for the Lighthouse script and
 * the page screenshots: starts its own cloud on free ports (or uses a running one given by --url
 * and --mailbox), signs a fresh user up through the API, follows the emailed verification link
 * (the free allowance pays for the analysis), signs in and waits for the analysis to complete.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startLocalCloud } from '../local-cloud/start';

export interface JourneyCloud {
  url: string;
  mailboxUrl: string;
  /** The functions' environment when this process started the cloud (absent with --url). */
  env?: Record<string, string>;
  stop(): Promise<void>;
}

export interface SignedInUser {
  email: string;
  /** The `Cookie` header value that carries the session. */
  cookie: string;
  /** An analysed contract of this user. */
  contractId?: string;
  /** The verification token the user's link carried (already used: opening it again is the "already verified" page). */
  verificationToken: string;
}

/** `--url <origin>` and `--mailbox <url>` from argv, if given. */
export function cloudArgs(argv: string[]): { url?: string; mailbox?: string } {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { url: value('--url')?.replace(/\/$/, ''), mailbox: value('--mailbox') };
}

export async function startOrUseCloud(args: { url?: string; mailbox?: string }): Promise<JourneyCloud> {
  if (args.url) {
    const mailboxUrl = args.mailbox ?? 'http://127.0.0.1:8005/store';
    return { url: args.url, mailboxUrl, stop: async () => {} };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-journey-'));
  const cloud = await startLocalCloud({
    dataDir,
    port: 0,
    sesPort: 0,
    dynamodbPort: 0,
    s3Port: 0,
    sqsPort: 0,
    quiet: true,
  });
  return {
    url: cloud.url,
    mailboxUrl: cloud.mailboxUrl,
    env: cloud.env,
    stop: async () => {
      await cloud.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function verificationToken(mailboxUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(mailboxUrl);
    const { emails } = (await res.json()) as {
      emails: { destination: { to: string[] }; body: { text?: string; html?: string } }[];
    };
    for (const mail of emails.reverse()) {
      if (!mail.destination.to.some((to) => to.toLowerCase().includes(email))) continue;
      const link = `${mail.body.text ?? ''} ${mail.body.html ?? ''}`.match(
        /https?:\/\/[^\s"'<>]+\/email-verified[^\s"'<>]*/,
      )?.[0];
      if (link) return decodeURIComponent(link.replace(/&amp;/g, '&').split('/').pop()!.split('?token=').pop()!);
    }
    await sleep(200);
  }
  throw new Error(`No verification mail reached ${email}`);
}

/** A verified free user, signed in; with `analyse`, one contract analysed (its free credit). */
export async function signedInUser(
  cloud: JourneyCloud,
  options: { analyse?: string; behalfOf?: string } = {},
): Promise<SignedInUser> {
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'journey password 1';
  const post = (p: string, body: unknown, cookie = '', extra: Record<string, string> = {}) =>
    fetch(`${cloud.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cloud.url, ...(cookie ? { cookie } : {}), ...extra },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/contract/user', { firstName: 'Lena', lastName: 'Lighthouse', email, password });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const token = await verificationToken(cloud.mailboxUrl, email);
  const verified = await post('/api/contract/verify-email', { token });
  if (!verified.ok) throw new Error(`Verification failed: ${verified.status}`);
  const login = await post('/api/auth/login', { email, password });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!options.analyse) return { email, cookie, verificationToken: token };

  const submitted = await post(
    '/api/contract/analyze',
    { contractText: options.analyse, behalfOf: options.behalfOf ?? 'Customer' },
    cookie,
    { 'Idempotency-Key': randomUUID() },
  );
  if (!submitted.ok) throw new Error(`Submit failed: ${submitted.status} ${await submitted.text()}`);
  const { id } = (await submitted.json()) as { id: string };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${cloud.url}/api/contract/analysis/${id}`, { headers: { cookie } });
    const body = (await res.json()) as { status: string; errorMessage?: string };
    if (body.status === 'completed') return { email, cookie, contractId: id, verificationToken: token };
    if (body.status === 'failed') throw new Error(`Analysis failed: ${body.errorMessage}`);
    await sleep(1000);
  }
  throw new Error('The analysis did not complete in 120 s');
}

/** A fixture contract's text layer (../shared/fixtures; NETGEAR's 8-page distributor agreement by default). */
export function fixtureText(name = 'pdf/cuad_1fecc64e27e5.pdf'): string {
  return execFileSync('pdftotext', [path.join(REPO_ROOT, '../shared/fixtures', name), '-'], { encoding: 'utf8' });
}
