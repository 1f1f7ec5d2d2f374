/** Composition root of the webhook job and of the publisher the contract jobs use. */
import { systemClock, tableFrom } from '../../adapters/from-config';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createWebhookDeliveriesRepo } from '../../adapters/dynamo/webhook-deliveries-repo';
import { createHttpWebhookTransport } from '../../adapters/webhooks/http-transport';
import { createSqsWebhookQueue } from '../../adapters/webhooks/sqs-queue';
import type { FunctionsConfig } from '../../config';
import { log } from '../../log';
import { createWebhooks, type Webhooks } from '../../services/webhooks';

/** A receiver gets this long to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function webhooksFrom(config: FunctionsConfig): Webhooks {
  const table = tableFrom(config);
  return createWebhooks({
    organizations: createOrganizationsRepo(table),
    deliveries: createWebhookDeliveriesRepo(table),
    queue: createSqsWebhookQueue({
      region: config.region,
      queueUrl: config.webhooks.queueUrl,
      deadLetterQueueUrl: config.webhooks.deadLetterQueueUrl,
      endpoint: config.endpoints.sqs,
    }),
    // Receivers on private addresses only where everything is local (the tests' receivers).
    transport: createHttpWebhookTransport({ allowPrivateAddresses: config.isLocal }),
    clock: systemClock,
    log,
    settings: {
      retryBaseSeconds: config.webhooks.retryBaseSeconds,
      maxAttempts: config.webhooks.maxAttempts,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    },
  });
}
