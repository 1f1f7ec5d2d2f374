/** Composition root of the organisations API: adapters picked once per process (cold start). */
import { ulid } from 'ulid';
import { perProcess, systemClock, tableFrom } from '../../adapters/from-config';
import { createApiKeysRepo } from '../../adapters/dynamo/api-keys-repo';
import { createInvitesRepo } from '../../adapters/dynamo/invites-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlaybooksRepo } from '../../adapters/dynamo/playbooks-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { getConfig } from '../../config';
import { createOrganizationService } from '../../services/organizations';
import { createApiKeyService } from '../../services/organizations/api-keys';
import { createWebhookSettings } from '../../services/organizations/webhook-settings';
import { createWebhookDeliveriesRepo } from '../../adapters/dynamo/webhook-deliveries-repo';
import { createPlaybookService } from '../../services/playbooks';
import { log } from '../core/log';

export const getOrganizationServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const organizations = createOrganizationsRepo(table);
  return {
    organizations,
    service: createOrganizationService({
      organizations,
      invites: createInvitesRepo(table),
      rateLimits: createRateLimitRepo(table),
      email: createAppEmailSender(config, table, log),
      clock: systemClock,
      newId: () => ulid(),
      log,
      config: { appOrigin: config.appOrigin },
    }),
    apiKeys: createApiKeyService({
      organizations,
      apiKeys: createApiKeysRepo(table),
      clock: systemClock,
      newId: () => ulid(),
      log,
    }),
    webhook: createWebhookSettings({
      organizations,
      deliveries: createWebhookDeliveriesRepo(table),
      clock: systemClock,
      allowLoopbackHttp: config.isLocal,
    }),
    // Shared playbooks are playbooks kept in the organisation's partition.
    playbooks: createPlaybookService({ playbooks: createPlaybooksRepo(table), clock: systemClock }),
  };
});
