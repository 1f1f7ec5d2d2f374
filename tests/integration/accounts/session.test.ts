import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSigningKey, signSessionJwt } from '../../../functions/src/domain/accounts/session-jwt';
import { authMessages } from '../../../shared/messages';
import { Browser, baseUrl, PASSWORD, signUp, uniqueEmail } from './client';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function signedIn(): Promise<{ browser: Browser; email: string }> {
  const email = uniqueEmail('session');
  expect((await signUp(email)).status).toBe(201);
  const browser = new Browser();
  const login = await browser.login(email, PASSWORD);
  expect(login.status).toBe(200);
  return { browser, email };
}

describe('sign-in and sessions', () => {
  it('signs an unverified user in with an HttpOnly cookie and reports the status fields', async () => {
    const email = uniqueEmail('login');
    const { body: created } = await signUp(email, { firstName: 'Grace', lastName: 'Hopper' });
    const browser = new Browser();
    const res = await browser.login(email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: created.userId, firstName: 'Grace', subscriptionType: 'free' },
      message: expect.any(String),
      firstSignIn: true,
    });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Path=\/; SameSite=Lax; Max-Age=\d+$/m);

    const status = await browser.status();
    expect(status.body).toEqual({
      isAuthenticated: true,
      sessionExpired: false,
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      isVerified: false,
      subscriptionType: 'free',
      creditsRemaining: 0,
      lastUsedPlaybookId: null,
      organization: null,
    });
  });

  it('is signed out without a cookie', async () => {
    expect((await new Browser().status()).body).toMatchObject({ isAuthenticated: false, sessionExpired: false });
  });

  it('reads a cookie with a broken %-escape as no session, never an error', async () => {
    const broken = new Browser();
    broken.cookie = 'abc%E0%A4%A';
    const status = await broken.status();
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ isAuthenticated: false });
    expect((await broken.call('GET', '/api/contract/user-contracts')).status).toBe(401);
  });

  it('answers a wrong password and an unknown email alike, with the spec message', async () => {
    const { email } = await signedIn();
    const wrong = await new Browser().login(email, 'wrong-password');
    const unknown = await new Browser().login(uniqueEmail('nobody'), PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: authMessages.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('logout ends the session: a copied cookie stops working', async () => {
    const { browser } = await signedIn();
    const copy = new Browser();
    copy.cookie = browser.cookie;
    expect((await copy.status()).body.isAuthenticated).toBe(true);

    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/^session=; .*Max-Age=0/m);
    expect(browser.cookie).toBeUndefined();

    const after = await copy.status();
    expect(after.body).toMatchObject({ isAuthenticated: false, sessionExpired: true });
  });

  it('rejects a tampered JWT and one signed with a foreign key', async () => {
    const { browser } = await signedIn();
    const jwt = browser.cookie!;
    const claims = decode(jwt);

    const [header, , signature] = jwt.split('.');
    const tampered = new Browser();
    tampered.cookie = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '01FAKEUSER' })).toString('base64url')}.${signature}`;
    expect((await tampered.status()).body).toMatchObject({ isAuthenticated: false, sessionExpired: true });

    const foreignKey = loadSigningKey(
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    const forged = new Browser();
    forged.cookie = signSessionJwt(foreignKey, baseUrl, claims as never);
    expect((await forged.status()).body).toMatchObject({ isAuthenticated: false, sessionExpired: true });

    // The genuine cookie still works.
    expect((await browser.status()).body.isAuthenticated).toBe(true);
  });

  it('slows a guesser with 429 where they guess from, without locking the owner out', async () => {
    const { email } = await signedIn();
    const guesser = new Browser();
    for (let i = 0; i < 5; i++) expect((await guesser.login(email, `wrong-${i}`)).status).toBe(401);
    // From the guesser's address, even the right password waits.
    const limited = await guesser.login(email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from their own address, signs in as ever.
    expect((await new Browser().login(email, PASSWORD)).status).toBe(200);
  });

  it('refuses cross-origin state-changing calls with 403', async () => {
    const email = uniqueEmail('csrf');
    const res = await new Browser().post(
      '/api/contract/user',
      { firstName: 'Mal', lastName: 'Lory', email, password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    const login = await new Browser().login(email, PASSWORD);
    expect(login.status).toBe(401); // the account was never created
    const logout = await new Browser().post('/api/auth/logout', {}, { origin: 'http://127.0.0.1:1' });
    expect(logout.status).toBe(403);
  });
});
