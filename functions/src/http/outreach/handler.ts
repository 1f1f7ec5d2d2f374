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
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { getConfig } from '../../config';
import { createOutreachService, type OutreachService } from '../../services/outreach';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
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
    email: createAppEmailSender(config, table, log),
    clock: { now: () => Date.now() },
    log,
    config: { appOrigin: config.appOrigin, operatorsEmail: config.operatorsEmail },
  });
  return service;
}

export const handler = createHandler({
  'POST /api/waitlist/apply': async (event: ApiEvent) => {
    const config = getConfig();
    assertSameOrigin(event, config.appOrigin);
    const application = parseBody(event, WaitlistApplicationSchema);
    await outreach().applyToWaitlist(application, { clientIp: clientIp(event) });
    return json(201, { message: outreachMessages.waitlistSubmitted });
  },

  'POST /api/email/refer-friend': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const referral = parseBody(event, ReferralRequestSchema);
    await outreach().referFriend(user, referral);
    return json(200, { message: outreachMessages.referralSent });
  },

  'POST /api/email/notify-low-credits': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const body = parseBody(event, NotifyLowCreditsRequestSchema);
    await outreach().requestTopUp(user, body.requestDetails);
    return json(200, { message: outreachMessages.topUpBody });
  },
});
