/**
 * The local payment provider: stands in for Stripe Checkout in the local cloud. A checkout session
 * is a Stripe-shaped object kept in the table (`PK=LOCALPAY#<id>`, `SK=SESSION`, expiring after a
 * day), so the payments function can read it back (fix-payment, status) exactly as it would ask
 * Stripe. The local cloud's test checkout page (scripts/local-cloud/local-checkout.ts) shows it,
 * marks it paid and sends the webhook handler a `checkout.session.completed` event signed with the
 * local secret, so the same handler and the same signature check run as in AWS.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from '../dynamo/client';
import { sessionMetadata, toSessionView, type PaymentProvider, type StripeSessionLike } from './port';

const SESSION_TTL_SECONDS = 24 * 3600;
/** Where the local cloud serves the test checkout page. */
export const LOCAL_CHECKOUT_PATH = '/local-checkout';

/** The stored session: a Checkout Session as Stripe's API would return it (the fields we use). */
export interface LocalCheckoutSession extends StripeSessionLike {
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  customer_email: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  /** For the checkout page only. */
  description: string;
}

const key = (id: string) => ({ PK: `LOCALPAY#${id}`, SK: 'SESSION' });

export function createLocalSessionStore(table: Table) {
  const { doc, name: TableName } = table;
  return {
    async get(id: string): Promise<LocalCheckoutSession | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: key(id), ConsistentRead: true }));
      return out.Item?.session as LocalCheckoutSession | undefined;
    },
    async put(session: LocalCheckoutSession): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...key(session.id),
            entity: 'local_checkout_session',
            session,
            ttl: session.created + SESSION_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    /** Marks an open session paid; returns it, or undefined when it is unknown or no longer open. */
    async complete(id: string): Promise<LocalCheckoutSession | undefined> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: key(id),
            UpdateExpression: 'SET #s.#status = :complete, #s.payment_status = :paid',
            ConditionExpression: 'attribute_exists(PK) AND #s.#status = :open',
            ExpressionAttributeNames: { '#s': 'session', '#status': 'status' },
            ExpressionAttributeValues: { ':complete': 'complete', ':paid': 'paid', ':open': 'open' },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes?.session as LocalCheckoutSession | undefined;
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },
  };
}

export type LocalSessionStore = ReturnType<typeof createLocalSessionStore>;

export function createLocalProvider(options: {
  table: Table;
  appOrigin: string;
  webhookSecret: string;
  now?: () => number;
}): PaymentProvider {
  const store = createLocalSessionStore(options.table);
  const now = options.now ?? Date.now;
  return {
    name: 'local',
    async createCheckoutSession(input) {
      const { userId, email, pkg, successUrl, cancelUrl } = input;
      const id = `cs_local_${randomBytes(18).toString('base64url').replace(/-/g, 'A')}`;
      const url = `${options.appOrigin}${LOCAL_CHECKOUT_PATH}/${id}`;
      await store.put({
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: pkg.price,
        currency: pkg.currency,
        client_reference_id: userId,
        customer_email: email,
        metadata: sessionMetadata(input),
        // Stripe substitutes the template in success_url; so does the local checkout.
        success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: cancelUrl,
        url,
        created: Math.floor(now() / 1000),
        description: `${pkg.name}: ${pkg.credits} contract review credits`,
      });
      return { id, url };
    },
    async retrieveSession(sessionId) {
      const session = await store.get(sessionId);
      return session ? toSessionView(session) : undefined;
    },
    async webhookSecret() {
      return options.webhookSecret;
    },
  };
}

/** The Stripe-format event the local checkout sends when a session is paid. */
export function completedEvent(session: LocalCheckoutSession, nowMs: number = Date.now()): string {
  return JSON.stringify({
    id: `evt_local_${randomBytes(12).toString('base64url').replace(/-/g, 'A')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(nowMs / 1000),
    livemode: false,
    data: { object: session },
  });
}
