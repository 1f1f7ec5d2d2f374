/**
 * Composition root of the account service: adapters picked from the configuration once per process
 * (cold start) and shared by every request. The session Lambda's routes use it, and so does every
 * handler that signs a caller in (core/auth.ts requireSession), which is why it is built with the
 * session key fetched once: the build awaits Secrets Manager, and a failed fetch is retried on the
 * next request (perProcessAsync).
 */
import { perProcess, perProcessAsync, systemClock, tableFrom } from '../../adapters/from-config';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { organizationSummary } from '../../services/organizations';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createSessionsRepo } from '../../adapters/dynamo/sessions-repo';
import { createTokensRepo } from '../../adapters/dynamo/tokens-repo';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { fetchSessionKeyPem } from '../../adapters/session-key';
import { getConfig } from '../../config';
import { rateRules } from '../../domain/accounts/rate-limits';
import { loadSigningKey } from '../../domain/accounts/session-jwt';
import { createAccountService, type AccountService } from '../../services/accounts';
import { log } from '../core/log';

export const getAccountService = perProcessAsync(async (): Promise<AccountService> => {
  const config = getConfig();
  const table = tableFrom(config);
  const signingKey = loadSigningKey(await fetchSessionKeyPem(config));
  return createAccountService({
    users: createUsersRepo(table),
    tokens: createTokensRepo(table),
    sessions: createSessionsRepo(table),
    rateLimits: createRateLimitRepo(table),
    // Skips suppressed addresses (adapters/email/app-sender.ts).
    email: createAppEmailSender(config, table, log),
    clock: systemClock,
    config: {
      signUpRules: {
        perAddress: rateRules.signUpsPerAddress,
        overall: { ...rateRules.signUpsOverall, limit: config.signUpsPerHour },
      },
      appOrigin: config.appOrigin,
      freeCreditsOnVerify: config.freeCreditsOnVerify,
      session: config.session,
      resetResponseFloorMs: 400,
    },
    signingKey,
    log,
  });
});

/** The caller's organisation for user-status (the account menu shows whose credits are used). */
export const getOrganizationSummaries = perProcess(() => {
  const organizations = createOrganizationsRepo(tableFrom(getConfig()));
  return (caller: { id: string; organizationId?: string }) => organizationSummary(organizations, caller);
});
