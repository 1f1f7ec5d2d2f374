import { describe, expect, it } from 'vitest';
import { authMessages, verificationMessages } from '../../../shared/messages';
import { waitForMail } from '../../support/mailbox';
import { Browser, mailboxUrl, PASSWORD, signUp, tokenFromMail, uniqueEmail } from './client';

describe('sign-up and email verification', () => {
  it('creates an unverified free account, mails a link, and verification grants the free credit once', async () => {
    const email = uniqueEmail('signup');
    const created = await signUp(email);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ userId: expect.any(String), message: authMessages.signUpSuccess });

    const mail = await waitForMail(mailboxUrl, email);
    expect(mail.subject).toContain('Clausewise');
    expect(mail.body.text).toContain('Clausewise');
    expect(mail.body.html).toContain('Clausewise');
    expect(mail.body.html).not.toMatch(/<img/i);

    const browser = new Browser();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    const before = await browser.status();
    expect(before.body).toMatchObject({
      isAuthenticated: true,
      isVerified: false,
      creditsRemaining: 0,
      subscriptionType: 'free',
    });

    const token = await tokenFromMail(email, '/email-verified/');
    const verified = await new Browser().post('/api/contract/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ userId: created.body.userId, message: verificationMessages.verified });

    const after = await browser.status();
    expect(after.body).toMatchObject({ isVerified: true, creditsRemaining: 1 });

    // Single use: the same link again verifies nothing and grants nothing, but says the account is
    // verified (no "Verification Failed" for a verified account).
    const again = await new Browser().post('/api/contract/verify-email', { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      userId: created.body.userId,
      message: verificationMessages.alreadyVerified,
      alreadyVerified: true,
    });
    expect((await browser.status()).body.creditsRemaining).toBe(1);
  });

  it('answers 409 with userExists for an email already registered, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(email)).status).toBe(201);
    const dup = await signUp(email.toUpperCase());
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: authMessages.accountExistsBody, code: 'USER_EXISTS', userExists: true });
  });

  it('creates exactly one account from 20 concurrent sign-ups with the same email in mixed case', async () => {
    const email = uniqueEmail('race');
    const variants = Array.from({ length: 20 }, (_, i) =>
      [...email].map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c)).join(''),
    );
    const answers = await Promise.all(variants.map((v, i) => signUp(v, { password: `password-${i}` })));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);

    // The winner's password is the one that works.
    const winner = answers.findIndex((a) => a.status === 201);
    expect((await new Browser().login(email, `password-${winner}`)).status).toBe(200);
  });

  it('shows only a plain personal name in the verification email (anyone can sign up with anyone’s address)', async () => {
    const email = uniqueEmail('escape');
    expect((await signUp(email, { firstName: '<b>Eve</b>' })).status).toBe(201);
    const mail = await waitForMail(mailboxUrl, email);
    expect(mail.body.html).toContain('Hi there,');
    expect(mail.body.html).not.toContain('<b>Eve</b>');

    const victim = uniqueEmail('phished');
    expect(
      (await signUp(victim, { firstName: 'Your account is locked. Restore it at https://evil.example/login' })).status,
    ).toBe(201);
    const phish = await waitForMail(mailboxUrl, victim);
    expect(phish.body.text).toContain('Hi there,');
    expect(`${phish.subject} ${phish.body.text} ${phish.body.html}`).not.toContain('evil.example');
  });

  it('validates with the spec messages', async () => {
    const bad = await new Browser().post('/api/contract/user', {
      firstName: 'A',
      lastName: 'Lovelace',
      email: 'x@example.com',
      password: 'long-enough',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'First name must be at least 2 characters' });
  });
});
