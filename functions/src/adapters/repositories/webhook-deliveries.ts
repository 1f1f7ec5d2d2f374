/** Webhook deliveries as the services see them (implemented by adapters/dynamo/webhook-deliveries-repo.ts). */
import type { WebhookEventType } from '../../domain/organizations/webhooks';

export interface WebhookDelivery {
  eventId: string;
  organizationId: string;
  type: WebhookEventType;
  contractId: string;
  /** The event as sent (the same bytes on every attempt, so the receiver can dedupe by id). */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveriesRepo {
  /** Records a new event; false when it was recorded before (the same event published twice). */
  create(delivery: WebhookDelivery): Promise<boolean>;
  get(organizationId: string, eventId: string): Promise<WebhookDelivery | undefined>;
  /** Forgets an event whose message never reached the queue, so publishing it again can work. */
  forget(organizationId: string, eventId: string): Promise<void>;
  /** Records an attempt's outcome; `delivered` is final (a later duplicate attempt is skipped). */
  recordAttempt(
    organizationId: string,
    eventId: string,
    outcome: { status: WebhookDelivery['status']; attempts: number; lastError: string | null; at: string },
  ): Promise<void>;
  /** The newest deliveries of an organisation. */
  listRecent(organizationId: string, limit: number): Promise<WebhookDelivery[]>;
}
