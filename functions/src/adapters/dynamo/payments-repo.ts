/**
 * Payment records and the credits a payment adds (docs/data-model.md, payments; docs/credits.md).
 *
 * - One item per checkout session, `PK=PAYMENT#<sessionId>`, `SK=PAYMENT`: owner, package, amount,
 *   currency, status, credits before and after, processed at. Nothing about cards.
 * - The credits are added by ONE conditional UpdateItem on the balance's item — the buyer's profile,
 *   or for an organisation purchase the organisation's (`ORG#<orgId>/PROFILE`) — that also records the
 *   session in the map `paymentsApplied` (session id -> balance before), on condition that the
 *   session is not in it yet. So a session's credits are added at most once however often, in
 *   whatever order and however concurrently the webhook and fix-payment run — with no transaction
 *   (dynalite has none). The balance before is kept with the marker, so a caller that loses the race,
 *   or finds the work half done by a process that died, still writes the exact figures on the record.
 * - Then the payment item is marked processed (`processingCompleted <> true`, so once).
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import type { PaymentStatus, PaymentRecord, CreditOutcome, PaymentsRepo } from '../repositories/payments';
import { ownerPk } from '../../domain/owners';
export type { PaymentStatus, PaymentRecord, CreditOutcome, PaymentsRepo } from '../repositories/payments';

const paymentKey = (sessionId: string) => ({ PK: `PAYMENT#${sessionId}`, SK: 'PAYMENT' });
/** A user's or an organisation's profile item: where its `creditsRemaining` lives. */
const balanceKey = (ownerId: string) => ({ PK: ownerPk(ownerId), SK: 'PROFILE' });

function toRecord(item: Record<string, unknown>): PaymentRecord {
  return {
    sessionId: String(item.sessionId),
    userId: String(item.userId),
    ...(typeof item.organizationId === 'string' ? { organizationId: item.organizationId } : {}),
    provider: item.provider === 'stripe' ? 'stripe' : 'local',
    packageId: String(item.packageId),
    packageName: String(item.packageName),
    credits: Number(item.credits),
    amount: Number(item.amount),
    currency: String(item.currency),
    status: (item.status as PaymentStatus | undefined) ?? 'open',
    createdAt: String(item.createdAt),
    processingCompleted: item.processingCompleted === true,
    ...(item.creditsBeforeUpdate !== undefined ? { creditsBeforeUpdate: Number(item.creditsBeforeUpdate) } : {}),
    ...(item.updatedCredits !== undefined ? { updatedCredits: Number(item.updatedCredits) } : {}),
    ...(item.processedAt !== undefined ? { processedAt: String(item.processedAt) } : {}),
    ...(item.processedBy !== undefined ? { processedBy: item.processedBy as PaymentRecord['processedBy'] } : {}),
  };
}

export function createPaymentsRepo(table: Table): PaymentsRepo {
  const { doc, name: TableName } = table;

  const get = async (sessionId: string): Promise<PaymentRecord | undefined> => {
    const out = await doc.send(new GetCommand({ TableName, Key: paymentKey(sessionId), ConsistentRead: true }));
    return out.Item ? toRecord(out.Item) : undefined;
  };

  return {
    get,

    /** Records a new checkout session; true when this call created it (false if it already existed). */
    async create(record: Omit<PaymentRecord, 'status' | 'processingCompleted'>): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...paymentKey(record.sessionId),
              entity: 'payment',
              ...record,
              status: 'open',
              processingCompleted: false,
              GSI1PK: `USER#${record.userId}#PAYMENTS`,
              GSI1SK: `${record.createdAt}#${record.sessionId}`,
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

    /** A user's payments, newest first (operators; the GSI1 keys written by create). */
    async listForUser(userId: string, limit = 50): Promise<PaymentRecord[]> {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${userId}#PAYMENTS` },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map(toRecord);
    },

    /** Adds the session's credits to the owner's balance at most once (see the file comment). */
    async addCreditsOnce(ownerId: string, sessionId: string, credits: number): Promise<CreditOutcome> {
      const names = { '#applied': 'paymentsApplied', '#sid': sessionId };
      try {
        // The marker map must exist before a path inside it can be set; idempotent.
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: balanceKey(ownerId),
            UpdateExpression: 'SET #applied = if_not_exists(#applied, :empty)',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#applied': 'paymentsApplied' },
            ExpressionAttributeValues: { ':empty': {} },
          }),
        );
      } catch (err) {
        if (isConditionFailed(err)) return { kind: 'noUser' };
        throw err;
      }
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: balanceKey(ownerId),
            // Operands read the item before the update: the marker keeps the balance before.
            UpdateExpression:
              'SET creditsRemaining = if_not_exists(creditsRemaining, :zero) + :n, #applied.#sid = if_not_exists(creditsRemaining, :zero)',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#applied.#sid)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':n': credits, ':zero': 0 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        const after = Number(out.Attributes?.creditsRemaining ?? credits);
        return { kind: 'added', before: after - credits, after };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const out = await doc.send(
        new GetCommand({
          TableName,
          Key: balanceKey(ownerId),
          ConsistentRead: true,
          ProjectionExpression: 'PK, #applied.#sid',
          ExpressionAttributeNames: names,
        }),
      );
      if (!out.Item) return { kind: 'noUser' };
      const before = Number((out.Item.paymentsApplied as Record<string, unknown> | undefined)?.[sessionId] ?? 0);
      return { kind: 'alreadyAdded', before, after: before + credits };
    },

    /**
     * Marks the payment paid and processed with the figures of the credit update (once). Returns the
     * record as stored: this call's figures, or those of whoever marked it first.
     */
    async markProcessed(
      sessionId: string,
      result: {
        before: number;
        after: number;
        amount: number;
        currency: string;
        at: string;
        by: 'webhook' | 'fix-payment';
      },
    ): Promise<PaymentRecord | undefined> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: paymentKey(sessionId),
            UpdateExpression:
              'SET #status = :paid, processingCompleted = :true, creditsBeforeUpdate = :before, updatedCredits = :after, ' +
              'amount = :amount, currency = :currency, processedAt = :at, processedBy = :by',
            ConditionExpression: 'attribute_exists(PK) AND processingCompleted <> :true',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':paid': 'paid',
              ':true': true,
              ':before': result.before,
              ':after': result.after,
              ':amount': result.amount,
              ':currency': result.currency,
              ':at': result.at,
              ':by': result.by,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes ? toRecord(out.Attributes) : undefined;
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      return get(sessionId);
    },

    /** An abandoned checkout (checkout.session.expired): only an open record changes. */
    async markExpired(sessionId: string): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: paymentKey(sessionId),
            UpdateExpression: 'SET #status = :expired',
            ConditionExpression: 'attribute_exists(PK) AND #status = :open',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':expired': 'expired', ':open': 'open' },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },
  };
}
