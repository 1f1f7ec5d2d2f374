/**
 * Waitlist applications, refer-a-friend and top-up requests through the local cloud, with the
 * emails read back from the local SES mailbox.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { getConfig } from '../../../functions/src/config';
import { outreachMessages, validationMessages } from '../../../shared/messages';
import { listMail, waitForMail } from '../../support/mailbox';
import { ApiClient, createSignedInUser, uniqueTestEmail } from '../../support/users';

const mailboxUrl = inject('mailboxUrl');

const application = (email: string) => ({
  firstName: 'Alan',
  lastName: 'Turing',
  email,
  organization: `Bletchley ${randomUUID().slice(0, 6)}`,
  phone: '',
  planType: 'Business',
  teamSize: '11-50 employees',
  monthlyContractCount: '21-50 per month',
});

describe('waitlist', () => {
  it('stores an application, notifies the operators, and refuses a repeat with "already exists"', async () => {
    const client = new ApiClient();
    const email = uniqueTestEmail('apply');
    const app = application(email);
    const first = await client.post('/api/waitlist/apply', app);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: outreachMessages.waitlistSubmitted });
    const mail = await waitForMail(mailboxUrl, getConfig().operatorsEmail, (m) => m.subject.includes(app.organization));
    expect(mail.body.text).toContain(email);
    expect(mail.body.text).toContain('21-50 per month');

    const repeat = await client.post('/api/waitlist/apply', { ...app, email: email.toUpperCase() });
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe('WAITLIST_EXISTS');
    expect(String(repeat.body.message)).toContain('already exists');
  });

  it('validates with the spec messages', async () => {
    const res = await new ApiClient().post('/api/waitlist/apply', { ...application('not-an-email'), planType: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      email: validationMessages.emailInvalid,
      planType: validationMessages.planTypeRequired,
    });
  });
});

describe('refer a friend', () => {
  it('emails the friend an invitation naming the signed-in referrer', async () => {
    const user = await createSignedInUser({ prefix: 'referrer', firstName: 'Grace', lastName: 'Hopper' });
    const friend = uniqueTestEmail('friend');
    const res = await user.client.post('/api/email/refer-friend', {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: friend,
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(mailboxUrl, friend);
    expect(mail.subject).toBe('An invitation to try Clausewise');
    expect(mail.body.text).toContain('Hi Katherine,');
    expect(mail.body.text).toContain('Grace Hopper invited you to try Clausewise.');
    expect(mail.body.html).toContain(inject('baseUrl'));
  });

  it('keeps what the referrer wrote out of the subject and heading, and shows only plain personal names', async () => {
    const user = await createSignedInUser({
      prefix: 'phisher',
      firstName: 'Your account is locked.',
      lastName: 'Restore it at https://evil.example/login',
    });
    const friend = uniqueTestEmail('target');
    const res = await user.client.post('/api/email/refer-friend', {
      firstName: 'Act now: https://evil.example',
      lastName: 'X',
      email: friend,
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(mailboxUrl, friend);
    expect(mail.subject).toBe('An invitation to try Clausewise');
    expect(mail.body.text).toContain('Hi there,');
    expect(mail.body.text).toContain('Someone you know invited you to try Clausewise.');
    expect(`${mail.body.text} ${mail.body.html}`).not.toMatch(/evil\.example|locked/);
  });

  it('requires a session and valid friend details', async () => {
    expect(
      (await new ApiClient().post('/api/email/refer-friend', { firstName: 'A', lastName: 'B', email: 'a@b.co' }))
        .status,
    ).toBe(401);
    const user = await createSignedInUser({ prefix: 'referrer2', verified: false });
    const res = await user.client.post('/api/email/refer-friend', { firstName: '', lastName: 'B', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      firstName: validationMessages.friendFirstName,
      email: validationMessages.emailInvalid,
    });
  });

  it('needs a verified email: nothing is sent for an unverified account', async () => {
    const user = await createSignedInUser({ prefix: 'unverified-referrer', verified: false });
    const friend = uniqueTestEmail('friend');
    const res = await user.client.post('/api/email/refer-friend', { firstName: 'F', lastName: 'L', email: friend });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: outreachMessages.referralNeedsVerifiedEmail,
    });
    expect((await listMail(inject('mailboxUrl'))).some((m) => m.destination.to.some((to) => to.includes(friend)))).toBe(
      false,
    );
  });

  it('is rate limited per user (10 a day), with 429 and Retry-After', async () => {
    const user = await createSignedInUser({ prefix: 'spammer' });
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await user.client.post('/api/email/refer-friend', {
          firstName: 'F',
          lastName: 'L',
          email: uniqueTestEmail('spam'),
        }),
      );
    }
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('top-up request', () => {
  it("emails the operators the user's details and the requested credits", async () => {
    const user = await createSignedInUser({ prefix: 'topup', plan: 'paid', credits: 2 });
    const before = (await listMail(mailboxUrl)).length;
    const res = await user.client.post('/api/email/notify-low-credits', {
      email: 'spoofed@example.com',
      firstName: 'Spoof',
      creditsRemaining: 999,
      subscriptionType: 'paid',
      requestDetails: { requestedCredits: 50, additionalComment: 'Quarter-end rush' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: outreachMessages.topUpBody });
    const mail = await waitForMail(mailboxUrl, getConfig().operatorsEmail, (m) => m.subject.includes(user.email));
    expect(mail.subject).toContain('50 credits');
    expect(mail.body.text).toContain('Credits remaining: 2');
    expect(mail.body.text).toContain('Quarter-end rush');
    expect(mail.body.text).not.toContain('spoofed@example.com');
    expect((await listMail(mailboxUrl)).length).toBeGreaterThan(before);
  });

  it('accepts only the offered amounts', async () => {
    const user = await createSignedInUser({ prefix: 'topup2', verified: false });
    const res = await user.client.post('/api/email/notify-low-credits', { requestDetails: { requestedCredits: 7 } });
    expect(res.status).toBe(400);
  });
});
