/**
 * Webhook deliveries: `PK=ORG#<orgId>`, `SK=WEBHOOK#<eventId>` (event ids carry the contract's ULID,
 * so they sort by time). Created once per event (`attribute_not_exists`); each attempt updates the
 * status, and a delivered event stays delivered, so a duplicate queue message sends nothing.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ownerPk } from '../../domain/owners';
import { isConditionFailed, type Table } from './client';
import type { WebhookDeliveriesRepo, WebhookDelivery } from '../repositories/webhook-deliveries';
export type { WebhookDeliveriesRepo, WebhookDelivery } from '../repositories/webhook-deliveries';

const key = (organizationId: string, eventId: string) => ({ PK: ownerPk(organizationId), SK: `WEBHOOK#${eventId}` });
/** Deliveries are kept 30 days. */
const TTL_SECONDS = 30 * 24 * 3600;

function toDelivery(item: Record<string, unknown> | undefined): WebhookDelivery | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, entity: _e, ttl: _t, ...rest } = item;
  return rest as unknown as WebhookDelivery;
}

export function createWebhookDeliveriesRepo(table: Table): WebhookDeliveriesRepo {
  const { doc, name: TableName } = table;
  return {
    async create(delivery) {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...key(delivery.organizationId, delivery.eventId),
              entity: 'webhook-delivery',
              ...delivery,
              ttl: Math.floor(Date.parse(delivery.createdAt) / 1000) + TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async get(organizationId, eventId) {
      const out = await doc.send(
        new GetCommand({ TableName, Key: key(organizationId, eventId), ConsistentRead: true }),
      );
      return toDelivery(out.Item);
    },

    async forget(organizationId, eventId) {
      await doc.send(new DeleteCommand({ TableName, Key: key(organizationId, eventId) }));
    },

    async recordAttempt(organizationId, eventId, outcome) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: key(organizationId, eventId),
            UpdateExpression: 'SET #status = :status, attempts = :attempts, lastError = :error, updatedAt = :at',
            ConditionExpression: 'attribute_exists(PK) AND #status <> :delivered',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': outcome.status,
              ':attempts': outcome.attempts,
              ':error': outcome.lastError,
              ':at': outcome.at,
              ':delivered': 'delivered',
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    async listRecent(organizationId, limit) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': ownerPk(organizationId), ':prefix': 'WEBHOOK#' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((item) => toDelivery(item)!);
    },
  };
}
