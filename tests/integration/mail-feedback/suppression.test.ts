/**
 * SES bounce and complaint handling against dynalite and the local SES mailbox: the real
 * mail-feedback handler invoked with the SNS event SES's records arrive in (tests/fixtures/ses,
 * AWS's documented examples), then the real HTTP API. A suppressed address gets no mail, and the
 * caller cannot tell: the answers are the ones an unsuppressed address gets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SNSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createSuppressionRepo } from '../../../functions/src/adapters/dynamo/suppression-repo';
import { handler } from '../../../functions/src/jobs/mail-feedback/handler';
import { listMail } from '../../support/mailbox';
import { createSignedInUser, testUsersRepo } from '../../support/users';
import { Browser, mailboxUrl, PASSWORD, signUp, uniqueEmail, verifiedAccount } from '../accounts/client';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/ses', name), 'utf8');

/** An SNS Lambda event carrying one SES record, addressed to `to` instead of the example recipient. */
function snsEvent(record: string, to: string): SNSEvent {
  const message = record.replaceAll('recipient@example.com', to);
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: 'arn:aws:sns:eu-west-1:123456789012:MailFeedback:2bcfbf39-05c3-41de-beaa-fcfcc21c8f55',
        Sns: {
          Type: 'Notification',
          MessageId: '95df01b4-ee98-5cb9-9903-4c221d41eb5e',
          TopicArn: 'arn:aws:sns:eu-west-1:123456789012:MailFeedback',
          Subject: null as unknown as string,
          Message: message,
          Timestamp: '2017-08-05T00:41:03.000Z',
          SignatureVersion: '1',
          Signature: 'EXAMPLE',
          SigningCertUrl: 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-example.pem',
          UnsubscribeUrl: 'https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=example',
          MessageAttributes: {},
        },
      },
    ],
  };
}

const suppressions = () =>
  createSuppressionRepo(
    createTable({
      region: process.env.AWS_REGION ?? 'us-east-1',
      tableName: process.env.TABLE_NAME!,
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
    }),
  );

const mailTo = async (address: string) =>
  (await listMail(mailboxUrl)).filter((m) => m.destination.to.some((t) => t.toLowerCase() === address.toLowerCase()));

describe('SES feedback -> suppression list', () => {
  it('a permanent bounce suppresses the address, keyed case-insensitively', async () => {
    const address = uniqueEmail('bounced');
    expect(await handler(snsEvent(fixture('bounce-permanent.json'), address.toUpperCase()))).toEqual({ suppressed: 1 });
    expect(await suppressions().get(address)).toMatchObject({
      address: address.toLowerCase(),
      reason: 'bounce',
      detail: 'Permanent/General',
      reports: 1,
    });
  });

  it('a complaint suppresses the address', async () => {
    const address = uniqueEmail('complained');
    expect(await handler(snsEvent(fixture('complaint.json'), address))).toEqual({ suppressed: 1 });
    expect(await suppressions().get(address)).toMatchObject({ reason: 'complaint', detail: 'abuse' });
  });

  it('a transient bounce and other events do not suppress', async () => {
    const address = uniqueEmail('transient');
    const transient = fixture('bounce-permanent.json')
      .replace('"Permanent"', '"Transient"')
      .replace('"General"', '"MailboxFull"');
    expect(await handler(snsEvent(transient, address))).toEqual({ suppressed: 0 });
    const delivery = JSON.stringify({ eventType: 'Delivery', mail: {}, delivery: { recipients: [address] } });
    expect(await handler(snsEvent(delivery, address))).toEqual({ suppressed: 0 });
    expect(await handler(snsEvent('not json', address))).toEqual({ suppressed: 0 });
    expect(await suppressions().get(address)).toBeUndefined();
  });

  it('identity notifications (notificationType) count the same, and a repeated delivery keeps the first report', async () => {
    const address = uniqueEmail('identity');
    const identity = fixture('bounce-permanent.json').replace('"eventType"', '"notificationType"');
    await handler(snsEvent(identity, address));
    const first = await suppressions().get(address);
    await handler(snsEvent(fixture('complaint.json'), address));
    expect(await suppressions().get(address)).toMatchObject({
      reason: 'bounce',
      suppressedAt: first!.suppressedAt,
      reports: 2,
    });
  });
});

describe('every send path skips a suppressed address, answering as usual', () => {
  it('sign-up and resend-verification: the same answers, no mail to the suppressed address', async () => {
    const suppressed = uniqueEmail('nomail');
    const control = uniqueEmail('control');
    await handler(snsEvent(fixture('bounce-permanent.json'), suppressed));

    const blocked = await signUp(suppressed);
    const delivered = await signUp(control);
    expect(blocked.status).toBe(delivered.status);
    expect(Object.keys(blocked.body).sort()).toEqual(Object.keys(delivered.body).sort());
    // Sends are awaited before the answer, so the control's mail is already in the store.
    expect(await mailTo(control)).toHaveLength(1);
    expect(await mailTo(suppressed)).toHaveLength(0);

    const resend = await new Browser().post('/api/email/resend-verification', { email: suppressed });
    const resendControl = await new Browser().post('/api/email/resend-verification', { email: control });
    expect(resend.status).toBe(resendControl.status);
    expect(resend.body).toEqual(resendControl.body);
    expect(await mailTo(suppressed)).toHaveLength(0);
  });

  it('password reset: the same answer, no reset mail after the address complained', async () => {
    const address = uniqueEmail('resetnomail');
    await verifiedAccount(address);
    const before = (await mailTo(address)).length;
    await handler(snsEvent(fixture('complaint.json'), address));

    const requested = await new Browser().post('/api/email/request-reset', { email: address });
    const control = await new Browser().post('/api/email/request-reset', { email: uniqueEmail('unknown') });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual(control.body);
    expect(await mailTo(address)).toHaveLength(before);
  });

  it('refer-a-friend: the referrer sees success, the suppressed friend gets nothing', async () => {
    const referrer = uniqueEmail('referrer');
    await verifiedAccount(referrer);
    const browser = new Browser();
    expect((await browser.login(referrer, PASSWORD)).status).toBe(200);
    const friend = uniqueEmail('friend');
    const otherFriend = uniqueEmail('friend2');
    await handler(snsEvent(fixture('bounce-permanent.json'), friend));

    const referred = await browser.post('/api/email/refer-friend', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: friend,
    });
    const control = await browser.post('/api/email/refer-friend', {
      firstName: 'Alan',
      lastName: 'Turing',
      email: otherFriend,
    });
    expect(referred.status).toBe(control.status);
    expect(referred.body).toEqual(control.body);
    expect(await mailTo(otherFriend)).toHaveLength(1);
    expect(await mailTo(friend)).toHaveLength(0);
  });

  it('the email test tool: the administrator sees "sent", the suppressed address gets nothing', async () => {
    const admin = await createSignedInUser({ prefix: 'suppress-admin' });
    await testUsersRepo().setRole(admin.id, 'admin');
    const suppressed = uniqueEmail('tool-nomail');
    const control = uniqueEmail('tool-control');
    await handler(snsEvent(fixture('complaint.json'), suppressed));

    for (const path of ['/api/email/test-email', '/api/email/test-verification']) {
      const blocked = await admin.client.post(path, { email: suppressed, firstName: 'Grace' });
      const delivered = await admin.client.post(path, { email: control, firstName: 'Grace' });
      expect(blocked.status, path).toBe(delivered.status);
      expect(JSON.stringify(blocked.body).replace(suppressed, '<to>'), path).toBe(
        JSON.stringify(delivered.body).replace(control, '<to>'),
      );
    }
    expect(await mailTo(control)).toHaveLength(2);
    expect(await mailTo(suppressed)).toHaveLength(0);
  });
});
