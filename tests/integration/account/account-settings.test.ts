/**
 * The account page's calls against the local cloud: the summary, the password change (other
 * sessions end, this one stays), email preferences and the "analysis is ready" email they govern;
 * and the submissions and outreach the issue tightened: a text that is not a contract is refused
 * with 422 NOT_A_CONTRACT and no credit spent; referrals to oneself or of the same friend twice in a
 * day are refused; a waitlist phone must be a phone number, and the applicant gets a confirmation.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { accountMessages } from '../../../shared/account-messages';
import { contractMessages, outreachMessages, validationMessages } from '../../../shared/messages';
import { listMail, waitForMail } from '../../support/mailbox';
import { ApiClient, createSignedInUser, creditsOf, TEST_PASSWORD, uniqueTestEmail } from '../../support/users';
import { analysedContract } from '../redline/helpers';

const mailboxUrl = inject('mailboxUrl');

describe('account page', () => {
  it('summarises the account with default email preferences and no purchases', async () => {
    const user = await createSignedInUser({ prefix: 'summary', plan: 'paid', credits: 7 });
    const res = await user.client.get('/api/account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: user.email,
      firstName: user.firstName,
      subscriptionType: 'paid',
      creditsRemaining: 7,
      emailPreferences: { analysisReady: true },
      purchases: [],
    });
    expect((await new ApiClient().get('/api/account')).status).toBe(401);
  });

  it('changes the password: wrong or unchanged refused, other sessions end, this one stays', async () => {
    const user = await createSignedInUser({ prefix: 'chpw' });
    const other = new ApiClient();
    expect((await other.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);

    const wrong = await user.client.post('/api/account/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: accountMessages.wrongPassword },
    });
    const same = await user.client.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(same.status).toBe(400);
    const short = await user.client.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fields: { newPassword: validationMessages.passwordMin } });

    const changed = await user.client.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-password-1',
    });
    expect(changed.status).toBe(200);
    expect((await user.client.get('/api/account')).status).toBe(200);
    expect((await other.get('/api/account')).status).toBe(401);
    expect((await new ApiClient().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await new ApiClient().post('/api/auth/login', { email: user.email, password: 'a-new-password-1' })).status,
    ).toBe(200);
  });

  it('emails "your analysis is ready" unless the user turned it off', { timeout: 60_000 }, async () => {
    const on = await createSignedInUser({ prefix: 'readyon', credits: 1 });
    const party = `Ready ${randomUUID().slice(0, 6)}`;
    const id = await analysedContract(on, {}, undefined, party);
    const mail = await waitForMail(mailboxUrl, on.email, (m) => m.subject.includes('is ready'));
    expect(mail.subject).toBe(`Your analysis of ${party} is ready`);
    expect(mail.body.text).toContain(`/results/${id}`);

    const off = await createSignedInUser({ prefix: 'readyoff', credits: 1 });
    const saved = await off.client.call('PUT', '/api/account/email-preferences', { analysisReady: false });
    expect(saved.body).toEqual({ analysisReady: false });
    expect((await off.client.get('/api/account')).body).toMatchObject({ emailPreferences: { analysisReady: false } });
    await analysedContract(off);
    // The job sends right after completing: the user who said no has nothing once the other's arrived.
    await waitForMail(mailboxUrl, on.email, (m) => m.subject.includes('is ready'));
    expect(
      (await listMail(mailboxUrl)).filter(
        (m) => m.destination.to.includes(off.email) && m.subject.includes('is ready'),
      ),
    ).toEqual([]);
  });
});

describe('a text that is not a contract', () => {
  it.each([
    [
      'a recipe',
      'Ingredients: 2 cups flour, 1 cup sugar, 3 eggs, 1 teaspoon vanilla. Preheat the oven to 180°C. Whisk the eggs and sugar, stir in the flour and bake for 35 minutes. Serves 8.',
    ],
    [
      'a letter',
      'Dear Sam, thank you for a lovely weekend. The children loved the beach and we are already planning our next visit in the summer. Give our love to everyone. Warm wishes, Jo',
    ],
    [
      'lorem ipsum',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
    ],
  ])('%s is refused with 422 NOT_A_CONTRACT and no credit spent', async (_kind, contractText) => {
    const user = await createSignedInUser({ prefix: 'notcontract', credits: 2 });
    const res = await user.client.post(
      '/api/contract/analyze',
      { contractText, behalfOf: 'Me' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'NOT_A_CONTRACT',
      message: contractMessages.notAContract,
      fields: { contractText: contractMessages.notAContract },
    });
    expect(await creditsOf(user.id)).toBe(2);
  });
});

describe('outreach', () => {
  it('refuses a referral to oneself and a second referral of the same friend the same day', async () => {
    const user = await createSignedInUser({ prefix: 'refself' });
    const self = await user.client.post('/api/email/refer-friend', {
      firstName: 'Me',
      lastName: 'Myself',
      email: user.email.toUpperCase(),
    });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: outreachMessages.referralToSelf });
    const friend = uniqueTestEmail('friend');
    expect(
      (await user.client.post('/api/email/refer-friend', { firstName: 'Kit', lastName: 'Friend', email: friend }))
        .status,
    ).toBe(200);
    const again = await user.client.post('/api/email/refer-friend', {
      firstName: 'Kit',
      lastName: 'Friend',
      email: friend,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REFERRAL_REPEATED', message: outreachMessages.referralRepeated });
    expect((await listMail(mailboxUrl)).filter((m) => m.destination.to.includes(friend))).toHaveLength(1);
  });

  it('validates a waitlist phone and sends the applicant a confirmation', async () => {
    const email = uniqueTestEmail('applicant');
    const application = {
      firstName: 'Ada',
      lastName: 'Applicant',
      email,
      organization: `Org ${randomUUID().slice(0, 6)}`,
      planType: 'Solo Practitioner',
      teamSize: '1-10 employees',
      monthlyContractCount: '1-5 per month',
    };
    const bad = await new ApiClient().post('/api/waitlist/apply', { ...application, phone: 'call me maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { phone: validationMessages.phoneInvalid } });
    expect(
      (await new ApiClient().post('/api/waitlist/apply', { ...application, phone: '+1 (415) 555-0100' })).status,
    ).toBe(201);
    const confirmation = await waitForMail(mailboxUrl, email);
    expect(confirmation.subject).toContain('access request');
    expect(confirmation.body.text).toContain('within 24 hours');
  });
});
