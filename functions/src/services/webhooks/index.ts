/**
 * Webhooks (docs/decisions/182-signed-webhooks-through-a-queue.md):
 *  - publish: when an organisation's analysis settles, its event is recorded once (its id comes
 *    from the contract, so publishing twice records once) and queued; the analysis never waits for
 *    the receiver;
 *  - deliver (the queue's consumer): POSTs the signed event; a receiver's failure is retried with
 *    backoff by queueing the next attempt with a delay; a delivered event is never sent again;
 *    after the last attempt the message goes to the dead-letter queue (and its alarm).
 */
import type { ContractRecord } from '../../adapters/repositories/contracts';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import type { WebhookDeliveriesRepo } from '../../adapters/repositories/webhook-deliveries';
import type { WebhookTransport } from '../../adapters/webhooks/port';
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEventId,
  webhookRetryDelaySeconds,
  type WebhookEventType,
} from '../../domain/organizations/webhooks';
import type { ServiceLog } from '../contracts/types';
import type { Clock } from '../../adapters/clock';

export interface WebhookMessage {
  organizationId: string;
  eventId: string;
  attempt: number;
}

export interface WebhookQueue {
  send(message: WebhookMessage, delaySeconds?: number): Promise<void>;
  /** The dead-letter queue: an event that used up its attempts, kept for operators (alarmed). */
  deadLetter(message: WebhookMessage): Promise<void>;
}

export interface WebhookDeps {
  organizations: Pick<OrganizationsRepo, 'get'>;
  deliveries: WebhookDeliveriesRepo;
  queue: WebhookQueue;
  transport: WebhookTransport;
  clock: Clock;
  log: ServiceLog;
  settings: { retryBaseSeconds: number; maxAttempts: number; timeoutMs: number };
}

export function createWebhooks(deps: WebhookDeps) {
  const { organizations, deliveries, queue, transport, clock, log, settings } = deps;

  return {
    async publish(type: WebhookEventType, contract: ContractRecord): Promise<void> {
      const organizationId = contract.userId;
      const organization = await organizations.get(organizationId);
      if (!organization?.webhook) return;
      const eventId = webhookEventId(contract.id, type);
      const at = new Date(clock.now()).toISOString();
      const payload = JSON.stringify({
        id: eventId,
        type,
        createdAt: at,
        data: {
          contractId: contract.id,
          status: type === 'analysis.completed' ? 'completed' : 'failed',
          behalfOf: contract.behalfOf,
          submittedAt: contract.createdAt,
          ...(type === 'analysis.failed' ? { errorMessage: contract.errorMessage ?? null } : {}),
        },
      });
      const recorded = await deliveries.create({
        eventId,
        organizationId,
        type,
        contractId: contract.id,
        payload,
        status: 'pending',
        attempts: 0,
        lastError: null,
        createdAt: at,
        updatedAt: at,
      });
      if (!recorded) return;
      try {
        await queue.send({ organizationId, eventId, attempt: 1 });
      } catch (err) {
        await deliveries.forget(organizationId, eventId).catch(() => undefined);
        throw err;
      }
    },

    /** One attempt; always settles the message (retries are new, delayed messages). */
    async deliver(message: WebhookMessage): Promise<'delivered' | 'retrying' | 'failed' | 'skipped'> {
      const { organizationId, eventId, attempt } = message;
      const delivery = await deliveries.get(organizationId, eventId);
      if (!delivery || delivery.status !== 'pending') return 'skipped';
      const organization = await organizations.get(organizationId);
      const at = () => new Date(clock.now()).toISOString();
      if (!organization?.webhook) {
        await deliveries.recordAttempt(organizationId, eventId, {
          status: 'failed',
          attempts: attempt - 1,
          lastError: 'no webhook configured',
          at: at(),
        });
        return 'failed';
      }
      let error: string;
      try {
        const timestamp = Math.floor(clock.now() / 1000);
        const { status } = await transport.post(
          organization.webhook.url,
          delivery.payload,
          {
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(organization.webhook.secret, delivery.payload, timestamp),
            'user-agent': 'Clausewise-Webhooks/1.0',
          },
          settings.timeoutMs,
        );
        if (status >= 200 && status < 300) {
          await deliveries.recordAttempt(organizationId, eventId, {
            status: 'delivered',
            attempts: attempt,
            lastError: null,
            at: at(),
          });
          log.info('webhook delivered', { organizationId, eventId, attempt });
          return 'delivered';
        }
        error = `HTTP ${status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      if (attempt >= settings.maxAttempts) {
        await deliveries.recordAttempt(organizationId, eventId, {
          status: 'failed',
          attempts: attempt,
          lastError: error,
          at: at(),
        });
        await queue.deadLetter(message);
        log.error('webhook failed for good', { organizationId, eventId, attempt, error });
        return 'failed';
      }
      await deliveries.recordAttempt(organizationId, eventId, {
        status: 'pending',
        attempts: attempt,
        lastError: error,
        at: at(),
      });
      await queue.send(
        { ...message, attempt: attempt + 1 },
        webhookRetryDelaySeconds(attempt, settings.retryBaseSeconds),
      );
      log.warn('webhook attempt failed; retrying', { organizationId, eventId, attempt, error });
      return 'retrying';
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
