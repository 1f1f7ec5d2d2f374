/**
 * Outreach Lambda: POST /api/waitlist/apply (public), POST /api/email/refer-friend and
 * POST /api/email/notify-low-credits (signed in). Error bodies carry the spec's section 8 wording.
 */
import { outreachMessages } from '../../../../shared/messages';
import { NotifyLowCreditsRequestSchema, ReferralRequestSchema } from '../../../../shared/schemas/outreach';
import { WaitlistApplicationSchema } from '../../../../shared/schemas/waitlist';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createTable } from '../../adapters/dynamo/client';
import { createWaitlistRepo } from '../../adapters/dynamo/waitlist-repo';
import { createSesEmailSender } from '../../adapters/email/ses';
import { getConfig } from '../../config';
import { createOutreachService, OutreachError, type OutreachService } from '../../services/outreach';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';

assertSessionKeyConfigured();

let service: OutreachService | undefined;
function outreach(): OutreachService {
  if (service) return service;
  const config = getConfig();
  const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
  service = createOutreachService({
    waitlist: createWaitlistRepo(table),
    rateLimits: createRateLimitRepo(table),
    email: createSesEmailSender({ region: config.region, from: config.sesFromAddress, endpoint: config.endpoints.ses }),
    clock: { now: () => Date.now() },
    log,
    config: { appOrigin: config.appOrigin, operatorsEmail: config.operatorsEmail },
  });
  return service;
}

/** Maps outreach failures; `failure` is the endpoint's own "something went wrong" message. */
function toAppError(err: unknown, failure: string): unknown {
  if (!(err instanceof OutreachError)) return err;
  switch (err.code) {
    case 'WAITLIST_EXISTS':
      return new AppError(409, 'WAITLIST_EXISTS', outreachMessages.waitlistExists);
    case 'RATE_LIMITED':
      return new AppError(429, 'RATE_LIMITED', outreachMessages.tooManyRequests, {}, { 'retry-after': String(err.retryAfterSeconds ?? 60) });
    case 'EMAIL_UNAVAILABLE':
      return new AppError(503, 'EMAIL_UNAVAILABLE', failure);
  }
}

async function run(action: () => Promise<void>, failure: string): Promise<void> {
  try {
    await action();
  } catch (err) {
    throw toAppError(err, failure);
  }
}

export const handler = createHandler({
  'POST /api/waitlist/apply': async (event: ApiEvent) => {
    const config = getConfig();
    assertSameOrigin(event, config.appOrigin);
    const application = parseBody(event, WaitlistApplicationSchema);
    await run(() => outreach().applyToWaitlist(application, { clientIp: clientIp(event) }), outreachMessages.emailUnavailable);
    return json(201, { message: outreachMessages.waitlistSubmitted });
  },

  'POST /api/email/refer-friend': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const referral = parseBody(event, ReferralRequestSchema);
    await run(() => outreach().referFriend(user, referral), outreachMessages.emailUnavailable);
    return json(200, { message: outreachMessages.referralSent });
  },

  'POST /api/email/notify-low-credits': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const body = parseBody(event, NotifyLowCreditsRequestSchema);
    await run(() => outreach().requestTopUp(user, body.requestDetails), outreachMessages.topUpFailed);
    return json(200, { message: outreachMessages.topUpBody });
  },
});
