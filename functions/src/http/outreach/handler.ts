/**
 * Outreach Lambda: POST /api/waitlist/apply (public), POST /api/email/refer-friend and
 * POST /api/email/notify-low-credits (signed in). Error bodies carry the spec's section 8 wording.
 */
import { outreachMessages } from '../../../../shared/messages';
import { NotifyLowCreditsRequestSchema, ReferralRequestSchema } from '../../../../shared/schemas/outreach';
import { WaitlistApplicationSchema } from '../../../../shared/schemas/waitlist';
import { getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { getOutreachService } from './deps';

assertSessionKeyConfigured();

export const handler = createHandler({
  'POST /api/waitlist/apply': async (event: ApiEvent) => {
    const config = getConfig();
    assertSameOrigin(event, config.appOrigin);
    const application = parseBody(event, WaitlistApplicationSchema);
    await getOutreachService().applyToWaitlist(application, { clientIp: clientIp(event) });
    return json(201, { message: outreachMessages.waitlistSubmitted });
  },

  'POST /api/email/refer-friend': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const referral = parseBody(event, ReferralRequestSchema);
    await getOutreachService().referFriend(user, referral);
    return json(200, { message: outreachMessages.referralSent });
  },

  'POST /api/email/notify-low-credits': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const body = parseBody(event, NotifyLowCreditsRequestSchema);
    await getOutreachService().requestTopUp(user, body.requestDetails, body.organizationId || undefined);
    return json(200, { message: outreachMessages.topUpBody });
  },
});
