/**
 * Limits at the edge, through the local cloud's API: sign-up per address and
 * overall, the free allowance once per normalised mailbox, upload processing per user. Each refusal
 * is 429 with Retry-After and the spec's "Too many requests" wording. (Referrals: contracts/outreach.test.ts.)
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createRateLimitRepo } from '../../../functions/src/adapters/dynamo/rate-limit-repo';
import { createSessionsRepo } from '../../../functions/src/adapters/dynamo/sessions-repo';
import { createTokensRepo } from '../../../functions/src/adapters/dynamo/tokens-repo';
import { createUsersRepo } from '../../../functions/src/adapters/dynamo/users-repo';
import { createSesEmailSender } from '../../../functions/src/adapters/email/ses';
import { normalizeMailbox } from '../../../functions/src/domain/accounts/email';
import { rateRules } from '../../../functions/src/domain/accounts/rate-limits';
import { loadSigningKey } from '../../../functions/src/domain/accounts/session-jwt';
import { uploadProcessingPerUser } from '../../../functions/src/domain/uploads/rate-limits';
import { createAccountService } from '../../../functions/src/services/accounts';
import { uploadMessages } from '../../../shared/upload-messages';
import { authMessages } from '../../../shared/messages';
import { firstLink, waitForMail } from '../../support/mailbox';
import { inOneRateWindow } from '../../support/rate-window';
import { ApiClient, createSignedInUser, creditsOf, TEST_PASSWORD } from '../../support/users';

const signUpBody = (email: string) => ({ firstName: 'Lim', lastName: 'Ited', email, password: TEST_PASSWORD });

async function verify(client: ApiClient, email: string): Promise<string> {
  const mail = await waitForMail(inject('mailboxUrl'), email, (m) => (m.body.text ?? '').includes('/email-verified/'));
  const link = firstLink(mail, '/email-verified/')!;
  const token = decodeURIComponent(link.slice(link.indexOf('/email-verified/') + '/email-verified/'.length));
  const res = await client.post<{ userId: string }>('/api/contract/verify-email', { token });
  expect(res.status).toBe(200);
  return res.body.userId;
}

describe('sign-up limits', () => {
  it(`refuses sign-up number ${rateRules.signUpsPerAddress.limit + 1} from one address within an hour with 429 and Retry-After`, () =>
    inOneRateWindow(rateRules.signUpsPerAddress.windowSeconds, async () => {
      const client = new ApiClient();
      const answers = [];
      for (let i = 0; i <= rateRules.signUpsPerAddress.limit; i++) {
        answers.push(
          await client.post('/api/contract/user', signUpBody(`limit-${randomUUID().slice(0, 8)}@example.com`)),
        );
      }
      expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(rateRules.signUpsPerAddress.limit).fill(201));
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ message: authMessages.tooManyRequests, code: 'RATE_LIMITED' });
      // Another address is not affected.
      const other = new ApiClient();
      expect(
        (await other.post('/api/contract/user', signUpBody(`limit-${randomUUID().slice(0, 8)}@example.com`))).status,
      ).toBe(201);
    }));

  it('has an overall ceiling across addresses', async () => {
    const env = process.env;
    const table = createTable({
      region: env.AWS_REGION ?? 'us-east-1',
      tableName: env.TABLE_NAME!,
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    });
    const unique = randomUUID().slice(0, 8);
    const service = createAccountService({
      users: createUsersRepo(table),
      tokens: createTokensRepo(table),
      sessions: createSessionsRepo(table),
      rateLimits: createRateLimitRepo(table),
      email: createSesEmailSender({
        region: 'us-east-1',
        from: 'no-reply@clausewise.local',
        endpoint: env.AWS_ENDPOINT_URL_SES,
      }),
      clock: { now: () => Date.now() },
      config: {
        appOrigin: 'http://127.0.0.1:9',
        freeCreditsOnVerify: 1,
        session: { idleMinutes: 60, maxHours: 12 },
        resetResponseFloorMs: 0,
        // Its own counters (names), so this test never eats the suite's real overall budget.
        signUpRules: {
          perAddress: { ...rateRules.signUpsPerAddress, name: `signup-ip-${unique}` },
          overall: { ...rateRules.signUpsOverall, name: `signup-all-${unique}`, limit: 2 },
        },
      },
      signingKey: loadSigningKey(
        generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      ),
      log: { warn: () => undefined, error: () => undefined },
    });
    const signUp = (i: number) =>
      service.signUp(signUpBody(`overall-${unique}-${i}@example.com`), { clientAddress: `198.19.7.${i}` });
    await signUp(1);
    await signUp(2);
    await expect(signUp(3)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });
});

describe('free allowance once per mailbox', () => {
  it('normalises plus-aliases, case and Gmail dots', () => {
    expect(normalizeMailbox(' Ada+Work@Example.com ')).toBe('ada@example.com');
    expect(normalizeMailbox('a.d.a+x@googlemail.com')).toBe('ada@gmail.com');
    expect(normalizeMailbox('a.d.a@example.com')).toBe('a.d.a@example.com');
  });

  it('plus-alias sign-ups after the first verify but get no free credit', async () => {
    const base = `alias${randomUUID().slice(0, 8)}`;
    const client = new ApiClient();
    const first = `${base}+one@example.com`;
    const second = `${base}+two@example.com`;
    const plain = `${base}@example.com`;
    for (const email of [first, second, plain])
      expect((await client.post('/api/contract/user', signUpBody(email))).status).toBe(201);
    const firstId = await verify(client, first);
    const secondId = await verify(client, second);
    const plainId = await verify(client, plain);
    expect(await creditsOf(firstId)).toBe(1);
    expect(await creditsOf(secondId)).toBe(0);
    expect(await creditsOf(plainId)).toBe(0);
  });

  it('Gmail addresses differing only in dots share one allowance', async () => {
    const base = `gm${randomUUID().slice(0, 6)}`;
    const client = new ApiClient();
    const dotted = `${base.slice(0, 3)}.${base.slice(3)}@gmail.com`;
    const other = `${base}@googlemail.com`;
    for (const email of [dotted, other])
      expect((await client.post('/api/contract/user', signUpBody(email))).status).toBe(201);
    expect(await creditsOf(await verify(client, dotted))).toBe(1);
    expect(await creditsOf(await verify(client, other))).toBe(0);
  });
});

describe('upload processing limit', () => {
  it(`refuses extraction number ${uploadProcessingPerUser.limit + 1} of a user within an hour with 429 and Retry-After`, () =>
    inOneRateWindow(uploadProcessingPerUser.windowSeconds, async () => {
      const user = await createSignedInUser({ prefix: 'uploader' });
      const body = { docxUrl: `uploads/${user.id}/missing.docx`, filename: 'missing.docx' };
      const statuses: number[] = [];
      let last;
      for (let i = 0; i <= uploadProcessingPerUser.limit; i++) {
        last = await user.client.post('/api/upload/process', body);
        statuses.push(last.status);
      }
      expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: uploadMessages.processingPerHour(uploadProcessingPerUser.limit),
      });
      // Another user is not affected.
      const other = await createSignedInUser({ prefix: 'uploader2' });
      expect(
        (
          await other.client.post('/api/upload/process', {
            docxUrl: `uploads/${other.id}/missing.docx`,
            filename: 'missing.docx',
          })
        ).status,
      ).not.toBe(429);
    }));
});
