import { describe, expect, it } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createTokensRepo } from '../../../functions/src/adapters/dynamo/tokens-repo';
import { newToken, tokenLifetimeMs } from '../../../functions/src/domain/accounts/tokens';
import { resetMessages, verificationMessages } from '../../../shared/messages';
import { listMail } from '../../support/mailbox';
import { Browser, mailboxUrl, PASSWORD, signUp, tokenFromMail, uniqueEmail } from './client';

const tokens = () =>
  createTokensRepo(
    createTable({
      region: process.env.AWS_REGION ?? 'us-east-1',
      tableName: process.env.TABLE_NAME!,
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
    }),
  );

describe('tokens and password reset', () => {
  it('rejects an expired verification token and leaves the account unverified', async () => {
    const email = uniqueEmail('expired');
    const { body } = await signUp(email);
    const { token, hash } = newToken();
    await tokens().put({ hash, purpose: 'verify-email', userId: body.userId, expiresAt: Date.now() - 1000 });

    const res = await new Browser().post('/api/contract/verify-email', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: verificationMessages.toastBody, code: 'TOKEN_INVALID' });

    const browser = new Browser();
    await browser.login(email, PASSWORD);
    expect((await browser.status()).body).toMatchObject({ isVerified: false, creditsRemaining: 0 });
  });

  it('rejects an unknown token and a verification token used as a reset token', async () => {
    const email = uniqueEmail('wrongkind');
    await signUp(email);
    const verifyToken = await tokenFromMail(email, '/email-verified/');
    const asReset = await new Browser().post('/api/auth/reset-password', {
      token: verifyToken,
      password: 'new-password-1',
    });
    expect(asReset.status).toBe(400);
    expect(asReset.body).toEqual({ message: resetMessages.failureScreen, code: 'TOKEN_INVALID' });
    const unknown = await new Browser().post('/api/contract/verify-email', { token: newToken().token });
    expect(unknown.status).toBe(400);
    // The verification token was not consumed by the failed reset.
    expect((await new Browser().post('/api/contract/verify-email', { token: verifyToken })).status).toBe(200);
  });

  it('reset replaces the password, ends existing sessions, and the link works once', async () => {
    const email = uniqueEmail('reset');
    await signUp(email);
    const browser = new Browser();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);

    const requested = await new Browser().post('/api/email/request-reset', { email: email.toUpperCase() });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: resetMessages.requestAnswer });
    const token = await tokenFromMail(email, '/reset-password/');
    // The page checks the link before showing its form; checking does not use it up.
    expect((await new Browser().post('/api/auth/reset-password/check', { token })).body).toEqual({ valid: true });
    expect((await new Browser().post('/api/auth/reset-password/check', { token })).body).toEqual({ valid: true });

    const reset = await new Browser().post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: resetMessages.success });

    expect((await browser.status()).body).toMatchObject({ isAuthenticated: false, sessionExpired: true });
    expect((await new Browser().login(email, PASSWORD)).status).toBe(401);
    expect((await new Browser().login(email, 'brand-new-secret')).status).toBe(200);

    const reused = await new Browser().post('/api/auth/reset-password', { token, password: 'another-secret-1' });
    expect(reused.status).toBe(400);
    // A used link says so before its form.
    expect((await new Browser().post('/api/auth/reset-password/check', { token })).body).toEqual({ valid: false });
    expect((await new Browser().login(email, 'brand-new-secret')).status).toBe(200);
  });

  it('a successful reset revokes every other reset link mailed before it', async () => {
    const email = uniqueEmail('reset-others');
    const { body } = await signUp(email);
    // A link mailed a minute earlier and still within its hour, as the attacker who read it holds it.
    const earlier = newToken();
    const issuedAt = Date.now() - 60_000;
    await tokens().put({
      hash: earlier.hash,
      purpose: 'reset-password',
      userId: body.userId,
      createdAt: issuedAt,
      expiresAt: issuedAt + tokenLifetimeMs['reset-password'],
    });

    await new Browser().post('/api/email/request-reset', { email });
    const token = await tokenFromMail(email, '/reset-password/');
    expect((await new Browser().post('/api/auth/reset-password', { token, password: 'owner-new-secret' })).status).toBe(
      200,
    );

    const stale = await new Browser().post('/api/auth/reset-password', {
      token: earlier.token,
      password: 'attacker-secret-1',
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: resetMessages.failureScreen, code: 'TOKEN_INVALID' });
    expect((await new Browser().login(email, 'attacker-secret-1')).status).toBe(401);
    expect((await new Browser().login(email, 'owner-new-secret')).status).toBe(200);
  });

  it('answers request-reset identically for an unknown email, and sends nothing', async () => {
    const known = uniqueEmail('known');
    await signUp(known);
    const unknown = uniqueEmail('unknown');
    const a = await new Browser().post('/api/email/request-reset', { email: known });
    const b = await new Browser().post('/api/email/request-reset', { email: unknown });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect([...b.headers.keys()].sort()).toEqual([...a.headers.keys()].sort());
    await tokenFromMail(known, '/reset-password/');
    const mails = await listMail(mailboxUrl);
    expect(mails.some((m) => m.destination.to.some((to) => to.includes(unknown)))).toBe(false);
  });
});

describe('token probing', () => {
  it('limits invalid tokens per client address with 429', async () => {
    // Through the service (its own address), so the shared test address keeps its budget.
    const { createAccountService } = await import('../../../functions/src/services/accounts');
    const { createRateLimitRepo } = await import('../../../functions/src/adapters/dynamo/rate-limit-repo');
    const { createSessionsRepo } = await import('../../../functions/src/adapters/dynamo/sessions-repo');
    const { createUsersRepo } = await import('../../../functions/src/adapters/dynamo/users-repo');
    const { createSesEmailSender } = await import('../../../functions/src/adapters/email/ses');
    const { loadSigningKey } = await import('../../../functions/src/domain/accounts/session-jwt');
    const { generateKeyPairSync } = await import('node:crypto');
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
        generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      ),
      log: { warn: () => undefined, error: () => undefined },
    });
    const meta = { clientAddress: `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}` };
    for (let i = 0; i < 30; i++) {
      await expect(service.verifyEmail(newToken().token, meta)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    }
    await expect(service.verifyEmail(newToken().token, meta)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(service.resetPassword(newToken().token, 'whatever-123', meta)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
