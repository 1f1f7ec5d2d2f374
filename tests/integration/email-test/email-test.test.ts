/**
 * The email test tool is for administrators only: for everyone else each of its calls answers like
 * an undeclared API route (404). For an administrator it checks SES and sends both test emails.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { validationMessages } from '../../../shared/messages';
import { emailTestMessages } from '../../../shared/payment-messages';
import { waitForMail } from '../../support/mailbox';
import { ApiClient, createSignedInUser, testUsersRepo, uniqueTestEmail } from '../../support/users';

const calls = [
  ['GET', '/api/email/test-access'],
  ['GET', '/api/email/smtp-check'],
  ['POST', '/api/email/test-email'],
  ['POST', '/api/email/test-verification'],
] as const;

async function expectHidden(client: ApiClient) {
  for (const [method, path] of calls) {
    const res = await client.call(method, path, { email: 'victim@example.com' });
    expect(res.status, `${method} ${path}`).toBe(404);
    expect(res.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: `No API route for ${method} ${path}` });
  }
}

describe('email test tool', () => {
  it('does not exist for visitors and plain users (404, like an unknown route), and sends nothing', async () => {
    await expectHidden(new ApiClient());
    const user = await createSignedInUser({ prefix: 'mail-user' });
    await expectHidden(user.client);
    // The catch-all answers the same for a route that never existed.
    const unknown = await user.client.get('/api/email/nothing-here');
    expect(unknown.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'No API route for GET /api/email/nothing-here' });
    const mailbox = (await (await fetch(inject('mailboxUrl'))).json()) as {
      emails: { destination: { to: string[] } }[];
    };
    expect(mailbox.emails.some((m) => m.destination.to.includes('victim@example.com'))).toBe(false);
  });

  it('works for an administrator: SES check, test email, verification email (first name defaults to Test User)', async () => {
    const admin = await createSignedInUser({ prefix: 'mail-admin' });
    await testUsersRepo().setRole(admin.id, 'admin');

    expect((await admin.client.get('/api/email/test-access')).status).toBe(200);
    const check = await admin.client.get('/api/email/smtp-check');
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ status: emailTestMessages.smtpOk, provider: 'ses' });

    const to = uniqueTestEmail('mail-target');
    const general = await admin.client.post('/api/email/test-email', { email: to, firstName: 'Grace' });
    expect(general.status).toBe(200);
    expect(general.body).toMatchObject({ message: emailTestMessages.testEmailSent, messageTo: to });
    const generalMail = await waitForMail(inject('mailboxUrl'), to, (m) => m.subject.includes('test email'));
    expect(generalMail.body.text).toContain('Hi Grace');

    const verification = await admin.client.post('/api/email/test-verification', { email: to });
    expect(verification.status).toBe(200);
    const verificationMail = await waitForMail(inject('mailboxUrl'), to, (m) => m.subject.startsWith('[Test] Verify'));
    expect(verificationMail.body.text).toContain('Hi Test User');
    expect(verificationMail.body.text).toContain('/email-verified/sample-token-from-email-test');

    const missing = await admin.client.post('/api/email/test-email', { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: validationMessages.emailTestRequired });
  });
});
