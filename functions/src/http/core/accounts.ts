/**
 * The composition root of the account service for Lambda handlers: adapters are picked from the
 * configuration once per process (cold start) and shared by every request. Handlers reach the
 * service only through getAccountService(); they never see an SDK client.
 */
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createSessionsRepo } from '../../adapters/dynamo/sessions-repo';
import { createTable } from '../../adapters/dynamo/client';
import { createTokensRepo } from '../../adapters/dynamo/tokens-repo';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { fetchSessionKeyPem } from '../../adapters/session-key';
import { getConfig, requireSessionKeySource } from '../../config';
import { loadSigningKey } from '../../domain/accounts/session-jwt';
import { createAccountService, systemClock, type AccountService } from '../../services/accounts';
import { log } from './log';

let service: Promise<AccountService> | undefined;

async function build(): Promise<AccountService> {
  const config = getConfig();
  const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
  const signingKey = loadSigningKey(await fetchSessionKeyPem(config));
  return createAccountService({
    users: createUsersRepo(table),
    tokens: createTokensRepo(table),
    sessions: createSessionsRepo(table),
    rateLimits: createRateLimitRepo(table),
    email: createAppEmailSender(config, table, log),
    clock: systemClock,
    config: {
      appOrigin: config.appOrigin,
      freeCreditsOnVerify: config.freeCreditsOnVerify,
      session: config.session,
      resetResponseFloorMs: 400,
    },
    signingKey,
    log,
  });
}

export function getAccountService(): Promise<AccountService> {
  service ??= build().catch((err: unknown) => {
    service = undefined; // a transient failure (e.g. Secrets Manager) may succeed on the next request
    throw err;
  });
  return service;
}

/**
 * Fails the cold start, not the first request, when no session key is configured: called at module
 * load by every handler that signs or verifies sessions.
 */
export function assertSessionKeyConfigured(): void {
  requireSessionKeySource(getConfig());
}
