/**
 * No dead ends: a verification link opened again says the account is verified (and a
 * never-issued or unverified-account link still fails); "Resend verification email" mails a new
 * single-use link to an unverified account, answers the same for anything else, and is limited per
 * address (429 with Retry-After) and, silently, per account; "Welcome back" only after a first sign-in.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createRateLimitRepo } from '../../../functions/src/adapters/dynamo/rate-limit-repo';
import { createSessionsRepo } from '../../../functions/src/adapters/dynamo/sessions-repo';
import { createTokensRepo } from '../../../functions/src/adapters/dynamo/tokens-repo';
import { createUsersRepo } from '../../../functions/src/adapters/dynamo/users-repo';
import { createSesEmailSender } from '../../../functions/src/adapters/email/ses';
import { loadSigningKey } from '../../../functions/src/domain/accounts/session-jwt';
import { newToken } from '../../../functions/src/domain/accounts/tokens';
import { createAccountService } from '../../../functions/src/services/accounts';
import { verificationMessages } from '../../../shared/messages';
import { listMail } from '../../support/mailbox';
import { Browser, mailboxUrl, PASSWORD, signUp, tokenFromMail, uniqueEmail } from './client';

const mailsTo = async (email: string) =>
  (await listMail(mailboxUrl)).filter((m) => m.destination.to.some((to) => to.toLowerCase().includes(email)));

/** The service on its own client address, so the shared test address keeps its budget. */
function serviceWithOwnAddress() {
  const table = createTable({
    region: 'us-east-1',
    tableName: process.env.TABLE_NAME!,
    endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
  });
  const service = createAccountService({
    users: createUsersRepo(table),
    tokens: createTokensRepo(table),
    sessions: createSessionsRepo(table),
    rateLimits: createRateLimitRepo(table),
    email: createSesEmailSender({
      region: 'us-east-1',
      from: 'no-reply@clausewise.local',
      endpoint: process.env.AWS_ENDPOINT_URL_SES,
    }),
    clock: { now: () => Date.now() },
    config: {
      appOrigin: 'http://127.0.0.1:9',
      freeCreditsOnVerify: 1,
      session: { idleMinutes: 60, maxHours: 12 },
      resetResponseFloorMs: 0,
    },
    signingKey: loadSigningKey(
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
    log: { warn: () => undefined, error: () => undefined },
  });
  const meta = { clientAddress: `10.14.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}` };
  return { service, meta };
}

describe('resend verification email', () => {
  it('mails a new link that verifies the account; the old link stays usable until used; answers alike for unknown and verified emails', async () => {
    const email = uniqueEmail('resend');
    expect((await signUp(email)).status).toBe(201);
    const first = await tokenFromMail(email, '/email-verified/');

    const resent = await new Browser().post('/api/email/resend-verification', { email: email.toUpperCase() });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: verificationMessages.resendAnswer });
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(2);
    const second = await tokenFromMail(email, '/email-verified/');
    expect(second).not.toBe(first);

    const verified = await new Browser().post('/api/contract/verify-email', { token: second });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: verificationMessages.verified });
    // The first link, opened after the account is verified by the second, cannot grant anything
    // again: the free allowance is granted once per account.
    await new Browser().post('/api/contract/verify-email', { token: first });
    const browser = new Browser();
    await browser.login(email, PASSWORD);
    expect((await browser.status()).body).toMatchObject({ isVerified: true, creditsRemaining: 1 });

    // A verified account and an unknown email get the same answer, and no mail.
    const before = (await mailsTo(email)).length;
    const forVerified = await new Browser().post('/api/email/resend-verification', { email });
    const unknown = uniqueEmail('nobody');
    const forUnknown = await new Browser().post('/api/email/resend-verification', { email: unknown });
    expect(forVerified.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forVerified.body);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(email)).length).toBe(before);
    expect((await mailsTo(unknown)).length).toBe(0);
  });

  it('validates the email with the spec message', async () => {
    const answer = await new Browser().post('/api/email/resend-verification', { email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('limits requests per client address with 429 and mails at most 3 links per account per hour', async () => {
    const { service, meta } = serviceWithOwnAddress();
    const email = uniqueEmail('resend-limit');
    expect((await signUp(email)).status).toBe(201);
    await tokenFromMail(email, '/email-verified/');
    for (let i = 0; i < 10; i++) await service.resendVerification(email, meta);
    await expect(service.resendVerification(email, meta)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    await new Promise((r) => setTimeout(r, 500));
    // Sign-up's mail plus at most 3 resent links.
    expect((await mailsTo(email)).length).toBe(4);
  });
});

describe('opening a verification link again', () => {
  it('says the account is verified, without granting anything twice; an unknown link still fails', async () => {
    const email = uniqueEmail('again');
    expect((await signUp(email)).status).toBe(201);
    const token = await tokenFromMail(email, '/email-verified/');
    expect((await new Browser().post('/api/contract/verify-email', { token })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await new Browser().post('/api/contract/verify-email', { token });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ alreadyVerified: true, message: verificationMessages.alreadyVerified });
    }
    const browser = new Browser();
    await browser.login(email, PASSWORD);
    expect((await browser.status()).body.creditsRemaining).toBe(1);

    const never = await new Browser().post('/api/contract/verify-email', { token: newToken().token });
    expect(never.status).toBe(400);
    expect(never.body).toMatchObject({ code: 'TOKEN_INVALID', message: verificationMessages.toastBody });
  });
});

describe('first sign-in', () => {
  it('is flagged on the first successful sign-in only', async () => {
    const email = uniqueEmail('first');
    expect((await signUp(email)).status).toBe(201);
    expect((await new Browser().login(email, 'wrong password 1')).status).toBe(401);
    const first = await new Browser().login(email, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ firstSignIn: true });
    const second = await new Browser().login(email, PASSWORD);
    expect(second.body).toMatchObject({ firstSignIn: false });
  });
});
