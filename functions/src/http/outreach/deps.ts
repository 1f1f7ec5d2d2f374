/** Composition root of the outreach API (waitlist, referrals, top-up requests): built once per process (cold start). */
import { perProcess, systemClock, tableFrom } from '../../adapters/from-config';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createWaitlistRepo } from '../../adapters/dynamo/waitlist-repo';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { getConfig } from '../../config';
import { createOutreachService, type OutreachService } from '../../services/outreach';
import { log } from '../core/log';

export const getOutreachService = perProcess((): OutreachService => {
  const config = getConfig();
  const table = tableFrom(config);
  return createOutreachService({
    waitlist: createWaitlistRepo(table),
    rateLimits: createRateLimitRepo(table),
    // Skips suppressed addresses (adapters/email/app-sender.ts).
    email: createAppEmailSender(config, table, log),
    organizations: createOrganizationsRepo(table),
    clock: systemClock,
    log,
    config: { appOrigin: config.appOrigin, operatorsEmail: config.operatorsEmail },
  });
});
