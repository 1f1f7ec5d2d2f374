/**
 * The account service with a controllable clock, on the real repositories (test DynamoDB) and the
 * real SES adapter (test mailbox): expiries that HTTP tests cannot wait for.
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
import { createAccountService, type Clock } from '../../../functions/src/services/accounts';
import { PASSWORD, tokenFromMail, uniqueEmail } from './client';

const MINUTE = 60_000;

function setup() {
  const env = process.env;
  const table = createTable({
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME!,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  });
  let now = Date.now();
  const clock: Clock = { now: () => now };
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
    clock,
    config: {
      appOrigin: 'http://127.0.0.1:9',
      freeCreditsOnVerify: 1,
      session: { idleMinutes: 60, maxHours: 12 },
      resetResponseFloorMs: 0,
    },
    signingKey: loadSigningKey(
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
    log: { warn: () => undefined, error: (m, f) => console.error(m, f) },
  });
  return { service, advance: (ms: number) => (now += ms) };
}

const meta = { clientAddress: '10.0.0.1' };

describe('account service with a controlled clock', () => {
  it('ends a session after 60 idle minutes; activity slides it, the status poll does not', async () => {
    const { service, advance } = setup();
    const email = uniqueEmail('idle');
    await service.signUp({ firstName: 'Ida', lastName: 'Idle', email, password: PASSWORD }, meta);
    const { token } = await service.login({ email, password: PASSWORD }, meta);

    advance(50 * MINUTE);
    await service.authenticate(token, { touch: false }); // status poll: no extension
    advance(9 * MINUTE);
    await service.authenticate(token, { touch: true }); // activity at minute 59: extends to 119
    advance(59 * MINUTE);
    await expect(service.authenticate(token, { touch: false })).resolves.toMatchObject({ user: { email } });
    advance(2 * MINUTE);
    await expect(service.authenticate(token, { touch: false })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('ends a session after 12 hours however active', async () => {
    const { service, advance } = setup();
    const email = uniqueEmail('absolute');
    await service.signUp({ firstName: 'Abe', lastName: 'Solute', email, password: PASSWORD }, meta);
    const { token } = await service.login({ email, password: PASSWORD }, meta);
    for (let i = 0; i < 23; i++) {
      advance(30 * MINUTE);
      await service.authenticate(token, { touch: true });
    }
    advance(31 * MINUTE);
    await expect(service.authenticate(token, { touch: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('verification links expire after 24 hours', async () => {
    const { service, advance } = setup();
    const email = uniqueEmail('late');
    await service.signUp({ firstName: 'Lou', lastName: 'Late', email, password: PASSWORD }, meta);
    const token = await tokenFromMail(email, '/email-verified/');
    advance(24 * 60 * MINUTE + 1);
    await expect(service.verifyEmail(token, meta)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('reset links expire after 1 hour', async () => {
    const { service, advance } = setup();
    const email = uniqueEmail('late-reset');
    await service.signUp({ firstName: 'Rae', lastName: 'Set', email, password: PASSWORD }, meta);
    await service.requestReset(email, meta);
    const token = await tokenFromMail(email, '/reset-password/');
    advance(61 * MINUTE);
    await expect(service.resetPassword(token, 'new-password-9', meta)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
